import Foundation

/// Admission to the network per host: at most `limit` transfers to one host at once; the
/// rest wait in order, and a waiter that is cancelled leaves the queue at once.
///
/// A slot is held for the life of the transfer itself, not of the caller's wait: a caller
/// that gives up returns at once, but its slot comes back only when the transfer has really
/// ended, so the server never sees more than `limit` connections from us. That is
/// politeness to the APIs, and it keeps clear of the crash that more than six requests
/// queued to one host can trigger in Linux Foundation (swift-corelibs-foundation#5445).
public final class HostSlots: @unchecked Sendable {
    public let limit: Int

    // `@unchecked Sendable`: the tables below are only touched under `lock`.
    private let lock = NSLock()
    private var inUse: [String: Int] = [:]
    private var waiting: [String: [(id: UInt64, continuation: CheckedContinuation<Bool, Never>)]] = [:]
    private var nextID: UInt64 = 0

    public init(limit: Int = 4) {
        self.limit = max(1, limit)
    }

    /// Slots of `host` in use now.
    public func inUse(for host: String) -> Int {
        lock.withLock { inUse[host] ?? 0 }
    }

    /// Waits for a slot of `host`; false when the task was cancelled while waiting (and then
    /// no slot is held).
    public func acquire(_ host: String) async -> Bool {
        let id = lock.withLock { () -> UInt64 in
            nextID += 1
            return nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                lock.lock()
                if Task.isCancelled {
                    lock.unlock()
                    continuation.resume(returning: false)
                } else if inUse[host, default: 0] < limit {
                    inUse[host, default: 0] += 1
                    lock.unlock()
                    continuation.resume(returning: true)
                } else {
                    waiting[host, default: []].append((id, continuation))
                    lock.unlock()
                }
            }
        } onCancel: {
            lock.lock()
            let index = waiting[host]?.firstIndex { $0.id == id }
            let waiter = index.map { waiting[host]!.remove(at: $0) }
            lock.unlock()
            waiter?.continuation.resume(returning: false)
        }
    }

    /// Gives a slot of `host` back: to the next waiter, or free.
    public func release(_ host: String) {
        lock.lock()
        if var queue = waiting[host], !queue.isEmpty {
            let next = queue.removeFirst()
            waiting[host] = queue.isEmpty ? nil : queue
            lock.unlock()
            next.continuation.resume(returning: true)
        } else {
            inUse[host, default: 1] -= 1
            if inUse[host] == 0 { inUse[host] = nil }
            lock.unlock()
        }
    }
}
