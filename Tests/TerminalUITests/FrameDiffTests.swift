import Testing
import TerminalUI
import TextLayout
import Views

@Suite("Frame diff")
struct FrameDiffTests {
    func grid(_ lines: [String], width: Int = 6) -> CellGrid {
        var grid = CellGrid(width: width, height: lines.count)
        for (y, line) in lines.enumerated() { grid.put(line, x: 0, y: y) }
        return grid
    }

    @Test("With nothing on screen the frame is drawn whole: erased, every cell written")
    func first() {
        let diff = FrameDiff(from: nil, to: grid(["ab", "cd"], width: 3))
        #expect(diff.isFull)
        #expect(diff.changes.count == 6)
        #expect(diff.changes.first == FrameDiff.Change(x: 0, y: 0, cell: Cell("a")))
        #expect(diff.changes.last == FrameDiff.Change(x: 2, y: 1, cell: .blank))
    }

    @Test("The same frame again writes nothing; one changed cell writes that cell alone")
    func changes() {
        let before = grid(["hello", "world"])
        #expect(FrameDiff(from: before, to: before).isEmpty)
        let after = grid(["hello", "wOrld"])
        let diff = FrameDiff(from: before, to: after)
        #expect(!diff.isFull)
        #expect(diff.changes == [FrameDiff.Change(x: 1, y: 1, cell: Cell("O"))])
    }

    @Test("A change of style alone is a change")
    func style() {
        let before = grid(["ab"])
        var after = CellGrid(width: 6, height: 1)
        after.put("a", x: 0, y: 0)
        after.put("b", x: 1, y: 0, style: .reverse)
        #expect(FrameDiff(from: before, to: after).changes == [FrameDiff.Change(x: 1, y: 0, cell: Cell("b", style: .reverse))])
    }

    @Test("Another size is drawn whole")
    func resized() {
        let diff = FrameDiff(from: grid(["ab"], width: 4), to: grid(["ab"], width: 5))
        #expect(diff.isFull && diff.changes.count == 5)
    }

    @Test("The right half of a wide character is never written; the character covers it")
    func wide() {
        let before = grid(["abc"])
        let after = grid(["a語c"])
        let diff = FrameDiff(from: before, to: after)
        // 語 over b and c; then c moves one column right.
        #expect(diff.changes == [FrameDiff.Change(x: 1, y: 0, cell: Cell("語")), FrameDiff.Change(x: 3, y: 0, cell: Cell("c"))])
        #expect(FrameDiff(from: nil, to: after).changes.map(\.x) == [0, 1, 3, 4, 5])
    }
}
