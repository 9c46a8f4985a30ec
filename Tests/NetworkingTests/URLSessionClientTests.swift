import Foundation
import Networking
import Testing

@Suite("URLSession client")
struct URLSessionClientTests {
    @Test("A refused connection is offline, with the request kept")
    func refused() async throws {
        // Port 9 on loopback (discard) is closed on this kind of machine; find a closed port anyway.
        let port = try closedPort()
        let client = URLSessionClient()
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/x"))
        do {
            _ = try await client.send(HTTPRequest(url: url))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .offline)
            #expect(error.url == url)
        }
    }

    @Test("Non-HTTP schemes are refused before any transfer")
    func scheme() async throws {
        let client = URLSessionClient()
        let url = try #require(URL(string: "ftp://127.0.0.1/x"))
        await #expect(throws: NetworkError(.invalidURL, method: .get, url: url)) {
            try await client.send(HTTPRequest(url: url))
        }
    }

    @Test("Cancelling before the answer comes back is cancellation, promptly")
    func cancellation() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let client = URLSessionClient()
        let url = try #require(URL(string: "http://127.0.0.1:\(listener.port)/slow"))
        let task = Task { () -> NetworkError? in
            do throws(NetworkError) {
                _ = try await client.send(HTTPRequest(url: url))
                return nil
            } catch {
                return error
            }
        }
        try await Task.sleep(for: .milliseconds(100))
        task.cancel()
        let error = await task.value
        #expect(error?.kind == .cancelled)
    }

    @Test("The overall deadline holds even when the server never answers")
    func deadline() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let client = URLSessionClient(configuration: .init(deadline: .milliseconds(300)))
        let url = try #require(URL(string: "http://127.0.0.1:\(listener.port)/never"))
        do {
            _ = try await client.send(HTTPRequest(url: url))
            Issue.record("expected a timeout")
        } catch {
            #expect(error.kind == .timedOut)
        }
    }
}

/// A TCP listener on loopback that accepts connections and never answers.
final class SilentListener: @unchecked Sendable {
    let port: Int
    private let descriptor: Int32

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() {
        _ = Glibc.close(descriptor)
    }
}

/// A loopback port nothing listens on.
func closedPort() throws -> Int {
    let listener = try SilentListener()
    let port = listener.port
    listener.close()
    return port
}

@Suite("Overall deadline")
struct OverallDeadlineTests {
    @Test("Retries and waits together end by the request's deadline")
    func overall() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let client = RetryingClient(URLSessionClient(configuration: .init(deadline: .seconds(10))), deadline: .milliseconds(600))
        let url = try #require(URL(string: "http://127.0.0.1:\(listener.port)/never"))
        let started = ContinuousClock.now
        do {
            _ = try await client.send(HTTPRequest(url: url))
            Issue.record("expected a timeout")
        } catch {
            #expect(error.kind == .timedOut)
        }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .milliseconds(500) && elapsed < .seconds(6), "took \(elapsed)")
    }
}
