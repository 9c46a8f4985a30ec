import CatalogKit
import Networking

/// The browser: a catalog's list with paging, selection, search and the detail of the
/// selected entry. All state lives here, on the main actor, as plain values; views render
/// ``state`` and the terminal feeds keys to ``handle(_:)``.
///
/// Loading rules: the next page is requested before the user reaches the end of the list;
/// a detail loads after the selection has rested for ``Timing/detailDwell`` and is cancelled
/// when the selection moves on, so holding ↓ does not start a request per row; `r` re-runs
/// exactly what failed.
@MainActor
public final class BrowserViewModel {
    /// Delays, injectable for tests.
    public struct Timing: Sendable {
        /// How long the selection must rest before its detail loads.
        public var detailDwell: Duration
        /// Sleeps for a duration; throws when the task is cancelled.
        public var sleep: @Sendable (Duration) async throws -> Void

        public init(detailDwell: Duration = .milliseconds(150), sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
            self.detailDwell = detailDwell
            self.sleep = sleep
        }
    }

    /// Everything the views need, as one value.
    public struct State: Sendable, Equatable {
        public var title: String
        public var itemName: String
        /// Entries loaded so far, in list order.
        public var entries: [Entry] = []
        public var total: Int?
        public var isComplete = false
        /// The first page (`.loading`, `.failed`) or a later page (`.loading`, `.failed`).
        public var listLoad: LoadState<Int> = .idle
        public var search: SearchState?
        public var selection = 0
        /// First visible row of the list.
        public var listTop = 0
        public var detail = DetailState.idle
        public var detailScroll = 0
        public var focus = Pane.list
        public var isShowingHelp = false
        /// Ways to narrow the list (each with its picker key), and the one in force.
        public var filterKinds: [FilterKind] = []
        public var filters: [CatalogFilter] = []
        /// The open filter picker, if any.
        public var picker: PickerState?
        /// A passing note for the status bar, such as "retrying in 2 s…".
        public var notice: String?

        /// The rows the list pane shows: search results while searching, else all entries.
        public var visibleEntries: [Entry] { search?.results ?? entries }

        public var selectedEntry: Entry? {
            let rows = visibleEntries
            return rows.indices.contains(selection) ? rows[selection] : nil
        }
    }

    /// What the caller should do after a key.
    public enum Outcome: Sendable, Equatable {
        case `continue`, quit
    }

    public internal(set) var state: State
    /// Called after every change of ``state``; the terminal schedules a frame.
    public var onChange: (@MainActor () -> Void)?

    let catalog: any Catalog
    let timing: Timing
    /// Entries ahead of the selection at which the next page is requested.
    private let prefetchDistance: Int

    private var listRows = 10
    private var detailRows = 10
    private var maxDetailScroll = 0
    var listTask: Task<Void, Never>?
    var detailTask: Task<Void, Never>?
    /// The detail task is still waiting out its dwell (no request sent yet).
    private var isDwelling = false
    var searchTask: Task<Void, Never>?
    var matcher: SearchMatcher?
    var pickerTask: Task<Void, Never>?
    /// Where the next page starts in the server's list (entries it sent may have been dropped).
    var nextOffset = 0
    /// End was pressed before the last page arrived: move to the end as pages come in.
    var followsEnd = false
    var pagesFollowed = 0
    static let maxPagesFollowed = 50
    var selectionBeforeSearch = 0
    /// When the last search key came, and the gaps between the last few, for the debounce.
    var lastSearchKey: ContinuousClock.Instant?
    var recentKeyGaps: [Duration] = []
    private var detailCache: [String: Detail] = [:]
    private var detailCacheOrder: [String] = []
    private static let detailCacheLimit = 64

    public init(catalog: any Catalog, timing: Timing = Timing(), prefetchDistance: Int = 20) {
        self.catalog = catalog
        self.timing = timing
        self.prefetchDistance = prefetchDistance
        state = State(title: catalog.title, itemName: catalog.itemName)
        state.filterKinds = catalog.filterKinds
        state.filters = catalog.defaultFilters
    }

    // MARK: - Lifecycle

    /// Loads the first page.
    public func start() {
        guard state.listLoad == .idle, state.entries.isEmpty else { return }
        loadNextPage()
    }

    /// Cancels everything in flight.
    public func stop() {
        noticeTask?.cancel()
        listTask?.cancel()
        detailTask?.cancel()
        searchTask?.cancel()
        pickerTask?.cancel()
    }

    /// Waits until no load is in flight. For tests and benchmarks.
    public func settle() async {
        var finished = Set<Task<Void, Never>>()
        while true {
            let pending = [listTask, detailTask, searchTask, pickerTask].compactMap { $0 }.filter { !finished.contains($0) }
            if pending.isEmpty { return }
            for task in pending {
                await task.value
                finished.insert(task)
            }
        }
    }

