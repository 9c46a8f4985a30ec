import Foundation
import Networking
import Testing

/// A transport that holds every request until the test answers it by path, and lets the
/// test wait (without a clock) until a given number of requests have reached it.
private final class HoldingTransport: NetworkClient, @unchecked Sendable {
    private let lock = NSLock()
    private var held: [(path: String, answer: CheckedContinuation<Void, Never>)] = []
    private var arrived: [String] = []
    private var watchers: [(count: Int, waiter: CheckedContinuation<Void, Never>)] = []

    /// The paths that reached the transport, in order.
    var paths: [String] { lock.withLock { arrived } }

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let path = request.url.path
        await withCheckedContinuation { (answer: CheckedContinuation<Void, Never>) in
            let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
                held.append((path, answer))
                arrived.append(path)
                let ready = watchers.filter { $0.count <= arrived.count }.map(\.waiter)
                watchers.removeAll { $0.count <= arrived.count }
                return ready
            }
            for watcher in ready { watcher.resume() }
        }
        if Task.isCancelled { throw NetworkError(.cancelled, request: request) }
        return HTTPResponse(status: .ok, body: Data(path.utf8))
    }

    /// Returns once `count` requests have arrived.
    func arrivals(_ count: Int) async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let now = lock.withLock { () -> Bool in
                if arrived.count >= count { return true }
                watchers.append((count, waiter))
                return false
            }
            if now { waiter.resume() }
        }
    }

    /// Answers the held request for `path`.
    func answer(_ path: String) {
        let answer = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            guard let index = held.firstIndex(where: { $0.path == path }) else { return nil }
            return held.remove(at: index).answer
        }
        answer?.resume()
    }
}

private func request(_ path: String, host: String = "a.example") -> HTTPRequest {
    HTTPRequest(url: URL(string: "http://\(host)\(path)")!)
}

private func background(_ client: any NetworkClient, _ path: String, host: String = "a.example") -> Task<HTTPResponse, any Error> {
    Task { try await RequestLane.$current.withValue(.background) { try await client.send(request(path, host: host)) } }
}

@Suite("Request lanes")
struct LaneGateTests {
    @Test("Background requests hold two of four connections; the page's request goes straight to the transport")
    func pageGoesFirst() async throws {
        let transport = HoldingTransport()
        let gate = LaneGate(transport, connections: 4, backgroundShare: 2)
        let names = (1...6).map { background(gate, "/name/\($0)") }
        await transport.arrivals(2)
        // Six names asked: two sent, four waiting in the gate, none in the transport's queue.
        #expect(gate.waitingCount == 4)
        let page = Task { try await gate.send(request("/pokemon/25")) }
        await transport.arrivals(3)
        #expect(transport.paths == ["/name/1", "/name/2", "/pokemon/25"])
        transport.answer("/pokemon/25")
        #expect(try await page.value.body == Data("/pokemon/25".utf8))
        // Names go on in the order asked, two at a time.
        transport.answer("/name/1")
        await transport.arrivals(4)
        #expect(transport.paths.last == "/name/3")
        for number in 2...6 {
            transport.answer("/name/\(number)")
            if number < 5 { await transport.arrivals(number + 3) }
        }
        for name in names { _ = try await name.value }
        #expect(gate.waitingCount == 0)
    }

    @Test("While the page holds connections, background requests take only what is left")
    func backgroundFillsWhatIsLeft() async throws {
        let transport = HoldingTransport()
        let gate = LaneGate(transport, connections: 4, backgroundShare: 2)
        let pages = (1...3).map { number in Task { try await gate.send(request("/page/\(number)")) } }
        await transport.arrivals(3)
        let names = (1...2).map { background(gate, "/name/\($0)") }
        await transport.arrivals(4)
        #expect(gate.waitingCount == 1)
        // Another host's connections are its own.
        let other = background(gate, "/name/x", host: "b.example")
        await transport.arrivals(5)
        transport.answer("/page/1")
        await transport.arrivals(6)
        #expect(transport.paths.last == "/name/2")
        for path in ["/page/2", "/page/3", "/name/1", "/name/2", "/name/x"] { transport.answer(path) }
        for task in pages + names + [other] { _ = try await task.value }
    }

    @Test("A waiting background request that is cancelled leaves the line and says so")
    func cancelledWaiterLeaves() async throws {
        let transport = HoldingTransport()
        let gate = LaneGate(transport, connections: 4, backgroundShare: 1)
        let first = background(gate, "/name/1")
        await transport.arrivals(1)
        let second = background(gate, "/name/2")
        let third = background(gate, "/name/3")
        while gate.waitingCount < 2 { await Task.yield() }
        second.cancel()
        let error = await #expect(throws: NetworkError.self) { try await second.value }
        #expect(error?.kind == .cancelled)
        #expect(gate.waitingCount == 1)
        transport.answer("/name/1")
        await transport.arrivals(2)
        #expect(transport.paths == ["/name/1", "/name/3"])
        transport.answer("/name/3")
        _ = try await first.value
        _ = try await third.value
    }

    @Test("A page's request that finds the same request waiting as a name does not wait behind it")
    func foregroundTakesOverAWaitingName() async throws {
        let transport = HoldingTransport()
        let client = CoalescingClient(LaneGate(transport, connections: 4, backgroundShare: 1))
        let first = background(client, "/name/1")
        await transport.arrivals(1)
        // pokemon-species/25 is wanted for a row's name, and waits in the gate…
        let name = background(client, "/pokemon-species/25")
        while client.flightCount < 2 { await Task.yield() }
        // …when the page asks for the same answer: it is sent at once, and answers both.
        let page = Task { try await client.send(request("/pokemon-species/25")) }
        await transport.arrivals(2)
        #expect(transport.paths == ["/name/1", "/pokemon-species/25"])
        transport.answer("/pokemon-species/25")
        #expect(try await page.value.body == Data("/pokemon-species/25".utf8))
        #expect(try await name.value.body == Data("/pokemon-species/25".utf8))
        transport.answer("/name/1")
        _ = try await first.value
        #expect(transport.paths.count == 2)
    }
}
