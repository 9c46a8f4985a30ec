import CatalogKit

/// Search by name as a value: `/` opens the bar; typing narrows the list. A catalog with a
/// local index has it filtered at once (the index loaded once); a remote one has the loaded
/// entries filtered at once and is asked once typing pauses (stale queries cancelled), its
/// answer added below. The results have their own cursor. `loaded` is always the entries the
/// list has loaded, which a remote search filters before the server answers.
public struct SearchModel: Sendable {
    public enum Event: Sendable {
        /// The local index, or why not.
        case index(Result<[Entry], AppError>)
        /// The server's answer to `query`.
        case remote(Result<[Entry], AppError>, query: String)
        /// Names for result rows on screen.
        case names(RowNaming.Event)
    }

    /// The search, while there is one.
    public private(set) var state: SearchState?
    /// Rows the list pane shows (from the layout).
    public private(set) var visibleRows = 10
    /// The filters in force, which searches are narrowed by.
    public var filters: [CatalogFilter] = []

    private let strategy: SearchStrategy
    private let clock: BrowserClock
    private var matcher: SearchMatcher?
    /// The local index as last named, for matching again when names arrive.
    private var index: [Entry] = []
    private var loaded = LoadedIndex()
    private var isLoadingIndex = false
    /// Whether a stop cut off the index or a query on its way: resuming asks again.
    private var interrupted = false
    /// English names for the result rows on screen, where the catalog has them.
    private var naming: RowNaming?
    /// When the last letter came, and the gaps between the last few, for the typing pause.
    private var lastKeyAt: Duration?
    private var recentKeyGaps: [Duration] = []

    /// `catalog`, when given, names the result rows on screen (see ``Catalog/names(for:freshness:)``).
    /// `namingDwell`: how long result rows stay in view before their names are asked for.
    public init(strategy: SearchStrategy, clock: BrowserClock, catalog: (any Catalog)? = nil, namingDwell: Duration = .zero) {
        self.strategy = strategy
        self.clock = clock
        naming = catalog.map { RowNaming(catalog: $0, task: .resultNames, dwell: namingDwell, clock: clock) }
    }

    /// Everything in flight is cancelled.
    public mutating func stop() -> [Effect<Event>] {
        interrupted = interrupted || state?.load.isLoading == true
        isLoadingIndex = false
        return [.cancel(.search)] + (naming?.reset() ?? []).lifted(Event.names)
    }

    /// The pane shows `rows` rows: the results' cursor kept in view.
    public mutating func fit(rows: Int) {
        visibleRows = rows
        let count = state?.results?.count ?? 0
        state?.cursor.keepVisible(count: count, rows: rows)
    }

    /// Asks again for what a stop cut off: the index, or the query.
    public mutating func resume(loaded entries: [Entry]) -> [Effect<Event>] {
        guard interrupted, state != nil else { return [] }
        interrupted = false
        if strategy.isLocal, matcher == nil { return loadIndex() }
        return applyQuery(loaded: entries)
    }

    /// Opens the bar (or gives it the keyboard again).
    public mutating func begin(loaded entries: [Entry]) -> [Effect<Event>] {
        if state == nil { state = SearchState() }
        state?.isEditing = true
        if strategy.isLocal, matcher == nil, !isLoadingIndex { return loadIndex() }
        return applyQuery(loaded: entries)
    }

    /// Edits the query with `key`: a letter, a paste (one edit), Backspace, Ctrl-U (all) or
    /// Ctrl-W (a word); the query stays within ``SearchState/maximumQueryLength``.
    /// Nil for keys that do not edit. The one place the query changes.
    public mutating func edit(_ key: Key, loaded entries: [Entry]) -> [Effect<Event>]? {
        guard var query = state?.query else { return nil }
        switch key {
        case let .character(character) where !character.isNewline:
            guard query.count < SearchState.maximumQueryLength else { return [] }
            query.append(character)
        case let .paste(text):
            // One edit, however long the paste: the query is set once and searched once.
            let pasted = SearchState.appending(text, to: query, pasted: true)
            guard pasted != query else { return [] }
            query = pasted
        case .backspace:
            guard !query.isEmpty else { return [] }
            query.removeLast()
        case .control("u"):
            query = ""
        case .control("w"):
            while query.last == " " { query.removeLast() }
            while let last = query.last, last != " " { query.removeLast() }
        default:
            return nil
        }
        state?.query = query
        return applyQuery(loaded: entries)
    }

    /// Leaves the bar, keeping the results; an empty query ends the search.
    public mutating func accept() -> [Effect<Event>] {
        state?.isEditing = false
        if state?.query.isEmpty == true { return end().effects }
        return []
    }

    /// Ends the search: the result that was selected, if the results were showing.
    public mutating func end() -> (chosen: Entry?, effects: [Effect<Event>]) {
        guard let search = state else { return (nil, []) }
        let chosen = search.results.flatMap { $0.indices.contains(search.cursor.selection) ? $0[search.cursor.selection] : nil }
        state = nil
        (isLoadingIndex, interrupted) = (false, false)
        return (chosen, [.cancel(.search)])
    }

