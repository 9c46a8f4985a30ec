import Browser
import Networking
import Testing
import TextLayout
import Views

/// The screen's last defence: a known secret is masked on the cells as they will show, after
/// every cleaning and cutting of the text on its way there.
@Suite("Secrets on the final grid")
struct SecretOnScreenTests {
    static let key = "GridKey-4b8e17"

    @Test("A key with characters inside that the grid drops is masked where it shows, the rest kept")
    func maskedOnGrid() {
        Redaction.registerSecret(Self.key)
        var grid = CellGrid(width: 40, height: 2)
        grid.put("id Grid\u{200B}Key-4b\u{AD}8e17 end", x: 0, y: 0, style: .bold)
        grid.put("ピカ GridKey-4b8e17", x: 0, y: 1)
        grid.maskKnownSecrets()
        #expect(grid.lines[0].hasPrefix("id ***") && grid.lines[0].hasSuffix(" end"))
        #expect(!grid.lines.joined().contains(Self.key))
        #expect(grid[3, 0].style == .bold)
        #expect(grid.lines[1].hasPrefix("ピカ ***"))
    }

    @Test("A message screen that would show the key through a zero-width space shows ***")
    func messageScreen() {
        Redaction.registerSecret(Self.key)
        let state = MessageState(title: "Odd answer", paragraphs: ["The server said Grid\u{200B}Key-4b8e17 back."], keyMap: .message(canGoBack: true))
        let grid = AppView.render(.message(state), width: 60, height: 12)
        let text = grid.lines.joined(separator: "\n")
        #expect(!text.contains(Self.key) && text.contains("***"), "\(text)")
    }
}
