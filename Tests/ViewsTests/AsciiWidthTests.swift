import Testing

@testable import TextLayout

/// The byte-at-a-time widths and cuts for ASCII text give what the character-at-a-time ones give.
@Suite("ASCII widths agree with the general widths")
struct AsciiWidthTests {
    /// Every ASCII byte alone, beside letters, before a combining mark and a wide letter; and
    /// random strings, some with a non-ASCII letter.
    static var samples: [String] {
        var texts: [String] = []
        for value in 0..<128 {
            let byte = String(UnicodeScalar(UInt8(value)))
            texts += [byte, "a" + byte + "B", byte + byte, "Mr. " + byte + "Mime", byte + "\r\n" + byte, "abcd" + byte + "\u{301}x", "ab" + byte + "ピカ"]
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...24, using: &generator)
            var bytes = (0..<length).map { _ in UInt8.random(in: 0...127, using: &generator) }
            if Bool.random(using: &generator), !bytes.isEmpty {
                bytes.insert(contentsOf: Array("é".utf8), at: Int.random(in: 0..<bytes.count, using: &generator))
            }
            texts.append(String(decoding: bytes, as: UTF8.self))
        }
        return texts + ["Farfetch'd", "Type: Null", "  Mr.  Mime  ", "Porygon-Z", "\t\u{7F}x\u{1B}[2Jy", "Pokémon"]
    }

    @Test("DisplayWidth.of and truncate, at every width from 0 to 26 and with two ellipses")
    func widthsAndCuts() {
        for text in Self.samples {
            #expect(DisplayWidth.of(text) == DisplayWidth.ofByCharacter(text), "\(Array(text.utf8))")
            for width in 0...26 {
                for ellipsis in ["…", "..."] {
                    #expect(
                        DisplayWidth.truncate(text, to: width, ellipsis: ellipsis) == DisplayWidth.truncateByCharacter(text, to: width, ellipsis: ellipsis),
                        "\(Array(text.utf8)) at \(width)")
                }
            }
        }
    }
}
