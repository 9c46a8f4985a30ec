import Foundation
import Testing
import TestSupport

/// Files a server (or anyone) made unreadable have a way out through the binary: every
/// failing command says which, `favourites --repair` keeps what can be read, and clearing
/// the shopping list clears even a file it cannot read; nothing is deleted, only moved aside.
@Suite("A way out of unreadable data files")
struct DataFileWayOutTests {
    @Test("A 1.1 MB favourites and shopping file: said with the way out, repaired, cleared, moved aside")
    func wayOut() async throws {
        let home = URL(fileURLWithPath: try ScratchFolder.make("explore-way-out"))
        defer { try? FileManager.default.removeItem(at: home) }
        let data = home.appendingPathComponent("data/explore")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let big = Data(("[" + String(repeating: "1", count: 1_100_000) + "]").utf8)
        for name in ["favourites.json", "shopping.json"] { try big.write(to: data.appendingPathComponent(name)) }
        let environment = FullDiskOutputTests.environment(home: home)
        func explore(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
            try await Subprocess.runOffPool([PackagePaths.explore.path] + arguments, environment: environment)
        }

        let listed = try await explore(["favourites"])
        #expect(listed.status == 1 && listed.error.contains("'explore favourites --repair'"), "\(listed.error)")
        let shown = try await explore(["meals", "shopping", "show"])
        #expect(shown.status != 0 && shown.error.contains("'explore meals shopping clear'"), "\(shown.error)")

        let repaired = try await explore(["favourites", "--repair"])
        #expect(repaired.status == 0, "\(repaired.error)")
        #expect(repaired.output.contains("the unreadable file is now " + data.appendingPathComponent("favourites.json.unreadable-").path))
        #expect(try await explore(["favourites"]).status == 0)
        #expect(try await explore(["favourites", "--repair"]).output.contains("nothing to repair"))

        let cleared = try await explore(["meals", "shopping", "clear"])
        #expect(cleared.status == 0 && cleared.error.contains("the file that could not be read is now"), "\(cleared.error)")
        #expect(try await explore(["meals", "shopping", "show", "--format", "json"]).status == 0)

        // Both old files are kept, whole, beside the new ones.
        let kept = try FileManager.default.contentsOfDirectory(atPath: data.path).filter { $0.contains(".unreadable-") }
        #expect(kept.count == 2)
        for name in kept { #expect(try Data(contentsOf: data.appendingPathComponent(name)) == big) }
    }

    @Test("A favourites file holding the key (from before the key was refused) is printed with the key masked")
    func keyInFileMasked() async throws {
        let home = URL(fileURLWithPath: try ScratchFolder.make("explore-key-in-file"))
        defer { try? FileManager.default.removeItem(at: home) }
        let data = home.appendingPathComponent("data/explore")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let key = "PLANTEDKEY-3f9a"
        try Data(#"{"version": 1, "favourites": [{"catalog": "places", "kind": "place", "id": "\#(key)", "title": "Café \#(key)"}]}"#.utf8)
            .write(to: data.appendingPathComponent("favourites.json"))
        var environment = FullDiskOutputTests.environment(home: home)
        environment["GEOAPIFY_API_KEY"] = key
        for arguments in [["favourites"], ["favourites", "--json"]] {
            let run = try await Subprocess.runOffPool([PackagePaths.explore.path] + arguments, environment: environment)
            #expect(run.status == 0, "\(run.error)")
            #expect(!run.output.contains(key) && run.output.contains("***"), "\(arguments): \(run.output)")
        }
    }
}
