#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything that can go wrong below the catalogs, kept apart so that callers can tell
/// *offline* from *server failure* from *bad data* without casting.
public struct NetworkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The URL could not be built or is not one the client can fetch.
        case invalidURL
        /// The host could not be reached: no route, refused, unknown host, no network.
        case offline
        /// The connection broke during the transfer.
        case connectionLost
        /// No complete answer within the deadline.
        case timedOut
        /// The server answered with a status outside 2xx. `bodyExcerpt` is a short, cleaned
        /// prefix of the body; `retryAfter` is the server's `Retry-After`, when it sent one.
        case httpStatus(HTTPStatus, bodyExcerpt: String, retryAfter: String?)
        /// The body is not what the endpoint promises. `codingPath` names where decoding stopped.
        case undecodable(codingPath: String, reason: String)
        /// The response itself is unusable (not HTTP, truncated, too large).
        case invalidResponse(String)
        /// The server's answer is not HTTP the transport can read (a malformed status line).
        case malformedResponse
        /// The server redirected to another origin, which is not followed. `location` is the
        /// target, already redacted.
        case redirectRefused(location: String)
        /// A redirect from `https` to `http` on the same site: a downgrade, refused (the
        /// request and its key would travel unencrypted). `location` is already redacted.
        case downgradeRefused(location: String)
        /// The server's TLS certificate failed verification: `problem` says which check, for
        /// which host ("the certificate of example.org has expired"). Nothing was sent.
        case certificate(problem: String)
        /// The proxy refused to open the tunnel, answering with `status` (407, 403, a redirect).
        case proxyRefused(status: Int)
        /// A proxy is configured but cannot be used (`reason`, without its credentials):
        /// nothing was sent, and no direct connection was made instead.
        case proxyUnusable(reason: String)
        /// The transport library cannot be used (libcurl missing or too old): nothing was sent.
        case transportUnavailable(reason: String)
        /// The caller no longer wants the result. Never shown as an error.
        case cancelled
        /// Offline mode, and nothing stored for this request.
        case unavailableOffline
    }

    public var kind: Kind
    public var method: HTTPMethod?
    public var url: URL?

    public init(_ kind: Kind, method: HTTPMethod? = nil, url: URL? = nil) {
        self.kind = kind
        self.method = method
        self.url = url
    }

    public init(_ kind: Kind, request: HTTPRequest) {
        self.init(kind, method: request.method, url: request.url)
    }

    public var isCancellation: Bool { kind == .cancelled }

    /// "GET https://host/path" with secrets redacted, or nil when unknown.
    public var requestLine: String? {
        guard let url else { return nil }
        return "\(method?.rawValue ?? "GET") \(Redaction.redact(url))"
    }

    public var description: String {
        let what: String
        switch kind {
        case .invalidURL: what = "invalid URL"
        case .offline: what = "cannot connect"
        case .connectionLost: what = "connection lost"
        case .timedOut: what = "timed out"
        case let .httpStatus(status, excerpt, _):
            what = excerpt.isEmpty ? "HTTP \(status)" : "HTTP \(status): \(excerpt)"
        case let .undecodable(path, reason):
            what = path.isEmpty ? "undecodable body: \(reason)" : "undecodable body at \(path): \(reason)"
        case let .invalidResponse(reason): what = "invalid response: \(reason)"
        case .malformedResponse: what = "not valid HTTP"
        case let .redirectRefused(location): what = "redirect to another site refused: \(location)"
        case let .downgradeRefused(location): what = "redirect from https to http refused: \(location)"
        case let .certificate(problem): what = problem
        case let .proxyRefused(status): what = "the proxy refused the connection (\(status))"
        case let .proxyUnusable(reason): what = "proxy not used: \(reason)"
        case let .transportUnavailable(reason): what = reason
        case .cancelled: what = "cancelled"
        case .unavailableOffline: what = "not available offline"
        }
        guard let line = requestLine else { return what }
        return "\(what) (\(line))"
    }
}
