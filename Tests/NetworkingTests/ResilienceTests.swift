import Foundation
import Networking
import Testing
import TestSupport

private let url = URL(string: "http://api.example/v1/things?apiKey=SECRET")!
private let get = HTTPRequest(url: url)

private func response(_ code: Int, headers: [String: String] = [:]) -> Result<HTTPResponse, NetworkError> {
    .success(HTTPResponse(status: HTTPStatus(code), headers: headers))
}

private func failure(_ kind: NetworkError.Kind) -> Result<HTTPResponse, NetworkError> {
    .failure(NetworkError(kind, request: get))
}

@Suite("Retry policy")
struct RetryPolicyTests {
    let policy = RetryPolicy.standard
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("Retries the transient failures", arguments: [408, 429, 500, 502, 503, 504])
    func retryableStatus(code: Int) {
        #expect(policy.decide(after: response(code), method: .get, attempt: 1, jitter: 0.5, now: now) == .retry(after: .milliseconds(125)))
    }

    @Test("Never retries other statuses", arguments: [200, 301, 400, 401, 403, 404, 410, 422, 501])
    func finalStatus(code: Int) {
        #expect(policy.decide(after: response(code), method: .get, attempt: 1, jitter: 0.5, now: now) == .finish)
    }

    @Test("Retries can't-connect, lost connections and timeouts; nothing else")
    func errors() {
        for kind in [NetworkError.Kind.offline, .connectionLost, .timedOut] {
            #expect(policy.decide(after: failure(kind), method: .get, attempt: 1, jitter: 1, now: now) == .retry(after: .milliseconds(250)))
        }
        for kind in [NetworkError.Kind.cancelled, .invalidURL, .undecodable(codingPath: "a", reason: "b"), .invalidResponse("x")] {
            #expect(policy.decide(after: failure(kind), method: .get, attempt: 1, jitter: 1, now: now) == .finish)
        }
    }

    @Test("Only idempotent methods are retried")
    func methods() {
        #expect(policy.decide(after: response(503), method: .post, attempt: 1, jitter: 0.5, now: now) == .finish)
        #expect(policy.decide(after: response(503), method: .patch, attempt: 1, jitter: 0.5, now: now) == .finish)
        #expect(policy.decide(after: response(503), method: .put, attempt: 1, jitter: 0.5, now: now) != .finish)
    }

    @Test("Three attempts in all")
    func attempts() {
        #expect(policy.decide(after: response(503), method: .get, attempt: 2, jitter: 0.5, now: now) != .finish)
        #expect(policy.decide(after: response(503), method: .get, attempt: 3, jitter: 0.5, now: now) == .finish)
    }

    @Test("Exponential ceilings with full jitter, capped")
    func backoff() {
        #expect(policy.backoff(attempt: 1, jitter: 1) == .milliseconds(250))
        #expect(policy.backoff(attempt: 2, jitter: 1) == .milliseconds(500))
        #expect(policy.backoff(attempt: 3, jitter: 1) == .seconds(1))
        #expect(policy.backoff(attempt: 10, jitter: 1) == .seconds(4))
        #expect(policy.backoff(attempt: 60, jitter: 1) == .seconds(4))
        #expect(policy.backoff(attempt: 2, jitter: 0) == .zero)
        #expect(policy.backoff(attempt: 2, jitter: 0.5) == .milliseconds(250))
    }

    @Test("Retry-After in seconds or as an HTTP date is honoured up to the cap")
    func retryAfter() {
        #expect(
            policy.decide(after: response(429, headers: ["Retry-After": "1"]), method: .get, attempt: 1, jitter: 0.9, now: now) == .retry(after: .seconds(1)))
        #expect(policy.decide(after: response(503, headers: ["Retry-After": "120"]), method: .get, attempt: 1, jitter: 0.9, now: now) == .finish)
        let date = "Fri, 15 Jan 2027 08:00:05 GMT"
        let base = RetryPolicy.retryAfter("Fri, 15 Jan 2027 08:00:00 GMT", now: Date(timeIntervalSince1970: 0))
        #expect(base != nil)
        let then = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15T08:00:00Z
        #expect(RetryPolicy.retryAfter(date, now: then) == .seconds(5))
        #expect(RetryPolicy.retryAfter("Fri, 15 Jan 2027 07:00:00 GMT", now: then) == .zero)
        #expect(RetryPolicy.retryAfter("soon", now: then) == nil)
        #expect(RetryPolicy.retryAfter("-3", now: then) == nil)
    }
}

