import CatalogKit
import TextLayout

/// What the list pane's rows need to know of all the rows to line up: the widest number and
/// the natural widths of the title and of each column. Kept with the rows and made again only
/// when they change, so a key costs the same over 1,000 rows as over 100,000.
public struct EntryMetrics: Sendable, Equatable {
    /// The natural widths of the title and of each column over the rows.
    public struct Widths: Sendable, Equatable {
        public var title: Int
        public var columns: [Int]
        public var alignments: [EntryColumn.Alignment]
        /// The widest short form of each column (0 where none has one).
        public var short: [Int] = []

        public init(title: Int, columns: [Int], alignments: [EntryColumn.Alignment], short: [Int] = []) {
            self.title = title
            self.columns = columns
            self.alignments = alignments
            self.short = short
        }
    }

    /// The widths; nil when no row has columns.
    public var widths: Widths?
    /// The largest number of a row; nil when no row has one.
    public var largestNumber: Int?

    public init(_ entries: some Collection<Entry>) {
        widths = Self.widths(of: entries)
        largestNumber = entries.lazy.compactMap(\.number).max()
    }

    /// The widths for `entries`; nil when none of them has columns.
    public static func widths(of entries: some Collection<Entry>) -> Widths? {
        var widths: Widths?
        for entry in entries where !entry.columns.isEmpty {
            var current = widths ?? Widths(title: 0, columns: [], alignments: entry.columns.map(\.alignment))
            current.title = max(current.title, DisplayWidth.of(entry.title))
            for (index, column) in entry.columns.enumerated() {
                let width = DisplayWidth.of(column.text)
                let short = column.short.map(DisplayWidth.of) ?? 0
                if index < current.columns.count {
                    current.columns[index] = max(current.columns[index], width)
                    current.short[index] = max(current.short[index], short)
                } else {
                    current.columns.append(width)
                    current.alignments.append(column.alignment)
                    current.short.append(short)
                }
            }
            widths = current
        }
        return widths
    }
}
