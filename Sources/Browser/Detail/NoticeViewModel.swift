/// The status bar's passing note ("retrying in 2 s…", "offline · cached 3 h ago") on the
/// main actor: runs the effects of its ``NoticeModel`` and says when the text changed.
@MainActor
public final class NoticeViewModel: TaskOwner {
    public private(set) var model: NoticeModel
    public var text: String? { model.text }
    /// Called after every change of ``text``.
    public var onChange: (@MainActor () -> Void)?
    private let tasks = NamedTasks()

    public init(clock: BrowserClock) {
        model = NoticeModel(clock: clock)
    }

    public func stop() { tasks.cancelAll() }
    public func idle() async { await tasks.idle() }
    public var isBusy: Bool { tasks.isBusy }

    /// Shows `text` for `duration`.
    public func show(_ text: String, for duration: Duration) { update { $0.show(text, for: duration) } }

    /// Shows a note that counts down ("retrying in 3 s…", then 2 s, then 1 s): `text` is
    /// given the time left, and asked again every second until `duration` has passed.
    public func showCountdown(for duration: Duration, _ text: @escaping @Sendable (Duration) -> String) {
        update { $0.showCountdown(for: duration, text) }
    }

    private func update(_ change: (inout NoticeModel) -> [Effect<NoticeModel.Event>]) {
        let before = model.text
        let effects = change(&model)
        tasks.perform(effects) { [weak self] event in self?.update { $0.receive(event) } }
        if model.text != before || !effects.isEmpty { onChange?() }
    }
}
