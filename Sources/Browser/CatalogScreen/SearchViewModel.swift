import CatalogKit

/// Search by name: `/` opens the bar; typing narrows the list. A catalog with a local index
/// has it filtered at once (the index loaded once); a remote one has the loaded entries
/// filtered at once and is asked once typing pauses (stale queries cancelled), its answer
/// added below. The results have their own cursor.
@MainActor
public final class SearchViewModel {
    /// The search, while there is one.
    public internal(set) var state: SearchState?
    /// Called after every change of ``state``.
    public var onChange: (@MainActor () -> Void)?
    /// Rows the list pane shows (from the layout).
    public var visibleRows = 10 {
        didSet {
            let count = state?.results?.count ?? 0
            state?.cursor.keepVisible(count: count, rows: visibleRows)
        }
    }
    /// The filters in force, which remote searches are narrowed by.
    public var filters: [CatalogFilter] = []
    /// The entries the list has loaded: a remote search filters them at once, before the
    /// server answers.
    public var loadedEntries: @MainActor () -> [Entry] = { [] }

    private let strategy: SearchStrategy
    private let clock: BrowserClock
    private let tasks = NamedTasks()
    var matcher: SearchMatcher?
    /// The local index as last named, for matching again when names arrive.
    var index: [Entry] = []
    private var loaded = LoadedIndex()
    /// English names for the result rows on screen, where the catalog has them.
    let naming: RowNaming?
    /// When the last letter came, and the gaps between the last few, for the typing pause.
    private var lastKeyAt: Duration?
    private var recentKeyGaps: [Duration] = []

    /// `catalog`, when given, names the result rows on screen (see ``Catalog/names(for:freshness:)``).
    public init(strategy: SearchStrategy, clock: BrowserClock, catalog: (any Catalog)? = nil) {
        self.strategy = strategy
        self.clock = clock
        naming = catalog.map(RowNaming.init)
        naming?.onNames = { [weak self] titles in self?.retitle(titles) }
    }

    public func stop() { tasks.cancelAll(); naming?.stop() }
    public func idle() async { await tasks.idle(); await naming?.settle() }
    public var isBusy: Bool { tasks.isBusy || naming?.isBusy == true }

    /// Opens the bar (or gives it the keyboard again).
    public func begin() {
        if state == nil { state = SearchState() }
        state?.isEditing = true
        if strategy.isLocal, matcher == nil, !tasks.isRunning(.search) {
            loadIndex()
        } else {
            applyQuery()
        }
        notify()
    }

    /// Edits the query with `key`: a letter, a paste (one edit), Backspace, Ctrl-U (all) or
    /// Ctrl-W (a word); the query stays within ``SearchState/maximumQueryLength``.
    /// Returns false for keys that do not edit. The one place the query changes.
    @discardableResult
    public func edit(_ key: Key) -> Bool {
        guard var query = state?.query else { return false }
        switch key {
        case let .character(character) where !character.isNewline:
            guard query.count < SearchState.maximumQueryLength else { return true }
            query.append(character)
        case let .paste(text):
            // One edit, however long the paste: the query is set once and searched once.
            let pasted = SearchState.appending(text, to: query, pasted: true)
            guard pasted != query else { return true }
            query = pasted
        case .backspace:
            guard !query.isEmpty else { return true }
            query.removeLast()
        case .control("u"):
            query = ""
        case .control("w"):
            while query.last == " " { query.removeLast() }
            while let last = query.last, last != " " { query.removeLast() }
        default:
            return false
        }
        state?.query = query
        applyQuery()
        notify()
        return true
    }

    /// Leaves the bar, keeping the results; an empty query ends the search.
    public func accept() {
        state?.isEditing = false
        if state?.query.isEmpty == true { _ = end() }
        notify()
    }

    /// Ends the search. Returns the result that was selected, if the results were showing.
    @discardableResult
    public func end() -> Entry? {
        guard let search = state else { return nil }
        let chosen = search.results.flatMap { $0.indices.contains(search.cursor.selection) ? $0[search.cursor.selection] : nil }
        tasks.cancelAll()
        state = nil
        notify()
        return chosen
    }

    /// Runs the failed part of the search again: the index, or the remote query.
    public func retry() {
        guard state?.load.error?.isRetryable == true else { return }
        if strategy.isLocal, matcher == nil {
            loadIndex()
        } else {
            applyQuery()
        }
        notify()
    }

