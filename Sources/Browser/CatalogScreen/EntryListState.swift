import CatalogKit

/// The entry list's state: the entries loaded so far, how the loading goes, and the cursor.
public struct EntryListState: Sendable, Equatable {
    /// Entries loaded so far, in list order.
    public var entries: [Entry] { didSet { metrics = EntryMetrics(entries) } }
    /// What the rows need to line up, made when the entries change.
    public private(set) var metrics: EntryMetrics
    /// How many the whole list has, when known.
    public var total: Int?
    public var isComplete: Bool
    /// The first page (`.loading`, `.failed`) or a later page (`.loading`, `.failed`).
    public var load: LoadState<Int>
    public var cursor: ListCursor

    public init(entries: [Entry] = [], total: Int? = nil, isComplete: Bool = false, load: LoadState<Int> = .idle, cursor: ListCursor = ListCursor()) {
        self.entries = entries
        metrics = EntryMetrics(entries)
        self.total = total
        self.isComplete = isComplete
        self.load = load
        self.cursor = cursor
    }

    public var selectedEntry: Entry? {
        entries.indices.contains(cursor.selection) ? entries[cursor.selection] : nil
    }

    /// Where `entry` is among the entries, if there.
    public func index(of entry: Entry?) -> Int? {
        entry.flatMap { entry in entries.firstIndex { $0.id == entry.id } }
    }
}
