import CatalogKit

/// Filters: a catalog's picker keys (`c` for a recipe category, say) open a list of values;
/// choosing one reloads the list narrowed by it.
extension BrowserViewModel {
    func openPicker(_ kind: FilterKind) {
        state.picker = PickerState(kind: kind)
        loadPickerOptions()
    }

    private func loadPickerOptions() {
        guard let kind = state.picker?.kind else { return }
        pickerTask?.cancel()
        state.picker?.load = .loading
        let catalog = self.catalog
        pickerTask = Task { [weak self] in
            let result: Result<[String], AppError>
            do throws(AppError) {
                result = .success(try await catalog.filterOptions(for: kind))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled else { return }
            self?.finishPicker(result, kind: kind)
        }
    }

    private func finishPicker(_ result: Result<[String], AppError>, kind: FilterKind) {
        pickerTask = nil
        guard state.picker?.kind == kind else { return }
        switch result {
        case let .success(options):
            state.picker?.options = options
            state.picker?.load = .loaded(options.count)
            if let current = state.filter, current.kind == kind, let index = options.firstIndex(of: current.value) {
                state.picker?.selection = index
            }
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
        switch key {
        case .escape, .left, .character("q"), .character("h"):
            pickerTask?.cancel()
            pickerTask = nil
            state.picker = nil
        case .character("r") where picker.load.error != nil:
            loadPickerOptions()
        case .up, .character("k"): move(to: picker.selection - 1)
        case .down, .character("j"): move(to: picker.selection + 1)
        case .pageUp: move(to: picker.selection - 10)
        case .pageDown: move(to: picker.selection + 10)
        case .home, .character("g"): move(to: 0)
        case .end, .character("G"): move(to: count - 1)
        case .enter, .right, .character("l"):
            guard picker.options.indices.contains(picker.selection) else { return }
            state.picker = nil
            apply(CatalogFilter(kind: picker.kind, value: picker.options[picker.selection]))
        default:
            break
        }
    }

    /// Narrows the list by `filter` and loads it from the start.
    func apply(_ filter: CatalogFilter) {
        state.filter = filter
        if state.search != nil {
            searchTask?.cancel()
            searchTask = nil
            state.search = nil
        }
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
        loadNextPage()
    }
}
