import CatalogKit

/// `s` through the catalog's own orders (``Catalog/sortOrders``) between the list's order and
/// the order by name.
extension EntryListViewModel {
    /// The order after the one shown, as `s` goes: the list's own, each of the catalog's
    /// ``Catalog/sortOrders``, by name, and back. Without orders of its own, by name and back.
    public func sortNext() {
        if isSortedByName || isSortingByName {
            sort(byName: false)
            return
        }
        let orders = catalog.sortOrders
        let next = order.sort.flatMap { orders.firstIndex(of: $0) }.map { $0 + 1 } ?? (order.sort == nil ? 0 : orders.count)
        guard next < orders.count else {
            sort(byName: true)
            return
        }
        let selected = state.selectedEntry
        order.sort(by: orders[next])
        onNotice?("order: " + orders[next].name)
        arrange()
        state.cursor.select(state.index(of: selected) ?? 0, count: state.entries.count, rows: visibleRows)
        notify()
    }

    /// What the order shown is called, when it is not the list's own.
    public var orderName: String? { isSortedByName ? "by name" : order.sort?.name }
}
