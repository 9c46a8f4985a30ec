import CatalogKit

extension MealRepository {
    /// What TheMealDB lists meals by, one request each (`search.php?f=`): every recipe is under
    /// the first letter or digit of its name.
    static let firstCharacters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    /// Requests in flight at once while every recipe is listed.
    static let allMealsWidth = 6

    /// Every recipe, by name: the meals of each first letter and digit, a few requests at a
    /// time, each answer cached. They come whole, so opening one sends no lookup. A letter the
    /// server has nothing for (or, in the demo, no file for) is no recipe, not an error.
    func allMeals(_ freshness: Freshness) async throws(AppError) -> [Entry] {
        var meals: [MealDTO] = []
        for start in stride(from: 0, to: Self.firstCharacters.count, by: Self.allMealsWidth) {
            let letters = Self.firstCharacters[start..<min(start + Self.allMealsWidth, Self.firstCharacters.count)]
            let answers = await withTaskGroup(of: Result<[MealDTO], AppError>.self) { group in
                for letter in letters {
                    group.addTask {
                        await result(.firstLetter(letter), as: MealEnvelope<MealDTO>.self, subject: "recipe list", freshness).map { $0.meals ?? [] }
                    }
                }
                var answers: [Result<[MealDTO], AppError>] = []
                for await answer in group { answers.append(answer) }
                return answers
            }
            for answer in answers {
                switch answer {
                case let .success(found): meals += found
                case let .failure(error) where error.kind == .notFound: continue
                case let .failure(error): throw error.suggestingDemo("meals")
                }
            }
        }
        var seen = Set<String>()
        let unique = meals.filter { seen.insert($0.id).inserted }
        for meal in unique { await searched.remember(meal, for: meal.id) }
        return unique.map { meal in
            var entry = MealMapper.entry(from: meal)
            entry.fields = MealMapper.fields(category: meal.category, area: meal.area)
            return entry
        }.sorted { Self.fold($0.title) < Self.fold($1.title) }
    }
}
