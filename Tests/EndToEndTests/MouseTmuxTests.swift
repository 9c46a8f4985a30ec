import Foundation
import Testing
import TestSupport

/// The mouse, the clipboard, opening pages and sorting in the real binary, against the
/// loopback server serving the corpus's PokéAPI answers: issue 17's acceptance runs 1, 2 and
/// 5. `TERM=xterm-256color`, whose description has ncurses report the mouse in the SGR 1006
/// encoding; the clicks are written to the pane as a terminal would send them.
@Suite(
    "Mouse, copy, open and sort end to end in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"),
    .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct MouseTmuxTests {
    func start() async throws -> FixtureServer {
        try await FixtureServer(root: #require(Corpus.root).appendingPathComponent("pokeapi"))
    }

    func command(_ server: FixtureServer, _ arguments: String = "", environment: String = "") -> String {
        "cd /tmp && TERM=xterm-256color XDG_CACHE_HOME=$(mktemp -d) XDG_CONFIG_HOME=$(mktemp -d) LANG=C.UTF-8 \(environment) '\(PackagePaths.explore.path)' pokemon --base-url \(server.origin.absoluteString)/api/v2 \(arguments); echo \"EXIT=$?\"; sleep 600"
    }

    /// A press and release of the first button at screen column `x`, row `y` (from 0), SGR-encoded.
    func click(_ tmux: TmuxSession, _ x: Int, _ y: Int) throws {
        try tmux.literal("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m")
    }

    /// One notch of the wheel down (`down`) or up at column `x`, row `y`.
    func wheel(_ tmux: TmuxSession, down: Bool, _ x: Int, _ y: Int) throws {
        try tmux.literal("\u{1B}[<\(down ? 65 : 64);\(x + 1);\(y + 1)M")
    }

    /// Where `text` is on `screen` at or right of column `from`: (column, row).
    func find(_ text: String, on screen: String, from: Int = 0) -> (x: Int, y: Int)? {
        for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let characters = Array(line)
            let needle = Array(text)
            guard characters.count >= needle.count else { continue }
            for column in from...(characters.count - needle.count) where Array(characters[column..<column + needle.count]) == needle {
                return (column, row)
            }
        }
        return nil
    }

    @Test("Acceptance 1: a click on the fifth row selects it; the wheel scrolls the detail; a click on a link follows it; a click on the trail goes back")
    func clicks() async throws {
        let server = try await start()
        defer { server.stop() }
        let tmux = try TmuxSession(command: command(server))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") && $0.contains("1/1351") }
        #expect(try tmux.display("#{mouse_standard_flag} #{mouse_sgr_flag}") == "1 1")
        // Rows start under the frame: the fifth is screen row 5.
        try click(tmux, 10, 5)
        try await tmux.wait("Charmeleon selected and shown") { $0.contains("5/1351") && $0.contains("┌ Charmeleon") && $0.contains("Base stats") }
        try wheel(tmux, down: true, 60, 10)
        let scrolled = try await tmux.wait("the detail scrolled") { $0.split(separator: "\n").first?.contains("more ↑") == true }
        #expect(scrolled.contains("5/1351"))
        try wheel(tmux, down: false, 60, 10)
        let top = try await tmux.wait("the detail at its top") { $0.split(separator: "\n").first?.contains("more ↑") == false }
        // Charmeleon's type badge, in the detail pane (right of the list's 34 columns).
        let fire = try #require(find("Fire", on: top, from: 34))
        try click(tmux, fire.x + 1, fire.y)
        let type = try await tmux.wait("the Fire type screen") { $0.contains("Pokédex › Charmeleon › Fire") && $0.contains("Charmander") }
        let crumb = try #require(find("Pokédex", on: type))
        #expect(crumb.y == 0)
        try click(tmux, crumb.x + 2, 0)
        try await tmux.wait("back on the list, Charmeleon still selected") { !$0.contains("›") && $0.contains("5/1351") && $0.contains("┌ Charmeleon") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
        #expect(try tmux.display("#{mouse_standard_flag} #{mouse_sgr_flag} #{mouse_any_flag}") == "0 0 0")
    }

    @Test("--no-mouse leaves the mouse to the terminal: no reporting asked for")
    func noMouse() async throws {
        let server = try await start()
        defer { server.stop() }
        let tmux = try TmuxSession(command: command(server, "--no-mouse"))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") && $0.contains("1/1351") }
        #expect(try tmux.display("#{mouse_standard_flag} #{mouse_sgr_flag} #{mouse_any_flag}") == "0 0 0")
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
        #expect(try await run([PackagePaths.explore.path, "--help"]).output.contains("--no-mouse"))
        #expect(try await run([PackagePaths.explore.path, "--no-mouse=1"]).status == 64)
    }

    @Test("Acceptance 2: y on Pikachu writes OSC 52 with its name and address (tmux's buffer, set-clipboard on); o shows the address, or hands it to xdg-open")
    func copyAndOpen() async throws {
        let server = try await start()
        defer { server.stop() }
        // A stand-in for xdg-open that writes down what it was given.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let opener = folder.appendingPathComponent("xdg-open")
        try "#!/bin/sh\nprintf '%s\\n' \"$1\" > '\(folder.path)/opened'\n".write(to: opener, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)

        let tmux = try TmuxSession(command: command(server, environment: "env -u DISPLAY -u WAYLAND_DISPLAY"))
        try tmux.command("set-option", "-g", "set-clipboard", "on")
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        try tmux.literal("/pikachu")
        try await tmux.wait("Pikachu found") { $0.range(of: #"\d+ match"#, options: .regularExpression) != nil }
        try tmux.keys("Enter", "Enter")
        try await tmux.wait("Pikachu's detail") { $0.contains("Static") && $0.contains("Electric") }
        try tmux.keys("y")
        try await tmux.wait("the status bar's word") { $0.contains("copied Pikachu and its address") }
        let address = server.origin.absoluteString + "/api/v2/pokemon/25/"
        let buffer = try tmux.command("show-buffer").output
        #expect(buffer == "Pikachu " + address)
        // No graphical session: the address whole in the status bar.
        try tmux.keys("o")
        try await tmux.wait("the address in the status bar") { $0.split(separator: "\n").last?.contains(address) == true }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }

        // With one, the address goes to xdg-open (found on PATH), started on its own.
        let graphical = try TmuxSession(command: command(server, "pokemon/25", environment: "DISPLAY=:99 PATH='\(folder.path)':$PATH"))
        try await graphical.wait("Pikachu's page") { $0.contains("Static") && $0.contains("Electric") }
        try graphical.keys("o")
        try await graphical.wait("the status bar's word") { $0.contains("opening the resource in the browser") }
        var opened = ""
        for _ in 0..<100 where opened.isEmpty {
            opened = (try? String(contentsOf: folder.appendingPathComponent("opened"), encoding: .utf8)) ?? ""
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(opened == address + "\n")
        try graphical.keys("q")
        try await graphical.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("Acceptance 5: s sorts all 1,351 by name, Abomasnow first; s again goes back by number")
    func sort() async throws {
        let server = try await start()
        defer { server.stop() }
        let tmux = try TmuxSession(command: command(server))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") && $0.contains("1/1351") }
        try tmux.keys("s")
        try await tmux.wait("sorted by name") { $0.contains("order: by name") && $0.contains("/1351") }
        try tmux.keys("g")
        let sorted = try await tmux.wait("Abomasnow first") {
            $0.split(separator: "\n").dropFirst().first?.contains("Abomasnow") == true && $0.contains("1/1351")
        }
        #expect(sorted.split(separator: "\n")[2].contains("Abomasnow"))
        try tmux.keys("G")
        try await tmux.wait("the last by name") { $0.contains("1351/1351") }
        try tmux.keys("s")
        try await tmux.wait("back by number") { $0.contains("order: by number") && !$0.contains("by name") }
        try tmux.keys("g")
        try await tmux.wait("Bulbasaur first") { $0.split(separator: "\n").dropFirst().first?.contains("#001") == true && $0.contains("1/1351") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }
}
