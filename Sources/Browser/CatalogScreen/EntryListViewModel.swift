import CatalogKit

/// The entry list: pages loaded in order (the next one requested before the user reaches
/// the end), the cursor, End that follows the list as pages arrive, a restart from the first
/// page, and a reload that revalidates the pages up to the user's place and keeps it.
@MainActor
public final class EntryListViewModel {
    public internal(set) var state = EntryListState()
    /// Called after every change of ``state``.
    public var onChange: (@MainActor () -> Void)?
    /// Rows the list pane shows, for keeping the selection in view (from the layout).
    public var visibleRows = 10 {
        didSet { state.cursor.keepVisible(count: state.entries.count, rows: visibleRows); nameVisibleRows() }
    }
    /// The entry the list is paging toward (a search result not loaded yet), if any.
    public var seeking: Entry? { following.seeking }
    /// Whether the list is sorted by name (else it is in the catalog's own order).
    public var isSortedByName: Bool { order.isByName }
    /// Whether the name index is on its way to sort the list by name.
    public var isSortingByName: Bool { nameIndex.isLoading }
    /// Says which order the list is in once it is, and what went wrong while sorting.
    public var onNotice: (@MainActor (String) -> Void)?

    let catalog: any Catalog
    private let prefetchDistance: Int
    private let tasks = NamedTasks()
    /// The filters the pages are asked with.
    private var filters: [CatalogFilter]
    /// Where the next page starts in the server's list (entries it sent may have been dropped).
    private var nextOffset = 0
    /// Where the selection heads as pages arrive.
    private var following = PageFollowing()
    /// A reload in progress: the pages revalidated so far, and the place to keep.
    private var reloading: (entries: [Entry], offset: Int, place: Entry?, index: Int)?
    /// The loaded entries in the server's order, and the order ``state`` shows.
    var order = EntryOrder()
    /// Loads the catalog's whole name index, to sort the list by name over it.
    private let nameIndex: NameIndexViewModel
    /// English names for the rows on screen.
    let naming: RowNaming

    public init(catalog: any Catalog, filters: [CatalogFilter], prefetchDistance: Int = 20) {
        self.catalog = catalog
        self.filters = filters
        self.prefetchDistance = prefetchDistance
        nameIndex = NameIndexViewModel(catalog: catalog)
        naming = RowNaming(catalog: catalog)
        nameIndex.onNotice = { [weak self] text in self?.onNotice?(text) }
        nameIndex.onChange = { [weak self] in self?.notify() }
        naming.onNames = { [weak self] titles in self?.retitle(titles) }
    }

    /// Loads the first page, unless there is a list already.
    public func start() {
        guard state.load == .idle, state.entries.isEmpty else { return }
        loadPage()
    }

    public func stop() { tasks.cancelAll(); nameIndex.cancel(); naming.stop() }
    /// Waits for the name index, the pages (showing the index asks for none), the rows' names.
    public func idle() async { await nameIndex.idle(); await tasks.idle(); await naming.settle() }
    public var isBusy: Bool { tasks.isBusy || nameIndex.isBusy || naming.isBusy }

    /// Selects `index`, keeps it in view and requests the next page when near the end. An
    /// index beyond the loaded entries (PgDn at their edge) is kept as the target: the
    /// selection rests on the last loaded entry and lands on the target when its page arrives
    /// (on the last entry, if the list ends first).
    public func select(_ index: Int) {
        following.stop()
        if index >= state.entries.count, !state.isComplete, !state.entries.isEmpty {
            following.target = state.total.map { min(index, max(0, $0 - 1)) } ?? index
            following.pages = 0
        }
        state.cursor.select(index, count: state.entries.count, rows: visibleRows)
        loadNextPageIfNeeded()
        notify()
    }

    /// Selects the last entry and, while pages remain, follows the end as they arrive.
    public func selectLast() {
        select(state.entries.count - 1)
        following.followsEnd = !state.isComplete
        following.pages = 0
    }

    /// Selects `entry`; when it is not loaded yet, pages on until it is (for a while), the
    /// selection resting on `fallback` meanwhile and for good if it never comes.
    public func reveal(_ entry: Entry, fallback: Int) {
        if let index = state.index(of: entry) {
            select(index)
            return
        }
        select(fallback)
        guard !state.isComplete else { return }
        following.seeking = entry
        following.pages = 0
        if !tasks.isRunning(.listPage), state.load.error == nil { loadPage() }
    }

    /// Empties the list and loads it again from its first page, with `filters`.
    public func restart(filters: [CatalogFilter]) {
        self.filters = filters
        stop()
        following.stop()
        reloading = nil
        nextOffset = 0
        order = EntryOrder()
        state = EntryListState()
        naming.reset()
        loadPage()
    }

