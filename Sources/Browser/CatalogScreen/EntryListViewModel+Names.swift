import CatalogKit

/// English names for the rows on screen (``RowNaming``), and the entries shown in the order chosen.
extension EntryListViewModel {
    /// Shows the entries, total and end in the order chosen.
    func arrange() {
        state.entries = order.entries
        state.total = order.total
        state.isComplete = order.isComplete
    }

    /// The English titles that arrived, the selection staying on its entry.
    func retitle(_ titles: [String: String]) {
        let selected = state.selectedEntry
        order.retitle(titles)
        arrange()
        if let index = state.index(of: selected) { state.cursor.select(index, count: state.entries.count, rows: visibleRows) }
        notify()
    }

    /// Asks for the names of the rows on screen that may still lack them.
    func nameVisibleRows() {
        let start = min(state.cursor.top, state.entries.count)
        naming.name(Array(state.entries[start..<min(state.entries.count, start + max(1, visibleRows))]))
    }
}
