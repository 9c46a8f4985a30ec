/// A view model's tasks, by typed id (``TaskID``). Starting a task cancels the previous one of
/// that id; a task's result is delivered on the main actor only if it was neither cancelled
/// nor replaced, so no stale answer ever reaches the state.
@MainActor
public final class NamedTasks {
    private var current: [TaskID: Int] = [:]
    private var live: [Int: (id: TaskID, task: Task<Void, Never>)] = [:]
    private var nextID = 0

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

    /// Whether the task `name` is running and not cancelled.
    public func isRunning(_ name: TaskID) -> Bool { current[name] != nil }

    /// Cancels the task `name`, if any; its result will not be delivered.
    public func cancel(_ name: TaskID) {
        guard let id = current.removeValue(forKey: name) else { return }
        live[id]?.task.cancel()
    }

    /// Cancels every task; none of their results will be delivered.
    public func cancelAll() {
        current = [:]
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
