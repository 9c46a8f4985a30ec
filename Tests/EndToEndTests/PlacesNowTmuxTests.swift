import Foundation
import Testing
import TestSupport

/// `explore places` in tmux against the loopback server with three cafés of its own (one open
/// every day 11:30–19:30, one with hours no reader understands, one open 17:00–23:00), the
/// centre's time zone from reverse geocoding, and the server's computed route matrix and
/// static map.
///
/// "Now" is set by the zone the server names, not by faking the clock: faketime also shifts
/// the absolute timers (`timerfd_settime`) that Swift's `Task.sleep` waits on, so under it the
/// app never wakes from a pause. Every whole-hour offset has a zone (`Etc/GMT-5` is UTC+5),
/// so the server names the one where it is now the hour a check needs.
@Suite("Places: open now, route times and the map, in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct PlacesNowTmuxTests {
    static let key = "NOWKEY-5c1e-77"
    static let query = "categories=catering.cafe&filter=circle:2.3522,48.8566,1000&bias=proximity:2.3522,48.8566&limit=20&offset="

    static func cafe(_ id: String, _ name: String, _ street: String, lat: Double, lon: Double, distance: Int, hours: String) -> [String: Any] {
        [
            "type": "Feature",
            "properties": [
                "place_id": id, "name": name, "street": street, "lat": lat, "lon": lon, "distance": distance,
                "categories": ["catering", "catering.cafe"], "opening_hours": hours,
            ],
        ]
    }

    /// Listed nearest first by the distances the server gives; the farthest by its position
    /// (Café Tardif, south-east) comes first, so the order by walking time differs.
    static var cafes: [[String: Any]] {
        [
            cafe("late", "Café Tardif", "Rue Saint-Martin", lat: 48.8540, lon: 2.3560, distance: 50, hours: "Mo-Su 17:00-23:00"),
            cafe("daily", "Café Quotidien", "Rue de Rivoli", lat: 48.8570, lon: 2.3530, distance: 80, hours: "Mo-Su 11:30-19:30"),
            cafe("odd", "Café Lunaire", "Quai de Gesvres", lat: 48.8580, lon: 2.3500, distance: 210, hours: "sunrise-sunset"),
        ]
    }

    /// The zone where it is now `hour` o'clock (the minutes as they are): `Etc/GMT-k` is
    /// UTC+k, and k in -12...11 reaches every hour.
    static func zone(whereItIs hour: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let offset = ((hour - calendar.component(.hour, from: Date())) % 24 + 36) % 24 - 12
        return offset == 0 ? "Etc/GMT" : "Etc/GMT\(offset > 0 ? "-" : "+")\(abs(offset))"
    }

    /// A folder of the answers the app asks for, in the server's layout, before the demo's;
    /// the centre is in `zone` (by default, where it is now noon).
    static func startServer(zone: String = zone(whereItIs: 12)) async throws -> FixtureServer {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-now-\(UUID().uuidString)")
        func write(_ path: String, _ object: Any) throws {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONSerialization.data(withJSONObject: object).write(to: file)
        }
        try write("v2/places/\(query)0.json", ["type": "FeatureCollection", "features": cafes])
        try write("v2/places/\(query)3.json", ["type": "FeatureCollection", "features": []])
        for cafe in cafes {
            let id = (cafe["properties"] as? [String: Any])?["place_id"] as? String ?? ""
            try write("v2/place-details/id=\(id).json", ["type": "FeatureCollection", "features": [cafe]])
        }
        let centre: [String: Any] = ["lat": 48.8566, "lon": 2.3522, "timezone": ["name": zone]]
        try write("v1/geocode/reverse/lat=48.8566&lon=2.3522.json", ["type": "FeatureCollection", "features": [["type": "Feature", "properties": centre]]])
        return try await FixtureServer(root: #require(DemoFolders.places), overlay: folder)
    }

    /// The app against `server`, `arguments` after the server's.
    func command(_ server: FixtureServer, home: String, _ arguments: String = "") -> String {
        "cd /tmp && env -u NO_COLOR -u GEOAPIFY_API_KEY HOME='\(home)' XDG_CONFIG_HOME='\(home)/config' XDG_CACHE_HOME='\(home)/cache' "
            + "GEOAPIFY_API_KEY='\(Self.key)' LANG=C.UTF-8 TERM=tmux-256color TZ=UTC '\(PackagePaths.explore.path)' places "
            + "--near 48.8566,2.3522 --category catering.cafe --base-url \(server.origin.absoluteString) --log-file '\(home)/requests.log' \(arguments); "
            + "echo \"EXIT=$?\"; sleep 600"
    }

    func freshHome() throws -> String {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-home-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        return home
    }

    /// The list row of `name` (not the pane titles that name it too).
    func row(_ screen: String, _ name: String) -> String {
        screen.split(separator: "\n").first { $0.hasPrefix("│ " + name) }.map(String.init) ?? ""
    }

    /// The cafés' names in the list's order.
    func order(_ screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line in ["Café Quotidien", "Café Lunaire", "Café Tardif"].first { line.hasPrefix("│ " + $0) } }
    }

    @Test("Acceptance 1: at noon where the place is “open · closes 19:30”, at nine “closed · opens 11:30”; odd hours unknown; O keeps the open ones")
    func openNow() async throws {
        let server = try await Self.startServer(zone: Self.zone(whereItIs: 12))
        defer { server.stop() }
        let noon = try TmuxSession(command: command(server, home: try freshHome()), width: 200, height: 40)
        let screen = try await noon.wait("the cafés at noon") { $0.contains("Café Tardif") && $0.contains("min walk") }
        #expect(row(screen, "Café Quotidien").contains("open · closes 19:30"))
        #expect(row(screen, "Café Lunaire").contains("hours unknown"))
        #expect(row(screen, "Café Tardif").contains("closed · opens 17:00"))
        try noon.keys("O")
        try await noon.wait("the picker") { $0.contains("All opening times") && $0.contains("Open now") }
        try noon.keys("Down", "Enter")
        // While the filtered list loads it holds no row: wait for the café's.
        let open = try await noon.wait("only the open café") {
            $0.contains("Open now") && !row($0, "Café Quotidien").isEmpty && !$0.contains("Café Lunaire") && !$0.contains("Café Tardif")
        }
        #expect(row(open, "Café Quotidien").contains("open · closes 19:30"))
        try noon.keys("q")
        try await noon.wait("the shell") { $0.contains("EXIT=0") }

        let nine = try await Self.startServer(zone: Self.zone(whereItIs: 9))
        defer { nine.stop() }
        let morning = try TmuxSession(command: command(nine, home: try freshHome()), width: 200, height: 40)
        let early = try await morning.wait("the cafés at nine") { $0.contains("Café Tardif") && $0.contains("min walk") }
        #expect(row(early, "Café Quotidien").contains("closed · opens 11:30"))
        try morning.keys("j")
        try await morning.wait("its detail") { $0.contains("Now            closed · opens 11:30") && $0.contains("Mo-Su 11:30-19:30") }
        try morning.keys("q")
        try await morning.wait("the shell") { $0.contains("EXIT=0") }

        // --open-now at nine: none of them.
        let none = try TmuxSession(command: command(nine, home: try freshHome(), "--open-now"), width: 200, height: 40)
        let empty = try await none.wait("no café open") { $0.contains("Cafés · Open now") && $0.contains("Nothing here.") }
        #expect(order(empty).isEmpty)
    }

    @Test("Acceptance 1 at a fixed clock: --at 12:00 in Paris reads “open · closes 19:30”, --at 9:00 “closed · opens 11:30”, and the detail says “At 9:00”")
    func atFixedTime() async throws {
        let server = try await Self.startServer(zone: "Europe/Paris")
        defer { server.stop() }
        let noon = try TmuxSession(command: command(server, home: try freshHome(), "--at 12:00"), width: 200, height: 40)
        let screen = try await noon.wait("the cafés at 12:00") { $0.contains("Café Tardif") && $0.contains("min walk") && $0.contains("closes 19:30") }
        #expect(row(screen, "Café Quotidien").contains("open · closes 19:30"))
        #expect(row(screen, "Café Lunaire").contains("hours unknown"))
        #expect(row(screen, "Café Tardif").contains("closed · opens 17:00"))
        try noon.keys("q")
        try await noon.wait("the shell") { $0.contains("EXIT=0") }

        let nine = try TmuxSession(command: command(server, home: try freshHome(), "--at 9:00 --open-now"), width: 200, height: 40)
        let none = try await nine.wait("no café open at 9:00") { $0.contains("Open at 9:00") && $0.contains("Nothing here.") }
        #expect(order(none).isEmpty)
        // O: the picker offers "All opening times" and the filter at the time asked.
        try nine.keys("O")
        try await nine.wait("the picker") { $0.contains("All opening times") && $0.contains("Open at 9:00") }
        try nine.keys("Up", "Enter")
        let all = try await nine.wait("every café") { !row($0, "Café Quotidien").isEmpty && !row($0, "Café Tardif").isEmpty }
        #expect(row(all, "Café Quotidien").contains("closed · opens 11:30"))
        try nine.keys("j")
        try await nine.wait("its detail") { $0.contains("At 9:00         closed · opens 11:30") || $0.contains("At 9:00        closed · opens 11:30") }
        try nine.keys("q")
        try await nine.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("Acceptance 2 and 3: one route matrix for the set, minutes on rows, s by walking time; the static map drawn, asked once, the key masked")
    func routesAndMap() async throws {
        let server = try await Self.startServer()
        defer { server.stop() }
        let home = try freshHome()
        let tmux = try TmuxSession(command: command(server, home: home), width: 200, height: 40)
        let list = try await tmux.wait("the cafés with minutes") { $0.contains("Café Tardif") && $0.contains("min walk") }
        #expect(row(list, "Café Quotidien").contains("1 min walk") && row(list, "Café Tardif").contains("6 min walk"))
        #expect(order(list) == ["Café Tardif", "Café Quotidien", "Café Lunaire"], "the server's order")
        // The map: half blocks in many colours right of the detail's text, with the selection's ●.
        let screen = try await tmux.wait("the static map") { $0.filter { $0 == "▀" }.count > 500 && $0.contains("●") }
        let escaped = try tmux.command("capture-pane", "-p", "-e").output
        #expect(escaped.contains("38;2;") || escaped.contains("38;5;"))
        #expect(screen.split(separator: "\n").filter { $0.contains("▀") }.count >= 15)
        let marked = try #require(screen.split(separator: "\n").firstIndex { $0.contains("●") })
        #expect(screen.contains("Mo-Su 17:00-23:00"), "the detail of Café Tardif:\n\(screen)")
        try tmux.keys("j")
        let moved = try await tmux.wait("the mark on the second café") { screen in
            screen.contains("Mo-Su 11:30-19:30") && screen.split(separator: "\n").firstIndex { $0.contains("●") } != marked
        }
        // Café Quotidien is north of Café Tardif: the mark went up, on the same image.
        #expect((moved.split(separator: "\n").firstIndex { $0.contains("●") } ?? .max) < marked)
        try tmux.keys("s")
        let sorted = try await tmux.wait("the order by walking time") { $0.contains("order: by walking time") }
        #expect(order(sorted) == ["Café Quotidien", "Café Lunaire", "Café Tardif"])
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }

        let posts = server.logLines().filter { $0.contains(" POST /v1/routematrix") }
        #expect(posts.count == 1, "\(posts)")
        let maps = server.requestedPaths().filter { $0.hasPrefix("/v1/staticmap?") }
        // Moving the selection asked for no other map.
        #expect(maps.count == 1, "\(maps)")
        let map = try #require(maps.first)
        #expect(
            map.components(separatedBy: "lonlat%3A").count - 1 == 4 || map.components(separatedBy: "lonlat:").count - 1 == 4,
            "three markers and the centre: \(map)")
        let logged = try String(contentsOfFile: home + "/requests.log", encoding: .utf8)
        #expect(logged.contains("/v1/staticmap?") && logged.contains("POST ") && logged.contains("apiKey=***") && !logged.contains(Self.key))
        let cacheFiles = FileManager.default.enumerator(atPath: home + "/cache")?.compactMap { $0 as? String } ?? []
        for file in cacheFiles {
            #expect(!file.contains(Self.key))
            #expect(!String(decoding: FileManager.default.contents(atPath: home + "/cache/" + file) ?? Data(), as: UTF8.self).contains(Self.key))
        }

        // Offline, from what the cache holds: the Braille map with a scale bar fitted to the
        // places (the farthest is 380 m away), no route matrix.
        let offline = try TmuxSession(command: command(server, home: home, "--offline"), width: 200, height: 40)
        let braille = try await offline.wait("the Braille map") { $0.contains("N↑") && $0.contains("Café Tardif") }
        #expect(braille.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count >= 4)
        let bar = try #require(braille.firstMatch(of: /─+ (\d+) m/))
        #expect((Int(bar.output.1) ?? .max) <= 380)
        #expect(!braille.contains("min walk"))
        try offline.keys("q")
        try await offline.wait("the shell") { $0.contains("EXIT=0") }
        #expect(server.logLines().filter { $0.contains(" POST /v1/routematrix") }.count == 1)
    }
}
