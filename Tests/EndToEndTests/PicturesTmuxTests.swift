import Foundation
import Testing
import TestSupport

/// Pictures in tmux against the loopback server, which serves the corpus's sprites and
/// meal photos: colour cells of `▀` read back with `capture-pane -e`.
@Suite(
    "Pictures end to end in tmux", .serialized,
    .enabled(if: tmuxAvailable, "tmux is not installed"), .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct PicturesTmuxTests {
    /// The app in a 256-colour tmux pane, `NO_COLOR` unset unless `environment` sets it (a
    /// test runner may set it for its own output).
    func command(_ arguments: String, environment: String = "") -> String {
        "cd /tmp && env -u NO_COLOR XDG_CACHE_HOME=$(mktemp -d) LANG=C.UTF-8 TERM=tmux-256color \(environment) '\(PackagePaths.explore.path)' \(arguments); echo \"EXIT=$?\"; sleep 600"
    }

    func pokemonServer() async throws -> FixtureServer {
        try await FixtureServer(root: #require(Corpus.root).appendingPathComponent("pokeapi"))
    }

    /// The picture on screen: rows holding half blocks right of `fromColumn`, how wide it
    /// spans, and the colours of the whole screen's escape sequences.
    struct Picture {
        var rows = 0
        var columns = 0
        var colors: Set<String> = []

        init(plain: String, escaped: String, fromColumn: Int) {
            var first = Int.max, last = -1
            for line in plain.split(separator: "\n", omittingEmptySubsequences: false) {
                let cells = Array(line)
                let marks = cells.indices.filter { $0 >= fromColumn && (cells[$0] == "▀" || cells[$0] == "▄") }
                guard !marks.isEmpty else { continue }
                rows += 1
                first = min(first, marks[0])
                last = max(last, marks[marks.count - 1])
            }
            columns = last >= first ? last - first + 1 : 0
            let pattern = /\[([0-9;]*)m/
            for match in escaped.matches(of: pattern) {
                let parts = match.output.1.split(separator: ";").map(String.init)
                var index = 0
                while index < parts.count {
                    if (parts[index] == "38" || parts[index] == "48"), index + 1 < parts.count {
                        let count = parts[index + 1] == "5" ? 1 : parts[index + 1] == "2" ? 3 : 0
                        colors.insert(parts[index...min(parts.count - 1, index + 1 + count)].dropFirst().joined(separator: ";"))
                        index += 2 + count
                    } else {
                        index += 1
                    }
                }
            }
        }
    }

    func capture(_ tmux: TmuxSession) throws -> String {
        try tmux.command("capture-pane", "-p", "-e").output
    }

    /// Waits, as ``TmuxSession/wait(for:_:until:)`` does, for the screen with its colours
    /// (`capture-pane -e`) to satisfy `condition`; whether it did.
    func waitEscaped(_ tmux: TmuxSession, for seconds: Double = 30, until condition: (String) -> Bool) async throws -> Bool {
        var patience = Patience(seconds: seconds)
        repeat {
            if condition(try capture(tmux)) { return true }
            try await Task.sleep(for: .milliseconds(50))
        } while patience.remains()
        return condition(try capture(tmux))
    }

    @Test("Acceptance 1: Pikachu at 100×30 with --sprites-url is at least 20×10 cells of ▀ in at least 8 colours; NO_COLOR shows none")
    func pikachu() async throws {
        let server = try await pokemonServer()
        defer { server.stop() }
        let origin = server.origin.absoluteString
        let tmux = try TmuxSession(command: command("pokemon --base-url \(origin)/api/v2 --sprites-url \(origin)/sprites/"))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        try tmux.keys("/")
        try tmux.literal("pikachu")
        try tmux.keys("Enter")
        let screen = try await tmux.wait("Pikachu's sprite") { $0.contains("Mouse Pokémon") && $0.filter { $0 == "▀" }.count > 100 }
        let picture = Picture(plain: screen, escaped: try capture(tmux), fromColumn: 34)
        #expect(picture.rows >= 10 && picture.columns >= 20, "\(picture.rows) rows × \(picture.columns) columns")
        #expect(picture.colors.count >= 8, "\(picture.colors)")
        // Bulbasaur's too, if the first row rested long enough before the search was typed.
        let sprites = server.requestedPaths().filter { $0.hasPrefix("/sprites/") }
        #expect(sprites.last == "/sprites/pokemon/25.png" && Set(sprites).isSubset(of: ["/sprites/pokemon/1.png", "/sprites/pokemon/25.png"]), "\(sprites)")
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }

        let plain = try TmuxSession(command: command("pokemon --base-url \(origin)/api/v2 --sprites-url \(origin)/sprites/", environment: "NO_COLOR=1"))
        try await plain.wait("the list") { $0.contains("Bulbasaur") }
        try plain.keys("/")
        try plain.literal("pikachu")
        try plain.keys("Enter")
        let none = try await plain.wait("Pikachu without a picture") { $0.contains("Mouse Pokémon") && $0.contains("Base stats") }
        #expect(!none.contains("▀") && !none.contains("▄"))
        // No box is kept and no placeholder drawn beside the text: the note is at the end.
        #expect(!none.contains("no picture"))
        try plain.keys("q")
        try await plain.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("Acceptance 2: a recipe shows its photo; places show the Braille map and each row's distance and direction")
    func recipeAndPlaces() async throws {
        let server = try await FixtureServer(root: #require(Corpus.root).appendingPathComponent("mealdb"))
        defer { server.stop() }
        let tmux = try TmuxSession(command: command("meals 52893 --base-url \(server.origin.absoluteString)/api/json/v1/1"))
        let screen = try await tmux.wait("the crumble's photo") { $0.contains("Apple & Blackberry Crumble") && $0.filter { $0 == "▀" }.count > 100 }
        let picture = Picture(plain: screen, escaped: try capture(tmux), fromColumn: 30)
        #expect(picture.rows >= 10 && picture.columns >= 20, "\(picture.rows) rows × \(picture.columns) columns")
        #expect(picture.colors.count >= 8)
        #expect(server.requestedPaths().contains("/images/media/meals/xvsurr1511719182.jpg/preview"))
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }

        let places = try TmuxSession(command: command("places --demo"))
        try await places.wait("the places") { $0.contains("257 m W") }
        try places.keys("j", "j")
        let map = try await places.wait("the map") { $0.contains("N↑") && $0.contains("Opening hours") }
        #expect(map.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count >= 5)
        #expect(map.contains("257 m W") && map.contains("166 m N"))
        #expect(map.contains(/─+ \d+ m/))
        // The selected place is drawn in yellow (SGR 33) among the dots, once the map of the
        // selection is drawn.
        #expect(try await waitEscaped(places) { $0.contains(/\[[0-9;]*33m(\x{1B}\[[0-9;]*m)*[\x{2801}-\x{28FF}]/) })
        try places.keys("i")
        try await places.wait("no map") { !$0.contains("N↑") && $0.contains("Opening hours") }
        try places.keys("q")
        try await places.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("Acceptance 3: holding ↓ through 100 Pokémon asks for at most 10 pictures; a corrupt one and a 404 are placeholders")
    func holdingDown() async throws {
        let server = try await pokemonServer()
        defer { server.stop() }
        let origin = server.origin.absoluteString
        let tmux = try TmuxSession(command: command("pokemon --base-url \(origin)/api/v2 --sprites-url \(origin)/sprites/"))
        try await tmux.wait("Bulbasaur's sprite") { $0.contains("Seed Pokémon") && $0.filter { $0 == "▀" }.count > 50 }
        // Key repeat, 100 ↓ in all: twenty at a time, as fast as tmux passes them on, each
        // burst once the one before has moved the selection (timed pauses between bursts grew
        // longer than the dwell on a loaded machine). A pause may load its row's picture: at
        // most five, with the first and the last.
        for burst in 1...5 {
            try tmux.command(["send-keys"] + Array(repeating: "Down", count: 20))
            try await tmux.wait("the selection at \(20 * burst + 1)") { $0.contains(" \(20 * burst + 1)/") }
        }
        try await tmux.wait("#101 selected") { $0.contains("┌ Electrode") }
        try await Task.sleep(for: .milliseconds(800))
        let pictures = server.requestedPaths().filter { $0.hasPrefix("/sprites/") }
        #expect(pictures.count <= 10, "\(pictures)")
        #expect(pictures.first == "/sprites/pokemon/1.png")

        // Ivysaur's sprite arrives corrupt, Venusaur's is missing.
        try await server.addFaults(
            #"""
            [{"match": "/sprites/pokemon/2.png", "action": "body", "body": "\u0089PNG\r\n\u001a\nthis is not the rest of a PNG", "content_type": "image/png"},
             {"match": "/sprites/pokemon/3.png", "action": "status", "status": 404}]
            """#)
        try tmux.keys("g")
        try await tmux.wait("Bulbasaur again, from memory") { $0.contains("Seed Pokémon") && $0.filter { $0 == "▀" }.count > 50 }
        try tmux.keys("j")
        // No box for a picture that failed: the text takes the pane (a note ends the detail).
        try await tmux.wait("the corrupt picture's text alone") { screen in
            screen.contains("┌ Ivysaur") && screen.contains("Base stats") && !screen.contains("▀") && server.requestedPaths().contains("/sprites/pokemon/2.png")
        }
        try tmux.keys("j")
        try await tmux.wait("the missing picture's text alone") { screen in
            screen.contains("┌ Venusaur") && screen.contains("Base stats") && !screen.contains("▀")
                && server.requestedPaths().contains("/sprites/pokemon/3.png")
        }
        #expect(server.requestedPaths().contains("/sprites/pokemon/3.png"))
        #expect(server.requestedPaths().filter { $0 == "/sprites/pokemon/1.png" }.count == 1)
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }
}
