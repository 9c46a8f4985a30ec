import CatalogKit

/// How the detail follows the list's selection: after the dwell for the user's own moves; at
/// once for what they asked to see (Enter on the list, or Enter that ends the typing) and for
/// the selection the list first appears with; and not at all while an opened search's
/// results are still on their way.
struct DetailFollowing {
    /// The selection's detail loads with no dwell, and keeps doing so when the selection
    /// changes under the user (the first page, search results arriving) until they move it.
    /// True from the start: nothing is gained by waiting for the first entry's detail.
    var loadsAtOnce = true

    /// Shows `selected` in `detail` when it is not already there.
    func follow(_ selected: Entry?, searchPending: Bool, detail: inout DetailModel) -> [Effect<DetailModel.Event>] {
        guard selected != detail.state.entry else { return [] }
        // Only its title changed (its English name arrived): the detail stays as it is.
        if let selected, selected.id == detail.state.entry?.id {
            detail.retitle(selected)
            return []
        }
        // Opened before the results came: the list's own row is not what the user asked for
        // (the first page may arrive first); wait for the results.
        if loadsAtOnce, searchPending { return [] }
        if loadsAtOnce, let selected { return detail.open(selected) }
        return detail.show(selected)
    }
}
