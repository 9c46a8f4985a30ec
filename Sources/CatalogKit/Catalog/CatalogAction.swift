/// The id of something a catalog can do beyond browsing (`"team.toggle"`): how a key asks
/// the catalog for it, typed so that it cannot be confused with a link kind or a filter.
public struct ActionID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public var description: String { rawValue }
}

/// A key a catalog brings of its own (add to the team, scale a recipe): its id, its default
/// key, the name the config binds it by, what help says of it, and where it works. The
/// screens route it, help and the key table list it, the config rebinds it.
public struct CatalogAction: Sendable, Hashable {
    public var id: ActionID
    /// The default key, spelled as the config spells keys (`p`, `P`, `~`, `+`).
    public var key: String
    /// The binding's name (`bind team = t`): unique among the app's actions, with `_`
    /// between words.
    public var name: String
    /// What help says it does ("add to or remove from the team").
    public var summary: String
    /// Nil: on every screen of the catalog; else only on pages of this link kind (reordering
    /// the team on the team page). There its key wins over the app's own: `y` on the
    /// shopping list can copy the list rather than its title.
    public var page: LinkKind?

    public init(_ id: ActionID, key: String, name: String, summary: String, page: LinkKind? = nil) {
        self.id = id
        self.key = key
        self.name = name
        self.summary = summary
        self.page = page
    }
}

/// What an action acts on: the entry the user is on, the document shown, the filters in
/// force and the page the screen shows.
public struct ActionContext: Sendable {
    /// The selected row while the list has the keyboard, else the entry whose detail is open.
    public var entry: Entry?
    /// The document in the detail pane, once loaded.
    public var detail: Detail?
    public var filters: [CatalogFilter]
    /// The link of the page the screen shows; nil on the catalog's own screen.
    public var page: Link?
    /// The list's rows as it shows them (search results while a search shows).
    public var entries: [Entry]

    public init(entry: Entry? = nil, detail: Detail? = nil, filters: [CatalogFilter] = [], page: Link? = nil, entries: [Entry] = []) {
        self.entries = entries
        self.entry = entry
        self.detail = detail
        self.filters = filters
        self.page = page
    }
}

/// What an action did, for the screen to show.
public enum ActionOutcome: Sendable, Equatable {
    /// Nothing to show.
    case none
    /// A sentence for the status bar ("Charizard joined the team (3/6)").
    case notice(String)
    /// Open the page of this link, as following it would: the team, a comparison, a random entry.
    case follow(Link)
    /// Show this document in place of the detail (a recipe scaled), with a notice.
    case replaceDetail(Detail, notice: String?)
    /// The page on screen changed (a member removed or moved): it loads again, keeping the place.
    case reloadPage(notice: String?)
    /// Put `text` on the clipboard (a shopping list as Markdown, places as GeoJSON); the
    /// status bar says "copied " and `what` ("3 places as GeoJSON").
    case copy(String, what: String)
    /// Open `page` in the browser (or, without a graphical session, show its address).
    case openPage(WebPage)
}
