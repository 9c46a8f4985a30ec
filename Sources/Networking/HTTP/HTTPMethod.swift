/// An HTTP request method. Only the idempotent ones may be retried or coalesced.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET"
    case head = "HEAD"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
    case options = "OPTIONS"

    /// Repeating the request has the same effect as sending it once (RFC 9110 §9.2.2).
    public var isIdempotent: Bool {
        switch self {
        case .get, .head, .put, .delete, .options: return true
        case .post, .patch: return false
        }
    }
}
