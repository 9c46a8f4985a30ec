#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a catalog answers a search by name. Each strategy carries its own function, so a
/// catalog implements only the kind it has.
public enum SearchStrategy: Sendable {
    /// Load every name once with `load` and filter locally as the user types.
    case localIndex(load: @Sendable (Freshness) async throws(AppError) -> [Entry])
    /// Ask the API with `search` (query, filters in force) after the user pauses for `debounce`.
    case remote(debounce: Duration, search: @Sendable (String, [CatalogFilter], Freshness) async throws(AppError) -> [Entry])

    /// Whether names are filtered locally.
    public var isLocal: Bool {
        if case .localIndex = self { return true }
        return false
    }
}

/// A browsable collection behind an API: the shared shape of the Pokédex, the recipes and
/// the places. View models talk to catalogs only through this protocol.
///
/// Every method reports failures as an ``AppError``, already phrased for the user, and takes
/// a ``Freshness``: whether a fresh stored answer will do or the server must be asked again.
public protocol Catalog: Sendable {
    /// Name shown in the title and status bars, for example "Pokédex".
    var title: String { get }
    /// What one entry is called, singular, for example "Pokémon".
    var itemName: String { get }
    var searchStrategy: SearchStrategy { get }
    /// The list's own order, as the status bar names it when `s` comes back to it from the
    /// order by name: "by number", "by distance"; "as listed" by default.
    var listOrder: String { get }
    /// The list's other orders, by its rows' data, that `s` goes through after its own and
    /// before the order by name; none by default.
    var sortOrders: [EntrySort] { get }

    /// Ways to narrow the list, each with its picker key; empty when there are none.
    var filterKinds: [FilterKind] { get }
    /// The filters the list starts with.
    var defaultFilters: [CatalogFilter] { get }

    /// The page of entries starting at `offset`, narrowed by `filters`.
    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage
    /// Every entry narrowed by `filters`, where the API gives them all in one request (the
    /// commands list them so, rather than page by page); nil where it does not.
    func wholeList(filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> [Entry]?
    /// The values a filter of `kind` can take, for its picker; `query` is what the user typed
    /// in a searchable picker (empty otherwise).
    func filterOptions(for kind: FilterKind, matching query: String, freshness: Freshness) async throws(AppError) -> [FilterOption]
    /// The full document for one entry.
    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail
    /// The document as soon as its main part is there, for the screen: parts that would need
    /// the network once more come as ``Detail/pendingParts``. By default the full document.
    func promptDetail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail
    /// The sections of one `part` of an entry's detail, loaded again after it came back as
    /// ``DetailContent/unavailable(part:message:isRetryable:)``; the rest of the detail is not
    /// asked for again where the catalog can avoid it.
    func detailPart(_ part: String, for entry: Entry, freshness: Freshness) async throws(AppError) -> [DetailSection]
    /// What `link` points at (see ``Link/kind`` for the kinds); `.notFound` when it names
    /// nothing. Deep links from the command line come here too.
    func open(_ link: Link, freshness: Freshness) async throws(AppError) -> LinkedPage
    /// The kinds of link ``open(_:freshness:)`` knows, its entries' first: what a deep link's
    /// `KIND/` may be. Empty for a catalog without links.
    var linkKinds: [LinkKind] { get }
    /// The key of the entity an operand of `show` names (a name as shown or as the API spells
    /// it, a number, an id), asking the API where a name must be looked up; nil when it names
    /// nothing. By default the operand itself.
    func entityKey(for operand: String, freshness: Freshness) async throws(AppError) -> String?
    /// The bytes of a picture a document names (PNG or JPEG, 5 MB at most), through the
    /// catalog's own network stack; `.notFound` from a catalog without pictures.
    func pictureBytes(at url: URL, freshness: Freshness) async throws(AppError) -> Data
    /// English titles for those of `entries` whose titles are placeholders drawn from the
    /// API's slugs, by entry id: fetched a few at a time and kept, so that asking again costs
    /// nothing. Entries already named, or whose names cannot be had, are left out.
    func names(for entries: [Entry], freshness: Freshness) async -> [String: String]
    /// `detail` again with more of the names it lacks (``Detail/namesPending``), the next few
    /// in reading order; nil when there is nothing more to name. Rows of a long list of links
    /// (a Pokémon's moves) are named only when among `visible`, the links on screen; nil
    /// `visible` names everything (a script prints it all).
    func renamed(_ detail: Detail, showing visible: [Link]?, freshness: Freshness) async -> Detail?
    /// `detail` in its version `variant` (one of ``Detail/variants``: a Pokémon's moves in
    /// another game), made from what made it, without a request where the catalog kept it;
    /// nil when it cannot be made.
    func varied(_ detail: Detail, to variant: String, freshness: Freshness) async -> Detail?
    /// The API's address of the entity whose key is `id`, for the `url` of its JSON, the same
    /// for `show --json` and `Y` (see ``EntityAddress``); nil where there is none to give.
    func entityAddress(for id: String) -> String?
    /// A map image of `places` (the list's loaded entries) drawn by the catalog's server at
    /// `width` × `height` pixels, a marker on each; nil where the catalog has none (the
    /// screen draws its own map instead). Its bytes come through ``pictureBytes(at:freshness:)``.
    func mapPicture(of places: [MapPoint], width: Int, height: Int) -> MapPicture?
    /// The keys the catalog brings of its own (``CatalogAction``), for the screens, help and
    /// the config.
    var actions: [CatalogAction] { get }
    /// Carries out one of ``actions`` on what the user is on.
    func perform(_ action: ActionID, in context: ActionContext) async throws(AppError) -> ActionOutcome
    /// A one-column mark beside `entry`'s row and in its detail's title (a team member), or
    /// nil. Asked on every frame: from memory only.
    func badge(for entry: Entry) -> String?
    /// Runs one of the catalog's own commands (a ``CommandSpec`` other than show, list and
    /// search).
    func run(_ call: CommandCall, freshness: Freshness) async throws(AppError) -> CommandOutput
    /// `entries` written in one of the list command's own ``CommandSpec/formats`` (GeoJSON),
    /// or nil for a format the catalog does not write.
    func export(_ entries: [Entry], as format: String) -> String?
}

extension Catalog {
    public var listOrder: String { "as listed" }
    public var sortOrders: [EntrySort] { [] }
    public func pictureBytes(at url: URL, freshness: Freshness) async throws(AppError) -> Data {
        throw AppError(kind: .notFound, message: "No pictures here.", isRetryable: false)
    }

