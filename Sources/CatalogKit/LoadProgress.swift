import Synchronization

/// How far a long load has got ("asked 120 of 1,339 ingredients"), told to whoever waits for
/// it: the interface's status line, or standard error for a command. A load that takes many
/// requests says so through ``tell(_:)``; who waits for one listens around it
/// (``listening(_:while:)``). One listener at a time, the latest: a process waits for one
/// long load at once. (Not a task-local value holding the closure: that crashed the release
/// build with Swift 6.3.1 inside `swift_task_localValuePush`; see docs/compiler-notes.md.)
public enum LoadProgress {
    private static let listener = Mutex<(id: Int, report: (@Sendable (String) -> Void)?)>((0, nil))

    /// Says `text` to whoever listens; nothing when no one does.
    public static func tell(_ text: String) {
        listener.withLock { $0.report }?(text)
    }

    /// Runs `work` with `report` hearing what loads tell meanwhile.
    public static func listening<Value>(_ report: @escaping @Sendable (String) -> Void, isolation: isolated (any Actor)? = #isolation,
                                        while work: () async -> Value) async -> Value {
        let id = listener.withLock { listener in
            listener = (listener.id + 1, report)
            return listener.id
        }
        let value = await work()
        // A later listener keeps its place.
        listener.withLock { listener in if listener.id == id { listener.report = nil } }
        return value
    }
}
