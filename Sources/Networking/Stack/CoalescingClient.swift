#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Identical concurrent GET and HEAD requests share one transfer. The shared transfer is
/// cancelled only when every caller waiting for it has been cancelled; each cancelled caller
/// returns at once. A foreground caller (``RequestLane``) that finds a background transfer
/// does not wait behind it: a foreground transfer takes its place and answers every caller.
public final class CoalescingClient: NetworkClient, Sendable {
    public let base: any NetworkClient

    private typealias Waiter = CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>

    /// One transfer and the callers waiting for it.
    private struct Flight {
        let id: UInt64
        let lane: RequestLane
        var waiters: [UInt64: Waiter] = [:]
        var task: Task<Void, Never>?
    }

    private struct State {
        var flights: [HTTPRequest: Flight] = [:]
        var nextID: UInt64 = 0

        mutating func makeID() -> UInt64 {
            nextID += 1
            return nextID
        }
    }

    private let state = Mutex(State())

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
        let id = state.withLock { $0.makeID() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: Waiter) in
                join(request, id: id, continuation: continuation)
            }
        } onCancel: {
            leave(request, id: id)
        }
        return try result.get()
    }

    /// Transfers in flight (for tests).
    public var flightCount: Int { state.withLock { $0.flights.count } }

    /// Callers waiting for a transfer, over all flights (for tests).
    public var waiterCount: Int { state.withLock { $0.flights.values.reduce(0) { $0 + $1.waiters.count } } }

    private func join(_ request: HTTPRequest, id: UInt64, continuation: Waiter) {
        let base = self.base
        let (cancelled, replaced) = state.withLock { state -> (Bool, Task<Void, Never>?) in
            if Task.isCancelled { return (true, nil) }
            let lane = RequestLane.current
            var replaced: Flight?
            if let flight = state.flights[request] {
                guard flight.lane == .background, lane == .foreground else {
                    state.flights[request]?.waiters[id] = continuation
                    return (false, nil)
                }
                replaced = flight
            }
            let flightID = state.makeID()
            var flight = Flight(id: flightID, lane: lane, waiters: replaced?.waiters ?? [:])
            flight.waiters[id] = continuation
            // The task lands under the same lock, so not before the flight is stored.
            flight.task = Task { [weak self] in
                let outcome: Result<HTTPResponse, NetworkError>
                do throws(NetworkError) {
                    outcome = .success(try await base.send(request))
                } catch {
                    outcome = .failure(error)
                }
                self?.land(request, flightID: flightID, outcome: outcome)
            }
            state.flights[request] = flight
            return (false, replaced?.task)
        }
        // The background transfer lands to no one now (its id is not the flight's); cancelled
        // outside the lock, as its cancellation handlers run at once.
        replaced?.cancel()
        if cancelled {
            continuation.resume(returning: .failure(NetworkError(.cancelled, request: request)))
        }
    }

    private func leave(_ request: HTTPRequest, id: UInt64) {
        let (continuation, abandoned) = state.withLock { state -> (Waiter?, Task<Void, Never>?) in
            guard var flight = state.flights[request], let continuation = flight.waiters.removeValue(forKey: id) else { return (nil, nil) }
            if flight.waiters.isEmpty {
                state.flights[request] = nil
                return (continuation, flight.task)
            }
            state.flights[request] = flight
            return (continuation, nil)
        }
        continuation?.resume(returning: .failure(NetworkError(.cancelled, request: request)))
        abandoned?.cancel()
    }

    private func land(_ request: HTTPRequest, flightID: UInt64, outcome: Result<HTTPResponse, NetworkError>) {
        let waiters = state.withLock { state -> [Waiter] in
            // A flight every caller left is gone already, and a newer one may stand in its place.
            guard let flight = state.flights[request], flight.id == flightID else { return [] }
            state.flights[request] = nil
            return Array(flight.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: outcome) }
    }
}
