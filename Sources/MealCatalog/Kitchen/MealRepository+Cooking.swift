import CatalogKit

extension MealRepository {
    /// The multipliers `+` and `-` step through (TheMealDB has no servings to scale by).
    static let scaleSteps: [Double] = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 8]

    /// The scale a recipe's document was made at (1 when it is not scaled).
    static func scale(of detail: Detail) -> Double {
        guard let value = detail.record?.keys.first(where: { $0.0 == "scale" })?.1 else { return 1 }
        switch value {
        case let .decimal(scale): return scale
        case let .number(scale): return Double(scale)
        default: return 1
        }
    }

    /// The step after `scale` upwards (`by` 1) or downwards (-1), or nil at either end.
    static func nextScale(after scale: Double, by step: Int) -> Double? {
        step > 0 ? scaleSteps.first { $0 > scale + 1e-9 } : scaleSteps.last { $0 < scale - 1e-9 }
    }

    /// A scale as written on the command line: "2", "0.5", "1/2", "½", "1½"; nil unless it is
    /// above 0 and at most 100.
    public static func scale(parsing text: String) -> Double? {
        let trimmed = text.trimmingWhitespace()
        guard let (value, high, consumed) = Measure.quantity(in: trimmed), high == nil, consumed == trimmed.count, value > 0, value <= 100 else { return nil }
        return value
    }

    /// The recipe of `detail` again, one step up or down its scale; nil at either end or for
    /// a document that is not a recipe.
    func rescaled(_ detail: Detail, by step: Int, freshness: Freshness) async throws(AppError) -> Detail? {
        guard detail.record?.kind == MealRecord.kind, let id = detail.entityID, let scale = Self.nextScale(after: Self.scale(of: detail), by: step) else {
            return nil
        }
        var document = document(try await meal(id, freshness: freshness), scale: scale)
        document.picture = detail.picture
        return document
    }

    /// A random recipe's id: `random.php`, or, with a category or area (TheMealDB's random
    /// takes no filter), one picked from that list; a server without `random.php` (the demo,
    /// a folder of answers) has one picked from the default category.
    func randomMeal(narrowing: CatalogFilter?, freshness: Freshness) async throws(AppError) -> String {
        if let narrowing {
            let entries = try await page(offset: 0, filters: [narrowing], freshness: freshness).entries
            guard !entries.isEmpty else {
                throw AppError(kind: .notFound, message: "No recipes in \(narrowing.value) to pick from.", isRetryable: false)
            }
            return entries[min(entries.count - 1, max(0, pick(entries.count)))].id
        }
        // Never from a stored answer: the same recipe every time would not be random.
        switch await result(.random, as: MealEnvelope<MealDTO>.self, subject: "random recipe", freshness == .storedOnly ? .storedOnly : .revalidate) {
        case let .success(envelope):
            guard let meal = envelope.meals?.first else {
                throw AppError(kind: .unexpectedData, message: "The server sent no random recipe.", isRetryable: true)
            }
            await searched.remember(meal, for: meal.id)
            return meal.id
        case let .failure(error) where error.kind == .notFound && freshness != .storedOnly:
            guard let fallback = defaultFilters.first else { throw error }
            return try await randomMeal(narrowing: fallback, freshness: freshness)
        case let .failure(error):
            throw error
        }
    }
}
