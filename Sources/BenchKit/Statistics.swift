/// Summary figures of a set of samples.
public struct Statistics: Sendable, Equatable {
    public var count: Int
    public var median: Double
    public var p99: Double
    public var minimum: Double
    public var maximum: Double

    /// Figures for `samples` (nearest-rank percentiles); nil when there are none.
    public init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        count = sorted.count
        median = Self.percentile(50, of: sorted)
        p99 = Self.percentile(99, of: sorted)
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
    }

    /// The nearest-rank `p`th percentile of already sorted samples.
    public static func percentile(_ p: Double, of sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int(exactly: (p / 100 * Double(sorted.count)).rounded(.up)) ?? sorted.count
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

/// Times closures with the monotonic clock.
public enum Stopwatch {
    /// Milliseconds `body` took.
    public static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        return (ContinuousClock.now - start).milliseconds
    }

    /// Milliseconds an async `body` took.
    public static func milliseconds(_ body: () async throws -> Void) async rethrows -> Double {
        let start = ContinuousClock.now
        try await body()
        return (ContinuousClock.now - start).milliseconds
    }
}

extension Duration {
    /// The duration in milliseconds.
    public var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
