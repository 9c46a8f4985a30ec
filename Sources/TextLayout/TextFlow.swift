/// How wide a page's lines are when a box floats at its top right: the first ``besideRows``
/// lines leave ``besideColumns`` free for the box (and its gap), every line after them takes
/// the whole ``width``. With no box, every line is ``width`` wide.
public struct TextFlow: Sendable, Hashable {
    /// The page's full width.
    public var width: Int
    /// Lines at the top that sit beside the box.
    public var besideRows: Int
    /// Columns the box takes from those lines, its gap included.
    public var besideColumns: Int

    public init(width: Int, besideRows: Int = 0, besideColumns: Int = 0) {
        self.width = width
        self.besideRows = max(0, besideRows)
        self.besideColumns = max(0, besideColumns)
    }

    /// A page `width` wide with nothing beside its text.
    public static func full(_ width: Int) -> TextFlow { TextFlow(width: width) }

    /// The width of line `line` (counted from the page's top), at least 1.
    public func width(at line: Int) -> Int {
        max(1, line < besideRows ? width - besideColumns : width)
    }

    /// The narrowest of lines `lines`: what a block drawn to one scale (stat bars) takes.
    public func narrowest(_ lines: Range<Int>) -> Int {
        lines.isEmpty ? width(at: lines.lowerBound) : min(width(at: lines.lowerBound), width(at: lines.upperBound - 1))
    }
}
