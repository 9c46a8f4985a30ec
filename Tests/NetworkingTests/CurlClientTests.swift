import Foundation
import Networking
import Testing
import TestSupport

/// The transport-level guarantees of ``CurlClient`` (refusal, cancellation, deadlines, size
/// caps, reuse), and the valid-but-unusual HTTP that a raw server sends.
@Suite("Curl client")
struct CurlClientTests {
    func failure(_ client: CurlClient, _ url: URL) async -> NetworkError? {
        do {
            _ = try await client.send(HTTPRequest(url: url))
            return nil
        } catch {
            return error
        }
    }

    @Test("A refused connection is offline, with the request kept")
    func refused() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:\(try closedPort())/x"))
        let error = await failure(CurlClient(), url)
        #expect(error?.kind == .offline)
        #expect(error?.url == url)
    }

    @Test("Non-HTTP schemes are refused before any transfer")
    func scheme() async throws {
        let url = try #require(URL(string: "ftp://127.0.0.1/x"))
        #expect(await failure(CurlClient(), url) == NetworkError(.invalidURL, method: .get, url: url))
    }

    @Test("Cancelling before the answer comes back is cancellation, promptly")
    func cancellation() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let client = CurlClient()
        let url = try #require(URL(string: "http://127.0.0.1:\(listener.port)/slow"))
        let task = Task { await failure(client, url) }
        try await Task.sleep(for: .milliseconds(100))
        task.cancel()
        #expect(await task.value?.kind == .cancelled)
    }

    @Test("A task cancelled before sending never starts a transfer")
    func cancelledEarly() async throws {
        let server = try await RawServer()
        let client = CurlClient()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await failure(client, server.url("/target"))
        }
        #expect(await task.value?.kind == .cancelled)
        #expect(client.connectionsOpened == 0)
    }

    @Test("The deadline holds in milliseconds when the server never answers")
    func deadline() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let client = CurlClient(configuration: .init(deadline: .milliseconds(300)))
        let url = try #require(URL(string: "http://127.0.0.1:\(listener.port)/never"))
        #expect(await failure(client, url)?.kind == .timedOut)
    }

    @Test("The request's overall deadline cuts a longer configured one short")
    func overallDeadline() async throws {
        let server = try await RawServer()
        let client = RetryingClient(CurlClient(configuration: .init(deadline: .seconds(30))), policy: .never, deadline: .seconds(1))
        do {
            _ = try await client.send(HTTPRequest(url: server.url("/hang")))
            Issue.record("expected a timeout")
        } catch {
            #expect(error.kind == .timedOut)
        }
    }

    @Test("Bodies over the cap are refused as they arrive")
    func sizeCap() async throws {
        let server = try await RawServer()
        let small = CurlClient(configuration: .init(maxBodyBytes: 1024 * 1024))
        let error = await failure(small, server.url("/big"))
        #expect(error?.kind == .invalidResponse("response larger than 1 MB"))
        let response = try await CurlClient().send(HTTPRequest(url: server.url("/big")))
        #expect(response.body.count == 3 * 1024 * 1024)
    }

    @Test("The cap counts decoded bytes: a gzip bomb is refused")
    func bomb() async throws {
        let server = try await RawServer()
        let client = CurlClient(configuration: .init(maxBodyBytes: 4 * 1024 * 1024))
        #expect(await failure(client, server.url("/bomb"))?.kind == .invalidResponse("response larger than 4 MB"))
    }

    @Test("304 and 204 with a Content-Length have no body and are fine", arguments: [("/304-with-length", 304), ("/204-with-length", 204)])
    func noBody(path: String, status: Int) async throws {
        let server = try await RawServer()
        let client = CurlClient()
        let response = try await client.send(HTTPRequest(url: server.url(path)))
        #expect(response.status.code == status)
        #expect(response.body.isEmpty)
        // The connection stays usable: the next answer is read correctly.
        #expect(try await client.send(HTTPRequest(url: server.url("/target"))).body == Data("here".utf8))
    }

    @Test("A gzip body whose Content-Length counts the encoded bytes loads")
    func gzip() async throws {
        let server = try await RawServer()
        let response = try await CurlClient().send(HTTPRequest(url: server.url("/gzip")))
        #expect(response.body == Data(#"{"meals":null}"#.utf8))
    }

    @Test("A status line without a reason phrase is read as curl reads it", arguments: ["/no-reason", "/no-reason-space"])
    func noReason(path: String) async throws {
        let server = try await RawServer()
        let response = try await CurlClient().send(HTTPRequest(url: server.url(path)))
        #expect(response.status == .ok)
        #expect(response.body == Data("{}".utf8))
    }

    @Test("A malformed status line says the answer was not valid HTTP")
    func garbage() async throws {
        let server = try await RawServer()
        let error = await failure(CurlClient(), server.url("/garbage"))
        #expect(error?.kind == .malformedResponse)
        #expect(error?.description.contains("not valid HTTP") == true)
    }

    @Test("Sends the User-Agent, Accept-Encoding and the request's headers; headers are read case-insensitively")
    func headers() async throws {
        let server = try await RawServer()
        let client = CurlClient(configuration: .init(userAgent: "explore/9.9"))
        let request = HTTPRequest(url: server.url("/echo"), headers: ["If-None-Match": "\"abc\"", "X-Bad": "a\r\nInjected: yes"])
        let response = try await client.send(request)
        let head = String(decoding: response.body, as: UTF8.self)
        #expect(head.contains("User-Agent: explore/9.9\r\n"))
        #expect(head.contains("Accept-Encoding: ") && head.contains("gzip"))
        #expect(head.contains("If-None-Match: \"abc\"\r\n"))
        #expect(!head.contains("Injected"))
        #expect(response.header("Content-Type") == "application/json")
        #expect(response.header("content-length") == String(response.body.count))
    }

    @Test("Connections are reused: twenty requests in a row open one")
    func reuse() async throws {
        let server = try await RawServer()
        let client = CurlClient()
        for _ in 0..<20 {
            #expect(try await client.send(HTTPRequest(url: server.url("/target"))).body == Data("here".utf8))
        }
        #expect(client.connectionsOpened == 1)
    }
}