    /// Loads again, revalidating, the pages up to the selection, and keeps the selection on
    /// the same entry. The loaded list stays on screen until the new one is there.
    public func reload() {
        stop()
        following.stop()
        reloading = ([], 0, state.selectedEntry, state.cursor.selection)
        loadPage()
    }

    /// Loads again what failed: the reload, or the next page.
    public func retry() {
        guard state.load.error?.isRetryable == true else { return }
        loadPage()
    }

    private func loadNextPageIfNeeded() {
        guard !state.isComplete, reloading == nil, !tasks.isRunning(.listPage), state.load.error == nil else { return }
        if following.target != nil || state.cursor.selection + prefetchDistance >= state.entries.count { loadPage() }
    }

    private func loadPage() {
        let offset = reloading?.offset ?? nextOffset
        let freshness: Freshness = reloading == nil ? .cachedIfFresh : .revalidate
        let catalog = self.catalog, filters = self.filters
        state.load = .loading
        tasks.start(.listPage, { () async -> Result<EntryPage, AppError> in
            do throws(AppError) {
                return .success(try await catalog.page(offset: offset, filters: filters, freshness: freshness))
            } catch {
                return .failure(error)
            }
        }, then: { [weak self] result in self?.finishPage(result, offset: offset) })
        notify()
    }

    private func finishPage(_ result: Result<EntryPage, AppError>, offset: Int) {
        switch result {
        case let .success(page):
            if reloading != nil {
                continueReload(with: page)
            } else {
                append(page, offset: offset)
            }
        case let .failure(error):
            following.stop()
            state.load = error.isCancellation ? .idle : .failed(error)
        }
        notify()
    }

    private func append(_ page: EntryPage, offset: Int) {
        guard offset == nextOffset else { return }
        nextOffset = page.nextOffset
        if let leftOut = page.leftOut { onNotice?(leftOut) }
        let selected = isSortedByName ? state.selectedEntry : nil
        // While the whole index shows, the page only joins the entries kept for the way back.
        order.append(page, offset: offset)
        arrange()
        if let index = state.index(of: selected) { state.cursor.select(index, count: state.entries.count, rows: visibleRows) }
        state.load = .loaded(state.entries.count)
        if following.arrived(page, entries: state.entries, isComplete: state.isComplete, cursor: &state.cursor, rows: visibleRows) {
            loadPage()
        } else {
            loadNextPageIfNeeded()
        }
    }

    private func continueReload(with page: EntryPage) {
        guard var reload = reloading else { return }
        let isComplete = page.isLast || page.nextOffset <= reload.offset
        reload.entries += page.entries
        reload.offset = page.nextOffset
        let found = reload.place.flatMap { place in reload.entries.firstIndex { $0.id == place.id } }
        let coversPlace = found != nil || reload.entries.count > reload.index
        reloading = reload
        guard isComplete || coversPlace else {
            loadPage()
            return
        }
        reloading = nil
        nextOffset = reload.offset
        order.replace(with: reload.entries, total: page.total ?? (isComplete ? reload.entries.count : nil), isComplete: isComplete)
        let place = state.selectedEntry
        arrange()
        state.load = .loaded(state.entries.count)
        let sortedPlace = isSortedByName ? state.index(of: place) : nil
        state.cursor.select(sortedPlace ?? found ?? reload.index, count: state.entries.count, rows: visibleRows)
        loadNextPageIfNeeded()
    }

    /// Sorts by name or back to the catalog's order, the selection staying on its entry. By
    /// name, a catalog with a name index (the Pokédex) shows the whole index, loaded once,
    /// unless a filter narrows the list; another list sorts what it has loaded, and the pages
    /// still to come take their places.
    public func sort(byName: Bool) {
        nameIndex.cancel()
        guard byName != isSortedByName else {
            notify()
            return
        }
        if byName, nameIndex.load(for: filters, then: { [weak self] index in self?.show(index: index) }) {
            notify()
            return
        }
        let selected = state.selectedEntry
        order.sort(byName: byName)
        onNotice?("order: " + (byName ? "by name" : catalog.listOrder))
        arrange()
        if let index = state.index(of: selected) {
            state.cursor.select(index, count: state.entries.count, rows: visibleRows)
        } else if let selected {
            // Back from the whole index to the pages loaded: the entry, if not among them, is
            // paged to.
            reveal(selected, fallback: 0)
            return
        } else {
            state.cursor.select(0, count: state.entries.count, rows: visibleRows)
        }
        notify()
    }

    /// Shows the catalog's whole name `index`, by name, the selection staying on its entry.
    private func show(index: [Entry]) {
        following.stop()
        let selected = state.selectedEntry
        order.show(index: index)
        arrange()
        state.cursor.select(state.index(of: selected) ?? 0, count: state.entries.count, rows: visibleRows)
        notify()
        onNotice?("order: by name")
    }

    /// The change announced, once the rows now on screen are asked to be named.
    func notify() { nameVisibleRows(); onChange?() }
}
