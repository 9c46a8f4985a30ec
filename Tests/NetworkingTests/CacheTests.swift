import Foundation
import Networking
import Testing
import TestSupport

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_800_000_000)
    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}

private func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("explore-cache-\(UUID().uuidString)")
}

private func request(_ path: String) -> HTTPRequest {
    HTTPRequest(url: URL(string: "http://cache.example/\(path)?apiKey=SECRET-CACHE-KEY")!)
}

@Suite("SHA-256")
struct SHA256Tests {
    @Test("Known digests")
    func vectors() {
        #expect(SHA256.hex(of: Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}

@Suite("Disk cache")
struct DiskCacheTests {
    func entry(_ text: String, storedAt: Date = Date(), maxAge: TimeInterval = 60) -> DiskCache.Entry {
        DiskCache.Entry(
            status: .ok, headers: ["Content-Type": "application/json"], body: Data(text.utf8), storedAt: storedAt, etag: "\"e1\"", lastModified: nil,
            maxAge: maxAge)
    }

    @Test("An entry comes back whole; its file name and contents carry no secret")
    func roundTrip() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = DiskCache(directory: folder)
        cache.write(entry(#"{"name":"pikachu"}"#), for: request("a"))
        let read = try #require(cache.read(request("a")))
        #expect(read.body == Data(#"{"name":"pikachu"}"#.utf8) && read.etag == "\"e1\"")
        #expect(cache.read(request("b")) == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.entriesDirectory.path)
        #expect(names.count == 1 && !names[0].contains("SECRET"))
        let contents = try String(contentsOf: cache.entriesDirectory.appendingPathComponent(names[0]), encoding: .utf8)
        #expect(!contents.contains("SECRET-CACHE-KEY") && contents.contains("apiKey=***"))
        #expect(try cache.summary().entries == 1)
        #expect(try cache.clear() == CacheClearReport(removed: 1))
        #expect(try cache.summary().entries == 0)
    }

    @Test("A cache with nothing in it says so (a first run opens libcurl early); one entry, or one again after a clear, changes that")
    func holdsNoEntries() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = DiskCache(directory: folder)
        #expect(cache.holdsNoEntries)
        cache.write(entry("{}"), for: request("a"))
        #expect(!cache.holdsNoEntries)
        #expect(!DiskCache(directory: folder).holdsNoEntries, "a later run sees the entry")
        _ = try cache.clear()
        #expect(cache.holdsNoEntries)
    }

    @Test("A truncated or corrupt entry is a miss; it is removed when it still carries the entry header", arguments: ["truncate", "flip", "garbage"])
    func damage(kind: String) throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = DiskCache(directory: folder)
        cache.write(entry(String(repeating: "x", count: 1000)), for: request("a"))
        let file = cache.entriesDirectory.appendingPathComponent(try FileManager.default.contentsOfDirectory(atPath: cache.entriesDirectory.path)[0])
        var data = try Data(contentsOf: file)
        switch kind {
        case "truncate": data = data.prefix(data.count - 10)
        case "flip": data[data.count - 5] ^= 0x01
        default: data = Data("not a cache entry".utf8)
        }
        try data.write(to: file)
        #expect(cache.read(request("a")) == nil)
        // Without the header the app cannot prove it wrote the file: it is left alone.
        #expect(FileManager.default.fileExists(atPath: file.path) == (kind == "garbage"))
    }

    @Test("Past the size limit the least recently used entries go first")
    func eviction() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ManualClock()
        let cache = DiskCache(directory: folder, sizeLimit: 3_500, now: { clock.now })
        let body = String(repeating: "y", count: 900)
        for name in ["a", "b", "c"] {
            cache.write(entry(body), for: request(name))
            clock.advance(10)
        }
        _ = cache.read(request("a"))  // a is now the most recently used
        clock.advance(10)
        cache.write(entry(body), for: request("d"))
        #expect(cache.read(request("b")) == nil)
        #expect(cache.read(request("a")) != nil && cache.read(request("c")) != nil && cache.read(request("d")) != nil)
    }

    @Test("A writer killed mid-write, and two writers on the same keys, never leave a partial body")
    func processes() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stress = PackagePaths.products.appendingPathComponent("CacheStress").path
        try #require(FileManager.default.isExecutableFile(atPath: stress), "CacheStress was not built")
        let first = try Subprocess.spawn([stress, folder.path, "20", "100000"])
        let second = try Subprocess.spawn([stress, folder.path, "20", "100000"])
        let cache = DiskCache(directory: folder, sizeLimit: 1 << 30)
        var reads = 0
        let deadline = Date().addingTimeInterval(1.5)
        while Date() < deadline {
            for key in 0..<20 {
                if let entry = cache.read(HTTPRequest(url: URL(string: "http://stress.example/item/\(key)")!)) {
                    reads += 1
                    let lines = String(decoding: entry.body, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                    #expect(lines.last == "" && Set(lines.dropLast()).count == 1 && lines.first?.hasPrefix("\(key) ") == true)
                }
            }
        }
        first.signal(SIGKILL)
        second.signal(SIGKILL)
        first.wait()
        second.wait()
        #expect(reads > 0)
        // After both were killed mid-write: every entry is whole, or it is not there.
        for key in 0..<20 {
            if let entry = cache.read(HTTPRequest(url: URL(string: "http://stress.example/item/\(key)")!)) {
                let lines = String(decoding: entry.body, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                #expect(Set(lines.dropLast()).count == 1)
            }
        }
    }
}

@Suite("Caching client")
struct CachingClientTests {
    func setUp(status: Int = 200, headers: [String: String] = ["ETag": "\"v1\""]) -> (CachingClient, StubClient, ManualClock, URL) {
        let folder = temporaryFolder()
        let clock = ManualClock()
        let stub = StubClient { request throws(NetworkError) in
            if request.headers["If-None-Match"] == "\"v1\"" { return HTTPResponse(status: .notModified, headers: ["ETag": "\"v1\""]) }
            return HTTPResponse(status: HTTPStatus(status), headers: headers, body: Data("body".utf8))
        }
        let client = CachingClient(stub, cache: DiskCache(directory: folder, now: { clock.now }), defaultMaxAge: .seconds(100), now: { clock.now })
        return (client, stub, clock, folder)
    }

