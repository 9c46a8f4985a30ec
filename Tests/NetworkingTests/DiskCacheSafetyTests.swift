import Foundation
@testable import Networking
import Testing
import TestSupport

/// The disk cache treats its folder as shared with the user and everything in it as
/// untrusted: it removes only files it can prove it wrote, follows no link, and reads
/// tampered metadata as damage.
@Suite("Disk cache safety")
struct DiskCacheSafetyTests {
    static let magic = "EXPLORE-CACHE 1\n"

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("explore-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func request(_ path: String) -> HTTPRequest {
        HTTPRequest(url: URL(string: "http://cache.example/\(path)")!)
    }

    func entry(_ body: String, storedAt: Date = Date()) -> DiskCache.Entry {
        DiskCache.Entry(
            status: .ok, headers: ["content-type": "application/json"], body: Data(body.utf8), storedAt: storedAt,
            etag: "\"e\"", lastModified: nil, maxAge: 60)
    }

    /// Files by relative path, with their bytes (a link by its destination), to compare later.
    func snapshot(_ paths: [URL]) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for url in paths {
            if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
                result[url.path] = Data(("link → " + destination).utf8)
            } else {
                result[url.path] = try Data(contentsOf: url)
            }
        }
        return result
    }

    func setOld(_ url: URL) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3 * 3600)], ofItemAtPath: url.path)
    }

    @Test("A folder holding other files gets a tagged subfolder; writes, eviction, clear and temp clean-up leave every decoy as it was")
    func decoys() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("chosen")
        let outside = base.appendingPathComponent("outside.txt")
        // The link's target even begins like an entry: a link is still never followed.
        try Data((Self.magic + "the user's own file").utf8).write(to: outside)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub.entry"), withIntermediateDirectories: true)
        try Data("inner".utf8).write(to: folder.appendingPathComponent("sub.entry/inner.txt"))
        try Data("decoy".utf8).write(to: folder.appendingPathComponent("decoy.txt"))
        try Data(repeating: 0x41, count: 200_000).write(to: folder.appendingPathComponent("important.entry"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent(".tmp-notes"))
        try setOld(folder.appendingPathComponent(".tmp-notes"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.entry").path, withDestinationPath: outside.path)

        let cache = DiskCache(directory: folder, sizeLimit: 3_000)
        #expect(cache.problem == nil)
        #expect(cache.directory.lastPathComponent == CacheDirectory.subfolderName)
        let tag = try String(contentsOf: cache.directory.appendingPathComponent("CACHEDIR.TAG"), encoding: .utf8)
        #expect(tag.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55\n"))

        // Decoys inside the entries folder too, named exactly like entries and temporary files.
        let entries = cache.entriesDirectory
        let lookalike = String(repeating: "a", count: 64) + ".entry"
        let linkName = String(repeating: "b", count: 64) + ".entry"
        let folderName = String(repeating: "c", count: 64) + ".entry"
        try Data("no header: not the app's".utf8).write(to: entries.appendingPathComponent(lookalike))
        try FileManager.default.createSymbolicLink(atPath: entries.appendingPathComponent(linkName).path, withDestinationPath: outside.path)
        try FileManager.default.createDirectory(at: entries.appendingPathComponent(folderName + "/kept"), withIntermediateDirectories: true)
        try Data("user temp".utf8).write(to: entries.appendingPathComponent(".tmp-1-2"))
        try setOld(entries.appendingPathComponent(".tmp-1-2"))
        let decoys = [
            folder.appendingPathComponent("decoy.txt"), folder.appendingPathComponent("important.entry"),
            folder.appendingPathComponent(".tmp-notes"), folder.appendingPathComponent("sub.entry/inner.txt"),
            folder.appendingPathComponent("link.entry"), outside, entries.appendingPathComponent(lookalike),
            entries.appendingPathComponent(linkName), entries.appendingPathComponent(".tmp-1-2"),
        ]
        let before = try snapshot(decoys)

        for index in 0..<12 { cache.write(entry(String(repeating: "z", count: 900)), for: request("\(index)")) }
        #expect(try cache.summary().entries <= 3, "eviction kept the cache near its limit")
        // An abandoned temporary file of the app's own goes at the next run's first write (not
        // at start-up, which lists no folder).
        let abandoned = entries.appendingPathComponent(".tmp-99-12345")
        try Data(Self.magic.utf8).write(to: abandoned)
        try setOld(abandoned)
        let reopened = DiskCache(directory: folder, sizeLimit: 3_000)
        #expect(FileManager.default.fileExists(atPath: abandoned.path))
        reopened.write(entry("{}"), for: request("after"))
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(reopened.directory == cache.directory)
        #expect(try reopened.clear().removed >= 1)
        #expect(try reopened.summary().entries == 0)

        #expect(try snapshot(decoys) == before)
        #expect(FileManager.default.fileExists(atPath: entries.appendingPathComponent(folderName + "/kept").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sub.entry").path))
    }

    @Test("An empty or missing folder becomes the cache itself, tagged; the tag is recognized again")
    func emptyFolder() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let missing = base.appendingPathComponent("new/cache")
        let cache = DiskCache(directory: missing)
        #expect(cache.directory.standardizedFileURL.path == missing.standardizedFileURL.path)
        #expect(CacheDirectory.isTagged(missing.path))
        cache.write(entry("{}"), for: request("a"))
        // The user adds a file later: the folder is still the app's, by its tag.
        try Data("later".utf8).write(to: missing.appendingPathComponent("later.txt"))
        #expect(DiskCache(directory: missing).read(request("a")) != nil)
    }

    @Test("A link in place of an entry is not followed on read, nor removed; its target is intact")
    func linkedEntry() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let other = DiskCache(directory: base.appendingPathComponent("other"))
        other.write(entry(#"{"planted":true}"#), for: request("a"))
        let planted = other.entriesDirectory.appendingPathComponent(DiskCache.key(for: request("a")) + ".entry")
        let original = try Data(contentsOf: planted)
        let cache = DiskCache(directory: base.appendingPathComponent("mine"))
        let link = cache.entriesDirectory.appendingPathComponent(DiskCache.key(for: request("a")) + ".entry")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: planted.path)
        #expect(cache.read(request("a")) == nil)
        cache.remove(request("a"))
        _ = try cache.clear()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == planted.path)
        #expect(try Data(contentsOf: planted) == original)
    }

    /// Writes an entry for `request("t")` whose metadata line is `json`, with a valid header and body.
    func plant(_ json: String, body: String = "{}", in cache: DiskCache) throws -> URL {
        let file = cache.entriesDirectory.appendingPathComponent(DiskCache.key(for: request("t")) + ".entry")
        try Data((Self.magic + json + "\n" + body).utf8).write(to: file)
        return file
    }

    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// Metadata with one field replaced by a raw JSON value.
    static func metadata(_ field: String? = nil, _ value: String = "") -> String {
        var fields: [String: String] = [
            "status": "200", "headers": #"{"content-type":"application/json"}"#, "storedAt": "1799990000",
            "etag": #""\"e\"""#, "lastModified": "null", "maxAge": "604800", "length": "2",
            "checksum": String(CacheEntryFormat.checksum(Data("{}".utf8))), "url": #""http://cache.example/t""#,
        ]
        if let field { fields[field] = value }
        return "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
    }

    static let manyHeaders = "{" + (0..<1_000).map { "\"h\($0)\":\"v\"" }.joined(separator: ",") + "}"

    static let tampered: [(String, String)] = [
        ("storedAt", "-1e24"), ("storedAt", "1e24"), ("storedAt", "1e308"), ("storedAt", "-1e308"), ("storedAt", "0"),
        ("storedAt", "946684799"), ("storedAt", "1900000000"), ("storedAt", #""soon""#), ("storedAt", "null"),
        ("maxAge", "-1"), ("maxAge", "1e24"), ("maxAge", "1e308"), ("maxAge", "-1e308"), ("maxAge", "157680001"),
        ("status", "0"), ("status", "99"), ("status", "600"), ("status", "304"), ("status", "100"), ("status", "500"), ("status", "404"), ("status", "-200"),
        ("status", "9223372036854775807"), ("status", "1e30"),
        ("length", "-1"), ("length", "3"), ("length", "1e30"), ("length", "9223372036854775807"),
        ("checksum", "0"), ("checksum", "-1"),
        ("headers", manyHeaders), ("headers", #"{"x":"a\r\nSet-Cookie: b"}"#), ("headers", #"{"bad name":"v"}"#),
        ("headers", "{\"x\":\"\(String(repeating: "v", count: 9_000))\"}"), ("headers", "[]"),
        ("etag", #""a\nInjected: yes""#), ("etag", "\"\(String(repeating: "e", count: 9_000))\""),
        ("lastModified", #""Mon\r\n""#), ("url", "\"\(String(repeating: "u", count: 20_000))\""),
    ]

    @Test("An untouched planted entry reads back: the tampering below is what makes entries damaged")
    func plantedControl() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let cache = DiskCache(directory: base, now: { Self.now })
        _ = try plant(Self.metadata(), in: cache)
        #expect(cache.read(request("t"))?.body == Data("{}".utf8))
    }

    @Test("Metadata with an extreme or malformed field is damage: a miss, the app's file removed, no crash", arguments: tampered)
    func tamperedMetadata(field: String, value: String) async throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let cache = DiskCache(directory: base, now: { Self.now })
        let file = try plant(Self.metadata(field, value), in: cache)
        #expect(cache.read(request("t")) == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        // A caching client over it, offline and online, neither crashes nor serves it.
        _ = try plant(Self.metadata(field, value), in: cache)
        let offline = CachingClient(
            StubClient { _ throws(NetworkError) in HTTPResponse(status: .ok) }, cache: cache, mode: .offline,
            defaultMaxAge: .seconds(60), now: { Self.now })
        await #expect(throws: NetworkError(.unavailableOffline, request: request("t"))) { try await offline.send(request("t")) }
        _ = try plant(Self.metadata(field, value), in: cache)
        let online = CachingClient(
            StubClient { request throws(NetworkError) in throw NetworkError(.offline, request: request) }, cache: cache,
            defaultMaxAge: .seconds(60), now: { Self.now })
        await #expect(throws: NetworkError(.offline, request: request("t"))) { try await online.send(request("t")) }
    }

    @Test("The running total matches what is on disk after writes, overwrites and evictions")
    func runningTotal() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let cache = DiskCache(directory: base, sizeLimit: 5_000)
        for index in 0..<20 { cache.write(entry(String(repeating: "q", count: 300 + 50 * (index % 7))), for: request("\(index % 9)")) }
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: cache.entriesDirectory.path).reduce(0) { sum, name in
            sum + ((try? FileManager.default.attributesOfItem(atPath: cache.entriesDirectory.appendingPathComponent(name).path)[.size] as? Int) ?? 0)
        }
        #expect(cache.ledger.withLock { $0.total } == onDisk)
        #expect(onDisk <= 5_000)
    }

    @Test("Clear says what it could not remove when the file system refuses")
    func clearFailure() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let cache = DiskCache(directory: base, sizeLimit: 1 << 20, now: { Date() }, removeFile: { _, _ in EPERM })
        for name in ["a", "b", "c"] { cache.write(entry("{}"), for: request(name)) }
        let report = try cache.clear()
        #expect(report == CacheClearReport(removed: 0, failed: 3, firstFailure: String(cString: strerror(EPERM))))
        #expect(try cache.summary().entries == 3)
    }

    @Test("Looking at a cache creates nothing; a file, or an unreadable folder, is a problem said plainly")
    func lookWithoutCreating() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let missing = base.appendingPathComponent("none")
        #expect(try DiskCache.existing(directory: missing) == nil)
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        let file = base.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        #expect(throws: CacheDirectory.Problem.notAFolder(path: file.path)) { try DiskCache.existing(directory: file) }
        let inert = DiskCache(directory: file)
        #expect(inert.problem == .notAFolder(path: file.path))
        inert.write(entry("{}"), for: request("a"))
        #expect(inert.read(request("a")) == nil)
        #expect(try Data(contentsOf: file) == Data("x".utf8))
        // The kernel refuses to list another process's map_files, to root as well.
        #expect {
            _ = try DiskCache.existing(directory: URL(fileURLWithPath: "/proc/1/map_files"))
        } throws: { error in
            if case .cannotRead = error as? CacheDirectory.Problem { return true }
            return false
        }
        #expect(DiskCache(directory: URL(fileURLWithPath: "/proc/forbidden")).problem != nil)
    }
}

