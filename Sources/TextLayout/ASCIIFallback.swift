import CatalogKit

/// Plain-ASCII stand-ins for text, for terminals whose locale is not UTF-8: accents
/// dropped, typographic punctuation straightened, symbols spelled out, anything else `?`.
public enum ASCIIFallback {
    static let replacements: [Character: String] = [
        "’": "'", "‘": "'", "“": "\"", "”": "\"", "«": "\"", "»": "\"", "–": "-", "—": "-",
        "…": "...", "·": "-", "•": "*", "♀": "(F)", "♂": "(M)", "×": "x", "→": "->", "←": "<-",
        "↑": "^", "↓": "v", "é": "e", "É": "E", "ß": "ss", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O",
        "⚠": "!", "█": "#", "\u{A0}": " ", "°": "", "©": "(c)", "®": "(R)", "€": "EUR", "£": "GBP",
    ]

    /// `text` in ASCII only.
    public static func transliterate(_ text: String) -> String {
        if text.allSatisfy(\.isASCII) { return text }
        var result = ""
        for character in text {
            if character.isASCII {
                result.append(character)
            } else if let replacement = replacements[character] {
                result += replacement
            } else {
                // Drop accents: the base letter of a Latin letter with marks.
                let base = SearchFolding.withoutAccents(String(character))
                if !base.isEmpty, base.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 && $0.value != 0x7F }) {
                    result += base
                } else {
                    result.append("?")
                }
            }
        }
        return result
    }
}
