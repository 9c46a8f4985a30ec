import CatalogKit

/// The entry list: pages loaded in order (the next one requested before the user reaches
/// the end), the cursor, End that follows the list as pages arrive, a restart from the first
/// page, and a reload that revalidates the pages up to the user's place and keeps it.
@MainActor
public final class EntryListViewModel {
    public private(set) var state = EntryListState()
    /// Called after every change of ``state``.
    public var onChange: (@MainActor () -> Void)?
    /// Rows the list pane shows, for keeping the selection in view (from the layout).
    public var visibleRows = 10 {
        didSet { state.cursor.keepVisible(count: state.entries.count, rows: visibleRows) }
    }
    /// The entry the list is paging toward (a search result not loaded yet), if any.
    public private(set) var seeking: Entry?
    /// Whether the list is sorted by name (else it is in the catalog's own order).
    public private(set) var isSortedByName = false
    /// Whether the name index is on its way to sort the list by name.
    public var isSortingByName: Bool { tasks.isRunning("index") }
    /// Says which order the list is in once it is, and what went wrong while sorting.
    public var onNotice: (@MainActor (String) -> Void)?

    private let catalog: any Catalog
    private let prefetchDistance: Int
    private let tasks = NamedTasks()
    /// The filters the pages are asked with.
    private var filters: [CatalogFilter]
    /// Where the next page starts in the server's list (entries it sent may have been dropped).
    private var nextOffset = 0
    /// End was pressed before the last page arrived: move to the end as pages come in.
    private var followsEnd = false
    /// A selection beyond the loaded entries, reached as pages come in.
    private var target: Int?
    private var pagesFollowed = 0
    /// Polite to the API: End, a reload and a search result follow at most this many pages.
    static let maxPagesFollowed = 50
    /// A reload in progress: the pages revalidated so far, and the place to keep.
    private var reloading: (entries: [Entry], offset: Int, place: Entry?, index: Int)?
    /// The loaded entries in the server's order (``state`` shows them sorted, by name).
    private var natural: [Entry] = []
    /// Sorted over the catalog's whole name index: the paged list's total and end, kept
    /// for the way back.
    private var paged: (total: Int?, isComplete: Bool)?

    public init(catalog: any Catalog, filters: [CatalogFilter], prefetchDistance: Int = 20) {
        self.catalog = catalog
        self.filters = filters
        self.prefetchDistance = prefetchDistance
    }

    /// Loads the first page, unless there is a list already.
    public func start() {
        guard state.load == .idle, state.entries.isEmpty else { return }
        loadPage()
    }

    public func stop() { tasks.cancelAll() }
    public func idle() async { await tasks.idle() }
    public var isBusy: Bool { tasks.isBusy }

    /// Selects `index`, keeps it in view and requests the next page when near the end. An
    /// index beyond the loaded entries (PgDn at their edge) is kept as the target: the
    /// selection rests on the last loaded entry and lands on the target when its page arrives
    /// (on the last entry, if the list ends first).
    public func select(_ index: Int) {
        followsEnd = false
        seeking = nil
        target = nil
        if index >= state.entries.count, !state.isComplete, !state.entries.isEmpty {
            target = state.total.map { min(index, max(0, $0 - 1)) } ?? index
            pagesFollowed = 0
        }
        state.cursor.select(index, count: state.entries.count, rows: visibleRows)
        loadNextPageIfNeeded()
        notify()
    }

    /// Selects the last entry and, while pages remain, follows the end as they arrive.
    public func selectLast() {
        select(state.entries.count - 1)
        followsEnd = !state.isComplete
        pagesFollowed = 0
    }

    /// Selects `entry`; when it is not loaded yet, pages on until it is (for a while), the
    /// selection resting on `fallback` meanwhile and for good if it never comes.
    public func reveal(_ entry: Entry, fallback: Int) {
        if let index = state.entries.firstIndex(where: { $0.id == entry.id }) {
            select(index)
            return
        }
        select(fallback)
        guard !state.isComplete else { return }
        seeking = entry
        pagesFollowed = 0
        if !tasks.isRunning("page"), state.load.error == nil { loadPage() }
    }

    /// Empties the list and loads it again from its first page, with `filters`.
    public func restart(filters: [CatalogFilter]) {
        self.filters = filters
        tasks.cancelAll()
        followsEnd = false
        seeking = nil
        target = nil
        reloading = nil
        nextOffset = 0
        natural = []
        paged = nil
        isSortedByName = false
        tasks.cancel("index")
        state = EntryListState()
        loadPage()
    }

    /// Loads again, revalidating, the pages up to the selection, and keeps the selection on
    /// the same entry. The loaded list stays on screen until the new one is there.
    public func reload() {
        tasks.cancelAll()
        followsEnd = false
        seeking = nil
        target = nil
        reloading = ([], 0, state.selectedEntry, state.cursor.selection)
        loadPage()
    }

    /// Loads again what failed: the reload, or the next page.
    public func retry() {
        guard state.load.error?.isRetryable == true else { return }
        loadPage()
    }

    private func loadNextPageIfNeeded() {
        guard !state.isComplete, reloading == nil, !tasks.isRunning("page"), state.load.error == nil else { return }
        if target != nil || state.cursor.selection + prefetchDistance >= state.entries.count { loadPage() }
    }

