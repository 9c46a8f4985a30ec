import CatalogKit

extension MealRepository {
    /// `show`'s operand as TheMealDB's key: an id as it is; a name is the recipe of that name,
    /// else the first the search finds (nil when it finds none).
    public func entityKey(for operand: String, freshness: Freshness) async throws(AppError) -> String? {
        guard Int(operand) == nil else { return operand }
        guard case let .remote(_, search) = searchStrategy else { return operand }
        let found = try await search(operand, defaultFilters, freshness)
        let folded = SearchMatcher.fold(operand)
        return (found.first { SearchMatcher.fold($0.title) == folded } ?? found.first)?.id
    }
}
