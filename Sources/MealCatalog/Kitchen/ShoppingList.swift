import CatalogKit

/// The recipes the cook means to shop for, each with its scale and its ingredients as they
/// were when it was added, and the ingredients already ticked off: `shopping.json` in the data
/// folder. Its lines (``lines``) are worked out from the recipes each time.
struct ShoppingList: Codable, Sendable, Equatable {
    /// One recipe on the list.
    struct Recipe: Codable, Sendable, Equatable {
        var id: String
        var name: String
        /// The multiplier its measures are taken by (1 as written).
        var scale: Double
        var ingredients: [Item]
    }

    /// One ingredient of a recipe, as TheMealDB writes it.
    struct Item: Codable, Sendable, Equatable {
        var name: String
        var measure: String
    }

    var version = 1
    var recipes: [Recipe] = []
    /// The keys (``MealMapper/ingredientKey(_:)``) of the ingredients ticked off.
    var ticked: [String] = []

    /// Puts `recipe` on the list, or changes its scale when it is there; returns whether it
    /// was new.
    @discardableResult
    mutating func add(_ recipe: Recipe) -> Bool {
        if let index = recipes.firstIndex(where: { $0.id == recipe.id }) {
            recipes[index] = recipe
            return false
        }
        recipes.append(recipe)
        return true
    }

    /// Takes the recipes of these ids off; returns those taken off. Ticks of ingredients no
    /// recipe left needs go with them.
    @discardableResult
    mutating func remove(ids: [String]) -> [Recipe] {
        let removed = recipes.filter { ids.contains($0.id) }
        recipes.removeAll { ids.contains($0.id) }
        let needed = Set(lines.map(\.key))
        ticked.removeAll { !needed.contains($0) }
        return removed
    }

    /// Ticks the ingredient of `key` off, or back on; returns whether it is now ticked.
    mutating func toggle(_ key: String) -> Bool {
        if let index = ticked.firstIndex(of: key) {
            ticked.remove(at: index)
            return false
        }
        ticked.append(key)
        return true
    }

    /// The list with its names and measures cleaned for display, as a file written by hand
    /// may hold anything; a scale outside (0, 100] is 1.
    var cleaned: ShoppingList {
        var list = self
        list.recipes = recipes.map { recipe in
            Recipe(
                id: DisplayText.line(recipe.id), name: DisplayText.line(recipe.name), scale: recipe.scale > 0 && recipe.scale <= 100 ? recipe.scale : 1,
                ingredients: recipe.ingredients.map { Item(name: DisplayText.line($0.name), measure: DisplayText.line($0.measure)) })
        }
        return list
    }

    /// One line per ingredient across the recipes, in the order the ingredients first come:
    /// its measures (each scaled by its recipe) added up by ``ShoppingTotal``, with the
    /// recipes it comes from.
    var lines: [ShoppingLine] {
        var order: [String] = []
        var byKey: [String: ShoppingLine] = [:]
        for recipe in recipes {
            for item in recipe.ingredients {
                let key = MealMapper.ingredientKey(item.name)
                guard !key.isEmpty else { continue }
                if byKey[key] == nil {
                    order.append(key)
                    byKey[key] = ShoppingLine(key: key, ingredient: DisplayText.line(item.name), measures: [], recipes: [], ticked: ticked.contains(key))
                }
                byKey[key]?.measures.append(Measure.scale(DisplayText.line(item.measure), by: recipe.scale))
                if byKey[key]?.recipes.last != recipe.name { byKey[key]?.recipes.append(recipe.name) }
            }
        }
        return order.compactMap { byKey[$0] }
    }
}

/// One ingredient of the shopping list: how much of it, for which recipes, and whether it is
/// ticked off.
struct ShoppingLine: Sendable, Equatable {
    var key: String
    var ingredient: String
    /// Each recipe's measure, scaled.
    var measures: [String]
    var recipes: [String]
    var ticked: Bool

    /// The measures added up ("6 cloves", "2 tbsp + 1 pinch"); empty when no recipe says how much.
    var total: String { ShoppingTotal(ingredient: ingredient, measures: measures).text }
}