@Suite("Retrying client")
struct RetryingClientTests {
    @Test("503 twice then 200: three attempts, each logged, two notices")
    func recovers() async throws {
        let count = Counted()
        let stub = StubClient { _ throws(NetworkError) in
            count.increment() <= 2 ? HTTPResponse(status: .serviceUnavailable) : HTTPResponse(status: .ok, body: Data("{}".utf8))
        }
        let logPath = FileManager.default.temporaryDirectory.appendingPathComponent("explore-log-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        let notices = Collected<RetryNotice>()
        let client = RetryingClient(stub, log: try RequestLog(path: logPath), onRetry: { notices.append($0) }, sleep: { _ in }, random: { 0.5 })
        let result = try await client.send(get)
        #expect(result.status == .ok)
        #expect(stub.requests.count == 3)
        #expect(notices.values.map(\.attempt) == [1, 2])
        #expect(notices.values.map(\.delay) == [.milliseconds(125), .milliseconds(250)])
        #expect(notices.values.first?.reason == "503 Service Unavailable")
        let lines = try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].contains("GET http://api.example/v1/things?apiKey=*** 503 0B"))
        #expect(lines[2].hasSuffix("attempt=3"))
        #expect(lines.allSatisfy { !$0.contains("SECRET") })
    }

    @Test("The last failure is returned when attempts run out")
    func exhausts() async throws {
        let stub = StubClient { request throws(NetworkError) in throw NetworkError(.offline, request: request) }
        let client = RetryingClient(stub, sleep: { _ in }, random: { 0 })
        await #expect(throws: NetworkError(.offline, request: get)) { try await client.send(get) }
        #expect(stub.requests.count == 3)
    }

    @Test("A 404 is returned at once")
    func noRetry() async throws {
        let stub = StubClient { _ throws(NetworkError) in HTTPResponse(status: .notFound) }
        let client = RetryingClient(stub, sleep: { _ in }, random: { 0 })
        #expect(try await client.send(get).status == .notFound)
        #expect(stub.requests.count == 1)
    }

    @Test("Retries stop when the wait would pass the request's deadline: the last failure is the answer")
    func deadlineEndsRetries() async throws {
        let stub = StubClient { request throws(NetworkError) in throw NetworkError(.timedOut, request: request) }
        let sleeps = Gauge()
        // A 60 s backoff against a 30 s deadline: no wait is started, one attempt in all.
        let client = RetryingClient(
            stub, policy: RetryPolicy(baseDelay: .seconds(60), maxDelay: .seconds(60)), deadline: .seconds(30),
            sleep: { _ in sleeps.enter() }, random: { 1 })
        await #expect(throws: NetworkError(.timedOut, request: get)) { try await client.send(get) }
        #expect(stub.requests.count == 1)
        #expect(sleeps.maximum == 0)
    }

    @Test("Cancelling during the backoff wait ends it at once", .timeLimit(.minutes(5)))
    func cancelledWait() async throws {
        let stub = StubClient { _ throws(NetworkError) in HTTPResponse(status: .serviceUnavailable) }
        // The wait is an hour long: only cancellation can end it within the time limit.
        let (waiting, began) = AsyncStream.makeStream(of: Duration.self)
        let client = RetryingClient(
            stub, policy: RetryPolicy(baseDelay: .seconds(30), maxDelay: .seconds(30)),
            sleep: { delay in
                began.yield(delay)
                try await Task.sleep(for: .seconds(3600))
            },
            random: { 1 })
        let task = Task { () -> NetworkError? in
            do throws(NetworkError) {
                _ = try await client.send(get)
                return nil
            } catch {
                return error
            }
        }
        var waits = waiting.makeAsyncIterator()
        #expect(await waits.next() == .seconds(30))
        task.cancel()
        let error = await task.value
        #expect(error?.kind == .cancelled)
        #expect(stub.requests.count == 1)
    }
}

