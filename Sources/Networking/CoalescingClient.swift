import Foundation

/// Identical concurrent GET and HEAD requests share one transfer. The shared transfer is
/// cancelled only when every caller waiting for it has been cancelled; each cancelled caller
/// returns at once.
public final class CoalescingClient: NetworkClient, @unchecked Sendable {
    public let base: any NetworkClient

    /// One transfer and the callers waiting for it. `@unchecked Sendable`: its properties are
    /// only touched under the client's `lock`.
    private final class Flight: @unchecked Sendable {
        var waiters: [UInt64: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>] = [:]
        var task: Task<Void, Never>?
    }

    // `@unchecked Sendable`: `flights` and `nextID` are only touched under `lock`.
    private let lock = NSLock()
    private var flights: [HTTPRequest: Flight] = [:]
    private var nextID: UInt64 = 0

    public init(_ base: any NetworkClient) {
        self.base = base
    }

    public func discard(_ request: HTTPRequest) {
        base.discard(request)
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        guard request.method == .get || request.method == .head else {
            return try await base.send(request)
        }
        let id = lock.withLock { () -> UInt64 in
            nextID += 1
            return nextID
        }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>) in
                join(request, id: id, continuation: continuation)
            }
        } onCancel: {
            leave(request, id: id)
        }
        return try result.get()
    }

    /// Transfers in flight (for tests).
    public var flightCount: Int { lock.withLock { flights.count } }

    private func join(_ request: HTTPRequest, id: UInt64, continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>) {
        lock.lock()
        if Task.isCancelled {
            lock.unlock()
            continuation.resume(returning: .failure(NetworkError(.cancelled, request: request)))
            return
        }
        if let flight = flights[request] {
            flight.waiters[id] = continuation
            lock.unlock()
            return
        }
        let flight = Flight()
        flight.waiters[id] = continuation
        flights[request] = flight
        let base = self.base
        flight.task = Task { [weak self] in
            let outcome: Result<HTTPResponse, NetworkError>
            do throws(NetworkError) {
                outcome = .success(try await base.send(request))
            } catch {
                outcome = .failure(error)
            }
            self?.land(request, flight: flight, outcome: outcome)
        }
        lock.unlock()
    }

    private func leave(_ request: HTTPRequest, id: UInt64) {
        lock.lock()
        guard let flight = flights[request], let continuation = flight.waiters.removeValue(forKey: id) else {
            lock.unlock()
            return
        }
        var abandoned: Task<Void, Never>?
        if flight.waiters.isEmpty {
            flights[request] = nil
            abandoned = flight.task
        }
        lock.unlock()
        continuation.resume(returning: .failure(NetworkError(.cancelled, request: request)))
        abandoned?.cancel()
    }

    private func land(_ request: HTTPRequest, flight: Flight, outcome: Result<HTTPResponse, NetworkError>) {
        lock.lock()
        if flights[request] === flight { flights[request] = nil }
        let waiters = Array(flight.waiters.values)
        flight.waiters = [:]
        lock.unlock()
        for waiter in waiters { waiter.resume(returning: outcome) }
    }
}
