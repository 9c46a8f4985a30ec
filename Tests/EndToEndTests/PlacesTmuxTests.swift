import Foundation
import Networking
import PlaceCatalog
import Testing
import TestSupport

/// `explore places` in tmux against the loopback server, which serves the demo city's folder
/// and the lists the app asks for, as files named by their exact queries (without the key).
@Suite("Places end to end in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct PlacesTmuxTests {
    static let key = "TESTKEY-E2E-7f3a9c"
    static let center = Coordinate(latitude: 48.8566, longitude: 2.3522)

    /// The loopback server on the demo folder (place details), with the place lists the app
    /// will ask for recorded from the demo client: lists are computed by the demo's
    /// `queries.json` (category, name, distance), not held as files.
    static func startServer(category: String, searches: [String]) async throws -> FixtureServer {
        var endpoints: [GeoapifyEndpoint] = []
        for offset in [0, 5, 10, 20] {
            endpoints.append(.places(categories: category, center: center, radius: 1000, name: nil, limit: 20, offset: offset))
        }
        for word in searches {
            for end in word.indices {
                endpoints.append(.places(categories: category, center: center, radius: 1000, name: String(word[...end]), limit: 20, offset: 0))
            }
        }
        let requests = try endpoints.map { try HTTPRequest(endpoint: $0, baseURL: PlaceDemo.baseURL) }
        return try await FixtureServer(root: #require(DemoFolders.places), overlay: await FixtureServer.record(requests, from: PlaceDemo.client))
    }

    func command(_ arguments: String, key: String?, home: String) -> String {
        let keyed = key.map { "GEOAPIFY_API_KEY='\($0)' " } ?? ""
        return
            "cd /tmp && env -u GEOAPIFY_API_KEY HOME='\(home)' XDG_CONFIG_HOME='\(home)/config' XDG_CACHE_HOME='\(home)/cache' \(keyed)LANG=C.UTF-8 '\(PackagePaths.explore.path)' \(arguments); echo \"EXIT=$?\"; sleep 600"
    }

    func freshHome() throws -> String {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-home-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        return home
    }

    @Test("Cafés nearest first, a detail with address and attribution, search through name; the key shows nowhere")
    func browse() async throws {
        let server = try await Self.startServer(category: "catering.cafe", searches: ["quai"])
        defer { server.stop() }
        let home = try freshHome()
        let log = home + "/requests.log"
        let tmux = try TmuxSession(
            command: command(
                "places --near 48.8566,2.3522 --category catering.cafe --base-url \(server.origin.absoluteString) --log-file '\(log)'", key: Self.key,
                home: home))
        var screens: [String] = []
        screens.append(try await tmux.wait("the cafés") { $0.contains("Heure du Café") && $0.contains("Café des Quais") })
        let list = screens[0]
        let order = ["Heure du Café", "Café des Quais", "Café Côté Cité"].compactMap { list.range(of: $0)?.lowerBound }
        #expect(order.count == 3 && order == order.sorted(), "nearest first")
        try tmux.keys("Enter")
        screens.append(try await tmux.wait("a café's detail") { $0.contains("Address") && $0.contains("OpenStreetMap contributors") })
        try tmux.keys("Escape")
        try tmux.keys("/")
        try tmux.literal("quai")
        screens.append(try await tmux.wait("the search") { $0.contains("1 match") || ($0.contains("Café des Quais") && !$0.contains("Heure du Café")) })
        // The loaded rows are filtered at once; the server is asked once typing pauses.
        var asked = false
        for _ in 0..<100 where !asked {
            asked = server.requestedPaths().contains { $0.hasPrefix("/v2/places?") && $0.contains("name=quai") }
            if !asked { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(asked)
        #expect(server.requestedPaths().allSatisfy { $0.contains("apiKey=\(Self.key)") })
        try tmux.keys("Escape", "q")
        screens.append(try await tmux.wait("the shell") { $0.contains("EXIT=0") })

        #expect(screens.allSatisfy { !$0.contains(Self.key) })
        let logged = try String(contentsOfFile: log, encoding: .utf8)
        #expect(logged.contains("apiKey=***") && !logged.contains(Self.key))
        let cacheFiles = FileManager.default.enumerator(atPath: home + "/cache")?.compactMap { $0 as? String } ?? []
        for file in cacheFiles {
            #expect(!file.contains(Self.key))
            #expect(!((try? String(contentsOfFile: home + "/cache/" + file, encoding: .utf8)) ?? "").contains(Self.key))
        }
    }

    @Test("A key with & # é + %20 shows nowhere, in no encoding, even when the server echoes the query")
    func hostileKey() async throws {
        // "QxKEY" stays literal in every encoding, so its absence rules them all out.
        let key = "QxKEY&7#é +%20z"
        let server = try await Self.startServer(category: "catering.cafe", searches: [])
        defer { server.stop() }
        let home = try freshHome()
        let log = home + "/requests.log"
        // Every detail is answered by an echo of its request target: a 400 carrying the query.
        try await server.addFaults(#"[{"match": "/v2/place-details", "action": "raw", "answer": "echo", "status": 400}]"#)
        let tmux = try TmuxSession(
            command: command(
                "places --near 48.8566,2.3522 --category catering.cafe --base-url \(server.origin.absoluteString) --log-file '\(log)'", key: key, home: home))
        var screens: [String] = []
        screens.append(try await tmux.wait("the cafés") { $0.contains("Heure du Café") })
        // On the wire: every character that a form decoder would misread is encoded.
        let sent = server.requestedPaths().filter { $0.hasPrefix("/v2/places?") }
        #expect(!sent.isEmpty && sent.allSatisfy { $0.contains("apiKey=QxKEY%267%23%C3%A9%20%2B%2520z") }, "\(sent)")
        try tmux.keys("Enter")
        let echoed = try await tmux.wait("the echoed query in the error pane") { $0.contains("place-details?id=") && $0.contains("apiKey=") }
        screens.append(echoed)
        #expect(echoed.contains("apiKey=***"))
        try tmux.keys("Escape", "q")
        screens.append(try await tmux.wait("the shell") { $0.contains("EXIT=0") })

        let forms = [key, "QxKEY", "qxkey", "%267%23", "7#é"]
        for screen in screens {
            for form in forms { #expect(!screen.lowercased().contains(form.lowercased()), "\(form) on screen:\n\(screen)") }
        }
        let logged = try String(contentsOfFile: log, encoding: .utf8)
        #expect(logged.contains("apiKey=***") && logged.contains(" 400 "))
        for form in forms { #expect(!logged.lowercased().contains(form.lowercased())) }
        let cacheFiles = FileManager.default.enumerator(atPath: home + "/cache")?.compactMap { $0 as? String } ?? []
        #expect(!cacheFiles.isEmpty)
        for file in cacheFiles {
            let contents = String(decoding: FileManager.default.contents(atPath: home + "/cache/" + file) ?? Data(), as: UTF8.self)
            for form in forms {
                #expect(!file.lowercased().contains(form.lowercased()))
                #expect(!contents.lowercased().contains(form.lowercased()), "\(form) in \(file)")
            }
        }
    }

    @Test("Without a key: the setup pane, and no request at all")
    func noKey() async throws {
        let server = try await Self.startServer(category: "catering", searches: [])
        defer { server.stop() }
        let tmux = try TmuxSession(command: command("places --base-url \(server.origin.absoluteString)", key: nil, home: try freshHome()))
        let screen = try await tmux.wait("the setup pane") { $0.contains("needs a Geoapify API key") }
        #expect(screen.contains("GEOAPIFY_API_KEY") && screen.contains("geoapify_api_key"))
        // XDG_CONFIG_HOME is <home>/config here: the message names that file, not ~/.config.
        #expect(screen.contains("~/config/explore/config") && !screen.contains("~/.config"))
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
        #expect(server.requestedPaths().isEmpty)
    }

    @Test("A rejected key says so, with the way to set one")
    func rejected() async throws {
        let server = try await Self.startServer(category: "catering", searches: [])
        defer { server.stop() }
        try await server.addFaults(
            #"[{"action": "status", "status": 401, "body": "{\"statusCode\":401,\"error\":\"Unauthorized\",\"message\":\"Invalid apiKey\"}"}]"#)
        let tmux = try TmuxSession(command: command("places --base-url \(server.origin.absoluteString)", key: "WRONG-KEY-123", home: try freshHome()))
        let screen = try await tmux.wait("the rejected-key pane") { $0.contains("The API key was rejected") }
        #expect(screen.contains("GEOAPIFY_API_KEY"))
        #expect(!screen.contains("WRONG-KEY-123"))
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("The demo works with no network and no key")
    func demo() async throws {
        let tmux = try TmuxSession(command: command("places --demo", key: nil, home: try freshHome()))
        try await tmux.wait("the demo places") { $0.contains("Heure du Café") && $0.contains("Places · demo") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }
}
