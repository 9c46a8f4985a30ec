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
        state.entries.append(contentsOf: page.entries)
        state.total = page.total ?? (page.isLast ? state.entries.count : nil)
        state.isComplete = page.isLast || page.nextOffset <= offset
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
        state.entries = reload.entries
        state.total = page.total ?? (isComplete ? reload.entries.count : nil)
        state.isComplete = isComplete
        state.load = .loaded(state.entries.count)
        state.cursor.select(found ?? reload.index, count: state.entries.count, rows: visibleRows)
        loadNextPageIfNeeded()
    }

    private func notify() { onChange?() }
}
