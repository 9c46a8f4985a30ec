/// Work a model asks for, as a value: run a task under its ``TaskID`` (replacing the one of
/// that id) whose result comes back as an event, cancel one, or send an event at once. A
/// model's value returns effects and a runner (``NamedTasks/perform(_:deliver:)``, as the
/// screen's store uses it) carries them out, so the model's logic is tested by the effects it
/// returns, without running anything.
public enum Effect<Event: Sendable>: Sendable {
    /// Runs `work` off the main actor as the task `id`; its value is delivered as an event
    /// unless the task was cancelled or replaced first. A `work` that throws delivers nothing.
    case run(TaskID, work: @Sendable () async throws -> Event)
    /// Cancels the task `id`, if any: its result will not be delivered.
    case cancel(TaskID)
    /// Delivers `event` as soon as the event being handled is done: how a part tells the
    /// whole (a notice to show, a choice made, a screen to open).
    case send(Event)

    /// What the effect does to which task ("run detail", "cancel detail", "send"), for tests.
    public var summary: String {
        switch self {
        case let .run(id, _): return "run " + id.rawValue
        case let .cancel(id): return "cancel " + id.rawValue
        case .send: return "send"
        }
    }

    /// The event sent, if this effect sends one.
    public var sent: Event? {
        if case let .send(event) = self { return event }
        return nil
    }

    /// The same effect, its events made into `Parent`'s by `lift` (a part's effects as the
    /// whole's).
    public func map<Parent: Sendable>(_ lift: @escaping @Sendable (Event) -> Parent) -> Effect<Parent> {
        switch self {
        case let .run(id, work): return .run(id) { lift(try await work()) }
        case let .cancel(id): return .cancel(id)
        case let .send(event): return .send(lift(event))
        }
    }
}

extension Array {
    /// Each effect's events made into `Parent`'s.
    public func lifted<Event: Sendable, Parent: Sendable>(_ lift: @escaping @Sendable (Event) -> Parent) -> [Effect<Parent>] where Element == Effect<Event> {
        map { $0.map(lift) }
    }

    /// The events these effects send, in order.
    public func sent<Event: Sendable>() -> [Event] where Element == Effect<Event> { compactMap(\.sent) }
}

extension NamedTasks {
    /// Starts and cancels the tasks `effects` ask for, in order, each task's result
    /// `deliver`ed on the main actor; returns the events they send, in order, for the caller
    /// to handle once this change is done.
    public func perform<Event: Sendable>(_ effects: [Effect<Event>], deliver: @escaping @MainActor (Event) -> Void) -> [Event] {
        var sent: [Event] = []
        for effect in effects {
            switch effect {
            case let .run(id, work): start(id, work, then: deliver)
            case let .cancel(id): cancel(id)
            case let .send(event): sent.append(event)
            }
        }
        return sent
    }
}
