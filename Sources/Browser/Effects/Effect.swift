/// Work a view model asks for, as a value: run a task under its ``TaskID`` (replacing the one
/// of that id) whose result comes back as an event, or cancel one. A model's value returns
/// effects and a runner (``NamedTasks/perform(_:deliver:)``) carries them out, so the model's
/// logic is tested by the effects it returns, without running anything.
public enum Effect<Event: Sendable>: Sendable {
    /// Runs `work` off the main actor as the task `id`; its value is delivered as an event
    /// unless the task was cancelled or replaced first. A `work` that throws delivers nothing.
    case run(TaskID, work: @Sendable () async throws -> Event)
    /// Cancels the task `id`, if any: its result will not be delivered.
    case cancel(TaskID)

    /// What the effect does to which task ("run detail", "cancel detail"), for tests.
    public var summary: String {
        switch self {
        case let .run(id, _): return "run " + id.rawValue
        case let .cancel(id): return "cancel " + id.rawValue
        }
    }
}

extension NamedTasks {
    /// Carries out `effects` in order, each result `deliver`ed on the main actor.
    public func perform<Event: Sendable>(_ effects: [Effect<Event>], deliver: @escaping @MainActor (Event) -> Void) {
        for effect in effects {
            switch effect {
            case let .run(id, work): start(id, work, then: deliver)
            case let .cancel(id): cancel(id)
            }
        }
    }
}
