import CatalogKit
import Testing
import TextLayout
import Views

@Suite("Cell grid and text")
struct CellGridTests {
    @Test("Control characters never reach the grid; tabs and breaks become spaces")
    func controls() {
        var grid = CellGrid(width: 40, height: 1)
        grid.put("A\u{1B}[31mred\u{07}\u{1B}]0;title\u{07}\tB\nC\u{202E}D\u{9B}", x: 0, y: 0)
        let text = grid.lines[0]
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        #expect(text == "A[31mred]0;title B CD")
    }

    @Test("Wide characters take two columns and are never cut in half")
    func wide() {
        var grid = CellGrid(width: 5, height: 1)
        let used = grid.put("ピカチュウ", x: 0, y: 0)
        #expect(used == 4)
        #expect(grid.lines[0] == "ピカ")
        #expect(grid[1, 0].isContinuation)
        #expect(DisplayWidth.of("ピカチュウ") == 10)
        #expect(DisplayWidth.of("Flabébé") == 7)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("👍🏽") == 2)
    }

    @Test("Overwriting half of a wide character clears the other half")
    func overwrite() {
        var grid = CellGrid(width: 4, height: 1)
        grid.put("漢字", x: 0, y: 0)
        grid.put("x", x: 1, y: 0)
        #expect(grid.lines[0] == " x字")
    }

    @Test("Truncation and wrapping count display columns")
    func truncation() {
        #expect(DisplayWidth.truncate("Nidoran♀ and friends", to: 10) == "Nidoran♀ …")
        #expect(DisplayWidth.truncate("ピカチュウ", to: 5) == "ピカ…")
        #expect(TextWrap.wrap("one two three", width: 7) == ["one two", "three"])
        #expect(TextWrap.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWrap.wrap("ピカチュウ", width: 4) == ["ピカ", "チュ", "ウ"])
        #expect(TextWrap.wrap("a\nb", width: 4) == ["a", "b"])
    }

    @Test("Network text is cleaned: breaks, form feeds and soft hyphens")
    func displayText() {
        #expect(DisplayText.line("It stores\nelectricity\u{0C}in its\u{AD} cheeks.") == "It stores electricity in its cheeks.")
        #expect(DisplayText.paragraphs("Step 1.\r\nMix.\r\n\r\nStep 2.\r\n ") == "Step 1. Mix.\nStep 2.")
        #expect(DisplayText.title(fromSlug: "generation-iv") == "Generation IV")
        #expect(DisplayText.title(fromSlug: "lightning-rod") == "Lightning Rod")
        // A slug is network text too: controls go before it becomes a title.
        #expect(DisplayText.title(fromSlug: "fire\u{1B}[31m-\u{202E}type\u{07}") == "Fire[31m Type")
    }
}
