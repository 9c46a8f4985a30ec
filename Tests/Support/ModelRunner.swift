import Browser

/// Runs a model value's effects for a test, as the screen's store runs a screen's: each
/// change's tasks started under their ids (results fed back through `receive`), cancels
/// carried out, and the events the model sends up (notices, choices) kept in ``sent``.
@MainActor
public final class ModelRunner<Model, Event: Sendable> {
    public private(set) var model: Model
    /// The events the model sent to its owner, oldest first.
    public private(set) var sent: [Event] = []
    private let receive: @MainActor (inout Model, Event) -> [Effect<Event>]
    private let tasks = NamedTasks()

    public init(_ model: Model, receive: @escaping @MainActor (inout Model, Event) -> [Effect<Event>]) {
        self.model = model
        self.receive = receive
    }

    /// Makes one change of the value and carries out its effects.
    public func send(_ change: (inout Model) -> [Effect<Event>]) {
        run(change(&model))
    }

    /// Makes one change that returns something besides its effects, and gives that back.
    public func send<Value>(_ change: (inout Model) -> (Value, [Effect<Event>])) -> Value {
        let (value, effects) = change(&model)
        run(effects)
        return value
    }

    /// Changes the value with no effects (a setting, a scroll).
    public func set(_ change: (inout Model) -> Void) { change(&model) }

    /// Waits until no task is in flight, those started meanwhile included.
    public func idle() async { await tasks.idle() }
    public var isBusy: Bool { tasks.isBusy }

    private func run(_ effects: [Effect<Event>]) {
        sent += tasks.perform(effects) { [weak self] event in
            guard let self else { return }
            self.run(self.receive(&self.model, event))
        }
    }
}
