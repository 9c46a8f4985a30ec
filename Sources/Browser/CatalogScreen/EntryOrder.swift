import CatalogKit

/// The order an entry list shows: the pages loaded, kept in the server's order with what the
/// server says of its whole list (total, end), shown in that order, in one of the catalog's
/// orders by the rows' data (``EntrySort``), by name, or by name over
/// the catalog's whole name index (complete, its own total) while the pages loaded stay kept
/// for the way back.
public struct EntryOrder: Sendable, Equatable {
    /// The loaded entries in the server's order.
    public private(set) var natural: [Entry] = []
    /// How many the server's whole list has, when known.
    public private(set) var pagedTotal: Int?
    /// Whether the server has sent its last page.
    public private(set) var isPagedComplete = false
    /// Whether the list shows its entries by name (else in the catalog's own order).
    public private(set) var isByName = false
    /// The catalog's order by the rows' data the list shows, if any (never with ``isByName``).
    public private(set) var sort: EntrySort?
    /// The catalog's whole name index, by name, while the list shows it.
    public private(set) var index: [Entry]?

    public init() {}

    /// The entries the list shows: the index, or the loaded entries in the order chosen.
    public var entries: [Entry] { index ?? (isByName ? Self.sortedByName(natural) : sort.map { $0.sorted(natural) } ?? natural) }
    /// How many entries the list has, when known: the index's count while it shows.
    public var total: Int? { index.map(\.count) ?? pagedTotal }
    /// Whether the list has all its entries: always while the index shows.
    public var isComplete: Bool { index != nil || isPagedComplete }

    /// Adds the page that started at `offset` after the loaded entries.
    public mutating func append(_ page: EntryPage, offset: Int) {
        natural += page.entries
        pagedTotal = page.total ?? (page.isLast ? natural.count : nil)
        isPagedComplete = page.isLast || page.nextOffset <= offset
    }

    /// Empties the loaded entries for a list loaded afresh (other filters), keeping the order
    /// chosen: by name, or one of the catalog's. The whole index, if shown, is left.
    public mutating func restart() {
        let (byName, sort) = (isByName, self.sort)
        self = EntryOrder()
        (isByName, self.sort) = (byName, sort)
    }

    /// Replaces the loaded entries with a reload's, and what the server says of its list.
    public mutating func replace(with entries: [Entry], total: Int?, isComplete: Bool) {
        natural = entries
        pagedTotal = total
        isPagedComplete = isComplete
    }

    /// Shows the loaded entries by name or in the server's order, the index, if shown, left.
    public mutating func sort(byName: Bool) {
        isByName = byName
        sort = nil
        index = nil
    }

    /// Shows the loaded entries in `order` (nil: the server's), the index, if shown, left.
    public mutating func sort(by order: EntrySort?) {
        isByName = false
        sort = order
        index = nil
    }

    /// Shows the catalog's whole name `index`, by name, in place of the loaded entries.
    public mutating func show(index: [Entry]) {
        isByName = true
        sort = nil
        self.index = Self.sortedByName(index)
    }

    /// The entries of `titles` (by id) under those titles, the rest as they are.
    public mutating func retitle(_ titles: [String: String]) {
        func renamed(_ entries: [Entry]) -> [Entry] {
            entries.map { entry in
                guard let title = titles[entry.id], title != entry.title else { return entry }
                var copy = entry
                copy.title = title
                return copy
            }
        }
        natural = renamed(natural)
        index = index.map { Self.sortedByName(renamed($0)) }
    }

    /// By name, folded (case, accents and punctuation aside), then by number and id.
    public static func sortedByName(_ entries: [Entry]) -> [Entry] {
        entries.map { (key: SearchMatcher.fold($0.title), entry: $0) }
            .sorted { a, b in
                if a.key != b.key { return a.key < b.key }
                if a.entry.number != b.entry.number { return (a.entry.number ?? .max) < (b.entry.number ?? .max) }
                return a.entry.id < b.entry.id
            }
            .map(\.entry)
    }
}
