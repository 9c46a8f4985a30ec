import CatalogKit

extension MealRepository {
    /// What TheMealDB lists meals by, one request each (`search.php?f=`): every recipe is under
    /// the first letter or digit of its name.
    static let firstCharacters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    /// Requests in flight at once while every recipe is listed: the connections the transport
    /// gives a host. A window that slides (the next letter as soon as one is answered) rather
    /// than batches that wait for their slowest: 36 letters in 9 round trips instead of 12.
    static let allMealsWidth = 4

    /// Every recipe, by name: the meals of each first letter and digit, a few requests at a
    /// time, each answer cached. They come whole, so opening one sends no lookup. A letter the
    /// server has nothing for (or, in the demo, no file for) is no recipe, not an error; any
    /// other failure stops the sweep and is the answer.
    func allMeals(_ freshness: Freshness) async throws(AppError) -> [Entry] {
        var meals: [MealDTO] = []
        var failure: AppError?
        let ask: @Sendable (Character) async -> Result<[MealDTO], AppError> = { letter in
            await result(.firstLetter(letter), as: MealEnvelope<MealDTO>.self, subject: "recipe list", freshness).map { $0.meals ?? [] }
        }
        await withTaskGroup(of: Result<[MealDTO], AppError>.self) { group in
            var letters = Self.firstCharacters.makeIterator()
            for _ in 0..<Self.allMealsWidth {
                if let letter = letters.next() { group.addTask { await ask(letter) } }
            }
            while let answer = await group.next() {
                switch answer {
                case let .success(found): meals += found
                case let .failure(error) where error.kind == .notFound: break
                case let .failure(error):
                    failure = failure ?? error
                    group.cancelAll()
                }
                if failure == nil, let letter = letters.next() { group.addTask { await ask(letter) } }
            }
        }
        if let failure { throw failure.suggestingDemo("meals") }
        var seen = Set<String>()
        let unique = meals.filter { seen.insert($0.id).inserted }
        for meal in unique { await searched.remember(meal, for: meal.id) }
        return unique.map { meal in
            var entry = MealMapper.entry(from: meal)
            entry.fields = MealMapper.fields(category: meal.category, area: meal.area)
            return entry
        }.sorted { (Self.fold($0.title), $0.id) < (Self.fold($1.title), $1.id) }
    }
}
