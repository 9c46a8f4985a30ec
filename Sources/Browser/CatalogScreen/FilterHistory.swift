import CatalogKit

/// The filters in force before each one the user chose, the latest last: Esc on the list
/// takes the last choice back before it does anything else. A filter removed with a picker's
/// "All" row leaves the history too, so Esc never brings it back.
struct FilterHistory {
    private var earlier: [[CatalogFilter]] = []

    var isEmpty: Bool { earlier.isEmpty }

    /// A filter was chosen while `current` were in force.
    mutating func chose(over current: [CatalogFilter]) { earlier.append(current) }

    /// The filters before the last choice, taken off the history.
    mutating func takeBack() -> [CatalogFilter]? { earlier.popLast() }

    /// The filter of `kind` was removed, leaving `chosen`: no earlier state brings it back.
    mutating func forget(_ kind: FilterKind, now chosen: [CatalogFilter]) {
        var history: [[CatalogFilter]] = []
        for filters in earlier.map({ $0.removing(kind) }) where filters != history.last && filters != chosen {
            history.append(filters)
        }
        earlier = history
    }
}
