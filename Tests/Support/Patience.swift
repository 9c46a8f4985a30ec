import Foundation

/// How long a test polls for something, counted so that a test starved of its thread does
/// not run out of time while it could not look.
///
/// Swift Testing runs tests on a cooperative pool as wide as the cores (two here), and the
/// slow tests beside a polling one can hold both threads for tens of seconds. A wall-clock
/// deadline then passes while the poller sleeps, and it gives up having looked only at the
/// first screen. Here each gap between two looks counts for a second at most: the wait still
/// ends (every look costs at least its pause), but only after the poller has had its looks.
public struct Patience: Sendable {
    private var left: Double
    private var lastLook: Date

    /// `seconds` of looking, from now.
    public init(seconds: Double) {
        left = seconds
        lastLook = Date()
    }

    /// Counts the time since the last look (a second at most); whether any is left.
    public mutating func remains() -> Bool {
        let now = Date()
        left -= min(now.timeIntervalSince(lastLook), 1)
        lastLook = now
        return left > 0
    }
}
