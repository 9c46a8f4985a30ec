#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A retry about to happen, for the status bar ("retrying in 2 s…").
public struct RetryNotice: Sendable, Equatable {
    public var request: HTTPRequest
    /// The attempt that just failed (1-based).
    public var attempt: Int
    public var delay: Duration
    /// What went wrong, in a few words: "503 Service Unavailable", "cannot connect".
    public var reason: String
    /// How many attempts the policy makes in all.
    public var maxAttempts: Int = 0

    /// What is retried, short and without secrets: the last two parts of the path
    /// ("pokemon-species/25", "1/lookup.php"), known secrets masked.
    public var resource: String {
        let parts = request.url.path.split(separator: "/").suffix(2).joined(separator: "/")
        return Redaction.maskKnownSecrets(in: parts.isEmpty ? (request.url.host ?? "the server") : parts)
    }

    /// "retrying pokemon-species/25 (cannot connect, attempt 2 of 3)".
    public var sentence: String {
        let of = maxAttempts > 0 ? " of \(maxAttempts)" : ""
        return "retrying \(resource) (\(reason), attempt \(attempt + 1)\(of))"
    }
}

/// Sends through another client and retries what ``RetryPolicy`` allows, logging every
/// attempt. Waits end at once when the task is cancelled.
public struct RetryingClient: NetworkClient {
    public let base: any NetworkClient
    public let policy: RetryPolicy
    public let log: RequestLog?
    public let onRetry: (@Sendable (RetryNotice) -> Void)?
    /// All attempts and waits together end by then; nil for no overall limit.
    public let deadline: Duration?
    private let sleep: @Sendable (Duration) async throws -> Void
    private let random: @Sendable () -> Double

    public init(
        _ base: any NetworkClient,
        policy: RetryPolicy = .standard,
        log: RequestLog? = nil,
        onRetry: (@Sendable (RetryNotice) -> Void)? = nil,
        deadline: Duration? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.base = base
        self.policy = policy
        self.log = log
        self.onRetry = onRetry
        self.deadline = deadline
        self.sleep = sleep
        self.random = random
    }

    public func discard(_ request: HTTPRequest) {
        base.discard(request)
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        // Only a cache above could have answered it: nothing is sent.
        if request.cachePolicy == .storedOnly || request.cachePolicy == .freshOnly { throw NetworkError(.unavailableOffline, request: request) }
        guard let deadline else { return try await attempts(request, until: nil) }
        let end = ContinuousClock.now + deadline
        let result = await RequestDeadline.$current.withValue(end) { () async -> Result<HTTPResponse, NetworkError> in
            do throws(NetworkError) {
                return .success(try await attempts(request, until: end))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func attempts(_ request: HTTPRequest, until end: ContinuousClock.Instant?) async throws(NetworkError) -> HTTPResponse {
        var attempt = 1
        while true {
            let started = ContinuousClock.now
            let outcome: Result<HTTPResponse, NetworkError>
            do throws(NetworkError) {
                outcome = .success(try await base.send(request))
            } catch {
                outcome = .failure(error)
            }
            log?.record(request: request, attempt: attempt, outcome: outcome, duration: ContinuousClock.now - started)
            if case let .failure(error) = outcome, error.isCancellation { throw error }
            switch policy.decide(after: outcome, method: request.method, attempt: attempt, jitter: random(), now: Date()) {
            case .finish:
                return try outcome.get()
            case let .retry(delay):
                // No time left for the wait and another attempt: this outcome is the answer.
                if let end, ContinuousClock.now + delay + .milliseconds(100) >= end { return try outcome.get() }
                onRetry?(RetryNotice(request: request, attempt: attempt, delay: delay, reason: Self.reason(outcome), maxAttempts: policy.maxAttempts))
                do {
                    try await sleep(delay)
                } catch {
                    throw NetworkError(.cancelled, request: request)
                }
                if Task.isCancelled { throw NetworkError(.cancelled, request: request) }
                attempt += 1
            }
        }
    }

    static func reason(_ outcome: Result<HTTPResponse, NetworkError>) -> String {
        switch outcome {
        case let .success(response): return response.status.description
        case let .failure(error):
            switch error.kind {
            case .offline: return "cannot connect"
            case .connectionLost: return "connection lost"
            case .timedOut: return "timed out"
            default: return "failed"
            }
        }
    }
}
