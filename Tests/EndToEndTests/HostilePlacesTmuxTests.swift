import Foundation
import Networking
import PlaceCatalog
import Testing
import TestSupport

/// A lying Geoapify: places whose coordinates are not on the Earth (latitude 1e308 once
/// crashed the screen on its first frame, and the cached answer kept crashing it for six
/// hours), and a server that echoes the key into a place's name, phone and website.
@Suite("Places from a lying server, end to end", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct HostilePlacesTmuxTests {
    static let key = "HOSTILEKEY-5c1e9d"

    /// One good café (whose name, phone and website carry `echo`) and three places that are
    /// not on the Earth.
    static func answer(echo: String) -> String {
        """
        {"type":"FeatureCollection","features":[
         {"type":"Feature","properties":{"place_id":"good","name":"Echo \(echo) Café","lat":48.857,"lon":2.353,"distance":1e308,\
        "categories":["catering.cafe"],"contact":{"phone":"+33 \(echo)"},"website":"https://echo.example/\(echo)"}},
         {"type":"Feature","properties":{"place_id":"far","name":"Far Away","lat":1e308,"lon":2.35,"categories":["catering.cafe"]}},
         {"type":"Feature","properties":{"place_id":"north","name":"Beyond The Pole","lat":91,"lon":2.35,"categories":["catering.cafe"]}},
         {"type":"Feature","properties":{"place_id":"round","name":"Round Twice","lat":48.85,"lon":540,"categories":["catering.cafe"]}}
        ]}
        """
    }

    /// A server answering ``answer(echo:)`` (the key echoed, or not: an answer that echoes the
    /// key is never cached).
    static func server(echoingKey: Bool) async throws -> FixtureServer {
        try await server(echo: echoingKey ? key : "Quiet")
    }

    /// The key with characters inside that a terminal does not draw, as JSON escapes: a zero-
    /// width space, a soft hyphen, a word joiner and a variation selector.
    static let invisiblyCutKey = #"HOSTILE\u200bKEY-5c\u00ad1e\u20609\ufe0fd"#

    /// `text` as it shows: what a terminal draws as nothing taken out.
    static func shown(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !["\u{200B}", "\u{AD}", "\u{2060}", "\u{FE0F}"].contains($0) }))
    }

    static func server(echo: String) async throws -> FixtureServer {
        let answer = answer(echo: echo)
        let server = try await FixtureServer(root: #require(DemoFolders.places))
        let good = answer.split(separator: "\n")[1].dropLast()
        let details = "{\"type\":\"FeatureCollection\",\"features\":[" + good + "]}"
        // The first page holds the four; the next one is empty, which ends the list.
        let rule: [[String: Any]] = [
            ["match": "offset=0", "action": "body", "status": 200, "body": answer, "content_type": "application/json"],
            ["match": "/v2/places?", "action": "body", "status": 200, "body": #"{"features":[]}"#, "content_type": "application/json"],
            ["match": "/v2/place-details?id=good", "action": "body", "status": 200, "body": details, "content_type": "application/json"],
        ]
        try await server.addFaults(String(decoding: try JSONSerialization.data(withJSONObject: rule), as: UTF8.self))
        return server
    }

    static func home() throws -> String {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-home-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        return home
    }

    static func environment(_ home: String) -> String {
        "env -u GEOAPIFY_API_KEY HOME='\(home)' XDG_CONFIG_HOME='\(home)/config' XDG_CACHE_HOME='\(home)/cache' GEOAPIFY_API_KEY='\(key)' LANG=C.UTF-8"
    }

    /// Starts the places list, waits for the good café (and the notice, when `notice`), opens
    /// it, goes back and quits.
    func browse(_ arguments: String, home: String, detail: String = "Phone", notice: Bool = true) async throws -> [String] {
        // The app starts once the pane is recorded: the notice lasts 3 s, which a busy full run
        // can let pass between two looks at the screen, so it is looked for in the record.
        let (gate, log) = (home + "/go-\(UUID().uuidString.prefix(8))", home + "/pane-\(UUID().uuidString.prefix(8)).log")
        let command =
            "cd /tmp && while [ ! -e '\(gate)' ]; do sleep 0.05; done; \(Self.environment(home)) '\(PackagePaths.explore.path)' places --near 48.8566,2.3522 --category catering.cafe \(arguments); echo \"EXIT=$?\"; sleep 600"
        let tmux = try TmuxSession(command: command)
        try tmux.record(to: log)
        try Data().write(to: URL(fileURLWithPath: gate))
        var screens = [try await tmux.wait("the good café") { $0.contains("Café") }]
        if notice {
            // Fails the test (the wait records it) when the record never shows the notice.
            try await tmux.wait("the notice, in the record") { _ in
                TmuxSession.text(of: (try? Data(contentsOf: URL(fileURLWithPath: log))) ?? Data()).contains("3 places left out")
            }
        }
        try tmux.keys("Enter")
        screens.append(try await tmux.wait("the café's detail") { $0.contains(detail) && $0.contains("OpenStreetMap contributors") })
        try tmux.keys("Escape", "q")
        screens.append(try await tmux.wait("the shell") { $0.contains("EXIT=") })
        return screens
    }

    @Test("Places at latitude 1e308, 91 and longitude 540: the screen opens without them, online, from the cache and offline")
    func invalidCoordinates() async throws {
        let server = try await Self.server(echoingKey: false)
        defer { server.stop() }
        let home = try Self.home()
        var screens = try await browse("--base-url \(server.origin.absoluteString)", home: home)
        // Started again: the list comes from the cache (no new list request), then with the server gone.
        let asked = server.requestedPaths().filter { $0.hasPrefix("/v2/places?") }.count
        // (Another notice may take the status line first, "offline" say: the later starts
        // are held to the list and the detail.)
        screens += try await browse("--base-url \(server.origin.absoluteString)", home: home, notice: false)
        #expect(server.requestedPaths().filter { $0.hasPrefix("/v2/places?") }.count == asked, "the second start used the cache")
        server.stop()
        screens += try await browse("--base-url \(server.origin.absoluteString) --offline", home: home, notice: false)
        for shell in [screens[2], screens[5], screens[8]] { #expect(shell.contains("EXIT=0"), "\(shell)") }
        for screen in screens {
            #expect(!screen.contains("Far Away") && !screen.contains("Beyond The Pole") && !screen.contains("Round Twice"))
            #expect(!screen.contains(Self.key), "the key on screen:\n\(screen)")
        }
        #expect(screens[1].contains("+33 Quiet"))
    }

    @Test("The key echoed into a place's name, phone and website is masked on screen")
    func echoedKeyOnScreen() async throws {
        let server = try await Self.server(echoingKey: true)
        defer { server.stop() }
        let screens = try await browse("--base-url \(server.origin.absoluteString)", home: try Self.home(), detail: "+33 ***")
        for screen in screens { #expect(!screen.contains(Self.key), "the key on screen:\n\(screen)") }
        #expect(screens[0].contains("Echo *** Café"))
        #expect(screens[2].contains("EXIT=0"))
    }

    @Test("The key echoed into a place's name, phone and website never reaches command output")
    func echoedKeyInOutput() async throws {
        let server = try await Self.server(echoingKey: true)
        defer { server.stop() }
        let home = try Self.home()
        for format in ["text", "json", "jsonl", "tsv"] {
            let run = try await Subprocess.runOffPool([
                "/bin/sh", "-c",
                "\(Self.environment(home)) '\(PackagePaths.explore.path)' places list --near 48.8566,2.3522 --category catering.cafe --base-url \(server.origin.absoluteString) --format \(format)",
            ])
            #expect(run.status == 0, "\(format): \(run.error)")
            #expect(run.output.contains("Café") && run.output.contains("***"), "\(format): \(run.output)")
            #expect(!run.output.contains(Self.key) && !run.error.contains(Self.key), "\(format): \(run.output) \(run.error)")
            #expect(run.error.contains("3 places left out: their coordinates are not on the Earth"), "\(format): \(run.error)")
            #expect(!run.output.contains("Far Away"))
        }
        let show = try await Subprocess.runOffPool([
            "/bin/sh", "-c",
            "\(Self.environment(home)) '\(PackagePaths.explore.path)' places show good --near 48.8566,2.3522 --base-url \(server.origin.absoluteString) --json",
        ])
        #expect(!show.output.contains(Self.key) && !show.error.contains(Self.key), "\(show.output) \(show.error)")
    }

    @Test("The key echoed with invisible characters inside is masked on screen, in output and in show")
    func invisiblyCutKey() async throws {
        let server = try await Self.server(echo: Self.invisiblyCutKey)
        defer { server.stop() }
        let home = try Self.home()
        let screens = try await browse("--base-url \(server.origin.absoluteString)", home: home, detail: "+33 ***")
        for screen in screens { #expect(!Self.shown(screen).contains(Self.key), "the key on screen:\n\(screen)") }
        for format in ["text", "json", "tsv"] {
            let run = try await Subprocess.runOffPool([
                "/bin/sh", "-c",
                "\(Self.environment(home)) '\(PackagePaths.explore.path)' places list --near 48.8566,2.3522 --category catering.cafe --base-url \(server.origin.absoluteString) --format \(format)",
            ])
            #expect(run.status == 0, "\(format): \(run.error)")
            #expect(!Self.shown(run.output).contains(Self.key) && !Self.shown(run.error).contains(Self.key), "\(format): \(run.output)")
            #expect(!run.output.contains("HOSTILE\\u200bKEY"), "\(format): \(run.output)")
        }
        let show = try await Subprocess.runOffPool([
            "/bin/sh", "-c",
            "\(Self.environment(home)) '\(PackagePaths.explore.path)' places show good --near 48.8566,2.3522 --base-url \(server.origin.absoluteString)",
        ])
        #expect(show.status == 0 && show.output.contains("***"), "\(show.error)")
        #expect(!Self.shown(show.output).contains(Self.key), "\(show.output)")
    }
}