    private func loadPage() {
        let offset = reloading?.offset ?? nextOffset
        let freshness: Freshness = reloading == nil ? .cachedIfFresh : .revalidate
        let catalog = self.catalog, filters = self.filters
        state.load = .loading
        tasks.start("page", { () async -> Result<EntryPage, AppError> in
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
            followsEnd = false
            seeking = nil
            target = nil
            state.load = error.isCancellation ? .idle : .failed(error)
        }
        notify()
    }

    private func append(_ page: EntryPage, offset: Int) {
        guard offset == nextOffset else { return }
        nextOffset = page.nextOffset
        natural.append(contentsOf: page.entries)
        let total = page.total ?? (page.isLast ? natural.count : nil), isComplete = page.isLast || page.nextOffset <= offset
        if paged != nil {
            // The whole index is on screen: the page only joins the order kept for the way back.
            paged = (total, isComplete)
            state.load = .loaded(state.entries.count)
            return
        }
        let selected = isSortedByName ? state.selectedEntry : nil
        arrange()
        if let selected, let index = state.entries.firstIndex(where: { $0.id == selected.id }) {
            state.cursor.select(index, count: state.entries.count, rows: visibleRows)
        }
        state.total = total
        state.isComplete = isComplete
        state.load = .loaded(state.entries.count)
        pagesFollowed += 1
        if followsEnd {
            followsEnd = !state.isComplete && pagesFollowed < Self.maxPagesFollowed && !page.entries.isEmpty
            state.cursor.select(state.entries.count - 1, count: state.entries.count, rows: visibleRows)
        }
        if let wanted = target {
            let ends = state.isComplete || pagesFollowed >= Self.maxPagesFollowed || page.entries.isEmpty
            if wanted < state.entries.count || ends { target = nil }
            state.cursor.select(min(wanted, state.entries.count - 1), count: state.entries.count, rows: visibleRows)
        }
        if let wanted = seeking {
            if let index = state.entries.firstIndex(where: { $0.id == wanted.id }) {
                seeking = nil
                state.cursor.select(index, count: state.entries.count, rows: visibleRows)
            } else if state.isComplete || pagesFollowed >= Self.maxPagesFollowed || page.entries.isEmpty {
                seeking = nil
            } else {
                loadPage()
                return
            }
        }
        if followsEnd || target != nil {
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
        natural = reload.entries
        let total = page.total ?? (isComplete ? reload.entries.count : nil)
        if paged != nil {
            paged = (total, isComplete)
            state.load = .loaded(state.entries.count)
            return
        }
        let place = state.selectedEntry
        arrange()
        state.total = total
        state.isComplete = isComplete
        state.load = .loaded(state.entries.count)
        let sortedPlace = isSortedByName ? place.flatMap { place in state.entries.firstIndex { $0.id == place.id } } : nil
        state.cursor.select(sortedPlace ?? found ?? reload.index, count: state.entries.count, rows: visibleRows)
        loadNextPageIfNeeded()
    }

    /// Sorts by name or back to the catalog's order, the selection staying on its entry. By
    /// name, a catalog with a name index (the Pokédex) shows the whole index, loaded once,
    /// unless a filter narrows the list; another list sorts what it has loaded, and the pages
    /// still to come take their places.
    public func sort(byName: Bool) {
        tasks.cancel("index")
        guard byName != isSortedByName else {
            notify()
            return
        }
        let selected = state.selectedEntry
        // The index names the whole catalog: a list narrowed by a filter sorts what it has.
        if byName, filters == catalog.defaultFilters, case let .localIndex(load) = catalog.searchStrategy {
            onNotice?("sorting by name…")
            tasks.start("index", { () async -> Result<[Entry], AppError> in
                do throws(AppError) {
                    return .success(try await load(.cachedIfFresh))
                } catch {
                    return .failure(error)
                }
            }, then: { [weak self] result in
                guard let self else { return }
                switch result {
                case let .success(index):
                    self.isSortedByName = true
                    self.showIndex(index, keeping: self.state.selectedEntry)
                    self.onNotice?("order: by name")
                case let .failure(error):
                    if !error.isCancellation { self.onNotice?("couldn't sort by name: " + error.message) }
                    self.notify()
                }
            })
            notify()
            return
        }
        isSortedByName = byName
        onNotice?("order: " + (byName ? "by name" : catalog.listOrder))
        if let saved = paged {
            // Back from the whole index to the pages loaded: the entry, if not among them, is
            // paged to.
            paged = nil
            state.total = saved.total
            state.isComplete = saved.isComplete
        }
        arrange()
        if let selected, let index = state.entries.firstIndex(where: { $0.id == selected.id }) {
            state.cursor.select(index, count: state.entries.count, rows: visibleRows)
        } else if let selected {
            reveal(selected, fallback: 0)
            return
        } else {
            state.cursor.select(0, count: state.entries.count, rows: visibleRows)
        }
        notify()
    }

    private func showIndex(_ index: [Entry], keeping selected: Entry?) {
        if paged == nil { paged = (state.total, state.isComplete) }
        followsEnd = false
        seeking = nil
        target = nil
        state.entries = Self.sortedByName(index)
        state.total = state.entries.count
        state.isComplete = true
        let place = selected.flatMap { selected in state.entries.firstIndex { $0.id == selected.id } } ?? 0
        state.cursor.select(place, count: state.entries.count, rows: visibleRows)
        notify()
    }

    /// The loaded entries as ``state`` shows them: in the server's order, or by name.
    private func arrange() {
        state.entries = isSortedByName ? Self.sortedByName(natural) : natural
    }

    /// By name, folded (case, accents and punctuation aside), then by number and id.
    static func sortedByName(_ entries: [Entry]) -> [Entry] {
        entries.map { (key: SearchMatcher.fold($0.title), entry: $0) }
            .sorted { a, b in
                if a.key != b.key { return a.key < b.key }
                if a.entry.number != b.entry.number { return (a.entry.number ?? .max) < (b.entry.number ?? .max) }
                return a.entry.id < b.entry.id
            }
            .map(\.entry)
    }

    private func notify() { onChange?() }
}
