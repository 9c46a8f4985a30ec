import CNcurses
import Browser

/// Turns what `wget_wch` returns into a ``Key``.
enum KeyDecoder {
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
