/// Work a model asks for, as a value: run a task under its ``TaskID`` (replacing the one of
/// that id) whose result comes back as an event, cancel one, or send an event at once. A
/// model's value returns effects and a runner (``NamedTasks/perform(_:deliver:)``, as the
/// screen's store uses it) carries them out, so the model's logic is tested by the effects it
/// returns, without running anything.
public enum Effect<Event: Sendable>: Sendable {
    /// Runs `work` off the main actor as the task `id`; its value is delivered as an event
    /// unless the task was cancelled or replaced first. A `work` that throws delivers nothing.
    case run(TaskID, work: @Sendable () async throws -> Event)
    /// Runs `work` as the task `id` once `clock` reaches `deadline` (a dwell, a debounce).
    /// Where the task `id` is still waiting for its own deadline and this effect replaces it
    /// (a `cancel` of `id` before it in the same batch is part of replacing), it waits on to
    /// this deadline and runs this work instead: a held key moves one timer, it does not
    /// start and cancel a task on every press.
    case runAt(TaskID, deadline: Duration, clock: BrowserClock, work: @Sendable () async throws -> Event)
    /// Cancels the task `id`, if any: its result will not be delivered.
    case cancel(TaskID)
    /// Delivers `event` as soon as the event being handled is done: how a part tells the
    /// whole (a notice to show, a choice made, a screen to open).
    case send(Event)

    /// What the effect does to which task ("run detail", "cancel detail", "send"), for tests.
    public var summary: String {
        switch self {
        case let .run(id, _), let .runAt(id, _, _, _): return "run " + id.rawValue
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
        case let .runAt(id, deadline, clock, work): return .runAt(id, deadline: deadline, clock: clock) { lift(try await work()) }
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
        for (index, effect) in effects.enumerated() {
            switch effect {
            case let .run(id, work): start(id, work, then: deliver)
            case let .runAt(id, deadline, clock, work): start(id, at: deadline, on: clock, work, then: deliver)
            case let .cancel(id):
                // A task about to be replaced by one that waits is left waiting: the
                // replacement moves its deadline.
                let replaced = effects[(index + 1)...].contains { if case .runAt(id, _, _, _) = $0 { true } else { false } }
                if !replaced || !isWaiting(id) { cancel(id) }
            case let .send(event): sent.append(event)
            }
        }
        return sent
    }
}
