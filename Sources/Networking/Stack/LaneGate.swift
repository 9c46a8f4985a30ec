#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Keeps background requests (``RequestLane/background``) off the connections the open page
/// needs: per host, background requests hold at most `backgroundShare` of the transport's
/// `connections` and only those that foreground requests leave free; the rest wait here, in
/// order, instead of in the transport's queue where a page's request would wait behind them.
/// Foreground requests pass at once. A waiting request that is cancelled leaves the line.
public final class LaneGate: NetworkClient, Sendable {
    public let base: any NetworkClient
    /// Connections the transport opens to one host at most.
    public let connections: Int
    /// Connections background requests may hold at once, per host.
    public let backgroundShare: Int

    private typealias Waiter = CheckedContinuation<Bool, Never>

    /// One host's requests in flight and background requests waiting, oldest first.
    private struct Host {
        var foreground = 0
        var background = 0
        var waiting: [(id: UInt64, waiter: Waiter)] = []
    }

    private struct State {
        var hosts: [String: Host] = [:]
        var nextID: UInt64 = 0
    }

    private let state = Mutex(State())

    public init(_ base: any NetworkClient, connections: Int = 4, backgroundShare: Int = 2) {
        self.base = base
        self.connections = max(1, connections)
        self.backgroundShare = max(1, min(backgroundShare, connections))
    }

    public func discard(_ request: HTTPRequest) {
        base.discard(request)
    }

    /// Background requests waiting for a connection (for tests).
    public var waitingCount: Int { state.withLock { $0.hosts.values.reduce(0) { $0 + $1.waiting.count } } }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let host = request.url.host ?? ""
        let lane = RequestLane.current
        if lane == .foreground {
            state.withLock { $0.hosts[host, default: Host()].foreground += 1 }
        } else {
            guard await admitted(to: host) else { throw NetworkError(.cancelled, request: request) }
        }
        defer { finish(lane, on: host) }
        return try await base.send(request)
    }

    /// Waits for a background turn on `host`; false when cancelled first.
    private func admitted(to host: String) async -> Bool {
        let id = state.withLock { state -> UInt64 in
            state.nextID += 1
            return state.nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: Waiter) in
                let now = state.withLock { state -> Bool? in
                    if Task.isCancelled { return false }
                    var counts = state.hosts[host, default: Host()]
                    defer { state.hosts[host] = counts }
                    if counts.waiting.isEmpty, canAdmit(counts) {
                        counts.background += 1
                        return true
                    }
                    counts.waiting.append((id, waiter))
                    return nil
                }
                if let now { waiter.resume(returning: now) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.hosts[host]?.waiting.firstIndex(where: { $0.id == id }) else { return nil }
                return state.hosts[host]?.waiting.remove(at: index).waiter
            }
            waiter?.resume(returning: false)
        }
    }

    private func canAdmit(_ counts: Host) -> Bool {
        counts.background < backgroundShare && counts.foreground + counts.background < connections
    }

    /// Ends one request of `lane` on `host` and lets in the background requests that now fit.
    private func finish(_ lane: RequestLane, on host: String) {
        let admitted = state.withLock { state -> [Waiter] in
            guard var counts = state.hosts[host] else { return [] }
            if lane == .foreground { counts.foreground -= 1 } else { counts.background -= 1 }
            var admitted: [Waiter] = []
            while !counts.waiting.isEmpty, canAdmit(counts) {
                admitted.append(counts.waiting.removeFirst().waiter)
                counts.background += 1
            }
            let idle = counts.foreground == 0 && counts.background == 0 && counts.waiting.isEmpty
            state.hosts[host] = idle ? nil : counts
            return admitted
        }
        for waiter in admitted { waiter.resume(returning: true) }
    }
}
