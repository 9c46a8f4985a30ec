import CatalogKit
import Testing
@testable import TextLayout
@testable import Views

@Suite("Long words and long texts")
struct LongTextTests {
    @Test("Wrapping a 100,000-character word measures each character once and cuts it into full lines")
    func hugeWord() {
        let word = String(repeating: "abcdefghij", count: 10_000)
        var measured = 0
        let lines = TextWrap.wrap("start " + word + " end", width: 37) { character in
            measured += 1
            return DisplayWidth.of(character)
        }
        #expect(measured == 100_000 + "start".count + "end".count)
        #expect(lines.first == "start")
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.count == 37 })
        let joined = lines.joined() == "start" + word + " end"  // (a Bool: the text is too long to print)
        #expect(joined)
        #expect(lines.last == String(word.suffix(100_000 % 37)) + " end")
    }

    @Test("Wide characters in a long word are never split, and one wider than the line is left out")
    func wideWord() {
        let word = String(repeating: "漢a", count: 1_000)
        let lines = TextWrap.wrap(word, width: 5)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 5 })
        let joined = lines.joined() == word
        #expect(joined)
        #expect(TextWrap.wrap("漢漢", width: 1) == [""])
    }

    @Test("Truncating a long text reads only as far as the width")
    func truncation() {
        #expect(DisplayWidth.truncate(String(repeating: "x", count: 100_000), to: 5) == "xxxx…")
        #expect(DisplayWidth.truncate("exactly", to: 7) == "exactly")
        #expect(DisplayWidth.truncate("exactly!", to: 7) == "exactl…")
    }

    @Test("A detail is laid out once per document and width: a later frame gets the same lines")
    func layoutOncePerWidth() {
        let cache = DetailLayoutCache(capacity: 2)
        let detail = Detail(title: "Long", sections: [DetailSection("Text", .paragraph(String(repeating: "w", count: 10_000)))])
        var layouts = 0
        func lines(_ detail: Detail, _ width: Int) -> [StyledLine] {
            cache.layout(for: detail, width: width, theme: .standard) {
                layouts += 1
                return DetailView.layout(detail, width: width, theme: .standard, retryKey: nil)
            }.lines
        }
        let first = lines(detail, 40)
        for _ in 0..<10 { #expect(lines(detail, 40) == first) }
        #expect(layouts == 1)
        #expect(lines(detail, 30) != first)
        #expect(layouts == 2)
        // Another document at the same width is laid out afresh, never served stale lines.
        var other = detail
        other.title = "Other"
        #expect(lines(other, 40).first?.text == "Other")
        #expect(layouts == 3)
        #expect(DetailView.lines(for: detail, width: 40, theme: .standard) == first)
    }
}