@Suite("Coalescing")
struct LimitAndCoalescingTests {
    /// A stub that holds every request for `delay` and counts how many are held at once.
    static func slowStub(_ delay: Duration, gauge: Gauge) -> StubClient {
        StubClient { request throws(NetworkError) in
            gauge.enter()
            defer { gauge.leave() }
            do { try await Task.sleep(for: delay) } catch { throw NetworkError(.cancelled, request: request) }
            return HTTPResponse(status: .ok, body: Data(request.url.path.utf8))
        }
    }

    @Test("Ten concurrent identical requests make one transfer")
    func coalesce() async throws {
        let gauge = Gauge()
        let stub = Self.slowStub(.milliseconds(100), gauge: gauge)
        let client = CoalescingClient(stub)
        let request = HTTPRequest(url: URL(string: "http://a.example/same")!)
        try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            for _ in 0..<10 { group.addTask { try await client.send(request) } }
            for try await response in group { #expect(response.body == Data("/same".utf8)) }
        }
        #expect(stub.requests.count == 1)
        #expect(client.flightCount == 0)
    }

    @Test("The shared transfer goes on while one waiter remains, and stops when none does")
    func coalescedCancellation() async throws {
        let gauge = Gauge()
        let gate = TransferGate()
        // The transfer lasts until the test opens the gate (or it is cancelled): no clock.
        let stub = StubClient { request throws(NetworkError) in
            gauge.enter()
            defer { gauge.leave() }
            while !gate.isOpen {
                do { try await Task.sleep(for: .milliseconds(5)) } catch { throw NetworkError(.cancelled, request: request) }
            }
            return HTTPResponse(status: .ok, body: Data(request.url.path.utf8))
        }
        let client = CoalescingClient(stub)
        let request = HTTPRequest(url: URL(string: "http://a.example/shared")!)
        let quitter = Task { try await client.send(request) }
        let stayer = Task { try await client.send(request) }
        while gauge.current == 0 { try await Task.sleep(for: .milliseconds(5)) }
        quitter.cancel()
        // The quitter returns while the shared transfer is still going (the gate is shut).
        let quitterResult = await quitter.result
        #expect(gauge.current == 1)
        #expect((try? quitterResult.get()) == nil)
        gate.open()
        let response = try await stayer.value
        #expect(response.status == .ok)
        #expect(stub.requests.count == 1)

        // Alone, a waiter that gives up takes the transfer with it (the gate stays shut).
        gate.shut()
        let lonely = Task { try await client.send(request) }
        while gauge.current == 0 { try await Task.sleep(for: .milliseconds(5)) }
        lonely.cancel()
        _ = await lonely.result
        for _ in 0..<2000 where gauge.current != 0 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(gauge.current == 0)
        #expect(client.flightCount == 0)
        #expect(stub.requests.count == 2)
    }
}

/// Holds a stub's transfer until the test opens it.
final class TransferGate: @unchecked Sendable {
    private let lock = NSLock()
    private var opened = false
    func open() { lock.withLock { opened = true } }
    func shut() { lock.withLock { opened = false } }
    var isOpen: Bool { lock.withLock { opened } }
}

/// Counts calls.
final class Counted: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() -> Int {
        lock.withLock {
            count += 1; return count
        }
    }
}

/// Collects values from any thread.
final class Collected<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Value] = []
    func append(_ value: Value) { lock.withLock { items.append(value) } }
    var values: [Value] { lock.withLock { items } }
}

/// Tracks how many sections are entered at once.
final class Gauge: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0
    private var peak = 0
    func enter() {
        lock.withLock {
            now += 1; peak = max(peak, now)
        }
    }
    func leave() { lock.withLock { now -= 1 } }
    var maximum: Int { lock.withLock { peak } }
    var current: Int { lock.withLock { now } }
}
