import Imaging

/// The colour pairs of picture cells, allocated on demand: one ncurses extended pair per
/// (foreground, background) in use, numbered after the theme's eight. When the table is
/// full the terminal resets every pair and draws the frame again from an empty table, so the
/// table stays bounded however many pictures go by.
struct ColorPairs {
    /// Two colour numbers: a palette index or a packed direct-colour RGB value; -1 is the
    /// terminal's default.
    struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// The first pair number for pictures (1–8 are the theme's colours).
    static let first: Int32 = 9
    /// Pairs kept at most.
    let capacity: Int
    /// Colours are packed RGB values (a direct-colour terminal), not palette indices.
    let direct: Bool
    private(set) var pairs: [Key: Int32] = [:]

    /// A table of at most `capacity` pairs (the terminal's own limit taken into account).
    init(terminalPairs: Int, direct: Bool, capacity: Int = 4096) {
        self.capacity = max(0, min(capacity, terminalPairs - Int(Self.first)))
        self.direct = direct
    }

    /// The pair for `key`, defined now if new (through `define`); nil when the table is full.
    mutating func pair(for key: Key, define: (Int32, Key) -> Void) -> Int32? {
        if let pair = pairs[key] { return pair }
        guard pairs.count < capacity else { return nil }
        let pair = Self.first + Int32(pairs.count)
        define(pair, key)
        pairs[key] = pair
        return pair
    }

    /// Forgets every pair (after the terminal reset them).
    mutating func removeAll() { pairs.removeAll(keepingCapacity: true) }

    /// The terminal's colour number for a picture colour; -1 for none.
    func number(_ color: PictureColor?) -> Int32 {
        switch color {
        case nil:
            return -1
        case let .indexed(index):
            return Int32(index)
        case let .rgb(red, green, blue):
            guard direct else { return Int32(XtermPalette.index(red: red, green: green, blue: blue)) }
            // Direct-colour terminfo entries send values below 8 as the eight ANSI colours:
            // nudge the darkest blues up one step.
            let packed = Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
            return packed < 8 ? 8 : packed
        }
    }

    /// The key of a cell's picture colours.
    func key(ink: PictureColor?, paper: PictureColor?) -> Key {
        Key(foreground: number(ink), background: number(paper))
    }
}
