/// The terminal's clipboard escape, OSC 52 (`ESC ] 52 ; c ; base64 BEL`): xterm, kitty,
/// WezTerm, foot, iTerm2 and Windows Terminal set their clipboard from it, over SSH too, and
/// tmux takes it into a paste buffer (and passes it on to its own terminal) with
/// `set-clipboard on`. It is written to the terminal between frames, so it never lands inside
/// ncurses' output.
enum Clipboard {
    /// Encoded bytes at most: some terminals drop longer sequences (hterm stops near 100 KB).
    static let maximumEncoded = 100_000

    /// The escape sequence that puts `text` on the clipboard, or nil when it is too long.
    static func sequence(for text: String) -> [UInt8]? {
        let encoded = base64(Array(text.utf8))
        guard encoded.count <= maximumEncoded else { return nil }
        return Array("\u{1B}]52;c;".utf8) + encoded + [0x07]
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let a = UInt32(bytes[index])
            let b = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
            let c = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
            let triple = a << 16 | b << 8 | c
            out.append(alphabet[Int(triple >> 18 & 63)])
            out.append(alphabet[Int(triple >> 12 & 63)])
            out.append(index + 1 < bytes.count ? alphabet[Int(triple >> 6 & 63)] : UInt8(ascii: "="))
            out.append(index + 2 < bytes.count ? alphabet[Int(triple & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return out
    }
}
