import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// Files and their bytes (a link by its destination), to compare before and after.
private func snapshot(_ paths: [String]) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for path in paths {
        if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            result[path] = Data(("link → " + destination).utf8)
        } else {
            result[path] = try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        result[path + " mtime"] = Data("\(modified?.timeIntervalSince1970 ?? 0)".utf8)
    }
    return result
}

/// The decoy experiment with the real binary: a `--cache-dir` full of the user's things.
@Suite(
    "Cache decoys end to end", .serialized, .enabled(if: tmuxAvailable && Corpus.isAvailable, Comment(rawValue: Corpus.skipReason + " (or tmux is missing)")))
struct CacheDecoyTmuxTests {
    @Test("Browsing 20 entries with --cache-size 1, cache info, cache clear: every decoy and the link's target are byte-identical")
    func decoys() async throws {
        let server = try await FixtureServer(root: try #require(Corpus.root).appendingPathComponent("pokeapi"))
        defer { server.stop() }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("explore-decoys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("chosen").path
        let outside = base.appendingPathComponent("outside.txt").path
        try FileManager.default.createDirectory(atPath: folder + "/sub.entry", withIntermediateDirectories: true)
        try Data("the user's own file, outside the cache\n".utf8).write(to: URL(fileURLWithPath: outside))
        try Data("decoy\n".utf8).write(to: URL(fileURLWithPath: folder + "/decoy.txt"))
        try Data(repeating: 0x54, count: 2_000_000).write(to: URL(fileURLWithPath: folder + "/important.entry"))
        try Data("notes\n".utf8).write(to: URL(fileURLWithPath: folder + "/.tmp-notes"))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-5 * 3_600)], ofItemAtPath: folder + "/.tmp-notes")
        try Data("inner\n".utf8).write(to: URL(fileURLWithPath: folder + "/sub.entry/inner.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.entry", withDestinationPath: outside)
        let decoys = ["decoy.txt", "important.entry", ".tmp-notes", "sub.entry/inner.txt", "link.entry"].map { folder + "/" + $0 } + [outside]
        let before = try snapshot(decoys)

        let explore = PackagePaths.explore.path
        let command =
            "LANG=C.UTF-8 '\(explore)' pokemon --base-url \(server.origin.absoluteString)/api/v2 --cache-dir '\(folder)' --cache-size 1; echo \"EXIT=$?\"; sleep 600"
        let tmux = try TmuxSession(command: command)
        try await tmux.wait("the list") { $0.contains("Bulbasaur") && $0.contains("/1351") }
        for number in 1...20 {
            let tag = String(format: "#%03d ·", number)
            try await tmux.wait(for: 30, "detail \(number)") { $0.contains(tag) && $0.contains("Base stats") }
            if number < 20 { try tmux.keys("j") }
        }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }

        // The cache went to a tagged subfolder of its own, and stayed near its limit.
        let root = folder + "/" + CacheDirectory.subfolderName
        let tag = try String(contentsOfFile: root + "/CACHEDIR.TAG", encoding: .utf8)
        #expect(tag.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55"))
        let stored = try FileManager.default.contentsOfDirectory(atPath: root + "/entries").filter { $0.hasSuffix(".entry") }
        // Near the 1 MB limit, which 20 Pokémon's answers are far above: eviction ran. (Counted
        // in bytes: the small 404s kept beside them, such as encounters, are many but tiny.)
        let sizes = try stored.map { try FileManager.default.attributesOfItem(atPath: root + "/entries/" + $0)[.size] as? Int ?? 0 }
        let total = sizes.reduce(0, +)
        #expect(!stored.isEmpty && total <= (1 << 20) + (sizes.max() ?? 0), "eviction ran: \(stored.count) entries, \(total) bytes kept")

        let info = try await run([explore, "cache", "info", "--cache-dir", folder])
        #expect(info.status == 0 && info.output.contains(root) && info.output.contains("Entries: \(stored.count)"))
        let clear = try await run([explore, "cache", "clear", "--cache-dir", folder])
        #expect(clear.status == 0 && clear.output.contains("Removed \(stored.count) entr"), "\(clear)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/entries").isEmpty)

        #expect(try snapshot(decoys) == before)
        #expect(FileManager.default.fileExists(atPath: folder + "/sub.entry"))
    }
}

/// What the cache commands say when they cannot do their work.
@Suite("Cache commands report honestly", .serialized)
struct CacheReportTests {
    let explore = PackagePaths.explore.path

    func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("explore-reports-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("cache info creates nothing and says there is no cache yet; an empty cache is 0 KB")
    func noCacheYet() async throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let info = try await run([explore, "cache", "info", "--cache-dir", base + "/none"])
        #expect(info.status == 0 && info.output.contains("no cache yet"))
        #expect(!FileManager.default.fileExists(atPath: base + "/none"))
        _ = DiskCache(directory: URL(fileURLWithPath: base + "/empty"))
        let empty = try await run([explore, "cache", "info", "--cache-dir", base + "/empty"])
        #expect(empty.output.contains("Entries: 0") && empty.output.contains("Size:    0 KB of 256 MB"), "\(empty)")
    }

