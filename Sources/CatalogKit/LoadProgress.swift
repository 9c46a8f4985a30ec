/// How far a long load has got ("asked 120 of 1,339 ingredients"), told to whoever waits for
/// it: the interface's status line, or standard error for a command. A load that takes many
/// requests says so through ``tell(_:)``; who listens sets ``report`` around the load (it is
/// task-local, so it reaches the load's child tasks and no one else's).
public enum LoadProgress {
    @TaskLocal public static var report: (@Sendable (String) -> Void)?

    /// Says `text` to whoever listens; nothing when no one does.
    public static func tell(_ text: String) {
        report?(text)
    }
}
