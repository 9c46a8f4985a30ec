import CNcurses
import Browser

/// Turns what `wget_wch` returns into ``Key``s. Keeps state between reads: a bracketed paste
/// (`ESC [ 200 ~` … `ESC [ 201 ~`) can span many reads and becomes one ``Key/paste(_:)``.
/// A control sequence that ncurses did not recognise for this TERM (`ESC [ 1 ~` for Home
/// under the wrong terminfo) is read whole: the keys it names (arrows, Home, End, pages) are
/// kept, others dropped; never an Escape that goes back.
struct KeyDecoder {
    private static let pasteStart: [UInt32] = [27, 91, 50, 48, 48, 126]  // ESC [ 2 0 0 ~
    private static let pasteEnd: [UInt32] = [27, 91, 50, 48, 49, 126]  // ESC [ 2 0 1 ~
    /// Pasted text kept at most (in scalars); the rest of a longer paste is read and dropped.
    static let maximumPaste = 65_536

    /// Characters read that may begin a paste marker, not yet decoded.
    private var pending: [UInt32] = []
    /// The text of a paste under way; nil outside a paste.
    private var paste: String.UnicodeScalarView?
    private var pasteLength = 0
    /// A control sequence under way (`ESC [` or `ESC O` and what followed), not yet ended.
    private var sequence: [UInt32]?

    /// Keys completed by one value from `wget_wch`.
    mutating func feed(_ value: wint_t, isFunctionKey: Bool) -> [Key] {
        if isFunctionKey {
            // Inside a paste a function key is pasted text that ncurses took for one: dropped.
            guard paste == nil else { return [] }
            var keys = flushPending()
            if let key = Self.decode(value, isFunctionKey: true) { keys.append(key) }
            return keys
        }
        let scalar = UInt32(value)
        if var held = sequence {
            held.append(scalar)
            // A final byte ends it; a sequence too long to be a key is dropped.
            guard (0x40...0x7E).contains(scalar) || held.count > 16 else {
                sequence = held
                return []
            }
            sequence = nil
            // A paste's start marker cut between reads is still one.
            if held == Self.pasteStart {
                (paste, pasteLength) = (String.UnicodeScalarView(), 0)
                return []
            }
            return Self.sequenceKey(held).map { [$0] } ?? []
        }
        let marker = paste == nil ? Self.pasteStart : Self.pasteEnd
        pending.append(scalar)
        if pending.count <= marker.count, Array(marker.prefix(pending.count)) == pending {
            guard pending.count == marker.count else { return [] }
            pending = []
            if paste == nil {
                paste = String.UnicodeScalarView()
                pasteLength = 0
                return []
            }
            let text = String(paste ?? String.UnicodeScalarView())
            paste = nil
            return [.paste(text)]
        }
        // Not a marker after all: what was held is ordinary input, and so is this value,
        // unless it is an escape that may start a marker itself, or a control sequence.
        pending.removeLast()
        if paste == nil, pending == [27, 91] || (pending == [27] && scalar == 79) || pending.count > 2 && pending.starts(with: [27, 91]) {
            let held = pending + [scalar]
            pending = []
            if held.count > 2, (0x40...0x7E).contains(scalar) { return Self.sequenceKey(held).map { [$0] } ?? [] }
            sequence = held
            return []
        }
        var keys = flushPending()
        if scalar == 27 {
            pending = [scalar]
        } else if paste != nil {
            appendToPaste(scalar)
        } else if let key = Self.decode(value, isFunctionKey: false) {
            keys.append(key)
        }
        return keys
    }

    /// At the end of a read: held characters that turned out not to be a marker. (A paste
    /// under way goes on in the next read.)
    mutating func endOfInput() -> [Key] {
        guard paste == nil else { return [] }
        // `ESC [` at the end of a read is a sequence cut between reads (a lone Escape comes
        // alone); it goes on in the next read.
        if pending == [27, 91] {
            (sequence, pending) = (pending, [])
            return []
        }
        return flushPending()
    }

    private mutating func flushPending() -> [Key] {
        let held = pending
        pending = []
        if paste != nil {
            for value in held { appendToPaste(value) }
            return []
        }
        return held.compactMap { Self.decode(wint_t($0), isFunctionKey: false) }
    }

    /// Pasted text: tabs and line breaks become spaces, other controls are dropped.
    private mutating func appendToPaste(_ value: UInt32) {
        guard pasteLength < Self.maximumPaste, let scalar = Unicode.Scalar(value) else { return }
        switch value {
        case 9, 10, 13: paste?.append(" ")
        case 0..<32, 0x7F...0x9F: return
        default: paste?.append(scalar)
        }
        pasteLength += 1
    }

    /// The key a whole control sequence names: `ESC [ A`…`D` and `ESC O A`…`D` arrows, `H`/`F`
    /// Home and End, `1~`/`7~` Home, `4~`/`8~` End, `5~`/`6~` pages (modifiers ignored); nil
    /// for any other.
    static func sequenceKey(_ sequence: [UInt32]) -> Key? {
        guard sequence.count >= 3, let final = sequence.last else { return nil }
        let parameters = String(decoding: sequence.dropFirst(2).dropLast().map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
        let first = parameters.split(separator: ";").first.map(String.init) ?? ""
        switch final {
        case 65: return .up
        case 66: return .down
        case 67: return .right
        case 68: return .left
        case 72: return .home
        case 70: return .end
        case 126 where sequence[1] == 91:
            switch first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }

    static func decode(_ value: wint_t, isFunctionKey: Bool) -> Key? {
        let code = Int32(bitPattern: value)
        if isFunctionKey {
            switch code {
            case KEY_UP: return .up
            case KEY_DOWN: return .down
            case KEY_LEFT: return .left
            case KEY_RIGHT: return .right
            case KEY_PPAGE: return .pageUp
            case KEY_NPAGE: return .pageDown
            case KEY_HOME, KEY_A1: return .home
            case KEY_END, KEY_C1: return .end
            case KEY_ENTER: return .enter
            case KEY_BACKSPACE: return .backspace
            case KEY_BTAB: return .backTab
            default: return nil
            }
        }
        switch code {
        case 27: return .escape
        case 10, 13: return .enter
        case 9: return .tab
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(96 + code))))
        case 0..<32: return nil
        default:
            guard let scalar = Unicode.Scalar(UInt32(bitPattern: code)) else { return nil }
            return .character(Character(scalar))
        }
    }
}