    /// Whether a detail load (including its dwell) is in flight. For invariant checks.
    public var isLoadingDetail: Bool { detailTask != nil }

    /// Tells the model how many rows its panes have, so paging keys and scrolling fit the
    /// screen, and how far the detail can scroll.
    public func updateLayout(listRows: Int, detailRows: Int, maxDetailScroll: Int) {
        self.listRows = max(1, listRows)
        self.detailRows = max(1, detailRows)
        self.maxDetailScroll = max(0, maxDetailScroll)
        var changed = false
        if state.detailScroll > self.maxDetailScroll {
            state.detailScroll = self.maxDetailScroll
            changed = true
        }
        let top = clampedTop(state.listTop)
        if top != state.listTop {
            state.listTop = top
            changed = true
        }
        if changed { notify() }
    }

    // MARK: - Keys

    /// Handles one key press.
    @discardableResult
    public func handle(_ key: Key) -> Outcome {
        defer { notify() }
        if state.isShowingHelp {
            state.isShowingHelp = false
            return .continue
        }
        if state.picker != nil {
            handlePicker(key)
            return .continue
        }
        if let search = state.search, search.isEditing, handleSearchEditing(key) {
            return .continue
        }
        if case let .character(character) = key, let kind = state.filterKinds.first(where: { $0.key == character }) {
            openPicker(kind)
            return .continue
        }
        guard let command = KeyMap.command(for: key) else { return .continue }
        return perform(command)
    }

    /// Carries out one command.
    @discardableResult
    public func perform(_ command: Command) -> Outcome {
        defer { notify() }
        followsEnd = false
        switch command {
        case .moveUp: move(by: -1)
        case .moveDown: move(by: 1)
        case .pageUp: move(by: -pageStep)
        case .pageDown: move(by: pageStep)
        case .first: state.focus == .detail ? scrollDetail(to: 0) : select(0)
        case .last:
            if state.focus == .detail {
                scrollDetail(to: maxDetailScroll)
            } else {
                select(state.visibleEntries.count - 1)
                // Pages still to come: keep following the end as they arrive, for a while.
                followsEnd = state.search == nil && !state.isComplete
                pagesFollowed = 0
            }
        case .open: open()
        case .back: back()
        case .search: beginSearch()
        case .retry: retry()
        case .reload: reload()
        case .switchPane: state.focus = state.focus == .list ? .detail : .list
        case .help: state.isShowingHelp = true
        case .quit:
            stop()
            return .quit
        }
        return .continue
    }

    private var pageStep: Int {
        max(1, (state.focus == .detail ? detailRows : listRows) - 1)
    }

    private func move(by delta: Int) {
        if state.focus == .detail {
            scrollDetail(to: state.detailScroll + delta)
        } else {
            select(state.selection + delta)
        }
    }

    private func scrollDetail(to row: Int) {
        state.detailScroll = min(max(0, row), maxDetailScroll)
    }

    /// Moves the selection to `index` (clamped), keeps it visible, pages and loads its detail.
    public func select(_ index: Int) {
        let count = state.visibleEntries.count
        let clamped = count == 0 ? 0 : min(max(0, index), count - 1)
        let changed = clamped != state.selection
        state.selection = clamped
        state.listTop = clampedTop(state.listTop)
        if changed || state.detail.entry != state.selectedEntry {
            scheduleDetail()
        }
        loadNextPageIfNeeded()
        notify()
    }

    func clampedTop(_ top: Int) -> Int {
        var top = top
        if state.selection < top { top = state.selection }
        if state.selection >= top + listRows { top = state.selection - listRows + 1 }
        let count = state.visibleEntries.count
        top = min(top, max(0, count - listRows))
        return max(0, top)
    }

    private func open() {
        guard let entry = state.selectedEntry else { return }
        state.focus = .detail
        if state.detail.entry != entry || state.detail.load == .idle || isDwelling {
            // Not loaded, or still waiting out the dwell: the user asked, so start now.
            // A request already under way is left to finish.
            loadDetail(entry, dwell: false)
        }
    }

    private func back() {
        if state.focus == .detail {
            state.focus = .list
        } else if state.search != nil {
            endSearch()
        }
    }

    // MARK: - List paging

    private func loadNextPageIfNeeded() {
        guard state.search == nil, !state.isComplete, listTask == nil, state.listLoad.error == nil else { return }
        if state.selection + prefetchDistance >= state.entries.count {
            loadNextPage()
        }
    }

    func loadNextPage(revalidate: Bool = false) {
        listTask?.cancel()
        let offset = nextOffset
        let filters = state.filters
        state.listLoad = .loading
        notify()
        let catalog = self.catalog
        listTask = Task { [weak self] in
            let result = await CacheControl.$revalidate.withValue(revalidate) { () async -> Result<EntryPage, AppError> in
                do throws(AppError) {
                    return .success(try await catalog.page(offset: offset, filters: filters))
                } catch {
                    return .failure(error)
                }
            }
            guard !Task.isCancelled else { return }
            self?.finishPage(result, offset: offset)
        }
    }

