import CatalogKit

/// Filters: a catalog's picker keys (`c` for a recipe category, `L` for a location) open a
/// list of values; choosing one reloads the list narrowed by it. A searchable picker has a
/// text field and asks for its options as the user types, debounced.
extension BrowserViewModel {
    /// How long a searchable picker waits for typing to pause.
    static let pickerDebounce = Duration.milliseconds(250)

    func openPicker(_ kind: FilterKind) {
        state.picker = PickerState(kind: kind)
        if kind.isSearchable {
            state.picker?.load = .idle
        } else {
            loadPickerOptions(after: .zero)
        }
    }

    private func loadPickerOptions(after delay: Duration) {
        guard let picker = state.picker else { return }
        pickerTask?.cancel()
        state.picker?.load = .loading
        let catalog = self.catalog
        let sleep = timing.sleep
        let kind = picker.kind, query = picker.query
        pickerTask = Task { [weak self] in
            if delay > .zero {
                do { try await sleep(delay) } catch { return }
            }
            guard !Task.isCancelled else { return }
            let result: Result<[FilterOption], AppError>
            do throws(AppError) {
                result = .success(try await catalog.filterOptions(for: kind, matching: query))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled else { return }
            self?.finishPicker(result, kind: kind, query: query)
        }
    }

    private func finishPicker(_ result: Result<[FilterOption], AppError>, kind: FilterKind, query: String) {
        guard state.picker?.kind == kind, state.picker?.query == query else { return }
        pickerTask = nil
        switch result {
        case let .success(options):
            state.picker?.options = options
            state.picker?.load = .loaded(options.count)
            let current = state.filters.value(for: kind)
            state.picker?.selection = options.firstIndex { $0.value == current } ?? 0
        case let .failure(error):
            state.picker?.load = .failed(error.isCancellation ? .interrupted : error)
        }
        notify()
    }

    /// Keys while the picker is open.
    func handlePicker(_ key: Key) {
        guard let picker = state.picker else { return }
        let count = picker.options.count
        func move(to index: Int) {
            state.picker?.selection = count == 0 ? 0 : min(max(0, index), count - 1)
        }
        if picker.kind.isSearchable, editPickerQuery(key) { return }
        switch key {
        case .escape, .left, .character("q"), .character("h"):
            pickerTask?.cancel()
            pickerTask = nil
            state.picker = nil
        case .character("r") where picker.load.error != nil:
            loadPickerOptions(after: .zero)
        case .up, .character("k"): move(to: picker.selection - 1)
        case .down, .character("j"): move(to: picker.selection + 1)
        case .pageUp: move(to: picker.selection - 10)
        case .pageDown: move(to: picker.selection + 10)
        case .home, .character("g"): move(to: 0)
        case .end, .character("G"): move(to: count - 1)
        case .enter, .right, .character("l"):
            // Suggestions for an older query are not what the user chose.
            guard picker.load.value != nil, picker.options.indices.contains(picker.selection) else { return }
            pickerTask?.cancel()
            pickerTask = nil
            state.picker = nil
            apply(CatalogFilter(kind: picker.kind, option: picker.options[picker.selection]))
        default:
            break
        }
    }

    /// Typing in a searchable picker. Returns false for keys it leaves to the list.
    private func editPickerQuery(_ key: Key) -> Bool {
        switch key {
        case let .character(character) where !character.isNewline:
            guard let query = state.picker?.query, query.count < SearchState.maximumQueryLength else { return true }
            state.picker?.query.append(character)
        case let .paste(text):
            guard let query = state.picker?.query else { return true }
            state.picker?.query = SearchState.appending(text, to: query, pasted: true)
        case .backspace:
            guard state.picker?.query.isEmpty == false else { return true }
            state.picker?.query.removeLast()
        case .control("u"):
            state.picker?.query = ""
        default:
            return false
        }
        if state.picker?.query.isEmpty == true {
            pickerTask?.cancel()
            pickerTask = nil
            state.picker?.options = []
            state.picker?.load = .idle
        } else {
            loadPickerOptions(after: Self.pickerDebounce)
        }
        return true
    }

    /// Narrows the list by `filter` (in place of any of its group) and loads it from the start.
    func apply(_ filter: CatalogFilter) {
        state.filters = state.filters.replacing(with: filter)
        // Details can depend on the filters (a distance on the location): start afresh.
        forgetDetails()
        if state.search != nil {
            searchTask?.cancel()
            searchTask = nil
            state.search = nil
        }
        restartList(revalidate: false)
    }

    /// Empties the list and loads it again from its first page.
    func restartList(revalidate: Bool) {
        listTask?.cancel()
        listTask = nil
        followsEnd = false
        nextOffset = 0
        state.entries = []
        state.total = nil
        state.isComplete = false
        state.listLoad = .idle
        state.selection = 0
        state.listTop = 0
        state.focus = .list
        detailTask?.cancel()
        detailTask = nil
        state.detail = .idle
        loadNextPage(revalidate: revalidate)
    }
}
