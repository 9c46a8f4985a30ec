import Synchronization

/// What the rows' marks need from the pantry and the shopping list, kept in memory from the
/// last time the files were read or changed: ``MealRepository/badge(for:)`` is asked on every
/// frame and reads no file.
final class KitchenMarks: Sendable {
    private struct Marks {
        var isLoaded = false
        var pantry = Set<String>()
        var recipes = Set<String>()
        var ticked = Set<String>()
    }

    private let marks = Mutex(Marks())

    var isLoaded: Bool { marks.withLock { $0.isLoaded } }

    func note(_ pantry: Pantry) {
        let keys = Set(pantry.ingredients.map(MealMapper.ingredientKey))
        marks.withLock {
            $0.pantry = keys; $0.isLoaded = true
        }
    }

    func note(_ list: ShoppingList) {
        let (recipes, ticked) = (Set(list.recipes.map(\.id)), Set(list.ticked))
        marks.withLock { ($0.recipes, $0.ticked) = (recipes, ticked) }
    }

    func holds(ingredient key: String) -> Bool { marks.withLock { $0.pantry.contains(key) } }
    func lists(recipe id: String) -> Bool { marks.withLock { $0.recipes.contains(id) } }
    func ticks(_ key: String) -> Bool { marks.withLock { $0.ticked.contains(key) } }
}
