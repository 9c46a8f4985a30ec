/// A grid of terminal cells drawn with Braille dots: each cell holds 2 × 4 dots (U+2800 plus
/// one bit per dot), so a `width × height` canvas has `2·width × 4·height` dots, roughly
/// square since cells are about twice as tall as wide.
public struct BrailleCanvas: Sendable, Hashable {
    public let width: Int
    public let height: Int
    private var bits: [UInt8]

    /// An empty canvas of `width × height` cells.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        bits = [UInt8](repeating: 0, count: self.width * self.height)
    }

    /// Dots across and down.
    public var dotWidth: Int { width * 2 }
    public var dotHeight: Int { height * 4 }

    /// The bit of the dot at column `x` (0–1) and row `y` (0–3) inside a cell.
    static let dotBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    /// Sets the dot at (`x`, `y`) in dots; dots outside the canvas are ignored.
    public mutating func set(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        bits[(y / 4) * width + x / 2] |= Self.dotBits[y % 4][x % 2]
    }

    /// Whether the dot at (`x`, `y`) is set.
    public func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return false }
        return bits[(y / 4) * width + x / 2] & Self.dotBits[y % 4][x % 2] != 0
    }

    /// The character of the cell at `row`, `column`: U+2800 plus its dots, a space when it
    /// has none.
    public func character(row: Int, column: Int) -> Character {
        let value = bits[row * width + column]
        guard value != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(value)) else { return " " }
        return Character(scalar)
    }

    /// The canvas as one string per row.
    public var rows: [String] {
        (0..<height).map { row in String((0..<width).map { character(row: row, column: $0) }) }
    }
}
