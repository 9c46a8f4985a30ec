/// The status bar's passing note ("retrying in 2 s…", "offline · cached 3 h ago"): shown
/// for a while on the injected clock, or until the next one.
@MainActor
public final class NoticeViewModel: TaskOwner {
    public private(set) var text: String?
    /// Called after every change of ``text``.
    public var onChange: (@MainActor () -> Void)?
    private let clock: BrowserClock
    private let tasks = NamedTasks()

    public init(clock: BrowserClock) {
        self.clock = clock
    }

    public func stop() { tasks.cancelAll() }
    public func idle() async { await tasks.idle() }
    public var isBusy: Bool { tasks.isBusy }

    /// Shows `text` for `duration`.
    public func show(_ text: String, for duration: Duration) {
        self.text = text
        let clock = self.clock, deadline = clock.deadline(after: duration)
        tasks.start(.notice, { try await clock.sleep(until: deadline) }, then: { [weak self] in
            guard let self, self.text == text else { return }
            self.text = nil
            self.onChange?()
        })
        onChange?()
    }

    /// Shows a note that counts down ("retrying in 3 s…", then 2 s, then 1 s): `text` is
    /// given the time left, and asked again every second until `duration` has passed.
    public func showCountdown(for duration: Duration, _ text: @escaping @MainActor (Duration) -> String) {
        tick(until: clock.deadline(after: duration), text)
    }

    private func tick(until end: Duration, _ render: @escaping @MainActor (Duration) -> String) {
        let clock = self.clock, left = end - clock.now()
        guard left > .zero else {
            tasks.cancel(.notice)
            text = nil
            onChange?()
            return
        }
        text = render(left)
        let next = min(end, clock.now() + .seconds(1))
        tasks.start(.notice, { try await clock.sleep(until: next) }, then: { [weak self] in self?.tick(until: end, render) })
        onChange?()
    }
}
