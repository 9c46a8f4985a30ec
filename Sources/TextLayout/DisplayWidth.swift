import CatalogKit
import CWidth

/// Terminal column widths of text, by display column rather than by character, measured as
/// ncurses measures them: with the C library's `wcwidth` under a UTF-8 locale.
///
/// A grapheme cluster fills one cell. What ncurses sends for a cell is its first spacing
/// scalar and the combining marks after it (``cellText(_:)``); joiners, variation selectors
/// and other format characters are left out, because a terminal would join them with the
/// next cell and shift the rest of the line. A scalar the C library cannot print becomes
/// U+FFFD.
public enum DisplayWidth {
    /// What one scalar is on screen.
    enum Role: Equatable {
        /// Never sent: controls, format characters (ZWJ, bidi marks, soft hyphen, tags),
        /// variation selectors.
        case dropped
        /// Zero columns, drawn with the spacing scalar before it (accents, jamo vowels).
        case combining
        /// Starts a cell of 1 or 2 columns.
        case spacing(Int)
        /// Not printable by the C library: drawn as U+FFFD, one column.
        case unprintable
    }

    static let replacement: Unicode.Scalar = "\u{FFFD}"
    /// ncurses keeps at most five scalars in a cell; the terminal layer sends four.
    static let maximumScalarsPerCell = 4

    static func role(_ scalar: Unicode.Scalar) -> Role {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? .dropped : .spacing(1) }
        if DisplayText.isInvisible(scalar) || isVariationSelector(value) { return .dropped }
        if scalar.properties.generalCategory == .format { return .dropped }
        let width = cwidth_of(value)
        switch width {
        case 0: return .combining
        case 1, 2: return .spacing(Int(width))
        case -2: return fallbackRole(scalar)
        default: return .unprintable
        }
    }

    /// Where no UTF-8 locale is installed: Unicode's East Asian Width.
    private static func fallbackRole(_ scalar: Unicode.Scalar) -> Role {
        let width = EastAsianWidth.of(scalar)
        return width == 0 ? .combining : .spacing(width)
    }

    /// U+FE00–FE0F, U+E0100–E01EF and the Mongolian free variation selectors.
    static func isVariationSelector(_ value: UInt32) -> Bool {
        (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) || (0x180B...0x180F).contains(value)
    }

    /// Columns taken by one grapheme cluster: 0, 1 or 2, the width of the cell it becomes.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        for scalar in character.unicodeScalars {
            switch role(scalar) {
            case .dropped, .combining: continue
            case let .spacing(width): return width
            case .unprintable: return 1
            }
        }
        return 0
    }

    /// Columns taken by one scalar drawn alone (0 for one that is never drawn).
    public static func of(scalar: Unicode.Scalar) -> Int {
        switch role(scalar) {
        case .dropped, .combining: return 0
        case let .spacing(width): return width
        case .unprintable: return 1
        }
    }

    /// The text of the cell `character` becomes, and its width; nil when nothing is drawn.
    /// The first spacing scalar, then the combining scalars that follow it; whatever comes
    /// after a second spacing scalar is left out, as ncurses leaves it out.
    public static func cellText(_ character: Character) -> (text: String, width: Int)? {
        if let ascii = character.asciiValue {
            return ascii < 0x20 || ascii == 0x7F ? nil : (String(character), 1)
        }
        var text = String.UnicodeScalarView()
        var width = 0
        var count = 0
        for scalar in character.unicodeScalars {
            switch role(scalar) {
            case .dropped:
                continue
            case .combining:
                if width > 0 && count < maximumScalarsPerCell {
                    text.append(scalar)
                    count += 1
                }
            case let .spacing(columns):
                if width > 0 { return (String(text), width) }
                text.append(scalar)
                width = columns
                count = 1
            case .unprintable:
                if width > 0 { return (String(text), width) }
                text.append(replacement)
                width = 1
                count = 1
            }
        }
        return width > 0 ? (String(text), width) : nil
    }

    /// Columns taken by `text`.
    public static func of(_ text: String) -> Int {
        printableASCIIWidth(text) ?? ofByCharacter(text)
    }

    /// ``of(_:)-swift.type.method`` character by character, for any text.
    static func ofByCharacter(_ text: String) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// `text` cut to at most `width` columns; when cut, it ends in `ellipsis`. Reads no
    /// further into `text` than `width` columns and one character.
    public static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        let ellipsisWidth = of(ellipsis)
        // Printable ASCII as far as the cut: a column a byte (such a byte never joins the
        // character before it), and nothing past the cut is read.
        if text.utf8.prefix(min(width, Int.max - 1) + 1).allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            guard text.utf8.count > width else { return text }
            let head = String(text.prefix(max(0, width - ellipsisWidth)))
            return ellipsisWidth <= width ? head + ellipsis : head
        }
        return truncateByCharacter(text, to: width, ellipsis: ellipsis)
    }

    /// ``truncate(_:to:ellipsis:)`` character by character, for any text.
    static func truncateByCharacter(_ text: String, to width: Int, ellipsis: String) -> String {
        guard width > 0 else { return "" }
        let ellipsisWidth = of(ellipsis)
        let room = max(0, width - ellipsisWidth)
        var kept = text.startIndex  // end of the part that fits in `room`
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let w = of(text[index])
            if used + w > width {
                let head = String(text[..<kept])
                return ellipsisWidth <= width ? head + ellipsis : head
            }
            used += w
            text.formIndex(after: &index)
            if used <= room { kept = index }
        }
        return text
    }

    /// The width of `text` when it is printable ASCII only (a column a byte, as most names
    /// are), read byte by byte; nil for any other text. A frame measures hundreds of texts.
    @inline(__always)
    static func printableASCIIWidth(_ text: String) -> Int? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    /// `text` padded with spaces (or cut) to exactly `width` columns.
    public static func pad(_ text: String, to width: Int) -> String {
        let cut = truncate(text, to: width)
        let missing = width - of(cut)
        return missing > 0 ? cut + String(repeating: " ", count: missing) : cut
    }
}
