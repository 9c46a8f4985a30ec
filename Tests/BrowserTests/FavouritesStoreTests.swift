import Foundation
import Testing
@testable import CatalogKit

/// The favourites file: written whole or not at all, changed as operations under a lock, so
/// two writers lose nothing and a crash leaves the old file.
@Suite("Favourites store")
struct FavouritesStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("favourites-\(UUID().uuidString)")
    var path: String { folder.appendingPathComponent("explore/favourites.json").path }

    func favourite(_ number: Int, catalog: CatalogID = "pokemon") -> Favourite {
        Favourite(catalog: catalog, kind: catalog == "pokemon" ? "pokemon" : "meal", id: String(number), title: "Entry \(number)")
    }

    /// Files in the folder besides the favourites and its lock: leftovers of a write.
    func strays() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
            .filter { $0 != "favourites.json" && $0 != "favourites.json.lock" }
    }

    @Test("The path follows XDG_DATA_HOME, else ~/.local/share")
    func paths() {
        #expect(FavouritesStore.path(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]) == "/data/explore/favourites.json")
        #expect(FavouritesStore.path(environment: ["HOME": "/home/u"]) == "/home/u/.local/share/explore/favourites.json")
        #expect(FavouritesStore.path(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.local/share/explore/favourites.json")
    }

    @Test("A toggle stars, a second removes the star; the file is read back in order, with no temporary file left")
    func toggle() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FavouritesStore(path: path)
        #expect(try store.load().isEmpty)
        #expect(try store.toggle(favourite(25)).isStarred)
        #expect(try store.toggle(favourite(52771, catalog: "meals")).isStarred)
        #expect(try FavouritesStore(path: path).load() == [favourite(25), favourite(52771, catalog: "meals")])
        #expect(try store.toggle(favourite(25)).isStarred == false)
        #expect(try store.load() == [favourite(52771, catalog: "meals")])
        #expect(try strays().isEmpty)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"version\" : 1") && text.contains("\"catalog\" : \"meals\""))
    }

    @Test("Two stores toggling at once from two threads lose nothing")
    func concurrentToggles() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = self.path
        let count = 40
        // Separate store instances, each opening the lock file itself, as two processes would.
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    let store = FavouritesStore(path: path)
                    for index in 0..<count {
                        _ = try? store.set(
                            Favourite(catalog: "pokemon", kind: "pokemon", id: "\(writer)-\(index)", title: "W\(writer) \(index)"), present: true)
                    }
                }
            }
        }
        let ids = Set(try FavouritesStore(path: path).load().map(\.id))
        #expect(ids.count == 2 * count)
        #expect(try strays().isEmpty)
    }

    @Test("Setting a star applies to the file as it is now, not to a stale copy")
    func mergesWithAnotherWriter() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = FavouritesStore(path: path), second = FavouritesStore(path: path)
        _ = try first.load()
        try second.set(favourite(1), present: true)
        try first.set(favourite(2), present: true)
        #expect(try first.load().map(\.id) == ["1", "2"])
    }

    @Test("A crash before the rename leaves the old file whole and no temporary file")
    func crashMidWrite() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FavouritesStore(path: path).set(favourite(25), present: true)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        struct Crash: Error {}
        let crashing = FavouritesStore(path: path, beforeRename: { throw Crash() })
        #expect(throws: FavouritesStore.Failure.self) { try crashing.set(favourite(26), present: true) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FavouritesStore(path: path).load() == [favourite(25)])
        #expect(try strays().isEmpty)
    }

    @Test("A damaged file is left as it is: reading says so and a toggle does not overwrite it")
    func damagedFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("{\"favourites\": [".utf8).write(to: URL(fileURLWithPath: path))
        let store = FavouritesStore(path: path)
        #expect(throws: FavouritesStore.Failure.self) { try store.load() }
        #expect(throws: FavouritesStore.Failure.self) { try store.toggle(favourite(1)) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"favourites\": [")
    }

    @Test("The --json output is the file's own shape")
    func json() throws {
        let text = FavouritesStore.json([favourite(25)])
        let decoded = try JSONDecoder().decode(FavouritesStore.Document.self, from: Data(text.utf8))
        #expect(decoded.version == 1 && decoded.favourites == [favourite(25)])
    }
}

/// A data file of a newer explore is neither read nor rewritten.
@Suite("Data files")
struct DataFileVersionTests {
    struct Note: Codable, Sendable, Equatable {
        var version = 1
        var words: [String] = []
    }

    @Test("A file of a newer version (2) is refused and left byte for byte; version 1 is read and changed")
    func newerVersion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-datafile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/notes.json"
        let newer = Data(#"{"version": 2, "words": ["a"], "future": "keep me"}"#.utf8)
        try newer.write(to: URL(fileURLWithPath: path))
        let file = DataFile(path: path, empty: Note(), what: "a notes file")
        #expect(throws: DataFileFailure.self) { try file.load() }
        #expect(throws: DataFileFailure.self) { try file.update { $0.words.append("b") } }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == newer)
        try Data(#"{"version": 1, "words": ["a"]}"#.utf8).write(to: URL(fileURLWithPath: path))
        try file.update { $0.words.append("b") }
        #expect(try file.load().words == ["a", "b"])
    }
}
