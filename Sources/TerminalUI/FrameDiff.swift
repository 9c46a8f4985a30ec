import TextLayout
import Views

/// What one frame changes on the screen the frame before it left: a pure function of the two
/// grids, so a backend writes only these cells and tests can read the diff itself.
///
/// With no frame before, or one of another size, the screen is drawn afresh (``isFull``):
/// erased, then every cell written. The right half of a wide character (a continuation
/// cell) is never written: drawing the character covers it.
public struct FrameDiff: Sendable, Equatable {
    /// One cell to write.
    public struct Change: Sendable, Equatable {
        public var x: Int
        public var y: Int
        public var cell: Cell

        public init(x: Int, y: Int, cell: Cell) {
            self.x = x
            self.y = y
            self.cell = cell
        }
    }

    /// The screen is erased and drawn whole.
    public let isFull: Bool
    /// The cells to write, row by row, left to right.
    public let changes: [Change]

    /// The diff from `previous` (nil: nothing known on screen) to `grid`.
    public init(from previous: CellGrid?, to grid: CellGrid) {
        let same = previous.map { $0.width == grid.width && $0.height == grid.height } ?? false
        var changes: [Change] = []
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let cell = grid[x, y]
                if cell.isContinuation { continue }
                if same, let previous, previous[x, y] == cell { continue }
                changes.append(Change(x: x, y: y, cell: cell))
            }
        }
        isFull = !same
        self.changes = changes
    }

    /// Nothing to write.
    public var isEmpty: Bool { !isFull && changes.isEmpty }
}
