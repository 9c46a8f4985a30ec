import CatalogKit

/// English names for the result rows on screen (``RowNaming``), matched again as they arrive.
extension SearchViewModel {
    /// Asks for the names of the result rows on screen.
    func nameVisibleResults() {
        guard let naming, let search = state, let results = search.results else { return }
        let start = min(search.cursor.top, results.count)
        naming.name(Array(results[start..<min(results.count, start + max(1, visibleRows))]))
    }

    /// The English titles that arrived, in the results and the index they are matched in.
    func retitle(_ titles: [String: String]) {
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
        notify()
    }
}
