/// A view model's tasks, by typed id (``TaskID``). Starting a task cancels the previous one of
/// that id; a task's result is delivered on the main actor only if it was neither cancelled
/// nor replaced, so no stale answer ever reaches the state.
@MainActor
public final class NamedTasks {
    private var current: [TaskID: Int] = [:]
    private var live: [Int: (id: TaskID, task: Task<Void, Never>)] = [:]
    private var nextID = 0
    /// The tasks still waiting for their deadline: when, and what they run then.
    private var waits: [Int: Wait] = [:]

    /// What a waiting task runs once its deadline has come.
    private struct Wait {
        var deadline: Duration
        var work: @Sendable () async throws -> any Sendable
        var deliver: @MainActor (any Sendable) -> Void
    }

    public init() {}

    /// Runs `work` off the main actor as the task `name`, then `deliver`s its value.
    /// A `work` that throws (a cancelled sleep, say) delivers nothing.
    public func start<Value: Sendable>(
        _ name: TaskID, _ work: @escaping @Sendable () async throws -> Value,
        then deliver: @escaping @MainActor (Value) -> Void
    ) {
        cancel(name)
        nextID += 1
        let id = nextID
        let task = Task { @MainActor [weak self] in
            let value = try? await work()
            guard let self else { return }
            self.live[id] = nil
            guard self.current[name] == id else { return }
            self.current[name] = nil
            guard !Task.isCancelled, let value else { return }
            deliver(value)
        }
        current[name] = id
        live[id] = (name, task)
    }

    /// Runs `work` as the task `name` once `clock` reaches `deadline`, then `deliver`s its value.
    /// A task `name` still waiting for its own deadline is not replaced but moved: it waits on
    /// until `deadline` and runs this `work` instead (one timer for a held key, not a task a press).
    public func start<Value: Sendable>(
        _ name: TaskID, at deadline: Duration, on clock: BrowserClock, _ work: @escaping @Sendable () async throws -> Value,
        then deliver: @escaping @MainActor (Value) -> Void
    ) {
        let wait = Wait(deadline: deadline, work: work) { value in if let value = value as? Value { deliver(value) } }
        if let id = current[name], waits[id] != nil {
            waits[id] = wait
            return
        }
        cancel(name)
        nextID += 1
        let id = nextID
        waits[id] = wait
        let task = Task { @MainActor [weak self] in
            var reached: Duration?
            // Sleeps until the deadline, again while it moves on.
            while let deadline = self?.waits[id]?.deadline, deadline != reached, !Task.isCancelled {
                reached = deadline
                try? await clock.sleep(until: deadline)
            }
            guard let wait = self?.waits.removeValue(forKey: id), !Task.isCancelled else {
                self?.live[id] = nil
                return
            }
            let value = try? await wait.work()
            guard let self else { return }
            self.live[id] = nil
            guard self.current[name] == id else { return }
            self.current[name] = nil
            guard !Task.isCancelled, let value else { return }
            wait.deliver(value)
        }
        current[name] = id
        live[id] = (name, task)
    }

    /// Whether the task `name` is waiting for its deadline.
    func isWaiting(_ name: TaskID) -> Bool { current[name].map { waits[$0] != nil } ?? false }

    /// Whether the task `name` is running and not cancelled.
    public func isRunning(_ name: TaskID) -> Bool { current[name] != nil }

    /// Cancels the task `name`, if any; its result will not be delivered.
    public func cancel(_ name: TaskID) {
        guard let id = current.removeValue(forKey: name) else { return }
        waits[id] = nil
        live[id]?.task.cancel()
    }

    /// Cancels every task; none of their results will be delivered.
    public func cancelAll() {
        current = [:]
        waits = [:]
        for entry in live.values { entry.task.cancel() }
    }

    /// Whether any task, cancelled or not, has yet to end.
    public var isBusy: Bool { !live.isEmpty }

    /// Whether any task not of the `excluded` kinds, cancelled or not, has yet to end.
    public func isBusy(excluding excluded: Set<TaskID>) -> Bool { live.values.contains { !excluded.contains($0.id) } }

    /// Waits until every task, including those started meanwhile, has ended. For tests and
    /// benchmarks: it awaits the tasks themselves, never a timer.
    public func idle() async { await idle(excluding: []) }

    /// Waits until every task not of the `excluded` kinds (a notice's timer, say) has ended,
    /// including those started meanwhile.
    public func idle(excluding excluded: Set<TaskID>) async { await idle { !excluded.contains($0) } }

    /// Waits until every task of the kinds `included` picks has ended, including those started meanwhile.
    public func idle(where included: (TaskID) -> Bool) async {
        while let (id, entry) = live.first(where: { included($0.value.id) }) {
            await entry.task.value
            live[id] = nil
        }
    }
}
