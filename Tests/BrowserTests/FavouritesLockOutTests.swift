import Foundation
import Networking
import Testing
@testable import CatalogKit

/// A server cannot lock the user out of their own files: what comes from it is capped before
/// it is stored, a write that could not be read back is refused, a file that cannot be read
/// has a way out, and a known secret is never written.
@Suite("Favourites: no lock-out, no key on disk")
struct FavouritesLockOutTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("favourites-lockout-\(UUID().uuidString)")
    var path: String { folder.appendingPathComponent("explore/favourites.json").path }

    func place(_ id: String, title: String = "Café") -> Favourite {
        Favourite(catalog: "places", kind: "place", id: id, title: title)
    }

    @Test("Stars on places with 600 KB ids are refused; the file stays readable, unstarring works")
    func hugeIDs() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FavouritesStore(path: path)
        #expect(try store.toggle(place("p1")).isStarred)
        for letter in ["x", "y"] {
            #expect(throws: FavouritesStore.Failure.self) { try store.toggle(place(String(repeating: letter, count: 600_000))) }
        }
        #expect(try store.load() == [place("p1")])
        #expect(try store.toggle(place("p1")).isStarred == false)
        #expect(try store.load().isEmpty)
    }

    @Test("A title is cut to 200 characters; a write past 1 MB is refused and says so, and the file still reads")
    func writeCap() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FavouritesStore(path: path)
        let long = String(repeating: "é", count: 5_000)
        #expect(try store.toggle(place("first", title: long)).favourites.first?.title.count == FavouritesStore.maximumTitleLength)
        // One character of 10,000 combining marks is one character, but 20 KB: cut by bytes too.
        let marked = "a" + String(repeating: "\u{0301}", count: 10_000)
        let stored = try #require(try store.toggle(place("marked", title: marked)).favourites.last?.title)
        #expect(stored.unicodeScalars.first == "a" && stored.utf8.count <= FavouritesStore.maximumTitleBytes)
        _ = try store.toggle(place("marked"))
        // A file just under the read limit, as many stars would leave it.
        func filler(_ number: Int) -> Favourite {
            place(String(repeating: "p", count: 400) + "-" + String(100_000 + number), title: String(repeating: "t", count: 200))
        }
        struct Compact: Encodable { var version = 1; var favourites: [Favourite] }
        func compact(_ list: [Favourite]) throws -> Data { try JSONEncoder().encode(Compact(favourites: list)) }
        var list = try store.load()
        let each = try compact([filler(0), filler(1)]).count - compact([filler(0)]).count
        list += try (0..<((FavouritesStore.maximumBytes - 300 - compact(list).count) / each)).map(filler)
        let file = try compact(list)
        #expect(file.count <= FavouritesStore.maximumBytes && file.count > FavouritesStore.maximumBytes - 300 - each)
        try file.write(to: URL(fileURLWithPath: path))
        #expect(try store.load().count == list.count)
        #expect {
            try store.set(place(String(repeating: "q", count: 500), title: long), present: true)
        } throws: { error in
            // Both in KB, the second rounded up: never "at most 1 MB, and this would be 1 MB".
            let text = "\(error)", prefix = "not saved: a favourites file can hold at most 1024 KB, and this would be "
            return text.hasPrefix(prefix) && (Int(text.dropFirst(prefix.count).prefix { $0.isNumber }) ?? 0) > 1_024
        }
        #expect(try store.load().count == list.count)
        #expect(try store.toggle(place("first")).favourites.count == list.count - 1)
    }

    @Test("A planted 1.2 MB file: every read says how out; --repair keeps what can be read and moves the file aside")
    func repair() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let huge = [String(repeating: "x", count: 600_000), String(repeating: "y", count: 600_000)]
        let planted =
            #"{"version": 1, "favourites": ["# + huge.map { #"{"catalog": "places", "kind": "place", "id": "\#($0)", "title": "t"}"# }.joined(separator: ", ")
            + #", {"catalog": "pokemon", "kind": "pokemon", "id": "25", "title": "Pikachu"}, {"odd": true}]}"#
        try Data(planted.utf8).write(to: URL(fileURLWithPath: path))
        let store = FavouritesStore(path: path)
        #expect {
            try store.load()
        } throws: { error in
            "\(error)".contains("larger than 1 MB") && "\(error)".contains("'explore favourites --repair'")
        }
        let repair = try store.repair()
        #expect(repair.kept == 1 && repair.dropped == 3)
        let aside = try #require(repair.movedTo)
        #expect(aside.hasPrefix(path + ".unreadable-"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == Data(planted.utf8))
        #expect(try store.load() == [Favourite(catalog: "pokemon", kind: "pokemon", id: "25", title: "Pikachu")])
        // Readable now: a second repair does nothing.
        #expect(try store.repair() == FavouritesStore.Repair(movedTo: nil, kept: 1, dropped: 0))
        #expect(try store.toggle(Favourite(catalog: "pokemon", kind: "pokemon", id: "25", title: "Pikachu")).isStarred == false)
    }

    @Test("A file that is not JSON at all is moved aside whole; a newer version's file is never touched")
    func repairOdd() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: path))
        let repair = try FavouritesStore(path: path).repair()
        #expect(repair.kept == 0 && repair.movedTo != nil && !repair.couldRead)
        #expect(try FavouritesStore(path: path).load().isEmpty)
        try Data(#"{"version": 9, "favourites": []}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: FavouritesStore.Failure.self) { try FavouritesStore(path: path).repair() }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == #"{"version": 9, "favourites": []}"#)
    }

    @Test("An id holding the key is not starred; a title holding it is stored masked; nothing on disk holds it")
    func keyNeverStored() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = "LockOutTestKey-5e1f0c"
        Redaction.registerSecret(key)
        let store = FavouritesStore(path: path)
        #expect {
            try store.toggle(place("id-\(key)-x"))
        } throws: { error in
            "\(error)" == "not starred: its id holds your API key"
        }
        #expect(try store.toggle(place("p2", title: "echo \(key) back")).favourites.first?.title == "echo *** back")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!written.contains(key) && written.contains("echo *** back"))
    }

    @Test("A file already holding the key (written before it was set): a change takes it out instead of failing; so does --repair")
    func keyAlreadyInFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let key = "AlreadyInFileKey-7c2d91"
        Redaction.registerSecret(key)
        let planted =
            #"{"version": 1, "favourites": [{"catalog": "places", "kind": "place", "id": "p1", "title": "echo \#(key)"}, "#
            + #"{"catalog": "places", "kind": "place", "id": "id-\#(key)", "title": "t"}, {"catalog": "pokemon", "kind": "pokemon", "id": "25", "title": "Pikachu"}]}"#
        try Data(planted.utf8).write(to: URL(fileURLWithPath: path))
        let store = FavouritesStore(path: path)
        let repair = try store.repair()
        #expect(repair == FavouritesStore.Repair(movedTo: nil, kept: 2, dropped: 0, cleaned: 2))
        #expect(try !String(contentsOfFile: path, encoding: .utf8).contains(key))
        try Data(planted.utf8).write(to: URL(fileURLWithPath: path))
        let after = try store.toggle(Favourite(catalog: "pokemon", kind: "pokemon", id: "25", title: "Pikachu"))
        #expect(!after.isStarred && after.favourites.map(\.title) == ["echo ***"])
        #expect(try !String(contentsOfFile: path, encoding: .utf8).contains(key))
    }

    @Test("Repair through a link: the file it points at is moved aside beside itself, the new one written there, the link kept")
    func repairThroughLink() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let elsewhere = folder.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let real = elsewhere.appendingPathComponent("mine.json").path
        let big =
            #"{"version": 1, "favourites": [{"catalog": "pokemon", "kind": "pokemon", "id": "25", "title": "Pikachu"}], "pad": ""#
            + String(repeating: "x", count: 1_100_000) + #""}"#
        try Data(big.utf8).write(to: URL(fileURLWithPath: real))
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: real)
        let repair = try FavouritesStore(path: path).repair()
        #expect(repair.kept == 1 && repair.movedTo?.hasPrefix(real + ".unreadable-") == true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == real)
        #expect(try FavouritesStore(path: path).load().map(\.id) == ["25"])
    }

    @Test("A newer version's file over 1 MB is not repaired into this version's")
    func newerAndLarge() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let big = Data((#"{"version": 9, "favourites": [], "pad": ""# + String(repeating: "x", count: 1_100_000) + #""}"#).utf8)
        try big.write(to: URL(fileURLWithPath: path))
        #expect(throws: FavouritesStore.Failure.self) { try FavouritesStore(path: path).repair() }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == big)
    }

    @Test("Repair keeps as many favourites as the file can hold, not a fraction of them")
    func repairKeepsMany() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let items = (0..<20_000).map { #"{"catalog": "pokemon", "kind": "pokemon", "id": "\#($0)", "title": "Entry \#($0)"}"# }
        try Data((#"{"version": 1, "favourites": ["# + items.joined(separator: ", ") + "]}").utf8).write(to: URL(fileURLWithPath: path))
        let repair = try FavouritesStore(path: path).repair()
        #expect(repair.kept > 12_000 && repair.kept + repair.dropped == 20_000, "kept \(repair.kept)")
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        #expect(size <= FavouritesStore.maximumBytes)
        #expect(try FavouritesStore(path: path).load().count == repair.kept)
    }
}
