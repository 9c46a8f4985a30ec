import CatalogKit

/// A catalog's whole name index (the Pokédex's), loaded for sorting a list by name over it,
/// as a value: one load at a time (the next one, or ``cancel()``, cancels it), saying that it
/// is on its way and what went wrong, the index handed over when it arrives.
public struct NameIndexModel: Sendable {
    public enum Event: Sendable {
        /// The index, or why not.
        case loaded(Result<[Entry], AppError>)
        /// A note for the status bar ("sorting by name…").
        case notice(String)
    }

    private let catalog: any Catalog
    /// Whether the index is on its way.
    public private(set) var isLoading = false

    public init(catalog: any Catalog) {
        self.catalog = catalog
    }

    /// Loads the index for a list asked with `filters`; nil, and nothing loaded, when the
    /// index would not do: the catalog has none, or a filter narrows the list (the index
    /// names the whole catalog), which then sorts what it has.
    public mutating func load(for filters: [CatalogFilter]) -> [Effect<Event>]? {
        guard filters == catalog.defaultFilters, case let .localIndex(load) = catalog.searchStrategy else { return nil }
        isLoading = true
        return [
            .send(.notice("sorting by name…")),
            .run(.nameIndex) {
                do throws(AppError) {
                    return .loaded(.success(try await load(.cachedIfFresh)))
                } catch {
                    return .loaded(.failure(error))
                }
            },
        ]
    }

    public mutating func cancel() -> [Effect<Event>] {
        isLoading = false
        return [.cancel(.nameIndex)]
    }

    /// The load's end: the index when it came; a failure says why.
    public mutating func receive(_ event: Event) -> (index: [Entry]?, effects: [Effect<Event>]) {
        guard case let .loaded(result) = event else { return (nil, []) }
        isLoading = false
        switch result {
        case let .success(index):
            return (index, [])
        case let .failure(error):
            return (nil, error.isCancellation ? [] : [.send(.notice("couldn't sort by name: " + error.message))])
        }
    }
}
