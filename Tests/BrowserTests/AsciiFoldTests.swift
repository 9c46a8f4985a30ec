import Testing

@testable import CatalogKit

/// The byte-at-a-time folds for ASCII text give what the character-at-a-time folds give.
@Suite("ASCII folds agree with the general folds")
struct AsciiFoldTests {
    /// Every ASCII byte alone, beside a letter, doubled and between spaces; and random strings.
    static var samples: [String] {
        var texts: [String] = []
        for value in 0..<128 {
            let byte = String(UnicodeScalar(UInt8(value)))
            texts += [byte, "a" + byte + "B", byte + byte, " " + byte + " ", "Mr. " + byte + "Mime", byte + "\r\n" + byte]
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...24, using: &generator)
            texts.append(String(decoding: (0..<length).map { _ in UInt8.random(in: 0...127, using: &generator) }, as: UTF8.self))
        }
        return texts + ["Farfetch'd", "Type: Null", "nidoran-f", "  Mr.  Mime  ", "Porygon-Z", "\t\u{7F}x\u{1B}[2Jy"]
    }

    @Test("SearchMatcher.fold")
    func searchFold() {
        for text in Self.samples {
            #expect(SearchMatcher.asciiFold(text) == SearchMatcher.foldByCharacter(text), "\(Array(text.utf8))")
        }
        #expect(SearchMatcher.asciiFold("Évoli") == nil)
    }

    @Test("DisplayText.line's fold")
    func lineFold() {
        for text in Self.samples {
            #expect(DisplayText.asciiFolded(text) == DisplayText.foldedByScalar(text), "\(Array(text.utf8))")
        }
        #expect(DisplayText.asciiFolded("caf\u{E9}") == nil)
    }
}
