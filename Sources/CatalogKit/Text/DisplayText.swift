import Networking

/// Cleaning of text that comes from the network: the one place it happens, in the mappers,
/// before text is stored in entries and details, so the views get clean text. It also
/// normalises the whitespace that APIs put in prose (PokéAPI's `\n` and `\f`, TheMealDB's
/// `\r\n`). The views keep only a last defence per cell: ``isInvisible(_:)`` scalars are
/// never drawn. A secret the app sends (the Geoapify key) is masked here too, so a server
/// that echoes it in a name, a phone number or a website never gets it on screen.
public enum DisplayText {
    /// One line: control and format characters removed, soft hyphens dropped, runs of
    /// whitespace folded to one space, ends trimmed; known secrets masked (`***`).
    public static func line(_ text: String) -> String {
        Redaction.maskKnownSecrets(in: folded(text))
    }

    /// ``line(_:)`` without the masking.
    private static func folded(_ text: String) -> String {
        asciiFolded(text) ?? foldedByScalar(text)
    }

    /// ``folded(_:)`` a byte at a time for text that is all ASCII, the same result; nil for
    /// any other text.
    static func asciiFolded(_ text: String) -> String? {
        ASCIIFold.fold(text) { byte in
            switch byte {
            case 0x09...0x0D, 0x20: return .space
            case 0x00...0x1F, 0x7F: return .drop
            default: return .keep(byte)
            }
        }
    }

    /// ``folded(_:)`` for any text, a scalar at a time.
    static func foldedByScalar(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{AD}" { continue }  // soft hyphen: an invisible break hint
            if isSpaceLike(scalar) {
                pendingSpace = !result.isEmpty
                continue
            }
            if isInvisible(scalar) { continue }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// Prose with paragraphs: like ``line(_:)`` within each paragraph; blank lines separate
    /// paragraphs, which are joined with a single `\n`.
    public static func paragraphs(_ text: String) -> String {
        let unified = text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
        var paragraphs: [String] = []
        var current: [String] = []
        for rawLine in unified.split(separator: "\n", omittingEmptySubsequences: false) {
            let cleaned = line(String(rawLine))
            if cleaned.isEmpty {
                if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
                current = []
            } else {
                current.append(cleaned)
            }
        }
        if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
        return paragraphs.joined(separator: "\n")
    }

    /// Whitespace and the C0/C1 controls that act like it (tab, line and page breaks).
    static func isSpaceLike(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{0B}" || scalar == "\u{0C}"
    }

    /// Controls and bidirectional or other format characters that would move the cursor,
    /// ring the bell, start an escape sequence or reorder text on a terminal.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF, 0xFFF9...0xFFFB: return true
        default: return false
        }
    }

    private static let romanNumerals: Set<String> = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"]

    /// Words a title keeps in lower case unless they start it: "Family of Four".
    private static let minorWords: Set<String> = ["of", "the", "and"]

    /// Words whose capitals are not just the first letter.
    private static let mixedCaseWords = ["phd": "PhD"]

    /// "generation-iv" → "Generation IV", "lightning-rod" → "Lightning Rod",
    /// "maushold-family-of-four" → "Maushold Family of Four", "pikachu-phd" → "Pikachu PhD":
    /// an API slug made readable. Words that are Roman numerals stay upper case. The slug is
    /// cleaned as ``line(_:)`` cleans first.
    public static func title(fromSlug slug: String) -> String {
        line(slug).split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
            .enumerated()
            .map { index, word -> String in
                let lower = word.lowercased()
                if romanNumerals.contains(lower) {
                    return lower.uppercased()
                }
                if let mixed = mixedCaseWords[lower] { return mixed }
                if index > 0 && minorWords.contains(lower) { return lower }
                return lower.prefix(1).uppercased() + lower.dropFirst()
            }
            .joined(separator: " ")
    }
}
