import CatalogKit

/// Search: `/` opens the bar; typing narrows the list. Catalogs with a local index filter it
/// at once; remote ones are asked after the typing pauses, stale queries cancelled.
extension BrowserViewModel {
    func beginSearch() {
        if state.search == nil {
            selectionBeforeSearch = state.selection
            state.search = SearchState()
        }
        state.search?.isEditing = true
        state.focus = .list
        if case .localIndex = catalog.searchStrategy, matcher == nil, searchTask == nil {
            loadIndex()
        } else {
            applyQuery()
        }
    }

    /// Runs the failed part of the search again: the index, or the remote query.
    func retrySearch() {
        if case .localIndex = catalog.searchStrategy, matcher == nil {
            loadIndex()
        } else {
            applyQuery()
        }
    }

    /// Keys while the search bar has the keyboard. Returns false for keys it leaves alone.
    func handleSearchEditing(_ key: Key) -> Bool {
        // With no names to search, `r` means retry, as the error pane says. (A remote
        // search that failed is retried by typing on, or by `r` after Enter.)
        if key == .character("r"), state.search?.load.error != nil, case .localIndex = catalog.searchStrategy { return false }
        switch key {
        case let .character(character) where !character.isNewline:
            guard let query = state.search?.query, query.count < SearchState.maximumQueryLength else { break }
            state.search?.query.append(character)
            applyQuery()
        case let .paste(text):
            // One edit, however long the paste: the query is set once and searched once.
            guard let query = state.search?.query else { break }
            let pasted = SearchState.appending(text, to: query, pasted: true)
            guard pasted != query else { break }
            state.search?.query = pasted
            applyQuery()
        case .backspace:
            if state.search?.query.isEmpty == false {
                state.search?.query.removeLast()
                applyQuery()
            }
        case .control("u"):
            state.search?.query = ""
            applyQuery()
        case .control("w"):
            if var query = state.search?.query {
                while query.last == " " { query.removeLast() }
                while let last = query.last, last != " " { query.removeLast() }
                state.search?.query = query
                applyQuery()
            }
        case .enter:
            state.search?.isEditing = false
            if state.search?.query.isEmpty == true { endSearch() }
        case .escape:
            endSearch()
        case .up, .down, .pageUp, .pageDown, .home, .end, .tab, .backTab:
            return false
        default:
            break
        }
        return true
    }

    func endSearch() {
        guard state.search != nil else { return }
        let keep = state.selectedEntry
        state.search = nil
        searchTask?.cancel()
        searchTask = nil
        // Back to the entry that was chosen in the results, if it is loaded; else where we were.
        let restored = keep.flatMap { entry in state.entries.firstIndex(of: entry) } ?? selectionBeforeSearch
        select(restored)
    }

    func loadIndex() {
        searchTask?.cancel()
        state.search?.load = .loading
        let catalog = self.catalog
        searchTask = Task { [weak self] in
            let result: Result<[Entry], AppError>
            do throws(AppError) {
                result = .success(try await catalog.searchIndex())
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled else { return }
            self?.finishIndex(result)
        }
    }

    func finishIndex(_ result: Result<[Entry], AppError>) {
        searchTask = nil
        switch result {
        case let .success(entries):
            matcher = SearchMatcher(entries: entries)
            state.search?.load = .loaded(entries.count)
            applyQuery()
        case let .failure(error):
            state.search?.load = error.isCancellation ? .idle : .failed(error)
        }
        notify()
    }

    func applyQuery() {
        guard let search = state.search else { return }
        if search.query.isEmpty {
            searchTask?.cancel()
            searchTask = nil
            if case .remote = catalog.searchStrategy { state.search?.load = .idle }
            state.search?.results = nil
            showResults(from: selectionBeforeSearch, top: state.listTop)
            return
        }
        switch catalog.searchStrategy {
        case .localIndex:
            guard let matcher else { return }
            state.search?.results = matcher.matches(search.query)
            showResults(from: 0, top: 0)
        case let .remote(debounce):
            queryRemotely(search.query, after: typingPause(atLeast: debounce))
        }
    }

    /// Selection and scroll for fresh results; the detail follows if the entry changed.
    private func showResults(from selection: Int, top: Int) {
        let count = state.visibleEntries.count
        state.selection = count == 0 ? 0 : min(max(0, selection), count - 1)
        state.listTop = clampedTop(top)
        if state.selectedEntry != state.detail.entry { scheduleDetail() }
    }

    /// How long to wait for typing to pause: the catalog's debounce, or longer for someone
    /// who types slowly (one and a half times their recent gap between keys, up to 0.7 s),
    /// so that a word typed at an even pace sends one search, not one per letter.
    func typingPause(atLeast debounce: Duration) -> Duration {
        let now = ContinuousClock.now
        if let last = lastSearchKey, now - last < .seconds(1) {
            recentKeyGaps.append(now - last)
            if recentKeyGaps.count > 3 { recentKeyGaps.removeFirst() }
        } else {
            recentKeyGaps = []
        }
        lastSearchKey = now
        guard !recentKeyGaps.isEmpty else { return debounce }
        let average = recentKeyGaps.reduce(.zero, +) / recentKeyGaps.count
        return min(max(debounce, average * 3 / 2), .milliseconds(700))
    }

    /// Asks the catalog once typing has paused for `debounce`; a newer query cancels this one.
    private func queryRemotely(_ query: String, after debounce: Duration) {
        searchTask?.cancel()
        state.search?.load = .loading
        let catalog = self.catalog
        let sleep = timing.sleep
        let filters = state.filters
        searchTask = Task { [weak self] in
            do { try await sleep(debounce) } catch { return }
            guard !Task.isCancelled else { return }
            let result: Result<[Entry], AppError>
            do throws(AppError) {
                result = .success(try await catalog.search(query, filters: filters))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled else { return }
            self?.finishRemote(result, for: query)
        }
    }

    private func finishRemote(_ result: Result<[Entry], AppError>, for query: String) {
        guard state.search?.query == query else { return }
        searchTask = nil
        switch result {
        case let .success(entries):
            state.search?.results = entries
            state.search?.load = .loaded(entries.count)
            showResults(from: 0, top: 0)
        case let .failure(error):
            state.search?.load = .failed(error.isCancellation ? .interrupted : error)
        }
        notify()
    }
}
