/// The status bar's passing note as a value: showing one returns the effect that ends it
/// (a sleep on the injected clock, by ``TaskID/notice``), and its end comes back through
/// ``receive(_:)``. A countdown ("retrying in 3 s…") asks for a tick each second.
public struct NoticeModel: Sendable {
    /// What the notice's timer delivers.
    public enum Event: Sendable {
        /// The time of the note `text` is up.
        case expired(String)
        /// A countdown's second has passed.
        case tick
    }

    public private(set) var text: String?
    private let clock: BrowserClock
    /// A countdown under way: when it ends and how it reads with the time left.
    private var countdown: (end: Duration, render: @Sendable (Duration) -> String)?

    public init(clock: BrowserClock) {
        self.clock = clock
    }

    /// Shows `text` for `duration`, in place of any note before it.
    public mutating func show(_ text: String, for duration: Duration) -> [Effect<Event>] {
        (self.text, countdown) = (text, nil)
        let clock = self.clock, deadline = clock.deadline(after: duration)
        return [
            .run(.notice) {
                try await clock.sleep(until: deadline)
                return .expired(text)
            }
        ]
    }

    /// Shows a note that counts down: `render` is given the time left, again every second
    /// until `duration` has passed.
    public mutating func showCountdown(for duration: Duration, _ render: @escaping @Sendable (Duration) -> String) -> [Effect<Event>] {
        countdown = (clock.deadline(after: duration), render)
        return tick()
    }

    public mutating func receive(_ event: Event) -> [Effect<Event>] {
        switch event {
        case let .expired(shown):
            if text == shown { text = nil }
            return []
        case .tick:
            return tick()
        }
    }

    private mutating func tick() -> [Effect<Event>] {
        guard let countdown else { return [] }
        let left = countdown.end - clock.now()
        guard left > .zero else {
            (text, self.countdown) = (nil, nil)
            return [.cancel(.notice)]
        }
        text = countdown.render(left)
        let clock = self.clock, next = min(countdown.end, clock.now() + .seconds(1))
        return [
            .run(.notice) {
                try await clock.sleep(until: next)
                return .tick
            }
        ]
    }
}