    public var filterKinds: [FilterKind] { [] }
    public func names(for entries: [Entry], freshness: Freshness) async -> [String: String] { [:] }
    public func renamed(_ detail: Detail, showing visible: [Link]?, freshness: Freshness) async -> Detail? { nil }
    public func varied(_ detail: Detail, to variant: String, freshness: Freshness) async -> Detail? { nil }
    public func entityAddress(for id: String) -> String? { nil }
    public func mapPicture(of places: [MapPoint], width: Int, height: Int) -> MapPicture? { nil }
    public var defaultFilters: [CatalogFilter] { [] }
    public var actions: [CatalogAction] { [] }
    public func perform(_ action: ActionID, in context: ActionContext) async throws(AppError) -> ActionOutcome { .none }
    public func badge(for entry: Entry) -> String? { nil }
    public func run(_ call: CommandCall, freshness: Freshness) async throws(AppError) -> CommandOutput {
        throw AppError(kind: .notFound, message: "There is no \(call.name) command here.", isRetryable: false)
    }
    public func export(_ entries: [Entry], as format: String) -> String? { nil }
    public var linkKinds: [LinkKind] { [] }
    public func wholeList(filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> [Entry]? { nil }
    public func promptDetail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        try await detail(for: entry, freshness: freshness)
    }
    public func entityKey(for operand: String, freshness: Freshness) async throws(AppError) -> String? {
        operand.trimmingWhitespace().isEmpty ? nil : operand
    }
    public func filterOptions(for kind: FilterKind, matching query: String, freshness: Freshness) async throws(AppError) -> [FilterOption] { [] }
    /// Catalogs without links of their own: every link is a dead end.
    public func open(_ link: Link, freshness: Freshness) async throws(AppError) -> LinkedPage {
        throw AppError(kind: .notFound, message: "Nothing to open for \(link.label).", isRetryable: false)
    }

    /// Loads the whole detail again and keeps the sections headed `part`; a part that fails
    /// again is thrown as its error.
    public func detailPart(_ part: String, for entry: Entry, freshness: Freshness) async throws(AppError) -> [DetailSection] {
        let sections = try await detail(for: entry, freshness: freshness).sections.filter { $0.heading == part || $0.content.unavailablePart == part }
        if let failed = sections.first, case let .unavailable(_, message, isRetryable) = failed.content {
            throw AppError(kind: .unexpectedData, message: message, isRetryable: isRetryable)
        }
        return sections
    }

    /// The page at `offset`, a fresh stored answer allowed.
    public func page(offset: Int, filters: [CatalogFilter]) async throws(AppError) -> EntryPage {
        try await page(offset: offset, filters: filters, freshness: .cachedIfFresh)
    }

    /// The options of a filter, a fresh stored answer allowed.
    public func filterOptions(for kind: FilterKind, matching query: String) async throws(AppError) -> [FilterOption] {
        try await filterOptions(for: kind, matching: query, freshness: .cachedIfFresh)
    }

    /// The detail of `entry`, a fresh stored answer allowed.
    public func detail(for entry: Entry) async throws(AppError) -> Detail {
        try await detail(for: entry, freshness: .cachedIfFresh)
    }
}
