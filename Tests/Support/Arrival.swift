/// Something that happens once, and those waiting for it (no sleeping, no polling).
public actor Arrival {
    private var hasArrived = false
    private var waiting: [Int: CheckedContinuation<Bool, Never>] = [:]
    private var nextID = 0

    public init() {}

    /// It happens: every waiter goes on.
    public func arrive() {
        hasArrived = true
        for continuation in waiting.values { continuation.resume(returning: true) }
        waiting = [:]
    }

    /// True once it has arrived; false when the waiting task is cancelled first.
    public func wait() async -> Bool {
        if hasArrived { return true }
        nextID += 1
        let id = nextID
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled { continuation.resume(returning: false) } else { waiting[id] = continuation }
            }
        } onCancel: {
            Task { await self.giveUp(id) }
        }
    }

    private func giveUp(_ id: Int) {
        waiting.removeValue(forKey: id)?.resume(returning: false)
    }
}
