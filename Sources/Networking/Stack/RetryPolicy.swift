import FoundationEssentials

/// When and how long to wait before trying a request again: a pure value, so that every rule
/// is tested without a network or a clock.
///
/// Only idempotent methods are retried, and only on failures that another attempt can cure:
/// can't connect, connection lost, timed out, 408, 429, 500, 502, 503, 504. Waits grow
/// exponentially with full jitter; a server's `Retry-After` is honoured up to
/// ``maxRetryAfter``, beyond which the request fails at once (the error then says how long
/// to wait).
public struct RetryPolicy: Sendable, Equatable {
    /// Attempts in all, the first included.
    public var maxAttempts: Int
    /// The backoff ceiling before the first retry; it doubles with every further attempt.
    public var baseDelay: Duration
    /// No backoff wait exceeds this.
    public var maxDelay: Duration
    /// A longer `Retry-After` is not waited for.
    public var maxRetryAfter: Duration

    public init(maxAttempts: Int = 3, baseDelay: Duration = .milliseconds(250), maxDelay: Duration = .seconds(4), maxRetryAfter: Duration = .seconds(10)) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
    }

    public static let standard = RetryPolicy()
    /// One attempt, never a retry.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// What to do after an attempt.
    public enum Decision: Sendable, Equatable {
        /// Hand the outcome to the caller as it is.
        case finish
        /// Wait, then send again.
        case retry(after: Duration)
    }

    /// Statuses worth another attempt.
    public static let retryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// Decides after attempt number `attempt` (1-based) ended with `outcome`. `jitter` is a
    /// random number in 0..<1; `now` reads HTTP-date `Retry-After` values.
    public func decide(after outcome: Result<HTTPResponse, NetworkError>, method: HTTPMethod, attempt: Int, jitter: Double, now: Date) -> Decision {
        guard method.isIdempotent, attempt < maxAttempts else { return .finish }
        switch outcome {
        case let .success(response):
            guard Self.retryableStatuses.contains(response.status.code) else { return .finish }
            if let header = response.header("Retry-After"), let wait = Self.retryAfter(header, now: now) {
                return wait <= maxRetryAfter ? .retry(after: wait) : .finish
            }
            return .retry(after: backoff(attempt: attempt, jitter: jitter))
        case let .failure(error):
            switch error.kind {
            case .offline, .connectionLost, .timedOut:
                return .retry(after: backoff(attempt: attempt, jitter: jitter))
            default:
                return .finish
            }
        }
    }

    /// Full jitter: a uniform wait between zero and the exponential ceiling for `attempt`.
    public func backoff(attempt: Int, jitter: Double) -> Duration {
        let exponent = min(max(0, attempt - 1), 30)
        let ceiling = min(maxDelay, baseDelay * (1 << exponent))
        return ceiling * min(max(0, jitter), 1)
    }

    /// A `Retry-After` value as a wait: delta-seconds, or an HTTP-date (RFC 9110 §10.2.3).
    /// Nil when it is neither; a date in the past is no wait.
    public static func retryAfter(_ value: String, now: Date) -> Duration? {
        let text = value.trimmingWhitespace()
        if let seconds = Int(text) { return seconds >= 0 ? .seconds(seconds) : nil }
        if let date = HTTPDate.parse(text) {
            let seconds = min(max(0, date.timeIntervalSince(now).rounded(.up)), 86_400 * 366)
            return .seconds(Int(exactly: seconds) ?? 0)
        }
        return nil
    }
}
