/// How a catalog answers a search by name.
public enum SearchStrategy: Sendable, Equatable {
    /// Load every name once (``Catalog/searchIndex()``) and filter locally as the user types.
    case localIndex
    /// Ask the API (``Catalog/search(_:)``) after the user pauses for `debounce`.
    case remote(debounce: Duration)
}

/// A browsable collection behind an API: the shared shape of the Pokédex, the recipes and
/// the places. View models talk to catalogs only through this protocol.
///
/// Every method reports failures as an ``AppError``, already phrased for the user.
public protocol Catalog: Sendable {
    /// Name shown in the title and status bars, for example "Pokédex".
    var title: String { get }
    /// What one entry is called, singular, for example "Pokémon".
    var itemName: String { get }
    /// Entries fetched per page.
    var pageSize: Int { get }
    var searchStrategy: SearchStrategy { get }

    /// Ways to narrow the list, each with its picker key; empty when there are none.
    var filterKinds: [FilterKind] { get }
    /// The filters the list starts with.
    var defaultFilters: [CatalogFilter] { get }

    /// The page of entries starting at `offset`, narrowed by `filters`.
    func page(offset: Int, filters: [CatalogFilter]) async throws(AppError) -> EntryPage
    /// The values a filter of `kind` can take, for its picker; `query` is what the user typed
    /// in a searchable picker (empty otherwise).
    func filterOptions(for kind: FilterKind, matching query: String) async throws(AppError) -> [FilterOption]
    /// Every entry, for local search. Only called when ``searchStrategy`` is `.localIndex`.
    func searchIndex() async throws(AppError) -> [Entry]
    /// Entries whose names match `query`, within `filters`. Only called when
    /// ``searchStrategy`` is `.remote`.
    func search(_ query: String, filters: [CatalogFilter]) async throws(AppError) -> [Entry]
    /// The full document for one entry.
    func detail(for entry: Entry) async throws(AppError) -> Detail
}

extension Catalog {
    public var filterKinds: [FilterKind] { [] }
    public var defaultFilters: [CatalogFilter] { [] }
    public func filterOptions(for kind: FilterKind, matching query: String) async throws(AppError) -> [FilterOption] { [] }
}
