import CatalogKit
import Foundation
@testable import Networking
import Testing
import TestSupport

/// Refused certificates, proxies that refuse or cannot be used, and downgrades: each once
/// read "Can't reach the server" or "The connection dropped", and the certificate errors
/// were retried three times. Each now says what it is, and none is retried.
@Suite("Transport security: certificates, proxies, downgrades", .serialized)
struct TransportSecurityTests {
    /// A client with the app's retries (waits skipped) and no proxy from the environment.
    func client(caBundle: String? = nil, proxies: ProxySettings = ProxySettings(environment: [:])) -> RetryingClient {
        RetryingClient(CurlClient(configuration: .init(deadline: .seconds(10), caBundle: caBundle, proxies: proxies)), sleep: { _ in })
    }

    func failure(_ client: some NetworkClient, _ url: URL) async -> NetworkError? {
        do {
            _ = try await client.send(HTTPRequest(url: url))
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "A self-signed certificate: one attempt, and a message naming the certificate problem",
        .enabled(if: TLSServer.available, "the openssl tool is not installed"))
    func selfSigned() async throws {
        let server = try await TLSServer(.selfSigned)
        let error = try #require(await failure(client(), server.url("/secret")))
        guard case let .certificate(problem) = error.kind else {
            Issue.record("\(error.kind) is not a certificate failure")
            return
        }
        #expect(problem == "the certificate of 127.0.0.1 is self-signed")
        #expect(server.logLines() == ["connection"], "one attempt, no request sent: \(server.logLines())")
        let shown = AppError(error)
        #expect(shown.message.contains("self-signed") && shown.message.contains("Not a secure connection"))
        #expect(!shown.isRetryable)
    }

    @Test(
        "A certificate for another host, from a trusted authority: the host name is the problem",
        .enabled(if: TLSServer.available, "the openssl tool is not installed"))
    func otherHost() async throws {
        let server = try await TLSServer(.otherHost)
        let error = try #require(await failure(client(caBundle: server.authorityFile), server.url("/secret")))
        #expect(error.kind == .certificate(problem: "the certificate of 127.0.0.1 is for another host name"))
        #expect(server.logLines() == ["connection"])
    }

    @Test(
        "A same-host redirect from https to http is refused as a downgrade",
        .enabled(if: TLSServer.available, "the openssl tool is not installed"))
    func downgrade() async throws {
        let server = try await TLSServer(.selfSigned)
        let trusting = client(caBundle: server.folder.appendingPathComponent("cert.pem").path)
        #expect(try await trusting.send(HTTPRequest(url: server.url("/fine"))).body == Data("secure".utf8))
        let error = try #require(await failure(trusting, server.url("/downgrade")))
        guard case .downgradeRefused = error.kind else {
            Issue.record("\(error.kind) is not a downgrade")
            return
        }
        #expect(AppError(error).message.contains("downgrade"))
    }

    @Test(
        "A proxy whose password holds %0A or %1B fails the request: nothing is sent, never directly",
        arguments: [
            "http://user:pa%0Ass@127.0.0.1:9", "http://user:pa%1Bss@127.0.0.1:9", "http://us%0Der@127.0.0.1:9", "http://user:pa%zz@127.0.0.1:9",
            "http://127.0.0.1:99999", "ftp://127.0.0.1:21",
        ])
    func unusableProxy(proxy: String) async throws {
        let server = try await FixtureServer(root: FileManager.default.temporaryDirectory)
        defer { server.stop() }
        let proxied = client(proxies: ProxySettings(environment: ["http_proxy": proxy]))
        let error = try #require(await failure(proxied, server.origin.appendingPathComponent("direct")))
        guard case let .proxyUnusable(reason) = error.kind else {
            Issue.record("\(error.kind) is not an unusable proxy")
            return
        }
        #expect(reason.hasPrefix("the proxy in http_proxy "))
        #expect(!reason.contains("pa%") && !reason.contains("user:") && !reason.contains("us%"), "the reason quotes the credentials: \(reason)")
        #expect(server.requestedPaths().isEmpty, "a direct connection was made: \(server.requestedPaths())")
        #expect(AppError(error).message.contains("no direct connection"))
    }

    @Test("A proxy that refuses the tunnel says so, with its status", arguments: [407, 403, 302])
    func refusingProxy(status: Int) async throws {
        let proxy = try await RawServer(refuse: status)
        let proxied = client(proxies: ProxySettings(environment: ["https_proxy": "http://127.0.0.1:\(proxy.port)"]))
        let error = try #require(await failure(proxied, URL(string: "https://service.example/x")!))
        #expect(error.kind == .proxyRefused(status: status))
        #expect(AppError(error).message.contains("The proxy refused the connection (HTTP \(status))"))
    }

    @Test("Over plain http (no tunnel) the proxy's 407 is the proxy's, not the server's")
    func refusingPlainProxy() async throws {
        let proxy = try await RawServer(refuse: 407)
        let proxied = client(proxies: ProxySettings(environment: ["http_proxy": "http://user:secret@127.0.0.1:\(proxy.port)"]))
        let error = try #require(await failure(proxied, URL(string: "http://service.example/x")!))
        #expect(error.kind == .proxyRefused(status: 407))
        #expect(!AppError(error).message.contains("secret"))
    }

    @Test("Proxy choice follows curl: http_proxy lower case only, HTTPS_PROXY, all_proxy, no_proxy")
    func choice() {
        #expect(ProxySettings(environment: ["HTTP_PROXY": "http://p:1"]).choice(for: "http") == .direct)
        #expect(ProxySettings(environment: ["http_proxy": "http://p:1", "no_proxy": "a,b"]).choice(for: "http") == .proxy(url: "http://p:1", noProxy: "a,b"))
        #expect(ProxySettings(environment: ["HTTPS_PROXY": "socks5h://p:1080"]).choice(for: "https") == .proxy(url: "socks5h://p:1080", noProxy: ""))
        #expect(ProxySettings(environment: ["ALL_PROXY": "p:3128"]).choice(for: "https") == .proxy(url: "p:3128", noProxy: ""))
        #expect(ProxySettings(environment: ["https_proxy": ""]).choice(for: "https") == .direct)
        #expect(
            ProxySettings(environment: ["http_proxy": "http://user:p%40ss@[::1]:8080"]).choice(for: "http")
                == .proxy(url: "http://user:p%40ss@[::1]:8080", noProxy: ""))
        if case .unusable = ProxySettings(environment: ["https_proxy": "http://p:1 x"]).choice(for: "https") {} else { Issue.record("a space was accepted") }
    }
}
