import FoundationEssentials

/// A pattern that finds one secret in any encoding it can take on its way to a server and
/// back: as typed; percent-encoded, fully or partly, with upper- or lower-case hex, once or
/// twice (as sent on the wire, or as a server re-encodes it); form-encoded (a space as `+`)
/// and form-decoded (a raw `+` read as a space); escaped in JSON (`\u00e9`) or HTML (`&amp;`).
/// Each character of the secret may take any of its forms, so mixtures match too.
///
/// Characters that a terminal does not show (controls, format characters such as a
/// zero-width space or a soft hyphen, variation selectors) and combining marks (an accent put
/// on a letter) may stand between any two of the secret's characters: the secret with them
/// inside still reads as the secret. Letters match in either case, and ASCII in its
/// full-width form too.
///
/// The pattern runs twice: over Unicode scalars (so a secret followed by a combining mark is
/// still found), and over characters, where Swift compares canonically (so a key typed as
/// "é" is found where it comes back as "e\u{301}").
///
/// `@unchecked Sendable`: a `Regex` is an immutable value once made (its compiled program is
/// built once, safely, on first use); `AnyRegexOutput` alone keeps it from being `Sendable`.
struct SecretPattern: @unchecked Sendable {
    let scalarExpression: Regex<AnyRegexOutput>
    let characterExpression: Regex<AnyRegexOutput>

    init?(_ secret: String) {
        let scalars = Array(secret.unicodeScalars)
        var parts: [String] = []
        var index = 0
        while index < scalars.count {
            // A "%20" in the secret may come back decoded (a server that decodes twice).
            if scalars[index] == "%", index + 2 < scalars.count,
                let byte = UInt8(String(String.UnicodeScalarView(scalars[(index + 1)...(index + 2)])), radix: 16), byte < 0x80
            {
                let literal = scalars[index...(index + 2)].map(Self.alternatives(for:)).joined()
                parts.append("(?:" + literal + "|" + Self.alternatives(for: Unicode.Scalar(byte)) + ")")
                index += 3
                continue
            }
            parts.append(Self.alternatives(for: scalars[index]))
            index += 1
        }
        let pattern = parts.joined(separator: Self.invisible)
        guard let expression = try? Regex(pattern) else { return nil }
        scalarExpression = expression.matchingSemantics(.unicodeScalar)
        characterExpression = expression.matchingSemantics(.graphemeCluster)
    }

    /// Any run of scalars a terminal draws as nothing.
    static let invisible = "[\\p{Cc}\\p{Cf}\\p{Mn}\\p{Default_Ignorable_Code_Point}]*"

    /// `text` with every occurrence replaced by `mask`.
    func mask(in text: String, with mask: String) -> String {
        text.replacing(scalarExpression, with: mask).replacing(characterExpression, with: mask)
    }

    /// Where the secret is in `text`, by either reading.
    func ranges(in text: String) -> [Range<String.Index>] {
        text.ranges(of: scalarExpression) + text.ranges(of: characterExpression)
    }

    /// Whether `text` holds the secret in any form.
    func isFound(in text: String) -> Bool {
        text.contains(scalarExpression) || text.contains(characterExpression)
    }

    /// `text` as a pattern matching exactly it: letters and digits as they are, every other
    /// scalar as `\x{…}`.
    static func escapedPattern(for text: String) -> String {
        text.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                ? String(scalar) : "\\x{" + String(scalar.value, radix: 16) + "}"
        }.joined()
    }

    /// A regex group matching `scalar` in each of its forms.
    static func alternatives(for scalar: Unicode.Scalar) -> String {
        var forms = [escapedPattern(for: String(scalar))]
        // A letter in either case (a server that upper-cases what it echoes), and any printable
        // ASCII character in its full-width form (U+FF01…U+FF5E), which reads the same.
        if scalar.isASCII, scalar.properties.isAlphabetic {
            forms = ["[" + String(scalar).lowercased() + String(scalar).uppercased() + "]"]
        }
        if scalar.isASCII, (0x21...0x7E).contains(scalar.value) {
            let letters = scalar.properties.isAlphabetic ? [String(scalar).lowercased(), String(scalar).uppercased()] : [String(scalar)]
            forms += letters.compactMap { $0.unicodeScalars.first.flatMap { Unicode.Scalar($0.value + 0xFEE0) } }.map {
                "\\x{" + String($0.value, radix: 16) + "}"
            }
        }
        let bytes = Array(String(scalar).utf8)
        // Percent-encoded, once (`%C3%A9`) or twice (`%25C3%25A9`), any hex case.
        forms.append(bytes.map { "%(?:25)?" + hex($0) }.joined())
        // Form encoding turns a space into `+` (then perhaps `%2B`); form decoding reads a
        // raw `+` as a space (then perhaps re-encoded as `%20`).
        if scalar == " " { forms += ["\\+", "%(?:25)?2[bB]"] }
        if scalar == "+" { forms += [" ", "%(?:25)?20"] }
        // JSON escapes: one \uXXXX, or a surrogate pair beyond the BMP.
        forms.append(String(scalar).utf16.map { "\\\\u" + hex(UInt16($0)) }.joined())
        // UTF-8 read as Latin-1 by a server that guessed the charset wrong ("é" as "Ã©").
        if bytes.count > 1 {
            forms.append(escapedPattern(for: String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))))
        }
        // HTML character references.
        forms.append("&#0*\(scalar.value);")
        forms.append("&#[xX]0*" + hexDigits(String(scalar.value, radix: 16)) + ";")
        if let named = htmlNames[scalar] { forms.append(named) }
        return "(?:" + forms.joined(separator: "|") + ")"
    }

    private static let htmlNames: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"]

    /// A two-digit hex byte, either case.
    private static func hex(_ byte: UInt8) -> String {
        hexDigits(String(byte, radix: 16).leftPadded(to: 2))
    }

    /// A four-digit hex code unit, either case.
    private static func hex(_ unit: UInt16) -> String {
        hexDigits(String(unit, radix: 16).leftPadded(to: 4))
    }

    /// Hex digits where each letter matches either case.
    private static func hexDigits(_ digits: String) -> String {
        digits.map { $0.isLetter ? "[\($0.lowercased())\($0.uppercased())]" : String($0) }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
