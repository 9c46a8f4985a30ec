import CatalogKit

/// The favourites as the running app sees them: the store's list, read again after every
/// change (the change itself is applied to the file as it is then, so another instance's
/// stars are kept), and how to open one and the favourites screen.
@MainActor
public final class FavouritesBook {
    public let store: FavouritesStore
    public private(set) var favourites: [Favourite] = []
    /// Why the file could not be read, if it could not.
    public private(set) var problem: String?
    /// The screen that shows one favourite (its catalog's page for it); nil when its
    /// catalog is unknown. Set by the composition root.
    public var open: @MainActor (Favourite) -> (any Screen)? = { _ in nil }
    /// Each catalog's title by id, for the favourites screen.
    public let catalogTitles: [CatalogID: String]
    /// Each catalog's entry kind by id: its own entries are listed without their kind.
    public let entryKinds: [CatalogID: LinkKind]
    private var keys: Set<Favourite.Key> = []

    public init(store: FavouritesStore, catalogTitles: [CatalogID: String] = [:], entryKinds: [CatalogID: LinkKind] = [:]) {
        self.store = store
        self.catalogTitles = catalogTitles
        self.entryKinds = entryKinds
        reload()
    }

    /// Reads the file again.
    public func reload() {
        do {
            favourites = try store.load()
            problem = nil
        } catch {
            problem = error.description
        }
        keys = Set(favourites.map(\.key))
    }

    public func contains(_ key: Favourite.Key) -> Bool { keys.contains(key) }

    /// Stars `favourite`, or removes its star when it shows one; returns what the status bar
    /// should say.
    public func toggle(_ favourite: Favourite) -> String {
        let present = !contains(favourite.key)
        do {
            favourites = try store.set(favourite, present: present)
            keys = Set(favourites.map(\.key))
            problem = nil
            return present ? "★ \(favourite.title) is a favourite (F lists them)" : "\(favourite.title) is no longer a favourite"
        } catch {
            return "favourites not saved: \(error.description)"
        }
    }

    /// A new favourites screen.
    public func screen() -> FavouritesScreenModel {
        reload()
        return FavouritesScreenModel(book: self)
    }
}

/// Where a catalog screen's stars go: the book, the catalog's id, the link kind of its
/// entries, and, on a linked page, the page's own link (starred when its document is shown).
public struct FavouriteScope {
    public let book: FavouritesBook
    public var catalog: CatalogID
    public var entryKind: LinkKind
    public var page: Link?

    public init(book: FavouritesBook, catalog: CatalogID, entryKind: LinkKind, page: Link? = nil) {
        self.book = book
        self.catalog = catalog
        self.entryKind = entryKind
        self.page = page
    }

    func favourite(_ entry: Entry) -> Favourite {
        Favourite(catalog: catalog, kind: entryKind, id: entry.id, title: entry.title)
    }

    /// What `f` stars on a screen in `state`: the detail's entry (or a linked page's own
    /// document, when `showsDocument`) while the detail has the keyboard, else the selected row.
    func current(in state: CatalogScreenState, showsDocument: Bool) -> Favourite? {
        if state.focus == .list, state.hasList { return state.selectedEntry.map(favourite) }
        return shown(in: state, showsDocument: showsDocument)
    }

    /// What the detail pane shows, as a favourite.
    func shown(in state: CatalogScreenState, showsDocument: Bool) -> Favourite? {
        if let entry = state.detail.entry { return favourite(entry) }
        guard let page, showsDocument else { return nil }
        // A page of the list's own kind opened by name is starred by the id the list uses.
        let id = page.kind == entryKind ? state.detail.load.value?.entityID ?? page.id : page.id
        return Favourite(catalog: catalog, kind: page.kind, id: id, title: state.detail.load.value?.title ?? page.label)
    }

    /// `state` with its stars: the starred rows of this catalog and whether the detail's is.
    @MainActor
    func marking(_ state: CatalogScreenState, showsDocument: Bool) -> CatalogScreenState {
        guard !book.favourites.isEmpty else { return state }
        var state = state
        state.starred = Set(book.favourites.filter { $0.catalog == catalog && $0.kind == entryKind }.map(\.id))
        state.detailStarred = shown(in: state, showsDocument: showsDocument).map { book.contains($0.key) } ?? false
        return state
    }
}
