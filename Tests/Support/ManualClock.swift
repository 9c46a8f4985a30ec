import Browser
import Foundation

/// A clock for tests that moves only when told: sleepers wake when ``advance(by:)`` passes
/// their deadline, in deadline order, so debounce, dwell and typing pauses are exact and no
/// test waits on real time.
public final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Duration = .zero
    private var nextID = 0
    private var sleepers: [(id: Int, deadline: Duration, continuation: CheckedContinuation<Void, any Error>)] = []

    public init() {}

    public var now: Duration { lock.withLock { current } }

    /// The clock to inject.
    public var clock: BrowserClock {
        BrowserClock(now: { [self] in now }, sleepUntil: { [self] deadline in try await sleep(until: deadline) })
    }

    /// How many tasks are asleep on this clock.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// Moves time on by `duration`, waking every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let due = lock.withLock { () -> [CheckedContinuation<Void, any Error>] in
            current += duration
            let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
            sleepers.removeAll { $0.deadline <= current }
            return due.map(\.continuation)
        }
        for continuation in due { continuation.resume() }
    }

    private func sleep(until deadline: Duration) async throws {
        let id = lock.withLock { () -> Int in
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                lock.lock()
                if Task.isCancelled {
                    lock.unlock()
                    continuation.resume(throwing: CancellationError())
                } else if deadline <= current {
                    lock.unlock()
                    continuation.resume()
                } else {
                    sleepers.append((id, deadline, continuation))
                    lock.unlock()
                }
            }
        } onCancel: {
            let cancelled = lock.withLock { () -> CheckedContinuation<Void, any Error>? in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index).continuation
            }
            cancelled?.resume(throwing: CancellationError())
        }
    }
}

extension BrowserClock {
    /// A clock whose sleeps end at once (cancellation still ends them with an error).
    public static let immediate = BrowserClock(now: { .zero }, sleepUntil: { _ in try Task.checkCancellation() })
}

extension BrowserTiming {
    /// No dwell, no waiting: details load as soon as the selection changes.
    public static let instant = BrowserTiming(detailDwell: .zero, clock: .immediate)
}
