import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// Runs a command off the cooperative pool (see ``offPool(_:)``) and returns its exit
/// status and output.
@discardableResult
func run(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
    try await Subprocess.runOffPool(arguments)
}

/// A private tmux server with one 100×30 window running a command.
final class TmuxSession {
    let socket = "explore-e2e-\(UUID().uuidString.prefix(8))"

    init(command: String, width: Int = 100, height: Int = 30) throws {
        _ = try Subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", String(width), "-y", String(height), "sh", "-c", command])
    }

    deinit {
        _ = try? Subprocess.run(["tmux", "-L", socket, "kill-server"])
    }

    /// A tmux command to this session's server: quick, so run in place.
    @discardableResult
    func command(_ arguments: String...) throws -> (status: Int32, output: String, error: String) {
        try command(arguments)
    }

    /// ``command(_:)-(String...)`` with the arguments in an array.
    @discardableResult
    func command(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try Subprocess.run(["tmux", "-L", socket] + arguments)
    }

    func keys(_ keys: String...) throws {
        try command(["send-keys"] + keys)
    }

    func literal(_ text: String) throws {
        try command("send-keys", "-l", text)
    }

    /// Appends everything the pane's program writes from now on to `path`.
    func record(to path: String) throws {
        try command("pipe-pane", "-o", "cat >> '\(path)'")
    }

