import Foundation
import Glibc
import PokemonCatalog
import Testing
import TestSupport

/// The C library's `wcwidth` (what tmux and ncurses measure with; not importable as is).
@_silgen_name("wcwidth")
private func libcWidth(_ character: Int32) -> Int32

/// Names that a width table of its own, or a joiner sent to the terminal, would misplace.
@Suite("Wide, narrow and joined characters in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct WidthTmuxTests {
    static let names: [(slug: String, species: Int, english: String, shown: String)] = [
        ("ivysaur", 2, "Ivysaur", "🏳 Ivysaur"),
        ("venusaur", 3, "Venusaur", "🏳️‍🌈 Venusaur"),
        ("charmander", 4, "Charmander", "👩‍👩‍👧 Charmander"),
        ("pikachu", 25, "Pikachu", "䷀ Pikachu"),
    ]

    /// The character that tmux shows at display column `column` of `line`, or nil.
    static func character(at column: Int, in line: Substring) -> Character? {
        var position = 0
        for character in line {
            if position == column { return character }
            let first = character.unicodeScalars.first.map { Int(libcWidth(Int32(bitPattern: $0.value))) } ?? 0
            position += max(0, first)
            if position > column { return nil }
        }
        return nil
    }

    @Test("Every border stays in its column while moving through 🏳, 🏳️‍🌈, a ZWJ family and ䷀")
    func bordersStayPut() async throws {
        _ = setlocale(LC_CTYPE, "C.UTF-8")
        // The demo folder, with the four names replaced in an overlay the server reads first.
        let demo = try #require(DemoFolders.pokemon)
        let overlay = FileManager.default.temporaryDirectory.appendingPathComponent("explore-widths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: overlay) }
        func rewrite(_ path: String, _ edit: (String) -> String) throws {
            let text = try String(contentsOf: demo.appendingPathComponent(path), encoding: .utf8)
            let target = overlay.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try edit(text).write(to: target, atomically: true, encoding: .utf8)
        }
        try rewrite("api/v2/pokemon/index.json") { text in
            Self.names.reduce(text) { $0.replacingOccurrences(of: "\"name\": \"\($1.slug)\"", with: "\"name\": \"\($1.shown)\"") }
        }
        for name in Self.names {
            try rewrite("api/v2/pokemon-species/\(name.species)/index.json") {
                $0.replacingOccurrences(of: "\"name\": \"\(name.english)\"", with: "\"name\": \"\(name.shown)\"")
            }
        }
        let server = try await FixtureServer(root: demo, overlay: overlay)
        defer { server.stop() }
        let command =
            "cd /tmp && XDG_CACHE_HOME=$(mktemp -d) LANG=C.UTF-8 '\(PackagePaths.explore.path)' pokemon --base-url \(server.origin.absoluteString)/api/v2; echo \"EXIT=$?\"; sleep 600"
        let tmux = try TmuxSession(command: command)
        try await tmux.wait("the list") { $0.contains("Bulbasaur") && $0.contains("Ivysaur") }
        // Down through the four names and back up, checking every frame once its detail is in.
        for (step, key) in ["j", "j", "j", "j", "j", "k", "k", "k", "k", "k"].enumerated() {
            try tmux.keys(key)
            let index = step < 5 ? step + 1 : 9 - step
            let screen = try await tmux.wait("the detail of entry \(index + 1)") { screen in
                screen.contains("\(index + 1)/14") && screen.contains("Base stats")
            }
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count >= 29)
            for (row, line) in lines.prefix(29).enumerated() {
                let edges: [(Int, Set<Character>)] = [(0, ["┌", "│", "└"]), (33, ["┐", "│", "┘"]), (34, ["┌", "│", "└"]), (99, ["┐", "│", "┘"])]
                for (column, borders) in edges {
                    let found = Self.character(at: column, in: line)
                    #expect(
                        found.map(borders.contains) == true,
                        "entry \(index + 1): row \(row) column \(column) shows \(found.map(String.init) ?? "nothing"):\n\(line)")
                }
            }
            #expect(!screen.unicodeScalars.contains { $0 == "\u{200D}" || $0 == "\u{FE0F}" }, "a joiner or selector reached the terminal")
        }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("A 12 KB bracketed paste into search is one edit, cut to 100 characters, and no command")
    func bracketedPaste() async throws {
        let server = try await FixtureServer(root: #require(DemoFolders.pokemon))
        defer { server.stop() }
        let command =
            "cd /tmp && XDG_CACHE_HOME=$(mktemp -d) LANG=C.UTF-8 '\(PackagePaths.explore.path)' pokemon --base-url \(server.origin.absoluteString)/api/v2; echo \"EXIT=$?\"; sleep 600"
        let tmux = try TmuxSession(command: command)
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        try tmux.literal("/")
        try await tmux.wait("the search bar") { $0.contains("/14") || $0.contains("match") || $0.contains("/") }
        // Text with line breaks and `q`s: typed, it would quit; pasted, it is a query.
        let text = "pikachu\nq" + String(repeating: " qqqq\n", count: 2_000)
        try tmux.command("set-buffer", "--", text)
        try tmux.command("paste-buffer", "-p")
        // The bar shows the end of the long query, where typing goes on, after "…".
        let screen = try await tmux.wait("the pasted query") { $0.contains("/…") && $0.contains("qqqq qqqq qqqq") }
        #expect(!screen.contains("EXIT="))
        try tmux.keys("C-u")
        try tmux.literal("pika")
        try await tmux.wait("typing after the paste") { $0.contains("1 match") }
        try tmux.keys("Escape", "q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
        #expect(try tmux.display("#{alternate_on}") == "0")
    }
}