    @Test("A file, or an unreadable folder, as --cache-dir: one line on stderr and exit 1")
    func unusable() async throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: base + "/file"))
        for command in ["info", "clear"] {
            let result = try await run([explore, "cache", command, "--cache-dir", base + "/file"])
            #expect(result.status == 1 && result.error == "explore: \(base)/file is not a folder\n" && result.output.isEmpty, "\(result)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: base + "/file")) == Data("x".utf8))
        // The kernel refuses to list another process's map_files, to root as well.
        let unreadable = try await run([explore, "cache", "info", "--cache-dir", "/proc/1/map_files"])
        #expect(unreadable.status == 1 && unreadable.error.contains("cannot read") && !unreadable.output.contains("Entries"), "\(unreadable)")
    }

    /// Makes `path` refuse removals, even to root (with the immutable attribute); false when
    /// this machine cannot.
    static func refuseRemovals(_ path: String, _ on: Bool) -> Bool {
        if geteuid() != 0 { return chmod(path, on ? 0o500 : 0o700) == 0 }
        return (try? Subprocess.run(["chattr", on ? "+i" : "-i", path]).status) == 0
    }

    static let canRefuseRemovals: Bool = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("explore-probe-\(UUID().uuidString)").path
        guard mkdir(path, 0o700) == 0 else { return false }
        defer { rmdir(path) }
        let works = refuseRemovals(path, true)
        _ = refuseRemovals(path, false)
        return works
    }()

    @Test(
        "cache clear in a folder that refuses removals says what it could not remove, and exits 1",
        .enabled(if: canRefuseRemovals, "this machine cannot make a folder refuse removals"))
    func clearRefused() async throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let cache = DiskCache(directory: URL(fileURLWithPath: base))
        for index in 0..<4 {
            cache.write(
                DiskCache.Entry(status: .ok, headers: [:], body: Data("{}".utf8), storedAt: Date(), etag: nil, lastModified: nil, maxAge: 60),
                for: HTTPRequest(url: URL(string: "http://a.example/\(index)")!))
        }
        let entries = cache.entriesDirectory.path
        #expect(Self.refuseRemovals(entries, true))
        defer { _ = Self.refuseRemovals(entries, false) }
        let clear = try await run([explore, "cache", "clear", "--cache-dir", base])
        #expect(clear.status == 1)
        #expect(!clear.output.contains("Removed 4"))
        #expect(clear.error.contains("could not remove 4 entries"), "\(clear)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: entries).count == 4)
    }
}

/// The interface says once that the cache cannot be used.
@Suite("Unusable cache in the interface", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct UnusableCacheTmuxTests {
    @Test("A regular file as --cache-dir shows a status-bar notice, and browsing goes on")
    func notice() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-notdir-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (file, gate, log) = (folder + "/file", folder + "/go", folder + "/pane.log")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        // The app starts once the pane's output is recorded: the notice shows for 15 s, and a
        // busy full run can leave this test's polling unscheduled for longer than that, so
        // what was drawn is read from the record rather than caught on screen in time.
        let tmux = try TmuxSession(
            command:
                "while [ ! -e '\(gate)' ]; do sleep 0.05; done; LANG=C.UTF-8 '\(PackagePaths.explore.path)' pokemon --demo --cache-dir '\(file)'; echo \"EXIT=$?\"; sleep 600"
        )
        try tmux.record(to: log)
        try Data().write(to: URL(fileURLWithPath: gate))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        let drawn = TmuxSession.text(of: try Data(contentsOf: URL(fileURLWithPath: log)))
        #expect(drawn.contains("cache off, not a folder: \(file)"), "the notice was never drawn")
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }
}

/// Tampered metadata in the real binary: once a crash (an `Int` conversion overflowed while
/// showing "cached … ago"), now damage.
@Suite("Tampered cache end to end", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct TamperedCacheTmuxTests {
    /// Sets `"storedAt"` in every entry's metadata line to `value`.
    static func tamper(_ entries: String, storedAt value: String) throws -> Int {
        var count = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: entries) where name.hasSuffix(".entry") {
            let url = URL(fileURLWithPath: entries + "/" + name)
            var lines = try Data(contentsOf: url).split(separator: 0x0A, maxSplits: 2, omittingEmptySubsequences: false)
            var metadata = String(decoding: lines[1], as: UTF8.self)
            guard let key = metadata.range(of: #""storedAt":"#) else { continue }
            let end = metadata[key.upperBound...].firstIndex { $0 == "," || $0 == "}" } ?? metadata.endIndex
            metadata.replaceSubrange(key.upperBound..<end, with: value)
            lines[1] = Data(metadata.utf8)
            try Data(lines.joined(separator: [0x0A])).write(to: url)
            count += 1
        }
        return count
    }

    @Test("storedAt of -1e24 in every entry: offline, the app shows what is missing and quits normally")
    func hugeStoredAt() async throws {
        let server = try await FixtureServer(root: #require(DemoFolders.pokemon))
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("explore-tampered-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let explore = "LANG=C.UTF-8 '\(PackagePaths.explore.path)' pokemon --base-url \(server.origin.absoluteString)/api/v2 --cache-dir '\(cache)'"
        let online = try TmuxSession(command: "\(explore); echo \"EXIT=$?\"; sleep 600")
        try await online.wait("Bulbasaur's detail") { $0.contains("#001 ·") && $0.contains("Base stats") }
        try online.keys("q")
        try await online.wait("the shell") { $0.contains("EXIT=0") }
        server.stop()
        #expect(try Self.tamper(cache + "/entries", storedAt: "-1e24") >= 4)

        let offline = try TmuxSession(command: "\(explore) --offline; echo \"EXIT=$?\"; sleep 600")
        try await offline.wait("the list, not available offline") { $0.contains("Not available offline") }
        try offline.keys("q")
        try await offline.wait("the shell") { $0.contains("EXIT=0") }
    }
}
