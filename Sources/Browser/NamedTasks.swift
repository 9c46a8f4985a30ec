/// A view model's tasks, by name. Starting a task cancels the previous one of that name; a
/// task's result is delivered on the main actor only if it was neither cancelled nor
/// replaced, so no stale answer ever reaches the state.
@MainActor
public final class NamedTasks {
    private var current: [String: Int] = [:]
    private var live: [Int: (name: String, task: Task<Void, Never>)] = [:]
    private var nextID = 0

    public init() {}

    /// Runs `work` off the main actor as the task called `name`, then `deliver`s its value.
    /// A `work` that throws (a cancelled sleep, say) delivers nothing.
    public func start<Value: Sendable>(_ name: String, _ work: @escaping @Sendable () async throws -> Value,
                                       then deliver: @escaping @MainActor (Value) -> Void) {
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

    /// Whether a task called `name` is running and not cancelled.
    public func isRunning(_ name: String) -> Bool { current[name] != nil }

    /// Cancels the task called `name`, if any; its result will not be delivered.
    public func cancel(_ name: String) {
        guard let id = current.removeValue(forKey: name) else { return }
        live[id]?.task.cancel()
    }

    public func cancelAll() {
        current = [:]
        for entry in live.values { entry.task.cancel() }
    }

    /// Whether any task, cancelled or not, has yet to end.
    public var isBusy: Bool { !live.isEmpty }

    /// Waits until every task, including those started meanwhile, has ended. For tests and
    /// benchmarks: it awaits the tasks themselves, never a timer.
    public func idle() async {
        while let (id, entry) = live.first {
            await entry.task.value
            live[id] = nil
        }
    }
}
