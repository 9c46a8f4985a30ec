/// Text shown back on a terminal that came from outside the app (an argument, an
/// environment variable, a file name, a planted title): control characters (C0, DEL, C1) are
/// written as escapes (`\e`, `\t`, `\x07`, `\u{9B}`), and so are bidirectional and other
/// format characters (`\u{202E}`), so that it cannot retitle, repaint or reorder the terminal
/// it is printed on. The one escaping of the app's messages.
public enum ControlEscaping {
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x1B: result += "\\e"
            case 0x09: result += "\\t"
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x00..<0x20, 0x7F:
                result += "\\x" + hex(scalar.value, digits: 2)
            case _ where DisplayText.isInvisible(scalar):
                result += "\\u{" + hex(scalar.value, digits: 2) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