/// A 200 whose body does not decode is dropped from the cache, so the next try asks the network.
@Suite("Poisoned entries")
struct PoisonedEntryTests {
    struct Thing: Decodable, Sendable, Equatable {
        var name: String
    }

    struct ThingEndpoint: Endpoint {
        var path: String { "things/1" }
    }

    @Test("Garbage, then a healthy server: the next get reaches the network and decodes; through a key-adding client too", arguments: [false, true])
    func garbageThenHealthy(keyed: Bool) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-poison-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let healthy = Locked(false)
        let stub = StubClient { _ throws(NetworkError) in
            HTTPResponse(status: .ok, body: Data((healthy.value ? #"{"name":"ok"}"# : "<html>captive portal</html>").utf8))
        }
        let caching = CachingClient(stub, cache: DiskCache(directory: folder), defaultMaxAge: .seconds(7 * 86_400))
        let client: any NetworkClient = keyed ? APIKeyClient(caching, key: "K-POISON") : caching
        let api = APIClient(baseURL: URL(string: "http://api.example/v1")!, client: client)
        await #expect(throws: NetworkError.self) { try await api.get(ThingEndpoint(), as: Thing.self) }
        healthy.value = true
        #expect(try await api.get(ThingEndpoint(), as: Thing.self) == Thing(name: "ok"))
        #expect(stub.requests.count == 2)
        // A fresh start over the same folder has the good answer, from the cache.
        let again = CachingClient(stub, cache: DiskCache(directory: folder), defaultMaxAge: .seconds(7 * 86_400))
        let restarted = APIClient(baseURL: URL(string: "http://api.example/v1")!, client: keyed ? APIKeyClient(again, key: "K-POISON") : again)
        #expect(try await restarted.get(ThingEndpoint(), as: Thing.self) == Thing(name: "ok"))
        #expect(stub.requests.count == 2)
    }
}

/// A value shared with a stub's handler.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