    /// Runs the failed part of the search again: the index, or the remote query.
    public mutating func retry(loaded entries: [Entry]) -> [Effect<Event>] {
        guard state?.load.error?.isRetryable == true else { return [] }
        if strategy.isLocal, matcher == nil { return loadIndex() }
        return applyQuery(loaded: entries)
    }

    /// Moves the cursor in the results.
    public mutating func select(_ index: Int) -> [Effect<Event>] {
        let count = state?.results?.count ?? 0
        state?.cursor.select(index, count: count, rows: visibleRows)
        return nameVisibleResults()
    }

    public mutating func receive(_ event: Event, loaded entries: [Entry]) -> [Effect<Event>] {
        switch event {
        case let .index(result):
            isLoadingIndex = false
            switch result {
            case let .success(found):
                index = found
                matcher = SearchMatcher(entries: found)
                state?.load = .loaded(found.count)
                return applyQuery(loaded: entries)
            case let .failure(error):
                state?.load = error.isCancellation ? .idle : .failed(error)
                return []
            }
        case let .remote(result, query):
            return finishRemote(result, for: query, loaded: entries)
        case let .names(event):
            let names = naming?.receive(event) ?? [:]
            if !names.isEmpty { retitle(names) }
            return (naming?.nameWaiting() ?? []).lifted(Event.names)
        }
    }

    private mutating func loadIndex() -> [Effect<Event>] {
        guard case let .localIndex(load) = strategy else { return [] }
        state?.load = .loading
        isLoadingIndex = true
        return [
            .run(.search) {
                do throws(AppError) {
                    return .index(.success(try await load(.cachedIfFresh)))
                } catch {
                    return .index(.failure(error))
                }
            }
        ]
    }

    private mutating func applyQuery(loaded entries: [Entry]) -> [Effect<Event>] {
        guard let search = state else { return [] }
        if search.query.isEmpty {
            if !strategy.isLocal { state?.load = .idle }
            state?.results = nil
            state?.cursor = ListCursor()
            return isLoadingIndex ? [] : [.cancel(.search)]
        }
        switch strategy {
        case .localIndex:
            guard let matcher else { return [] }
            return show(Self.within(filtered: filters.isEmpty ? nil : entries, matcher.matches(search.query)))
        case let .remote(debounce, run):
            let effects = show(loaded.matches(search.query, in: entries))
            return effects + queryRemotely(search.query, after: typingPause(atLeast: debounce), run: run)
        }
    }

    /// The matches the filtered list holds, while filters are in force: a search of the
    /// Electric types finds Electric Pokémon only. All of them while that list is not in yet.
    static func within(filtered list: [Entry]?, _ matches: [Entry]) -> [Entry] {
        guard let list, !list.isEmpty else { return matches }
        let kept = Set(list.map(\.id))
        return matches.filter { kept.contains($0.id) }
    }

    private mutating func show(_ results: [Entry]) -> [Effect<Event>] {
        state?.results = results
        state?.cursor = ListCursor()
        return nameVisibleResults()
    }

    /// How long to wait for typing to pause: the catalog's debounce, or longer for someone
    /// who types slowly (one and a half times their recent gap between keys, up to 0.7 s),
    /// so that a word typed at an even pace sends one search, not one per letter.
    mutating func typingPause(atLeast debounce: Duration) -> Duration {
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
    private mutating func queryRemotely(
        _ query: String, after pause: Duration,
        run: @escaping @Sendable (String, [CatalogFilter], Freshness) async throws(AppError) -> [Entry]
    ) -> [Effect<Event>] {
        state?.load = .loading
        let clock = self.clock, deadline = clock.deadline(after: pause), filters = self.filters
        return [
            .run(.search) {
                try await clock.sleep(until: deadline)
                do throws(AppError) {
                    return .remote(.success(try await run(query, filters, .cachedIfFresh)), query: query)
                } catch {
                    return .remote(.failure(error), query: query)
                }
            }
        ]
    }

    private mutating func finishRemote(_ result: Result<[Entry], AppError>, for query: String, loaded entries: [Entry]) -> [Effect<Event>] {
        guard state?.query == query else { return [] }
        switch result {
        case let .success(found):
            let merged = LoadedIndex.merge(loaded.matches(query, in: entries), found)
            state?.results = merged
            state?.cursor.keepVisible(count: merged.count, rows: visibleRows)
            state?.load = .loaded(merged.count)
        case let .failure(error):
            state?.load = .failed(error.isCancellation ? .interrupted : error)
        }
        return []
    }

    /// Asks for the names of the result rows on screen.
    private mutating func nameVisibleResults() -> [Effect<Event>] {
        guard naming != nil, let search = state, let results = search.results else { return [] }
        let start = min(search.cursor.top, results.count)
        return (naming?.name(Array(results[start..<min(results.count, start + max(1, visibleRows))])) ?? []).lifted(Event.names)
    }

    /// The English titles that arrived, in the results and the index they are matched in.
    private mutating func retitle(_ titles: [String: String]) {
        func renamed(_ entries: [Entry]) -> [Entry] {
            entries.map { entry in
                guard let title = titles[entry.id] else { return entry }
                var copy = entry
                copy.title = title
                return copy
            }
        }
        if matcher != nil {
            index = renamed(index)
            matcher = SearchMatcher(entries: index)
        }
        if let results = state?.results { state?.results = renamed(results) }
    }
}
