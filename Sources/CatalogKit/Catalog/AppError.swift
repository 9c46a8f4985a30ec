#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// A failure as the user is told it: what happened in plain words, the technical detail
/// (status, method, URL with secrets redacted), and whether trying again can help.
public struct AppError: Error, Sendable, Equatable {
    /// The user-facing categories, one per distinct message.
    public enum Kind: Sendable, Equatable {
        case offline
        case connectionLost
        case timedOut
        case rateLimited(retryAfterSeconds: Int?)
        case serverError
        case notFound
        case unauthorized
        case rejected
        case unexpectedData
        /// The server's answer was not HTTP this app can read.
        case invalidHTTP
        /// The server redirected to another site, which is not followed.
        case redirectRefused
        /// The connection is not secure: a refused certificate, or a redirect from https to http.
        case insecure
        /// The proxy refused the connection, or is configured but cannot be used.
        case proxy
        /// The network library (libcurl) is missing or cannot be used.
        case transportUnavailable
        case unavailableOffline
        case invalidRequest
        case cancelled
    }

    public var kind: Kind
    /// One plain sentence.
    public var message: String
    /// Technical detail lines, for example "HTTP 503 Service Unavailable" and "GET https://…".
    public var details: [String]
    /// Whether the error pane offers `r` to try again.
    public var isRetryable: Bool

    public init(kind: Kind, message: String, details: [String] = [], isRetryable: Bool) {
        self.kind = kind
        self.message = message
        self.details = details
        self.isRetryable = isRetryable
    }

    public var isCancellation: Bool { kind == .cancelled }

    /// The cancellation marker: view models drop it silently.
    public static let cancelled = AppError(kind: .cancelled, message: "Cancelled.", isRetryable: false)

    /// A load that was cancelled below the view model without its asking.
    public static let interrupted = AppError(kind: .connectionLost, message: "The request was interrupted.", isRetryable: true)

    /// This error, and when it says the server cannot be reached, how to try the catalog
    /// anyway: "(explore meals --demo works without a network.)". Every catalog adds it to a
    /// first page that fails so.
    public func suggestingDemo(_ command: String) -> AppError {
        guard kind == .offline else { return self }
        var error = self
        error.message += " (explore \(command) --demo works without a network.)"
        return error
    }

    /// Phrases a network failure for the user. `subject` names what was being loaded,
    /// for example "Pokémon", and appears in the not-found message.
    public init(_ error: NetworkError, subject: String = "item") {
        var details: [String] = []
        let request = error.requestLine
        switch error.kind {
        case .cancelled:
            self = .cancelled
            return
        case .offline:
            self.init(kind: .offline, message: "Can't reach the server. Check the network connection and try again.", isRetryable: true)
        case .connectionLost:
            self.init(kind: .connectionLost, message: "The connection dropped before the answer was complete.", isRetryable: true)
        case .timedOut:
            self.init(kind: .timedOut, message: "The server took too long to answer.", isRetryable: true)
        case .unavailableOffline:
            self.init(kind: .unavailableOffline, message: "Not available offline: this \(subject) was never loaded while online.", isRetryable: false)
        case .invalidURL:
            self.init(kind: .invalidRequest, message: "The address to load is not valid. Check --base-url.", isRetryable: false)
        case let .httpStatus(status, excerpt, retryAfter):
            details.append("HTTP \(status)")
            if !excerpt.isEmpty { details.append("Response: \(excerpt)") }
            switch status.code {
            case 404, 410:
                self.init(kind: .notFound, message: "Not found: the server has no such \(subject).", isRetryable: false)
            case 401, 403:
                self.init(kind: .unauthorized, message: "The server refused access (\(status)).", isRetryable: false)
            case 429:
                let seconds = retryAfter.flatMap { RetryPolicy.retryAfter($0, now: Date()) }.map { Int($0.components.seconds) }
                let wait = seconds.map { " Try again in \($0) s." } ?? " Try again in a moment."
                self.init(kind: .rateLimited(retryAfterSeconds: seconds), message: "The server is limiting requests." + wait, isRetryable: true)
            case 408:
                self.init(kind: .timedOut, message: "The server took too long to answer.", isRetryable: true)
            case 500...599:
                self.init(kind: .serverError, message: "The server had a problem.", isRetryable: true)
            default:
                self.init(kind: .rejected, message: "The server refused the request (\(status)).", isRetryable: false)
            }
        case let .undecodable(path, reason):
            details.append(path.isEmpty ? "Body: \(reason)" : "At \(path): \(reason)")
            self.init(kind: .unexpectedData, message: "The server sent data this app can't read.", isRetryable: true)
        case .malformedResponse:
            self.init(kind: .invalidHTTP, message: "The server's answer was not valid HTTP.", isRetryable: true)
        case let .redirectRefused(location):
            details.append("Redirected to \(location)")
            self.init(
                kind: .redirectRefused,
                message: "The server sent the request on to another site; it was not followed, so the key and query stay with the server you chose.",
                isRetryable: false)
        case let .downgradeRefused(location):
            details.append("Redirected to \(location)")
            self.init(
                kind: .insecure, message: "The server redirected from https to plain http (a downgrade); it was not followed, so nothing was sent unencrypted.",
                isRetryable: false)
        case let .certificate(problem):
            self.init(kind: .insecure, message: "Not a secure connection: \(problem). Nothing was sent.", isRetryable: false)
        case let .proxyRefused(status):
            self.init(
                kind: .proxy, message: "The proxy refused the connection (HTTP \(status)). Check the proxy settings (https_proxy, http_proxy).",
                isRetryable: false)
        case let .proxyUnusable(reason):
            self.init(kind: .proxy, message: "The proxy cannot be used: \(reason). Nothing was sent, and no direct connection was made.", isRetryable: false)
        case let .transportUnavailable(reason):
            details.append(reason)
            self.init(
                kind: .transportUnavailable,
                message: "The network library could not be loaded, so nothing was fetched. Install libcurl (Debian: apt-get install libcurl4), or use --demo.",
                isRetryable: true)
        case let .invalidResponse(reason):
            details.append(reason.prefix(1).uppercased() + reason.dropFirst())
            self.init(kind: .unexpectedData, message: "The server's answer was incomplete or invalid.", isRetryable: true)
        }
        if let request { details.append(request) }
        self.details = details
    }
}