    /// Moves the cursor in the results.
    public func select(_ index: Int) {
        let count = state?.results?.count ?? 0
        state?.cursor.select(index, count: count, rows: visibleRows)
        nameVisibleResults()
        notify()
    }

    private func loadIndex() {
        guard case let .localIndex(load) = strategy else { return }
        state?.load = .loading
        tasks.start(.search, { () async -> Result<[Entry], AppError> in
            do throws(AppError) {
                return .success(try await load(.cachedIfFresh))
            } catch {
                return .failure(error)
            }
        }, then: { [weak self] result in self?.finishIndex(result) })
    }

    private func finishIndex(_ result: Result<[Entry], AppError>) {
        switch result {
        case let .success(entries):
            index = entries
            matcher = SearchMatcher(entries: entries)
            state?.load = .loaded(entries.count)
            applyQuery()
        case let .failure(error):
            state?.load = error.isCancellation ? .idle : .failed(error)
        }
        notify()
    }

    private func applyQuery() {
        guard let search = state else { return }
        if search.query.isEmpty {
            tasks.cancel(.search)
            if !strategy.isLocal { state?.load = .idle }
            state?.results = nil
            state?.cursor = ListCursor()
            return
        }
        switch strategy {
        case .localIndex:
            guard let matcher else { return }
            show(Self.within(filtered: filters.isEmpty ? nil : loadedEntries(), matcher.matches(search.query)))
        case let .remote(debounce, run):
            show(loaded.matches(search.query, in: loadedEntries()))
            queryRemotely(search.query, after: typingPause(atLeast: debounce), run: run)
        }
    }

    /// The matches the filtered list holds, while filters are in force: a search of the
    /// Electric types finds Electric Pokémon only. All of them while that list is not in yet.
    static func within(filtered list: [Entry]?, _ matches: [Entry]) -> [Entry] {
        guard let list, !list.isEmpty else { return matches }
        let kept = Set(list.map(\.id))
        return matches.filter { kept.contains($0.id) }
    }

    private func show(_ results: [Entry]) {
        state?.results = results
        state?.cursor = ListCursor()
        nameVisibleResults()
    }

    /// How long to wait for typing to pause: the catalog's debounce, or longer for someone
    /// who types slowly (one and a half times their recent gap between keys, up to 0.7 s),
    /// so that a word typed at an even pace sends one search, not one per letter.
    func typingPause(atLeast debounce: Duration) -> Duration {
        let now = clock.now()
        if let last = lastKeyAt, now - last < .seconds(1) {
            recentKeyGaps.append(now - last)
            if recentKeyGaps.count > 3 { recentKeyGaps.removeFirst() }
        } else {
            recentKeyGaps = []
        }
        lastKeyAt = now
        guard !recentKeyGaps.isEmpty else { return debounce }
        let average = recentKeyGaps.reduce(.zero, +) / recentKeyGaps.count
        return min(max(debounce, average * 3 / 2), .milliseconds(700))
    }

    /// Asks the catalog once typing has paused; a newer query cancels this one.
    private func queryRemotely(_ query: String, after pause: Duration,
                               run: @escaping @Sendable (String, [CatalogFilter], Freshness) async throws(AppError) -> [Entry]) {
        state?.load = .loading
        let clock = self.clock, deadline = clock.deadline(after: pause), filters = self.filters
        tasks.start(.search, { () async throws -> Result<[Entry], AppError> in
            try await clock.sleep(until: deadline)
            do throws(AppError) {
                return .success(try await run(query, filters, .cachedIfFresh))
            } catch {
                return .failure(error)
            }
        }, then: { [weak self] result in self?.finishRemote(result, for: query) })
    }

    private func finishRemote(_ result: Result<[Entry], AppError>, for query: String) {
        guard state?.query == query else { return }
        switch result {
        case let .success(entries):
            let merged = LoadedIndex.merge(loaded.matches(query, in: loadedEntries()), entries)
            state?.results = merged
            state?.cursor.keepVisible(count: merged.count, rows: visibleRows)
            state?.load = .loaded(merged.count)
        case let .failure(error):
            state?.load = .failed(error.isCancellation ? .interrupted : error)
        }
        notify()
    }

    func notify() { onChange?() }
}
