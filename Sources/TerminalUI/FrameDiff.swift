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
        let before = previous.flatMap { $0.width == grid.width && $0.height == grid.height ? $0.cells : nil }
        isFull = before == nil
        changes = grid.cells.withUnsafeBufferPointer { now in
            (before ?? []).withUnsafeBufferPointer { then in
                Self.changes(from: then, to: now, width: grid.width)
            }
        }
    }

    /// The cells of `now` (rows of `width`) that differ from `then` (all when `then` is empty),
    /// read in place: a held key compares the whole screen on every frame.
    private static func changes(from then: UnsafeBufferPointer<Cell>, to now: UnsafeBufferPointer<Cell>, width: Int) -> [Change] {
        var changes: [Change] = []
        let compare = then.count == now.count
        // A whole screen is known in size: one allocation, not a dozen copies as it grows.
        if !compare { changes.reserveCapacity(now.count) }
        for index in now.indices {
            if now[index].isContinuation { continue }
            if compare, then[index] == now[index] { continue }
            changes.append(Change(x: index % width, y: index / width, cell: now[index]))
        }
        return changes
    }

    /// Nothing to write.
    public var isEmpty: Bool { !isFull && changes.isEmpty }
}
