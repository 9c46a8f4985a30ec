import CatalogKit

/// Filters chosen, removed and taken back: each loads the list afresh, and a removal keeps
/// the entry the user was on.
extension CatalogScreenModel {
    /// What the picker's Enter chose: the list under that filter, or with the filter removed.
    func apply(_ choice: PickerViewModel.Choice) {
        switch choice {
        case let .filter(filter): change(to: filters.replacing(with: filter))
        case let .all(kind): change(to: filters.removing(kind), removing: kind)
        }
    }

    /// The list under `chosen` filters, a filter chosen or (`removing`) one removed with a
    /// picker's "All" row, loaded from the start.
    func change(to chosen: [CatalogFilter], removing kind: FilterKind? = nil) {
        guard chosen != filters else { return }
        if let kind { filterHistory.forget(kind, now: chosen) } else { filterHistory.chose(over: filters) }
        let selected = list.state.selectedEntry
        load(filters: chosen)
        if let kind {
            // A wider list still holds the entry the user was on: it stays selected.
            if let selected { list.reveal(selected, fallback: 0) }
            showNotice("filter removed: " + kind.title.lowercased(), for: .seconds(3))
        }
    }

    /// Takes the last filter chosen back: the list as it was before it, from the start.
    func restore(_ earlier: [CatalogFilter]) {
        let removed = filters.filter { !earlier.contains($0) }.map(\.option.label)
        let selected = list.state.selectedEntry
        load(filters: earlier)
        // The wider list still holds the entry the user was on: it stays selected.
        if let selected { list.reveal(selected, fallback: 0) }
        showNotice("filter removed: " + removed.joined(separator: ", "), for: .seconds(3))
    }

    /// The list under `chosen` filters, loaded from the start.
    func load(filters chosen: [CatalogFilter]) {
        filters = chosen
        // Details can depend on the filters (a distance on the location): start afresh.
        detail.forgetRecent()
        search.end()
        focus = .list
        list.restart(filters: filters)
    }
}
