@testable import TerminalUI
import Testing

/// Sizes past what is drawn are never taken: ncurses crashes from 32,768 columns or rows.
@Suite("Terminal size guard")
struct TerminalSizeGuardTests {
    @Test("At start a size too large is capped, with the reason")
    func start() {
        let capped = TerminalSizeGuard(width: 40_000, height: 30)
        #expect(capped.size == (1_000, 30))
        #expect(capped.notice == "terminal 40000×30 is too large (at most 1000×500): staying at 1000×30")
        #expect(TerminalSizeGuard(width: 100, height: 30).notice == nil)
    }

    @Test("A resize too large keeps the last good size; a good one is taken")
    func resize() {
        var sizes = TerminalSizeGuard(width: 100, height: 30)
        sizes.resize(width: 32_768, height: 30)
        #expect(sizes.size == (100, 30) && sizes.notice?.contains("staying at 100×30") == true)
        sizes.resize(width: 120, height: 40)
        #expect(sizes.size == (120, 40) && sizes.notice == nil)
        sizes.resize(width: 0, height: 40)
        #expect(sizes.size == (120, 40) && sizes.notice == "terminal 0×40 has no size: staying at 120×40")
    }

    @Test("COLUMNS and LINES: huge numbers ignored with the reason; usable or non-numbers left to ncurses")
    func environment() {
        #expect(TerminalSizeGuard.oversized("COLUMNS", "4000000000", maximum: 1_000) == "COLUMNS=4000000000 is too large (at most 1000): ignored")
        #expect(
            TerminalSizeGuard.oversized("LINES", String(repeating: "9", count: 40), maximum: 500) == "LINES=999999999999… is too large (at most 500): ignored")
        #expect(TerminalSizeGuard.oversized("COLUMNS", "120", maximum: 1_000) == nil)
        #expect(TerminalSizeGuard.oversized("COLUMNS", "wide", maximum: 1_000) == nil)
        #expect(TerminalSizeGuard.oversized("COLUMNS", "40000x", maximum: 1_000) == nil, "ncurses ignores a value with trailing text")
        #expect(TerminalSizeGuard.oversized("COLUMNS", nil, maximum: 1_000) == nil)
    }

    @Test(
        "COLUMNS as ncurses reads it: hexadecimal, octal, a sign or leading blanks are numbers too",
        arguments: ["0x9C40", "0X9c40", "+40000", " 40000", "\t40000", "0116100"])
    func environmentAsNcursesReadsIt(value: String) {
        #expect(TerminalSizeGuard.ncursesNumber(value) == 40_000)
        #expect(TerminalSizeGuard.oversized("COLUMNS", value, maximum: 1_000)?.hasSuffix("is too large (at most 1000): ignored") == true)
    }
}
