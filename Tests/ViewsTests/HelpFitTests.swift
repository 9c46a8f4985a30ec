import Browser
import Foundation
import Testing
import TextLayout
import Views

/// The help overlay on a narrow screen: text that does not fit ends with "…", measured in
/// display columns, never cut silently.
@MainActor
@Suite("Help overlay fits")
struct HelpFitTests {
    /// The text of `row` between the frame's edges.
    static func inside(_ row: String) -> String {
        var text = Substring(row).trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("│") { text.removeFirst() }
        if text.hasSuffix("│") { text.removeLast() }
        return text.trimmingCharacters(in: .whitespaces)
    }

    @Test("At 40 columns every line of the real help, scrolled through, is whole or ends in …")
    func realHelpAt40() async {
        let model = await Scenes.pikachu()
        _ = model.handle(.character("?"))
        var shown: [String] = []
        for _ in 0..<80 {
            shown += Scenes.render(model, 40, 12).lines.map(Self.inside)
            _ = model.handle(.down)
        }
        guard let help = model.state.help else { Issue.record("the help closed"); return }
        let labelWidth = help.lines.filter { !$0.isHeading }.map { DisplayWidth.of($0.keys) }.max() ?? 0
        var cut = 0
        for line in help.lines where !line.isHeading && !line.summary.isEmpty {
            let head = DisplayWidth.pad(line.keys, to: labelWidth) + "  "
            let candidates = shown.filter { $0.hasPrefix(head) }.map { String($0.dropFirst(head.count)).trimmingCharacters(in: .whitespaces) }
            #expect(!candidates.isEmpty, "'\(line.keys)' never shown")
            if candidates.contains(line.summary) { continue }
            cut += 1
            #expect(candidates.contains { $0.hasSuffix("…") && line.summary.hasPrefix(String($0.dropLast())) }, "'\(line.summary)' shown as \(candidates)")
        }
        #expect(cut > 0)
    }

    @Test("Wide characters, a long heading and the footer end in … within the frame")
    func drawn() {
        let help = HelpState(
            lines: [
                HelpState.Line(keys: "A heading far too long for a narrow overlay", summary: "", isHeading: true),
                HelpState.Line(keys: "Tab", summary: "next link on screen or beyond it"),
                HelpState.Line(keys: "x", summary: "漢字漢字漢字漢字漢字漢字漢字漢字漢字"),
            ], footer: "↑↓ scroll  Esc close")
        var grid = CellGrid(width: 20, height: 8)
        HelpView.draw(help, into: &grid, theme: .standard)
        let rows = grid.lines.map(Self.inside).filter { !$0.isEmpty && !$0.hasPrefix("┌") && !$0.hasPrefix("└") }
        #expect(rows.count == 4)
        for row in rows {
            #expect(row.hasSuffix("…"), "'\(row)'")
            #expect(DisplayWidth.of(row) <= 16)
        }
    }
}