    private func finishPage(_ result: Result<EntryPage, AppError>, offset: Int) {
        listTask = nil
        switch result {
        case let .success(page):
            guard offset == nextOffset else { return }
            nextOffset = page.nextOffset
            state.entries.append(contentsOf: page.entries)
            state.total = page.total ?? (page.isLast ? state.entries.count : nil)
            state.isComplete = page.isLast || page.nextOffset <= offset
            state.listLoad = .loaded(state.entries.count)
            if offset == 0 && state.search == nil { scheduleDetail() }
            if followsEnd && state.search == nil {
                pagesFollowed += 1
                // Polite to the API: End follows at most this many pages, then stops.
                followsEnd = !state.isComplete && pagesFollowed < Self.maxPagesFollowed && !page.entries.isEmpty
                select(state.entries.count - 1)
            }
            loadNextPageIfNeeded()
        case let .failure(error):
            followsEnd = false
            state.listLoad = error.isCancellation ? .idle : .failed(error)
        }
        notify()
    }

    // MARK: - Detail

    func scheduleDetail() {
        guard let entry = state.selectedEntry else {
            detailTask?.cancel()
            detailTask = nil
            state.detail = .idle
            return
        }
        loadDetail(entry, dwell: true)
    }

    private func loadDetail(_ entry: Entry, dwell: Bool, bypassCache: Bool = false) {
        detailTask?.cancel()
        detailTask = nil
        state.detailScroll = 0
        if !bypassCache, let cached = detailCache[entry.id] {
            state.detail = DetailState(entry: entry, load: .loaded(cached))
            return
        }
        state.detail = DetailState(entry: entry, load: .loading)
        let catalog = self.catalog
        let timing = self.timing
        isDwelling = dwell
        detailTask = Task { [weak self] in
            if dwell {
                do { try await timing.sleep(timing.detailDwell) } catch { return }
            }
            // Moved on while waiting (or before this task even ran): no request.
            guard !Task.isCancelled else { return }
            self?.isDwelling = false
            // A reload revalidates whatever the cache holds for this detail.
            let result = await CacheControl.$revalidate.withValue(bypassCache) { () async -> Result<Detail, AppError> in
                do throws(AppError) {
                    return .success(try await catalog.detail(for: entry))
                } catch {
                    return .failure(error)
                }
            }
            guard !Task.isCancelled else { return }
            self?.finishDetail(result, for: entry)
        }
    }

    private func finishDetail(_ result: Result<Detail, AppError>, for entry: Entry) {
        guard state.detail.entry == entry else { return }
        detailTask = nil
        switch result {
        case let .success(detail):
            remember(detail, for: entry.id)
            state.detail.load = .loaded(detail)
        case let .failure(error):
            // Cancelled below us although this task was not: say so, and let `r` retry.
            state.detail.load = .failed(error.isCancellation ? .interrupted : error)
        }
        notify()
    }

    func forgetDetails() {
        detailCache = [:]
        detailCacheOrder = []
    }

    private func remember(_ detail: Detail, for id: String) {
        if detailCache.updateValue(detail, forKey: id) == nil {
            detailCacheOrder.append(id)
            if detailCacheOrder.count > Self.detailCacheLimit {
                detailCache.removeValue(forKey: detailCacheOrder.removeFirst())
            }
        }
    }

    // MARK: - Retry and reload

    /// Re-runs what failed: the list page, the search, the detail.
    private func retry() {
        if state.listLoad.error?.isRetryable == true {
            loadNextPage()
        }
        if state.search?.load.error?.isRetryable == true {
            retrySearch()
        }
        if state.detail.load.error?.isRetryable == true, let entry = state.detail.entry {
            loadDetail(entry, dwell: false)
        }
    }

    /// Loads again what is in view, revalidating what the caches hold: the list when it has
    /// the keyboard, else the detail.
    private func reload() {
        if state.focus == .list, state.search == nil {
            forgetDetails()
            restartList(revalidate: true)
        } else if let entry = state.selectedEntry {
            loadDetail(entry, dwell: false, bypassCache: true)
        }
    }

    // MARK: - Notices

    private var noticeTask: Task<Void, Never>?

    /// Shows `text` in the status bar for `duration`, or until the next notice.
    public func showNotice(_ text: String, for duration: Duration) {
        state.notice = text
        noticeTask?.cancel()
        let sleep = timing.sleep
        noticeTask = Task { [weak self] in
            do { try await sleep(duration) } catch { return }
            self?.clearNotice(text)
        }
        notify()
    }

    private func clearNotice(_ text: String) {
        guard state.notice == text else { return }
        state.notice = nil
        notify()
    }

    // MARK: - Notification

    func notify() {
        onChange?()
    }
}
