import CatalogKit
import Foundation
import Networking
import Testing
import TestSupport

/// Valid but unusual HTTP, and HTTP that is not valid, written byte by byte by the loopback
/// server's raw answers, through the real transport, retries, cache and request log.
@Suite("Raw HTTP answers", .serialized)
struct RawHTTPTests {
    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var current = Date()
        var now: Date { lock.withLock { current } }
        func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
    }

    static let resources = [
        "pokemon/25": #"{"id":25,"name":"pikachu"}"#,
        "pokemon/26": #"{"id":26,"name":"raichu"}"#,
    ]

    func makeServer() async throws -> FixtureServer {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("explore-raw-\(UUID().uuidString)")
        for (path, json) in Self.resources {
            let folder = root.appendingPathComponent("api/v2").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appendingPathComponent("index.json"))
        }
        let meals = root.appendingPathComponent("api/json/v1/1/filter.php")
        try FileManager.default.createDirectory(at: meals, withIntermediateDirectories: true)
        try Data(#"{"meals":null}"#.utf8).write(to: meals.appendingPathComponent("c=None.json"))
        return try await FixtureServer(root: root)
    }

    func url(_ server: FixtureServer, _ path: String) throws -> URL {
        try #require(URL(string: server.origin.absoluteString + path))
    }

    func temporaryLog() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("explore-raw-\(UUID().uuidString).log").path
    }

    /// The server's request log once it holds `count` lines (it writes a line just after
    /// answering, so the client can finish first), or after two seconds whatever it holds.
    func logLines(_ server: FixtureServer, atLeast count: Int) async throws -> [String] {
        for _ in 0..<200 where server.logLines().count < count {
            try await Task.sleep(for: .milliseconds(10))
        }
        return server.logLines()
    }

    /// The stack the app builds, with no waits between attempts.
    func stack(log: RequestLog? = nil, cache: DiskCache? = nil, key: String? = nil, now: @escaping @Sendable () -> Date = { Date() }) -> any NetworkClient {
        NetworkStack.make(
            transport: CurlClient(log: log), cache: cache, freshness: .seconds(60), key: key,
            policy: RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(1)), log: log, now: now)
    }

    @Test("A 304 with Content-Length: 24 revalidates with one request, and refreshes the entry")
    func notModifiedWithLength() async throws {
        let server = try await makeServer()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = Clock()
        let client = stack(cache: DiskCache(directory: folder, now: { clock.now }), now: { clock.now })
        let request = HTTPRequest(url: try url(server, "/api/v2/pokemon/25/"))
        let first = try await client.send(request)
        try await server.addFaults(#"[{"match": "/pokemon/25/", "action": "raw", "answer": "bodiless", "status": 304, "length": 24}]"#)
        clock.advance(61)
        let revalidated = try await client.send(request)
        #expect(revalidated.body == first.body)
        let lines = try await logLines(server, atLeast: 2)
        #expect(lines.count == 2, "one request to revalidate, not three")
        #expect(lines.last?.split(separator: " ")[3] == "304")
        // Refreshed: fresh again, so no request at all.
        clock.advance(30)
        _ = try await client.send(request)
        #expect(server.logLines().count == 2)
    }

    @Test("A 204 with Content-Length is an empty success, not a lost connection")
    func noContentWithLength() async throws {
        let server = try await makeServer()
        defer { server.stop() }
        try await server.addFaults(#"[{"match": "/pokemon/25/", "action": "raw", "answer": "bodiless", "status": 204, "length": 24}]"#)
        let response = try await stack().send(HTTPRequest(url: try url(server, "/api/v2/pokemon/25/")))
        #expect(response.status.code == 204)
        #expect(response.body.isEmpty)
        #expect(try await logLines(server, atLeast: 1).count == 1)
    }

    @Test("An answer to HEAD has no body, whatever its Content-Length")
    func head() async throws {
        let server = try await makeServer()
        defer { server.stop() }
        let response = try await stack().send(HTTPRequest(method: .head, url: try url(server, "/api/v2/pokemon/25/")))
        #expect(response.status.code == 200)
        #expect(response.body.isEmpty)
        #expect(try await logLines(server, atLeast: 1).count == 1)
    }

    struct Meals: Decodable, Sendable, Equatable {
        var meals: [String]?
    }

    @Test("A gzip body shorter decoded than its Content-Length loads in one attempt")
    func gzip() async throws {
        let server = try await makeServer()
        defer { server.stop() }
        try await server.addFaults(#"[{"match": "filter.php", "action": "raw", "answer": "gzip"}]"#)
        let response = try await stack().send(HTTPRequest(url: try url(server, "/api/json/v1/1/filter.php?c=None")))
        #expect(response.header("Content-Length") == "34")
        #expect(response.body == Data(#"{"meals":null}"#.utf8))
        #expect(try APIClient.decode(Meals.self, from: response.body, request: HTTPRequest(url: server.origin)) == Meals(meals: nil))
        #expect(try await logLines(server, atLeast: 1).count == 1)
    }

    @Test(
        "An empty reason phrase is read; status lines that are not HTTP say so, once, without blaming --base-url",
        arguments: ["HTTP/1.1 OK", "hello there"])
    func statusLines(line: String) async throws {
        let server = try await makeServer()
        defer { server.stop() }
        try await server.addFaults(#"[{"match": "/pokemon/25/", "action": "raw", "answer": "status-line", "status_line": "HTTP/1.1 200 "}]"#)
        let fine = try await stack().send(HTTPRequest(url: try url(server, "/api/v2/pokemon/25/")))
        #expect(fine.status.code == 200 && fine.body == Data(Self.resources["pokemon/25"]!.utf8))

        try await server.addFaults(#"[{"match": "/pokemon/26/", "action": "raw", "answer": "status-line", "status_line": "\#(line)"}]"#)
        let request = HTTPRequest(url: try url(server, "/api/v2/pokemon/26/"))
        do {
            _ = try await stack().send(request)
            Issue.record("expected an error for \(line)")
        } catch {
            #expect(error.kind == .malformedResponse)
            let shown = AppError(error, subject: "Pokémon")
            #expect(shown.message == "The server's answer was not valid HTTP.")
            #expect(!shown.message.contains("--base-url"))
        }
        let asked = try await logLines(server, atLeast: 2).filter { $0.contains("/pokemon/26/") }
        #expect(asked.count == 1, "not retried")
    }

    @Test("A redirect to another host is refused, and both hops are logged with the key masked")
    func crossHostRedirect() async throws {
        let server = try await makeServer()
        defer { server.stop() }
        let path = temporaryLog()
        defer { unlink(path) }
        let log = try RequestLog(path: path)
        let elsewhere = "http://localhost:\(server.port)/api/v2/pokemon/26/?apiKey=HOPSECRET-1"
        try await server.addFaults(#"[{"match": "/pokemon/25/", "action": "status", "status": 302, "headers": {"Location": "\#(elsewhere)"}}]"#)
        let client = stack(log: log, key: "HOPSECRET-1")
        let request = HTTPRequest(url: try url(server, "/api/v2/pokemon/25/"))
        do {
            _ = try await client.send(request)
            Issue.record("expected the redirect to be refused")
        } catch {
            guard case let .redirectRefused(location) = error.kind else {
                Issue.record("expected redirectRefused, got \(error.kind)")
                return
            }
            #expect(location == "http://localhost:\(server.port)/api/v2/pokemon/26/?apiKey=***")
            let shown = AppError(error)
            #expect(shown.kind == .redirectRefused && !shown.isRetryable)
            #expect(shown.details.contains("Redirected to \(location)"))
        }
        #expect(try await logLines(server, atLeast: 1).count == 1, "the other host is never asked")
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines.first?.contains(
                "GET \(server.origin.absoluteString)/api/v2/pokemon/25/?apiKey=*** 302 redirect=\(elsewhere.replacingOccurrences(of: "HOPSECRET-1", with: "***")) refused"
            ) == true)
        #expect(lines.last?.contains("error=redirect-refused") == true)
        #expect(lines.allSatisfy { !$0.contains("HOPSECRET") })
    }

    @Test("A redirect on the same origin is followed, and the hop is logged")
    func sameOriginRedirect() async throws {
        let server = try await makeServer()
        defer { server.stop() }
        let path = temporaryLog()
        defer { unlink(path) }
        let log = try RequestLog(path: path)
        try await server.addFaults(#"[{"match": "/pokemon/25/", "action": "status", "status": 301, "headers": {"Location": "/api/v2/pokemon/26/"}}]"#)
        let response = try await stack(log: log).send(HTTPRequest(url: try url(server, "/api/v2/pokemon/25/")))
        #expect(response.body == Data(Self.resources["pokemon/26"]!.utf8))
        _ = try await logLines(server, atLeast: 2)
        #expect(server.requestedPaths() == ["/api/v2/pokemon/25/", "/api/v2/pokemon/26/"])
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("/api/v2/pokemon/25/ 301 redirect=\(server.origin.absoluteString)/api/v2/pokemon/26/ followed") == true)
        #expect(lines.last?.contains(" 200 ") == true)
    }
}
