import Foundation
import Synchronization

/// Admission to the network per host: at most `limit` transfers to one host at once; the
/// rest wait in order, and a waiter that is cancelled leaves the queue at once.
///
/// A slot is held for the life of the transfer itself, not of the caller's wait: a caller
/// that gives up returns at once, but its slot comes back only when the transfer has really
/// ended, so the server never sees more than `limit` connections from us. That is
/// politeness to the APIs, and it keeps clear of the crash that more than six requests
/// queued to one host can trigger in Linux Foundation (swift-corelibs-foundation#5445).
public final class HostSlots: Sendable {
    public let limit: Int

    private typealias Waiter = (id: UInt64, continuation: CheckedContinuation<Bool, Never>)

    private struct State {
        var inUse: [String: Int] = [:]
        var waiting: [String: [Waiter]] = [:]
        var nextID: UInt64 = 0
    }

    private let state = Mutex(State())

    public init(limit: Int = 4) {
        self.limit = max(1, limit)
    }

    /// Slots of `host` in use now.
    public func inUse(for host: String) -> Int {
        state.withLock { $0.inUse[host] ?? 0 }
    }

    /// Waits for a slot of `host`; false when the task was cancelled while waiting (and then
    /// no slot is held).
    public func acquire(_ host: String) async -> Bool {
        let id = state.withLock { state -> UInt64 in
            state.nextID += 1
            return state.nextID
        }
        let limit = self.limit
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                // nil: queued; otherwise the answer to give at once.
                let answer = state.withLock { state -> Bool? in
                    if Task.isCancelled { return false }
                    if state.inUse[host, default: 0] < limit {
                        state.inUse[host, default: 0] += 1
                        return true
                    }
                    state.waiting[host, default: []].append((id, continuation))
                    return nil
                }
                if let answer { continuation.resume(returning: answer) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard var queue = state.waiting[host], let index = queue.firstIndex(where: { $0.id == id }) else { return nil }
                let waiter = queue.remove(at: index)
                state.waiting[host] = queue.isEmpty ? nil : queue
                return waiter
            }
            waiter?.continuation.resume(returning: false)
        }
    }

    /// Gives a slot of `host` back: to the next waiter, or free.
    public func release(_ host: String) {
        let next = state.withLock { state -> Waiter? in
            if var queue = state.waiting[host], !queue.isEmpty {
                let next = queue.removeFirst()
                state.waiting[host] = queue.isEmpty ? nil : queue
                return next
            }
            state.inUse[host, default: 1] -= 1
            if state.inUse[host] == 0 { state.inUse[host] = nil }
            return nil
        }
        next?.continuation.resume(returning: true)
    }
}
