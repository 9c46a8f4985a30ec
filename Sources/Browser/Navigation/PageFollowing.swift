import CatalogKit

/// Where an entry list's selection heads as pages arrive: the end (End pressed before the
/// last page), a row beyond those loaded (PgDn at their edge) or an entry not loaded yet (a
/// search result), for at most ``maxPages`` pages.
public struct PageFollowing: Sendable, Equatable {
    /// End was pressed before the last page arrived: move to the end as pages come in.
    public var followsEnd = false
    /// A selection beyond the loaded entries, reached as pages come in.
    public var target: Int?
    /// The entry the list is paging toward, if any.
    public var seeking: Entry?
    /// Pages arrived since the selection set out.
    public var pages = 0
    /// Polite to the API: End, a reload and a search result follow at most this many pages.
    public static let maxPages = 50

    public init() {}

    /// Heads nowhere.
    public mutating func stop() {
        followsEnd = false
        seeking = nil
        target = nil
    }

    /// Moves `cursor` (over `rows` rows) on to where it heads, now that `page` has arrived
    /// and the list shows `entries`, complete or not. True when the next page is wanted at
    /// once, for the selection to go on.
    public mutating func arrived(
        _ page: EntryPage, entries: [Entry], isComplete: Bool,
        cursor: inout ListCursor, rows: Int
    ) -> Bool {
        pages += 1
        let ends = isComplete || pages >= Self.maxPages || page.entries.isEmpty
        if followsEnd {
            followsEnd = !ends
            cursor.select(entries.count - 1, count: entries.count, rows: rows)
        }
        if let wanted = target {
            if wanted < entries.count || ends { target = nil }
            cursor.select(min(wanted, entries.count - 1), count: entries.count, rows: rows)
        }
        if let wanted = seeking {
            if let index = entries.firstIndex(where: { $0.id == wanted.id }) {
                seeking = nil
                cursor.select(index, count: entries.count, rows: rows)
            } else if ends {
                seeking = nil
            } else {
                return true
            }
        }
        return followsEnd || target != nil
    }
}
