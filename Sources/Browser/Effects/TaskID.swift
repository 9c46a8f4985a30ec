/// The tasks a view model can have in flight, by kind. Each owner has at most one task of
/// each kind: starting one replaces (cancels) the one before, and an effect that cancels
/// names the task it means by this id, so a misspelt name cannot cancel nothing in silence.
public enum TaskID: String, Sendable, Hashable, CaseIterable {
    /// A page of the catalog's list.
    case listPage
    /// The whole list in one answer, for End (``CatalogKit/Catalog/wholeList(filters:freshness:)``).
    case wholeList
    /// Every name of a catalog, for the local search and the sort by name.
    case nameIndex
    /// A search by name (a remote query, or the index it waits for).
    case search
    /// The detail of the selected entry, its dwell included, or its parts loaded again.
    case detail
    /// English names for the list's rows on screen, a few at a time.
    case names
    /// English names for the search's result rows on screen.
    case resultNames
    /// The picture beside a document.
    case picture
    /// A filter picker's options.
    case filterOptions
    /// A followed link's page.
    case linkedPage
    /// The status bar's passing note, or its countdown.
    case notice
    /// A catalog's own action (``CatalogKit/CatalogAction``) under way.
    case action
}
