import CatalogKit
import TextLayout

/// Everything the views need to draw a catalog screen, as one value. Every part has a
/// public initialiser, so views and tests can build any state directly.
public struct CatalogScreenState: Sendable, Equatable {
    public var title: String
    public var itemName: String
    public var list: EntryListState
    /// The search, while there is one.
    public var search: SearchState?
    public var detail: DetailState
    public var focus: Pane
    /// Ways to narrow the list (each with its picker key), and the ones in force.
    public var filterKinds: [FilterKind]
    public var filters: [CatalogFilter]
    /// The open filter picker, if any.
    public var picker: PickerState?
    /// The help overlay, while it is open.
    public var help: HelpState?
    /// A passing note for the status bar, such as "retrying in 2 s…".
    public var notice: String?
    /// The keys of the mode the screen is in: its status bar hints and the key the error
    /// panes offer for retrying.
    public var keyMap: KeyMap
    /// The way here, for the top line: the catalog, then each followed link ("Pokédex ›
    /// Pikachu › Electric"); empty on a catalog's own screen, which shows its ``title``.
    public var trail: [String]
    /// Whether the screen has a list pane (a linked page that is only a document has none).
    public var hasList: Bool
    /// The ids of the listed entries that are favourites, and whether what the detail shows is.
    public var starred: Set<String> = []
    public var detailStarred = false
    /// The catalog's marks (a team member's) by entry id on the rows in view, and the one of the detail's entry.
    public var badges: [String: String] = [:]
    public var detailBadge: String?

    /// How the list is sorted when not in the catalog's own order ("by name"), for the status bar.
    public var order: String?
    /// Place maps are drawn beside a document that has a map centre (pictures on, Braille).
    public var showsMaps: Bool

    public init(
        title: String, itemName: String, list: EntryListState = EntryListState(), search: SearchState? = nil,
        detail: DetailState = .idle, focus: Pane = .list, filterKinds: [FilterKind] = [], filters: [CatalogFilter] = [],
        picker: PickerState? = nil, help: HelpState? = nil, notice: String? = nil, keyMap: KeyMap? = nil,
        trail: [String] = [], hasList: Bool = true, order: String? = nil, showsMaps: Bool = false
    ) {
        self.title = title
        self.itemName = itemName
        self.list = list
        self.search = search
        self.detail = detail
        self.focus = focus
        self.filterKinds = filterKinds
        self.filters = filters
        self.picker = picker
        self.help = help
        self.notice = notice
        self.trail = trail
        self.hasList = hasList
        self.order = order
        self.showsMaps = showsMaps
        // Without a map, the one the mode has: so its hints are those of keys that work here.
        self.keyMap =
            keyMap
            ?? .catalog(
                help: help != nil, picker: picker, search: search, focus: focus, filterKinds: filterKinds, canGoBack: false,
                hasLinks: detail.load.value?.hasLinks == true, hasList: hasList)
    }

    /// The rows the list pane shows: search results while there are any, else all entries.
    public var visibleEntries: [Entry] { search?.results ?? list.entries }
    /// What the rows of ``visibleEntries`` need to line up.
    public var visibleMetrics: EntryMetrics { search?.metrics ?? list.metrics }
    /// The cursor over ``visibleEntries``.
    public var cursor: ListCursor { search?.results != nil ? (search?.cursor ?? ListCursor()) : list.cursor }
    public var selection: Int { cursor.selection }
    public var listTop: Int { cursor.top }

    public var selectedEntry: Entry? {
        let rows = visibleEntries
        return rows.indices.contains(selection) ? rows[selection] : nil
    }

    public var entries: [Entry] { list.entries }
    public var total: Int? { list.total }
    public var isComplete: Bool { list.isComplete }
    public var listLoad: LoadState<Int> { list.load }
    public var detailScroll: Int { detail.scroll }
    public var isShowingHelp: Bool { help != nil }

    /// The key that retries in the current mode, as error panes should name it ("r", "^R").
    public var retryKey: String? { keyMap.key(for: .retry) }

    /// The keys the panes name (retry, back), from ``keyMap``.
    public var paneKeys: PaneKeys { PaneKeys(keyMap) }

    /// The key a detail's part that did not load offers: the retry key, when retrying would
    /// load that part again here (``DetailState/retry``), else none.
    public var partRetryKey: String? {
        guard case .parts = detail.retry else { return nil }
        return retryKey
    }
}
