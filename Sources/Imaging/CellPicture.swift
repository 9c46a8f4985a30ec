/// A colour in a picture, as the terminal will be asked to show it.
public enum PictureColor: Sendable, Hashable {
    /// 24-bit colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
    /// An xterm 256-colour palette entry.
    case indexed(UInt8)
}

/// One cell of a picture: its upper and lower pixel, nil where transparent (the pane's
/// background shows).
public struct HalfBlock: Sendable, Hashable {
    public var top: PictureColor?
    public var bottom: PictureColor?

    public init(top: PictureColor?, bottom: PictureColor?) {
        self.top = top
        self.bottom = bottom
    }

    /// Both halves transparent: draw a blank in the pane's colours.
    public var isBlank: Bool { top == nil && bottom == nil }

    /// How to draw it: `▀` in the top colour over the bottom colour (nil: the default
    /// background); `▄` in the bottom colour when only the bottom is visible; a space when
    /// blank.
    public var drawing: (character: Character, foreground: PictureColor?, background: PictureColor?) {
        switch (top, bottom) {
        case (nil, nil): (" ", nil, nil)
        case (nil, let bottom?): ("▄", bottom, nil)
        case (let top?, let bottom): ("▀", top, bottom)
        }
    }
}

/// A picture made of cells: `rows × columns` half blocks, row by row. A pure value: the
/// Views layer turns it into cells of `▀`/`▄` with colours.
public struct CellPicture: Sendable, Hashable {
    public let columns: Int
    public let rows: Int
    /// `rows × columns` cells, row-major.
    public let cells: [HalfBlock]

    /// A picture of `columns × rows` cells; nil when `cells` does not hold exactly that many.
    public init?(columns: Int, rows: Int, cells: [HalfBlock]) {
        guard columns >= 0, rows >= 0, cells.count == columns * rows else { return nil }
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    /// A picture with no cells (nothing visible was left after cropping).
    public static let empty = CellPicture(checkedColumns: 0, rows: 0, cells: [])

    public var isEmpty: Bool { cells.isEmpty }

    public subscript(row: Int, column: Int) -> HalfBlock { cells[row * columns + column] }

    /// Roughly the memory the picture takes, for the picture cache's byte cap.
    public var byteCount: Int { 64 + cells.count * MemoryLayout<HalfBlock>.stride }

    /// How many different colours it shows.
    public var distinctColorCount: Int {
        var colors = Set<PictureColor>()
        for cell in cells {
            if let top = cell.top { colors.insert(top) }
            if let bottom = cell.bottom { colors.insert(bottom) }
        }
        return colors.count
    }

    init(checkedColumns columns: Int, rows: Int, cells: [HalfBlock]) {
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }
}
