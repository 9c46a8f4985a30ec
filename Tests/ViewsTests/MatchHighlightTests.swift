import Browser
import CatalogKit
import Testing
import TextLayout
@testable import Views

/// Search results mark the letters the query matched, fzf-style.
@MainActor
@Suite("Matched letters marked")
struct MatchHighlightTests {
    @Test("A run where the title holds the query, a word's start first; else the letters in order; accents and case ignored")
    func columns() {
        #expect(MatchHighlight.columns(of: "pika", in: "Pikachu") == [0, 1, 2, 3])
        #expect(MatchHighlight.columns(of: "chu", in: "Pikachu") == [4, 5, 6])
        #expect(MatchHighlight.columns(of: "mime", in: "Mr. Mime") == [4, 5, 6, 7])
        #expect(MatchHighlight.columns(of: "flabe", in: "Flabébé") == [0, 1, 2, 3, 4])
        #expect(MatchHighlight.columns(of: "mrm", in: "Mr. Mime") == [0, 1, 4])
        #expect(MatchHighlight.columns(of: "xyz", in: "Pikachu").isEmpty)
        // Display columns: a wide character before the match counts two.
        #expect(MatchHighlight.columns(of: "b", in: "ピb") == [2])
    }

    @Test("On screen: the matched letters of each result are bold and underlined")
    func onScreen() async throws {
        let model = await Scenes.model()
        _ = model.handle(.character("/"))
        for letter in "pich" { _ = model.handle(.character(letter)) }
        await model.settle()
        let grid = Scenes.render(model, 80, 24)
        let row = try #require(grid.lines.firstIndex { $0.contains("#172 Pichu") })
        let start = try #require(grid.lines[row].range(of: "Pichu")).lowerBound.utf16Offset(in: grid.lines[row])
        let marked = (start..<start + 5).map { grid[$0, row].style.underline }
        #expect(marked == [true, true, true, true, false])
    }
}
