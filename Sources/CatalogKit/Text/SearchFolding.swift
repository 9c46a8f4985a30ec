/// Accents and full-width forms folded away for forgiving search, from the Unicode data the
/// standard library carries (no table of our own): combining marks are dropped, a Latin
/// letter "WITH" a mark becomes its base letter ("LATIN SMALL LETTER E WITH ACUTE" → e, also
/// ø and ł), and the full-width ASCII forms (U+FF01–FF5E) and the ideographic space become
/// ASCII. Other letters (ß, ligatures, other scripts) stay as they are.
public enum SearchFolding {
    /// `text` with accents and widths folded; case is kept.
    public static func withoutAccents(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let folded = fold(scalar) { scalars.append(folded) }
        }
        return String(scalars)
    }

    /// The scalar folded, or nil when it is a mark to drop.
    private static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.isASCII { return scalar }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return nil
        default: break
        }
        if (0xFF01...0xFF5E).contains(scalar.value) { return Unicode.Scalar(scalar.value - 0xFEE0) }
        if scalar.value == 0x3000 { return " " }
        return baseLatinLetter(of: scalar) ?? scalar
    }

    /// "LATIN SMALL LETTER E WITH …" → "e"; "LATIN CAPITAL LETTER A WITH …" → "A".
    private static func baseLatinLetter(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard let name = scalar.properties.name, name.hasPrefix("LATIN "), name.contains(" WITH ") else { return nil }
        let words = name.split(separator: " ")
        guard words.count >= 5, words[2] == "LETTER", words[4] == "WITH", words[3].count == 1,
            let letter = words[3].unicodeScalars.first, ("A"..."Z").contains(letter)
        else { return nil }
        switch words[1] {
        case "CAPITAL": return letter
        case "SMALL": return Unicode.Scalar(letter.value + 0x20)
        default: return nil
        }
    }
}
