/// Where a list is: the selected row and the first visible row, kept in range and in view.
public struct ListCursor: Sendable, Equatable {
    public var selection: Int
    /// First visible row.
    public var top: Int

    public init(selection: Int = 0, top: Int = 0) {
        self.selection = selection
        self.top = top
    }

    /// Selects `index`, clamped to `count` rows, and scrolls so that it shows in `rows` rows.
    public mutating func select(_ index: Int, count: Int, rows: Int) {
        selection = count == 0 ? 0 : min(max(0, index), count - 1)
        keepVisible(count: count, rows: rows)
    }

    /// Scrolls as little as needed for the selection to show, without empty rows at the end.
    public mutating func keepVisible(count: Int, rows: Int) {
        let rows = max(1, rows)
        if selection < top { top = selection }
        if selection >= top + rows { top = selection - rows + 1 }
        top = max(0, min(top, max(0, count - rows)))
    }
}
