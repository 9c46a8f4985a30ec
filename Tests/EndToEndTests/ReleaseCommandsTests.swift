import Foundation
import Testing
import TestSupport

/// Teams and comparisons through the binary under test: the release binary `make` builds when
/// `EXPLORE_BINARY` names it (as CI does), where a miscompile had made them fail every time
/// (docs/compiler-notes.md). Each run has data, config and cache folders of its own.
@Suite("Teams and comparisons in the binary users install", .serialized)
struct ReleaseCommandsTests {
    /// A run of `explore` with its own folders below `home`.
    static func explore(_ arguments: [String], home: URL) async throws -> (status: Int32, output: String, error: String) {
        var environment = ProcessInfo.processInfo.environment
        for (name, folder) in [("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")] {
            environment[name] = home.appendingPathComponent(folder).path
        }
        environment["HOME"] = home.path
        return try await Subprocess.runOffPool([PackagePaths.explore.path] + arguments, environment: environment)
    }

    static let members = ["pikachu", "raichu", "bulbasaur", "ivysaur", "charmander", "eevee"]

    @Test("Compare and team add, show and remove with 1 to 6 members work every time on the demo")
    func demoTeams() async throws {
        let home = URL(fileURLWithPath: try ScratchFolder.make("explore-release-teams"))
        defer { try? FileManager.default.removeItem(at: home) }
        for round in 1...20 {
            let compare = try await Self.explore(["pokemon", "compare", "pikachu", "raichu", "--demo", "--json"], home: home)
            #expect(compare.status == 0, "round \(round): \(compare.error)")
            #expect(compare.output.contains(#""kind": "compare""#), "round \(round)")
        }
        for count in 1...6 {
            let names = Array(Self.members.prefix(count))
            #expect(try await Self.explore(["pokemon", "team", "clear", "--demo"], home: home).status == 0)
            let added = try await Self.explore(["pokemon", "team", "add"] + names + ["--demo"], home: home)
            #expect(added.status == 0, "\(count) members: \(added.error)")
            let shown = try await Self.explore(["pokemon", "team", "show", "--demo", "--json"], home: home)
            #expect(shown.status == 0, "\(count) members: \(shown.error)")
            let object = try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any]
            #expect((object?["members"] as? [Any])?.count == count, "\(shown.output.prefix(300))")
            let removed = try await Self.explore(["pokemon", "team", "remove", names[0], "--demo"], home: home)
            #expect(removed.status == 0, "\(count) members: \(removed.error)")
        }
    }

    @Test("--demo leaves the data folder untouched: stars, teams, the pantry and the shopping list go to the demo's own")
    func demoKeepsItsDataApart() async throws {
        let home = URL(fileURLWithPath: try ScratchFolder.make("explore-demo-apart"))
        defer { try? FileManager.default.removeItem(at: home) }
        let data = home.appendingPathComponent("data/explore")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        // The user's own files, as they are before the demo runs.
        try Data(#"{"version":1,"mine":true}"#.utf8).write(to: data.appendingPathComponent("teams.json"))
        try Data(#"{"version":1,"mine":true}"#.utf8).write(to: data.appendingPathComponent("pantry.json"))
        let before = try Self.snapshot(data)

        #expect(try await Self.explore(["pokemon", "team", "add", "eevee", "raichu", "--demo"], home: home).status == 0)
        #expect(try await Self.explore(["pokemon", "team", "remove", "eevee", "--demo"], home: home).status == 0)
        #expect(try await Self.explore(["meals", "pantry", "add", "garlic", "--demo"], home: home).status == 0)
        #expect(try Self.snapshot(data) == before, "the data folder changed under --demo")
        // The demo's own folder keeps its team from run to run.
        let shown = try await Self.explore(["pokemon", "team", "show", "--demo", "--json"], home: home)
        #expect(!shown.output.contains("eevee") && shown.output.contains("raichu"), "\(shown.error)")
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("state/explore/demo/teams.json").path))
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("state/explore/demo/pantry.json").path))
    }

    /// Every file below `folder` with its bytes.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }
}
