#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Keys as the config file names them (`Q`, `ctrl-q`, `^Q`, `enter`, `pgdn`, `space`) and as
/// help shows them (`Q`, `^Q`, `Enter`, `PgDn`, `Space`).
public enum KeyName {
    private static let named: [(names: [String], key: Key, label: String)] = [
        (["enter", "return"], .enter, "Enter"), (["esc", "escape"], .escape, "Esc"),
        (["tab"], .tab, "Tab"), (["backtab", "shift-tab", "s-tab"], .backTab, "S-Tab"),
        (["up"], .up, "↑"), (["down"], .down, "↓"), (["left"], .left, "←"), (["right"], .right, "→"),
        (["pgup", "pageup", "page-up"], .pageUp, "PgUp"), (["pgdn", "pagedown", "page-down"], .pageDown, "PgDn"),
        (["home"], .home, "Home"), (["end"], .end, "End"), (["backspace", "bs"], .backspace, "⌫"),
        (["space"], .character(" "), "Space"),
    ]

    /// Ctrl chords the terminal turns into signals or other keys, so they never arrive as such.
    private static let unusableControls: Set<Character> = ["c", "z", "m", "i", "h", "j", "["]

    /// The key `text` names, or why it names none.
    public static func parse(_ text: String) -> Result<Key, KeyNameError> {
        let trimmed = text.trimmingWhitespace()
        if trimmed.count == 1, let character = trimmed.first, !character.isWhitespace,
            character.unicodeScalars.allSatisfy({ $0.value >= 0x21 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) })
        {
            return .success(.character(character))
        }
        let lower = trimmed.lowercased()
        if let entry = named.first(where: { $0.names.contains(lower) }) { return .success(entry.key) }
        for prefix in ["ctrl-", "ctrl+", "c-", "^"] where lower.hasPrefix(prefix) && lower.count == prefix.count + 1 {
            guard let letter = lower.last, letter.isASCII, letter.isLetter || letter == "[" else { break }
            guard !unusableControls.contains(letter) else { return .failure(KeyNameError(text: trimmed, reason: "is not a key the terminal passes on")) }
            return .success(.control(letter))
        }
        return .failure(KeyNameError(text: trimmed, reason: "is not a key name (a character, ctrl-x, enter, esc, tab, space, up, pgdn, home…)"))
    }

    /// How help and the status bar show `key`.
    public static func label(_ key: Key) -> String {
        if let entry = named.first(where: { $0.key == key }) { return entry.label }
        switch key {
        case let .character(character): return String(character)
        case let .control(letter): return "^" + letter.uppercased()
        default: return "?"
        }
    }
}

/// A key name the config file cannot use, and why.
public struct KeyNameError: Error, Sendable, Equatable {
    public var text: String
    public var reason: String
}
