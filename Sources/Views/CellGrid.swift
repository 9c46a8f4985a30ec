import CatalogKit
import TextLayout
/// One screen cell: the grapheme it shows and its style. The cell to the right of a
/// two-column character is a continuation (empty text) and is not drawn.
public struct Cell: Sendable, Hashable {
    public var text: String
    public var style: Style

    public init(_ text: String = " ", style: Style = .plain) {
        self.text = text
        self.style = style
    }

    @inlinable public var isContinuation: Bool { text.isEmpty }

    /// Style first (cheap), then text; inlinable for the frame diff in another module.
    @inlinable public static func == (a: Cell, b: Cell) -> Bool { a.style == b.style && a.text == b.text }

    public static let blank = Cell()
}

/// A rectangle of cells that views draw into: the whole screen as a value. The terminal
/// copies it to ncurses; tests read it back as text.
public struct CellGrid: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Text is written in ASCII stand-ins (for a terminal whose locale is not UTF-8).
    public let asciiOnly: Bool
    public private(set) var cells: [Cell]
    /// The picture to show in pixels over its cells, when the frame has one in full view.
    public var pixelPicture: PixelPlacement?

    public init(width: Int, height: Int, asciiOnly: Bool = false) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.asciiOnly = asciiOnly
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at (`x`, `y`). Writing goes through ``put(_:x:y:limit:style:)``, which cleans text.
    public internal(set) subscript(x: Int, y: Int) -> Cell {
        @inlinable get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Writes `text` at (`x`, `y`), never past column `x + limit` nor the grid's edge.
    /// Each grapheme cluster becomes one cell as ``DisplayWidth/cellText(_:)`` says: control
    /// and format characters, joiners and variation selectors are dropped, tabs and line
    /// breaks become spaces, and a wide character that does not fit whole is left out.
    /// Returns the columns written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, limit: Int? = nil, style: Style = .plain) -> Int {
        guard y >= 0, y < height, x < width else { return 0 }
        let end = min(width, limit.map { x + max(0, $0) } ?? width)
        var column = x
        for character in asciiOnly ? ASCIIFallback.transliterate(text) : text {
            let cell: (text: String, width: Int)
            if character == "\t" || character.isNewline {
                cell = (" ", 1)
            } else if let drawn = DisplayWidth.cellText(character) {
                cell = drawn
            } else {
                continue
            }
            let w = cell.width
            if column + w > end { break }
            if column >= 0 {
                clearWide(at: column, y: y)
                self[column, y] = Cell(cell.text, style: style)
                if w == 2 {
                    clearWide(at: column + 1, y: y)
                    self[column + 1, y] = Cell("", style: style)
                }
            }
            column += w
        }
        return max(0, column - x)
    }

    /// Before a cell is overwritten: a wide character it belongs to loses its other half.
    private mutating func clearWide(at x: Int, y: Int) {
        let cell = self[x, y]
        if cell.isContinuation, x > 0 {
            self[x - 1, y] = Cell(" ", style: self[x - 1, y].style)
        } else if !cell.isContinuation, x + 1 < width, self[x + 1, y].isContinuation {
            self[x + 1, y] = Cell(" ", style: cell.style)
        }
    }

    /// Fills a rectangle with `text` (one column wide) in `style`.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with text: String = " ", style: Style = .plain) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + w), y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        let glyph = asciiOnly ? String(ASCIIFallback.transliterate(text).prefix(1)) : text
        for row in y0..<y1 {
            // A wide character straddling either edge loses its other half.
            clearWide(at: x0, y: row)
            clearWide(at: x1 - 1, y: row)
            for column in x0..<x1 { self[column, row] = Cell(glyph, style: style) }
        }
    }

    /// Draws a frame around a rectangle with `title` in its top edge.
    public mutating func box(x: Int, y: Int, width w: Int, height h: Int, title: String?, glyphs: Glyphs, style: Style = .plain, titleStyle: Style = .bold) {
        guard w >= 2, h >= 2 else { return }
        fill(x: x + 1, y: y, width: w - 2, height: 1, with: glyphs.horizontal, style: style)
        fill(x: x + 1, y: y + h - 1, width: w - 2, height: 1, with: glyphs.horizontal, style: style)
        fill(x: x, y: y + 1, width: 1, height: h - 2, with: glyphs.vertical, style: style)
        fill(x: x + w - 1, y: y + 1, width: 1, height: h - 2, with: glyphs.vertical, style: style)
        put(glyphs.topLeft, x: x, y: y, style: style)
        put(glyphs.topRight, x: x + w - 1, y: y, style: style)
        put(glyphs.bottomLeft, x: x, y: y + h - 1, style: style)
        put(glyphs.bottomRight, x: x + w - 1, y: y + h - 1, style: style)
        if let title, w > 4 {
            let text = " " + DisplayWidth.truncate(title, to: w - 4, ellipsis: glyphs.ellipsis) + " "
            put(text, x: x + 1, y: y, limit: w - 2, style: titleStyle)
        }
    }

    /// Draws styled spans from (`x`, `y`) within `limit` columns.
    @discardableResult
    public mutating func put(_ line: StyledLine, x: Int, y: Int, limit: Int, theme: Theme) -> Int {
        var column = x
        for span in line.spans {
            let room = x + limit - column
            if room <= 0 { break }
            column += put(span.text, x: column, y: y, limit: room, style: theme.apply(span.style))
        }
        return column - x
    }

    /// The grid as text, one string per row, continuation cells skipped and trailing
    /// spaces removed: what a screen dump shows.
    public var lines: [String] {
        (0..<height).map { row in
            var text = ""
            for column in 0..<width {
                let cell = self[column, row]
                if !cell.isContinuation { text += cell.text }
            }
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The rows joined with newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// Marks the cell at (`x`, `y`) as a matched letter: bold and underlined, and yellow
    /// where the row is not the selected one.
    mutating func mark(x: Int, y: Int, isSelected: Bool) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        var style = self[x, y].style
        style.bold = true
        style.underline = true
        if !isSelected { style.foreground = .yellow }
        self[x, y].style = style
    }
}

extension CellGrid {
    /// The last defence for secrets, on what is finally drawn: each row read as it shows
    /// (continuation cells skipped), and the cells of any known secret found there (a server
    /// that echoed the key with characters inside that the screen then dropped) overwritten
    /// with `***` and blanks, their styles kept.
    public mutating func maskKnownSecrets() {
        guard SecretMask.isActive else { return }
        for y in 0..<height {
            var text = ""
            var columns: [Int] = []
            for x in 0..<width where !self[x, y].isContinuation {
                let cell = self[x, y]
                text.unicodeScalars.append(contentsOf: cell.text.unicodeScalars)
                columns += Array(repeating: x, count: cell.text.unicodeScalars.count)
            }
            for range in SecretMask.scalarRanges(in: text) where !range.isEmpty {
                let first = columns[range.lowerBound], last = columns[range.upperBound - 1]
                let end = min(width, last + (self[last, y].text.isEmpty ? 1 : DisplayWidth.of(self[last, y].text)))
                for x in first..<end {
                    self[x, y] = Cell(x - first < 3 ? "*" : " ", style: self[x, y].style)
                }
            }
        }
    }
}