    /// What a recording shows as text: control sequences taken out, cursor moves as spaces.
    static func text(of recording: Data) -> String {
        let raw = String(decoding: recording, as: UTF8.self)
        return raw.replacing(/\e\[[0-9;?]*[A-Za-z]/, with: " ").replacing(/\e[()][0-9A-Za-z]|\e[=>78]/, with: "")
    }

    func screen() throws -> String {
        try command("capture-pane", "-p").output
    }

    func display(_ format: String) throws -> String {
        try command("display-message", "-p", format).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits up to `seconds` of looking (see ``Patience``) for the screen to satisfy
    /// `condition`; returns the last screen.
    @discardableResult
    func wait(for seconds: Double = 30, _ what: String, until condition: (String) -> Bool) async throws -> String {
        var patience = Patience(seconds: seconds)
        var last = ""
        repeat {
            last = try screen()
            if condition(last) { return last }
            // Not usleep: a blocked thread would starve the other tests' tasks.
            try await Task.sleep(for: .milliseconds(50))
        } while patience.remains()
        last = try screen()
        if condition(last) { return last }
        Issue.record("timed out waiting for \(what); screen was:\n\(last)")
        return last
    }
}

let tmuxAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")

/// The real binary in tmux against the loopback server.
@Suite("End to end in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct TmuxTests {
    func startServer() async throws -> FixtureServer {
        try await FixtureServer(root: #require(DemoFolders.pokemon))
    }

    func command(_ arguments: String) -> String {
        // A cache of its own for every run, so that no run sees what another stored.
        "cd /tmp && printf 'shell-before\\n' && XDG_CACHE_HOME=$(mktemp -d) LANG=C.UTF-8 '\(PackagePaths.explore.path)' \(arguments); echo \"EXIT=$?\"; sleep 600"
    }

    @Test("Browse, search, open a detail, fail, retry, quit with the terminal restored")
    func browse() async throws {
        let server = try await startServer()
        defer { server.stop() }
        let tmux = try TmuxSession(command: command("pokemon --base-url \(server.origin.absoluteString)/api/v2"))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") && $0.contains("1/14") }
        #expect(try tmux.display("#{alternate_on}") == "1")

        try tmux.literal("/pika")
        let narrowed = try await tmux.wait("Pikachu alone") { $0.contains("1 match") }
        #expect(narrowed.contains("Pikachu") && !narrowed.contains("Bulbasaur"))
        try tmux.keys("Enter")
        try tmux.keys("Enter")
        // The Pokédex entry right below the summary, the stats after it on the first screen.
        let detail = try await tmux.wait("Pikachu's detail") { $0.contains("Lightning Rod") && $0.contains("Pokédex entry") && $0.contains("Speed") }
        for text in ["Electric", "Static", "HP", "Attack", "Defense", "Sp. Atk", "Sp. Def", "Speed"] {
            #expect(detail.contains(text), "missing \(text)")
        }
        // The evolution tree is a page further down.
        try tmux.keys("PageDown")
        try await tmux.wait("the evolution tree") { $0.contains("Pichu") && $0.contains("Raichu") }

        // The server goes away: another entry shows the error pane; back again, r shows it.
        server.stop()
        try tmux.keys("Escape")
        try tmux.keys("Escape")
        try await tmux.wait("the full list") { $0.contains("/14") }
        try tmux.keys("j")
        try await tmux.wait("the error pane") { $0.contains("Can't reach the server") && $0.contains("retry") }
        try await server.start()
        try tmux.keys("r")
        try await tmux.wait("the detail after retry") { $0.contains("Thunder Stone") || $0.contains("Base stats") }

        try tmux.keys("q")
        let after = try await tmux.wait("the shell") { $0.contains("EXIT=0") }
        #expect(after.contains("shell-before"))
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try tmux.display("#{cursor_flag}") == "1")
    }

    @Test("Escape sequences in names never reach the terminal: title and colours unchanged")
    func hostileNames() async throws {
        let server = try await startServer()
        defer { server.stop() }
        let hostile = #"Rai\u001b[31mchu\u001b]0;pwned\u0007\u001b[2J"#
        try await server.override(
            "/pokemon-species/26/",
            with: server.file("api/v2/pokemon-species/26/index.json").replacingOccurrences(of: "\"name\": \"Raichu\"", with: "\"name\": \"\(hostile)\""))
        try await server.override(
            "/api/v2/pokemon/?",
            with: server.file("api/v2/pokemon/index.json").replacingOccurrences(of: "\"name\": \"raichu\"", with: "\"name\": \"rai\\u001b]0;pwned\\u0007chu\""))
        let tmux = try TmuxSession(command: command("pokemon --base-url \(server.origin.absoluteString)/api/v2"))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        let title = try tmux.display("#{pane_title}")
        try tmux.keys("j", "j", "j", "j", "j")
        let screen = try await tmux.wait("Raichu's detail") { $0.contains("Rai[31mchu]0;pwned[2J") }
        // The row's label made from the hostile slug gave way to the species' (hostile) name.
        #expect(screen.contains("#026 Rai[31mchu]0;pwned[2J"))
        #expect(try tmux.display("#{pane_title}") == title)
        #expect(!(try tmux.display("#{pane_title}")).contains("pwned"))
        // The screen was not cleared by the hostile text: the list is still there.
        #expect(screen.contains("Bulbasaur"))
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("A key in the URL shows as apiKey=*** on screen and in the request log, never itself")
    func secretsRedacted() async throws {
        let server = try await startServer()
        defer { server.stop() }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("explore-requests-\(UUID().uuidString).log").path
        defer { unlink(log) }
        let base = "\(server.origin.absoluteString)/api/v2?apiKey=SECRET"
        let tmux = try TmuxSession(command: command("pokemon --base-url '\(base)' --log-file '\(log)'"))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        try await server.addFaults(#"[{"match": "/pokemon/2/", "action": "status", "status": 404}]"#)
        try tmux.keys("j")
        let screen = try await tmux.wait("the error pane") { $0.contains("Not found") }
        #expect(screen.contains("apiKey=***"))
        #expect(!screen.contains("SECRET"))
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
        let lines = (try String(contentsOfFile: log, encoding: .utf8)).split(separator: "\n")
        #expect(lines.count >= 3)
        #expect(lines.allSatisfy { $0.contains("apiKey=***") && !$0.contains("SECRET") })
        #expect(lines.contains { $0.contains(" 404 ") && $0.hasSuffix("attempt=1") })
    }

    @Test("An automatic retry shows in the status bar")
    func retryNotice() async throws {
        let server = try await startServer()
        defer { server.stop() }
        let tmux = try TmuxSession(command: command("pokemon --base-url \(server.origin.absoluteString)/api/v2"))
        // The countdown lasts 2 s, which a busy full run can let pass between two looks at the
        // screen: what is drawn after the list is recorded, and the notice looked for there too.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("explore-retry-\(UUID().uuidString.prefix(8)).log").path
        defer { unlink(log) }
        try tmux.record(to: log)
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        try await server.addFaults(#"[{"match": "/pokemon/2/", "times": 1, "action": "status", "status": 429, "headers": {"Retry-After": "2"}}]"#)
        try tmux.keys("j")
        let notice = "429 Too Many Requests · retrying in 2 s"
        try await tmux.wait("the notice") { screen in
            screen.contains(notice) || TmuxSession.text(of: (try? Data(contentsOf: URL(fileURLWithPath: log))) ?? Data()).contains(notice)
        }
        try await tmux.wait("the detail after the wait") { $0.contains("Seed Pokémon") && !$0.contains("retrying") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("SIGTERM, SIGINT and SIGHUP end the app, restore the terminal and exit 128 + n", arguments: [("TERM", 15), ("INT", 2), ("HUP", 1)])
    func signals(signalName: String, number: Int) async throws {
        let tmux = try TmuxSession(command: command("pokemon --demo"))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        // The app is the only child of the pane's shell.
        let shell = try tmux.display("#{pane_pid}")
        try await run(["pkill", "-\(signalName)", "-P", shell, "-x", "explore"])
        try await tmux.wait("the shell") { $0.contains("EXIT=\(128 + number)") }
        #expect(try tmux.display("#{alternate_on}") == "0")
    }

    @Test("Closing the terminal ends the app")
    func terminalGone() async throws {
        let tmux = try TmuxSession(command: "XDG_CACHE_HOME=$(mktemp -d) LANG=C.UTF-8 exec '\(PackagePaths.explore.path)' pokemon --demo")
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        let pid = try tmux.display("#{pane_pid}")
        try tmux.command("kill-server")
        var patience = Patience(seconds: 10)
        while kill(pid_t(pid) ?? 0, 0) == 0, patience.remains() { try await Task.sleep(for: .milliseconds(50)) }
        #expect(kill(pid_t(pid) ?? 0, 0) != 0, "explore still running after its terminal closed")
    }

    @Test("A resize keeps the screen whole; a tiny terminal shows a message, not garbage")
    func resize() async throws {
        let tmux = try TmuxSession(command: command("pokemon --demo"))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        try tmux.command("resize-window", "-x", "16", "-y", "4")
        try await tmux.wait("the too-small message") { $0.contains("Terminal too") }
        try tmux.command("resize-window", "-x", "60", "-y", "20")
        try await tmux.wait("the list again") { $0.contains("Bulbasaur") && !$0.contains("Terminal too") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("stty cols or rows 40000 on the pane: no crash; the last good size stays, the status line says why")
    func hugeResize() async throws {
        let tmux = try TmuxSession(command: command("pokemon --demo"))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        let tty = try tmux.display("#{pane_tty}")
        for setting in [["cols", "40000"], ["rows", "40000"], ["cols", "65535", "rows", "65535"]] {
            let stty = try await Subprocess.runOffPool(["stty", "-F", tty] + setting)
            #expect(stty.status == 0, "\(stty.error)")
            try await tmux.wait("the reason") { $0.contains("is too large (at most 1000×500): staying at 100×30") && $0.contains("Bulbasaur") }
            _ = try await Subprocess.runOffPool(["stty", "-F", tty, "cols", "100", "rows", "30"])
            try await tmux.wait("the list, the reason gone") { $0.contains("1/14") && !$0.contains("too large") }
        }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test(
        "COLUMNS and LINES past any screen, in any base: ignored, and said why (not 'TERM unknown', not a crash)",
        arguments: ["COLUMNS=40000 LINES=99999999999999999999", "COLUMNS=0x9C40", "COLUMNS=+40000"])
    func hugeEnvironmentSize(setting: String) async throws {
        let tmux = try TmuxSession(command: command("pokemon --demo").replacingOccurrences(of: "LANG=C.UTF-8", with: "LANG=C.UTF-8 " + setting))
        let columns = setting.split(separator: " ")[0]
        try await tmux.wait("the reason") { $0.contains("\(columns) is too large (at most 1000): ignored") && $0.contains("Pikachu") }
        try tmux.keys("q")
        let shell = try await tmux.wait("the shell") { $0.contains("EXIT=") }
        #expect(shell.contains("EXIT=0") && !shell.contains("unknown to ncurses"), "\(shell)")
    }

    @Test("The start screen opens the Pokédex")
    func startScreen() async throws {
        let tmux = try TmuxSession(command: command("--demo"))
        try await tmux.wait("the start screen") { $0.contains("Choose what to explore") }
        try tmux.keys("Enter")
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }
}

/// The command line without a terminal.
@Suite("Command line")
struct CommandLineTests {
    let explore = PackagePaths.explore.path

    @Test("--help and --version print and exit 0")
    func helpAndVersion() async throws {
        let help = try await run([explore, "--help"])
        #expect(help.status == 0 && help.output.contains("Usage: explore"))
        let version = try await run([explore, "--version"])
        #expect(version.status == 0 && version.output.hasPrefix("explore "))
    }

    @Test(
        "Bad arguments print usage on stderr and exit 64",
        arguments: [["nonsense"], ["pokemon", "--frobnicate"], ["pokemon", "--base-url"], ["pokemon", "--base-url", "not a url"], ["pokemon", "pokemon"]])
    func badArguments(arguments: [String]) async throws {
        let result = try await run([explore] + arguments)
        #expect(result.status == 64)
        #expect(result.error.contains("Usage: explore"))
        #expect(result.output.isEmpty)
    }

    @Test("No terminal, or an unknown TERM, is one line on stderr and exit 2")
    func noTerminal() async throws {
        // (With a catalog named and no terminal on stdout, it would print the list instead.)
        let result = try await run([explore, "--demo"])
        #expect(result.status == 2)
        #expect(result.error.contains("interactive terminal"))
        #expect(result.error.split(separator: "\n").count == 1)
    }
}

/// Offline-first in tmux: what was browsed stays browsable with no server.
@Suite("Offline in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct OfflineTmuxTests {
    @Test("Browse and open three; stop the server; --offline shows them, and a fourth is not available offline")
    func offline() async throws {
        let server = try await FixtureServer(root: #require(DemoFolders.pokemon))
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("explore-offline-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let explore = "LANG=C.UTF-8 '\(PackagePaths.explore.path)' pokemon --base-url \(server.origin.absoluteString)/api/v2 --cache-dir '\(cache)'"
        let online = try TmuxSession(command: "\(explore); echo \"EXIT=$?\"; sleep 600")
        try await online.wait("the list") { $0.contains("Bulbasaur") && $0.contains("1/14") }
        try await online.wait("Bulbasaur's detail") { $0.contains("Seed Pokémon") }
        try online.keys("j")
        // The detail's subtitle ("#002 · Seed Pokémon") shows only once the detail has loaded.
        try await online.wait("Ivysaur's detail") { $0.contains("#002 ·") && $0.contains("Base stats") }
        try online.keys("j")
        try await online.wait("Venusaur's detail") { $0.contains("#003 ·") && $0.contains("Base stats") }
        try online.keys("q")
        try await online.wait("the shell") { $0.contains("EXIT=0") }
        server.stop()

        let offline = try TmuxSession(command: "\(explore) --offline; echo \"EXIT=$?\"; sleep 600")
        try await offline.wait("the list, offline") { $0.contains("Bulbasaur") && $0.contains("1/14") && $0.contains("Seed Pokémon") }
        try offline.keys("j")
        try await offline.wait("Ivysaur, offline") { $0.contains("#002 ·") && $0.contains("Base stats") }
        try offline.keys("j")
        try await offline.wait("Venusaur, offline") { $0.contains("#003 ·") && $0.contains("Base stats") }
        try offline.keys("j")
        try await offline.wait("the fourth, not available") { $0.contains("Not available offline") }
        try offline.keys("q")
        try await offline.wait("the shell") { $0.contains("EXIT=0") }
    }
}

/// `explore cache info` and `explore cache clear`, and the PokéAPI dump read from disk.
@Suite("Cache commands and the dump")
struct CacheCommandTests {
    let explore = PackagePaths.explore.path

    @Test("cache info names the folder and counts; cache clear empties it")
    func infoAndClear() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-cache-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = DiskCache(directory: folder)
        cache.write(
            DiskCache.Entry(status: .ok, headers: [:], body: Data("x".utf8), storedAt: Date(), etag: nil, lastModified: nil, maxAge: 60),
            for: HTTPRequest(url: URL(string: "http://a.example/1")!))
        let info = try await run([explore, "cache", "info", "--cache-dir", folder.path])
        #expect(info.status == 0)
        #expect(info.output.contains(folder.path) && info.output.contains("Entries: 1"))
        let clear = try await run([explore, "cache", "clear", "--cache-dir", folder.path])
        #expect(clear.status == 0 && clear.output.contains("Removed 1"))
        #expect(try await run([explore, "cache", "info", "--cache-dir", folder.path]).output.contains("Entries: 0"))
        #expect(try await run([explore, "cache", "wipe"]).status == 64)
    }
}

@Suite("PokéAPI dump from disk", .serialized, .enabled(if: tmuxAvailable && Corpus.isAvailable, Comment(rawValue: Corpus.skipReason + " (or tmux is missing)")))
struct DumpTmuxTests {
    @Test("--base-url file://…/pokeapi/api/v2 browses and searches the dump with no server")
    func dump() async throws {
        let root = try #require(Corpus.root).appendingPathComponent("pokeapi/api/v2").path
        let tmux = try TmuxSession(
            command: "XDG_CACHE_HOME=$(mktemp -d) LANG=C.UTF-8 '\(PackagePaths.explore.path)' pokemon --base-url 'file://\(root)'; echo \"EXIT=$?\"; sleep 600")
        try await tmux.wait("the list") { $0.contains("Bulbasaur") && $0.contains("1/1351") }
        try tmux.literal("/pika")
        try await tmux.wait("the matches") { $0.contains(" matches") && $0.contains("Pikachu") }
        try tmux.keys("Enter", "Enter")
        try await tmux.wait("Pikachu") { $0.contains("Lightning Rod") && $0.contains("Mouse Pokémon") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }
}
