import Synchronization

/// How far a long load has got ("120 of 1,339 ingredients answered"), told to whoever waits
/// for it: the interface's status line, or standard error for a command. A load that takes
/// many requests says so through ``tell(_:)``; who waits for one listens around it
/// (``listening(_:isolation:while:)``). What is told reaches every listener of the moment: a
/// process waits for one long load at once, and a listener that ended early or started late
/// never takes another's reports away. (Not a task-local value holding the closure: that
/// crashed the release build with Swift 6.3.1 inside `swift_task_localValuePush`; see
/// docs/compiler-notes.md.)
public enum LoadProgress {
    private static let listeners = Mutex<(next: Int, reports: [Int: @Sendable (String) -> Void])>((0, [:]))

    /// Says `text` to whoever listens; nothing when no one does.
    public static func tell(_ text: String) {
        for report in listeners.withLock({ Array($0.reports.values) }) { report(text) }
    }

    /// Runs `work` with `report` hearing what loads tell meanwhile.
    public static func listening<Value>(
        _ report: @escaping @Sendable (String) -> Void, isolation: isolated (any Actor)? = #isolation,
        while work: () async -> Value
    ) async -> Value {
        let id = listeners.withLock { listeners in
            listeners.next += 1
            listeners.reports[listeners.next] = report
            return listeners.next
        }
        let value = await work()
        listeners.withLock { _ = $0.reports.removeValue(forKey: id) }
        return value
    }
}
