/// The browser's time: every delay (dwell, debounce, notices) and every measured gap
/// (typing pauses) goes through one of these, so tests can drive time by hand.
///
/// Instants are durations since the clock's own origin. Deadlines are computed when a delay
/// is scheduled, on the main actor, so a test clock that is advanced before the sleeping
/// task even runs still releases it.
public struct BrowserClock: Sendable {
    /// The current instant.
    public var now: @Sendable () -> Duration
    /// Sleeps until `deadline`; throws when the task is cancelled.
    public var sleepUntil: @Sendable (Duration) async throws -> Void

    public init(now: @escaping @Sendable () -> Duration, sleepUntil: @escaping @Sendable (Duration) async throws -> Void) {
        self.now = now
        self.sleepUntil = sleepUntil
    }

    /// The deadline `delay` from now.
    public func deadline(after delay: Duration) -> Duration { now() + delay }

    /// Sleeps until `deadline`, or not at all when it has passed.
    public func sleep(until deadline: Duration) async throws {
        try Task.checkCancellation()
        try await sleepUntil(deadline)
    }

    /// Real time.
    public static let continuous: BrowserClock = {
        let origin = ContinuousClock.now
        return BrowserClock(
            now: { ContinuousClock.now - origin },
            sleepUntil: { deadline in
                try await Task.sleep(until: origin + deadline, clock: .continuous)
            })
    }()
}

/// The browser's delays, with the clock that measures them.
public struct BrowserTiming: Sendable {
    /// How long the selection must rest before its detail loads.
    public var detailDwell: Duration
    /// How long a searchable picker waits for typing to pause.
    public var pickerDebounce: Duration
    /// How long rows must stay in view before their names are asked for (zero: at once).
    public var namingDwell: Duration
    public var clock: BrowserClock

    public init(
        detailDwell: Duration = .milliseconds(150), pickerDebounce: Duration = .milliseconds(250), namingDwell: Duration = .zero,
        clock: BrowserClock = .continuous
    ) {
        self.detailDwell = detailDwell
        self.pickerDebounce = pickerDebounce
        self.namingDwell = namingDwell
        self.clock = clock
    }

    /// The app's: rows are named once they have stayed in view as long as a detail waits, so
    /// that holding ↓ names the rows where it stops, not every row it passes.
    public static let standard = BrowserTiming(namingDwell: .milliseconds(150))
}
