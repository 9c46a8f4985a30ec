import Foundation
import Networking
import Synchronization
import Testing
import TestSupport

/// Holds callers until it is opened.
final class Gate: Sendable {
    private let state = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let proceed = state.withLock { state -> Bool in
                if state.open { return true }
                state.waiting.append(continuation)
                return false
            }
            if proceed { continuation.resume() }
        }
    }

    func open() {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.open = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}

@Suite("Network stack")
struct NetworkStackTests {
    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("explore-stack-\(UUID().uuidString)")
    }

    /// The first layer of type `T` in `client`'s chain, walking down through each `base`.
    func layer<T>(_ type: T.Type, in client: any NetworkClient) -> T? {
        var current: (any NetworkClient)? = client
        while let client = current {
            if let found = client as? T { return found }
            switch client {
            case let keyed as APIKeyClient: current = keyed.base
            case let coalescing as CoalescingClient: current = coalescing.base
            case let caching as CachingClient: current = caching.base
            case let retrying as RetryingClient: current = retrying.base
            default: current = nil
            }
        }
        return nil
    }

    @Test("The layers stand in the documented order: key → coalescing → cache → retry → transport")
    func order() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = StubClient { _ throws(NetworkError) in HTTPResponse(status: .ok) }
        let stack = NetworkStack.make(transport: transport, cache: DiskCache(directory: folder), freshness: .seconds(42), key: "K-ORDER")
        let key = try #require(stack as? APIKeyClient)
        let coalescing = try #require(key.base as? CoalescingClient)
        let cache = try #require(coalescing.base as? CachingClient)
        #expect(cache.defaultMaxAge == .seconds(42))
        let retry = try #require(cache.base as? RetryingClient)
        #expect(retry.base as? StubClient === transport)
    }

    @Test("Without a key or a cache, those layers are left out: coalescing → retry → transport")
    func leanOrder() throws {
        let transport = StubClient { _ throws(NetworkError) in HTTPResponse(status: .ok) }
        let stack = NetworkStack.make(transport: transport)
        let coalescing = try #require(stack as? CoalescingClient)
        let retry = try #require(coalescing.base as? RetryingClient)
        #expect(retry.base as? StubClient === transport)
    }

    @Test("Two identical concurrent misses read the disk once and send one request")
    func identicalMisses() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gate = Gate()
        let transport = StubClient { request throws(NetworkError) in
            await gate.wait()
            return HTTPResponse(status: .ok, body: Data(request.url.path.utf8))
        }
        let cache = DiskCache(directory: folder)
        let stack = NetworkStack.make(transport: transport, cache: cache, freshness: .seconds(3600))
        let coalescing = try #require(layer(CoalescingClient.self, in: stack))
        let request = HTTPRequest(url: try #require(URL(string: "http://api.example/v1/thing/7")))

        let first = Task { try await stack.send(request) }
        let second = Task { try await stack.send(request) }
        // Both callers are waiting and the one transfer is held at the transport.
        for _ in 0..<2_500 where !(coalescing.waiterCount == 2 && transport.requests.count == 1) {
            try await Task.sleep(for: .milliseconds(2))
        }
        try #require(coalescing.waiterCount == 2 && transport.requests.count == 1)
        gate.open()
        #expect(try await first.value.body == Data("/v1/thing/7".utf8))
        #expect(try await second.value.body == Data("/v1/thing/7".utf8))
        #expect(transport.requests.count == 1)
        #expect(cache.readCount == 1)

        // Stored: the next one is a hit, without the network.
        _ = try await stack.send(request)
        #expect(cache.readCount == 2)
        #expect(transport.requests.count == 1)
    }
}
