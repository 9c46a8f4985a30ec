import CatalogKit

/// The list pane's two sources: the catalog's entries, or the search's results while there
/// are any. The selection moves in what it shows; ending a search keeps the chosen result
/// selected in the list, paging on to it if needed.
@MainActor
struct ListPane {
    let list: EntryListViewModel
    let search: SearchViewModel

    /// A query whose results have not come yet: what the list selects is not one of them.
    var isSearchPending: Bool {
        guard let search = search.state else { return false }
        return !search.query.isEmpty && search.results == nil
    }

    /// Selects row `index` of what the pane shows.
    func select(_ index: Int) {
        if search.state?.results != nil { search.select(index) } else { list.select(index) }
    }

    /// Carries out a move (up, down, a page of `page` rows, first, last) from `selection`;
    /// End on the list follows its pages to the real end.
    func move(_ command: Command, from selection: Int, page: Int) {
        switch command {
        case .moveUp: select(selection - 1)
        case .moveDown: select(selection + 1)
        case .pageUp: select(selection - page)
        case .pageDown: select(selection + page)
        case .first: select(0)
        case .last:
            if let searching = search.state { select((searching.results ?? list.state.entries).count - 1) } else { list.selectLast() }
        default: break
        }
    }

    /// Opens the search bar over the list narrowed by `filters`.
    func beginSearch(filters: [CatalogFilter]) {
        search.filters = filters
        search.begin()
    }

    /// Ends the search, the list keeping the chosen result selected.
    func endSearch() {
        let before = list.state.cursor.selection
        if let chosen = search.end() { list.reveal(chosen, fallback: before) }
    }

    /// Both sources page by the pane's `rows`. Returns whether that moved anything (a cursor
    /// kept in view), which the sources do not announce.
    @discardableResult
    func fit(rows: Int) -> Bool {
        var changed = false
        if list.visibleRows != rows { (list.visibleRows, changed) = (rows, true) }
        if search.visibleRows != rows { (search.visibleRows, changed) = (rows, true) }
        return changed
    }
}