    @Test("Fresh entries are served without the network; stale ones are revalidated and a 304 refreshes them")
    func freshness() async throws {
        let (client, stub, clock, folder) = setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await client.send(request("a")).body == Data("body".utf8))
        clock.advance(50)
        #expect(try await client.send(request("a")).body == Data("body".utf8))
        #expect(stub.requests.count == 1)
        clock.advance(60)
        #expect(try await client.send(request("a")).body == Data("body".utf8))
        #expect(stub.requests.count == 2)
        #expect(stub.requests[1].headers["If-None-Match"] == "\"v1\"")
        clock.advance(50)
        _ = try await client.send(request("a"))
        #expect(stub.requests.count == 2, "the 304 made the entry fresh again")
    }

    @Test("A 404 is kept an hour at most, so a warm show asks nothing; a 500 is never kept")
    func notFoundKept() async throws {
        let (client, stub, clock, folder) = setUp(status: 404, headers: ["Cache-Control": "max-age=86400"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await client.send(request("a")).status == .notFound)
        clock.advance(3_599)
        #expect(try await client.send(request("a")).status == .notFound)
        #expect(stub.requests.count == 1)
        clock.advance(2)
        _ = try await client.send(request("a"))
        #expect(stub.requests.count == 2)
        let (failing, failingStub, _, other) = setUp(status: 500, headers: [:])
        defer { try? FileManager.default.removeItem(at: other) }
        _ = try await failing.send(request("a"))
        _ = try await failing.send(request("a"))
        #expect(failingStub.requests.count == 2)
    }

    @Test("max-age from the server wins over the default; no-store is not stored")
    func cacheControl() async throws {
        let (client, stub, clock, folder) = setUp(headers: ["Cache-Control": "public, max-age=10"])
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await client.send(request("a"))
        clock.advance(11)
        _ = try await client.send(request("a"))
        #expect(stub.requests.count == 2)
        let (noStore, noStoreStub, _, other) = setUp(headers: ["Cache-Control": "no-store"])
        defer { try? FileManager.default.removeItem(at: other) }
        _ = try await noStore.send(request("a"))
        _ = try await noStore.send(request("a"))
        #expect(noStoreStub.requests.count == 2)
    }

    @Test("When the network fails, a stale entry stands in, and says how old it is")
    func staleIfError() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ManualClock()
        let cache = DiskCache(directory: folder, now: { clock.now })
        let online = CachingClient(
            StubClient { _ throws(NetworkError) in HTTPResponse(status: .ok, body: Data("old".utf8)) }, cache: cache, defaultMaxAge: .seconds(10),
            now: { clock.now })
        _ = try await online.send(request("a"))
        clock.advance(3 * 86_400)
        let events = Collected<CacheEvent>()
        let broken = CachingClient(
            StubClient { request throws(NetworkError) in throw NetworkError(.offline, request: request) }, cache: cache,
            defaultMaxAge: .seconds(10), now: { clock.now }, onEvent: { events.append($0) })
        #expect(try await broken.send(request("a")).body == Data("old".utf8))
        #expect(events.values == [.servedStale(storedAt: Date(timeIntervalSince1970: 1_800_000_000))])
        await #expect(throws: NetworkError(.offline, request: request("b"))) { try await broken.send(request("b")) }
    }

    @Test("Offline: hits are served, misses are not available offline, the network is never touched")
    func offline() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = DiskCache(directory: folder)
        _ = try await CachingClient(
            StubClient { _ throws(NetworkError) in HTTPResponse(status: .ok, body: Data("kept".utf8)) }, cache: cache, defaultMaxAge: .seconds(1)
        ).send(request("a"))
        let network = StubClient { _ throws(NetworkError) in HTTPResponse(status: .ok) }
        let offline = CachingClient(network, cache: cache, mode: .offline, defaultMaxAge: .seconds(1))
        #expect(try await offline.send(request("a")).body == Data("kept".utf8))
        await #expect(throws: NetworkError(.unavailableOffline, request: request("b"))) { try await offline.send(request("b")) }
        #expect(network.requests.isEmpty)
    }

    @Test("A reload revalidates a fresh entry")
    func reload() async throws {
        let (client, stub, _, folder) = setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await client.send(request("a"))
        var reload = request("a")
        reload.cachePolicy = .revalidate
        _ = try await client.send(reload)
        #expect(stub.requests.count == 2 && stub.requests[1].headers["If-None-Match"] == "\"v1\"")
    }
}
