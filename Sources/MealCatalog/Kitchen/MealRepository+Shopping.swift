import CatalogKit

extension MealRepository {
    /// The shopping list as it is kept; empty where there is no data folder.
    func shoppingList() throws(AppError) -> ShoppingList {
        try kitchen?.loadShopping() ?? ShoppingList()
    }

    /// The kitchen's files, or the error that says there is no data folder.
    func requireKitchen() throws(AppError) -> Kitchen {
        guard let kitchen else {
            throw AppError(kind: .invalidRequest, message: "The pantry and the shopping list need a data folder (HOME or XDG_DATA_HOME).", isRetryable: false)
        }
        return kitchen
    }

    /// Puts the recipe of `id` on the shopping list at `scale` (its scale changes when it is
    /// there; nil keeps the scale it has, or ×1 for a new one); returns the sentence that says so.
    func addToShopping(_ id: String, scale asked: Double?, freshness: Freshness) async throws(AppError) -> String {
        let kitchen = try requireKitchen()
        let meal = try await meal(id, freshness: freshness)
        let ingredients = meal.ingredients.map { ShoppingList.Item(name: DisplayText.line($0.name), measure: DisplayText.line($0.measure)) }
        let name = DisplayText.line(meal.name)
        let (isNew, scale, count) = try kitchen.changeShopping { list -> (Bool, Double, Int) in
            let scale = asked ?? list.recipes.first { $0.id == meal.id }?.scale ?? 1
            let isNew = list.add(ShoppingList.Recipe(id: meal.id, name: name, scale: scale, ingredients: ingredients))
            return (isNew, scale, list.recipes.count)
        }
        let scaled = scale == 1 ? "" : " " + MealMapper.scaleText(scale)
        let said =
            isNew
            ? "added \(name)\(scaled) to the shopping list"
            : asked == nil ? "\(name) is on the shopping list already\(scaled)" : "\(name) is on the shopping list, now\(scaled.isEmpty ? " ×1" : scaled)"
        return said + " (\(count) " + (count == 1 ? "recipe)" : "recipes)")
    }

    /// The document of one line of the shopping list.
    func shoppingLine(_ key: String) throws(AppError) -> Detail {
        let list = try shoppingList()
        guard let line = list.lines.first(where: { $0.key == key }) else {
            throw AppError(kind: .notFound, message: "That ingredient is no longer on the shopping list.", isRetryable: false)
        }
        return ShoppingPages.lineDocument(line, in: list)
    }

    /// Ticks the line of `key` off, or back on; returns the sentence that says which.
    func tick(_ key: String) throws(AppError) -> String {
        let kitchen = try requireKitchen()
        let (ticked, name) = try kitchen.changeShopping { list in
            (list.toggle(key), list.lines.first { $0.key == key }?.ingredient ?? key)
        }
        return ticked ? "ticked off \(name)" : "\(name) is to buy again"
    }
}