@Suite("Curl client redirects")
struct CurlRedirectTests {
    @Test("A same-origin redirect is followed, and the hop is reported")
    func sameOrigin() async throws {
        let server = try await RawServer()
        let hops = Collected<CurlClient.Redirect>()
        let client = CurlClient(configuration: .init(onRedirect: { hops.append($0) }))
        let response = try await client.send(HTTPRequest(url: server.url("/same-origin?apiKey=SECRET")))
        #expect(response.status == .ok)
        #expect(response.body == Data("here".utf8))
        #expect(
            hops.values == [
                CurlClient.Redirect(from: server.url("/same-origin?apiKey=SECRET"), to: server.url("/target"), status: HTTPStatus(302), followed: true)
            ])
    }

    @Test("A redirect to another origin is refused, with a clear error and no key in it; the log has the hop")
    func crossOrigin() async throws {
        let server = try await RawServer()
        let logPath = FileManager.default.temporaryDirectory.appendingPathComponent("explore-curl-log-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        let hops = Collected<CurlClient.Redirect>()
        let client = CurlClient(configuration: .init(onRedirect: { hops.append($0) }), log: try RequestLog(path: logPath))
        do {
            _ = try await client.send(HTTPRequest(url: server.url("/cross-origin?apiKey=SECRET")))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.kind == .redirectRefused(location: "http://localhost:\(server.port)/target"))
            #expect(!error.description.contains("SECRET"))
        }
        #expect(hops.values.map(\.followed) == [false])
        let log = try String(contentsOfFile: logPath, encoding: .utf8)
        #expect(log.contains("GET \(server.origin)/cross-origin?apiKey=*** 302 redirect=http://localhost:\(server.port)/target refused"))
        #expect(!log.contains("SECRET"))
    }

    @Test("http to https on the same host is followed")
    func upgrade() async throws {
        let server = try await RawServer()
        let hops = Collected<CurlClient.Redirect>()
        let client = CurlClient(configuration: .init(deadline: .milliseconds(500), onRedirect: { hops.append($0) }))
        // The raw server speaks no TLS, so the hop fails at the handshake: but it was taken.
        _ = try? await client.send(HTTPRequest(url: server.url("/to-https")))
        #expect(hops.values.map(\.to.scheme) == ["https"])
    }

    @Test("A redirect loop ends after a few hops")
    func loop() async throws {
        let server = try await RawServer()
        let hops = Collected<CurlClient.Redirect>()
        let client = CurlClient(configuration: .init(maxRedirects: 3, onRedirect: { hops.append($0) }))
        do {
            _ = try await client.send(HTTPRequest(url: server.url("/loop")))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .invalidResponse("too many redirects"))
        }
        #expect(hops.values.count == 3)
    }
}

/// Proxies come from the process environment as curl reads it. The suite changes the
/// environment, so it runs alone; it only ever sends `localhost` through the proxy and keeps
/// 127.0.0.1 (which every other test uses) in `no_proxy`.
@Suite("Curl client proxies", .serialized)
struct CurlProxyTests {
    static let proxyMark = "forwarded"

    @Test("http_proxy routes requests through the proxy, and no_proxy exempts a host")
    func environment() async throws {
        let server = try await RawServer()
        let proxy = try await RawServer(proxy: true)
        let saved = ["http_proxy", "no_proxy"].map { (name: String) in (name, ProcessInfo.processInfo.environment[name]) }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        setenv("http_proxy", "http://127.0.0.1:\(proxy.port)", 1)
        setenv("no_proxy", "127.0.0.1", 1)
        let client = CurlClient()
        let viaLocalhost = try #require(URL(string: "http://localhost:\(server.port)/target"))
        let proxied = try await client.send(HTTPRequest(url: viaLocalhost))
        #expect(proxied.body == Data("here".utf8))
        #expect(proxied.header("X-Test-Proxy") == Self.proxyMark)

        let direct = try await client.send(HTTPRequest(url: server.url("/target")))
        #expect(direct.body == Data("here".utf8))
        #expect(direct.header("X-Test-Proxy") == nil)

        // The environment is read when a client is made (an app's does not change).
        setenv("no_proxy", "127.0.0.1,localhost", 1)
        let exempt = try await CurlClient().send(HTTPRequest(url: viaLocalhost))
        #expect(exempt.body == Data("here".utf8))
        #expect(exempt.header("X-Test-Proxy") == nil)
    }
}
