import CatalogKit

/// The ingredients the cook has at home, as TheMealDB names them ("Chicken", "Garlic"), in
/// the order they were added: `pantry.json` in the data folder.
struct Pantry: Codable, Sendable, Equatable {
    var version = 1
    var ingredients: [String] = []

    /// Whether it holds `name` (case and spacing aside).
    func contains(_ name: String) -> Bool {
        let key = MealMapper.ingredientKey(name)
        return ingredients.contains { MealMapper.ingredientKey($0) == key }
    }

    /// Adds the names it does not hold yet; returns those added.
    @discardableResult
    mutating func add(_ names: [String]) -> [String] {
        // One key set, not a scan of the pantry per name: 2,000 names took seconds.
        var held = Set(ingredients.map(MealMapper.ingredientKey))
        var added: [String] = []
        for name in names.map(DisplayText.line) where !name.isEmpty && held.insert(MealMapper.ingredientKey(name)).inserted {
            ingredients.append(name)
            added.append(name)
        }
        return added
    }

    /// Removes the names it holds; returns those removed, as the pantry spelled them.
    @discardableResult
    mutating func remove(_ names: [String]) -> [String] {
        let keys = Set(names.map(MealMapper.ingredientKey))
        let removed = ingredients.filter { keys.contains(MealMapper.ingredientKey($0)) }
        ingredients.removeAll { keys.contains(MealMapper.ingredientKey($0)) }
        return removed
    }

    /// The pantry with its names cleaned for display, as a file written by hand may hold
    /// anything; empty names dropped.
    var cleaned: Pantry {
        var pantry = self
        pantry.ingredients = ingredients.map(DisplayText.line).filter { !$0.isEmpty }
        return pantry
    }
}
