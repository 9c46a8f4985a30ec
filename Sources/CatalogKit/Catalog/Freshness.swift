import Networking

/// How a load may use what the caches hold: the one cache policy, passed as an argument from
/// the view model through the catalog and its repository down to the request.
public enum Freshness: Sendable, Hashable {
    /// A stored answer that is still fresh will do (the normal case).
    case cachedIfFresh
    /// Ask the server again even when a fresh answer is stored (a reload, `R`); the cache
    /// revalidates what it holds instead of serving it.
    case revalidate
    /// Only what the cache holds, fresh or not; never the server (see ``HTTPRequest/CachePolicy/storedOnly``).
    case storedOnly
    /// Only a stored answer that is still fresh; never the server (see
    /// ``HTTPRequest/CachePolicy/freshOnly``): what a page can show at once.
    case freshOnly

    /// The request's cache policy for this freshness.
    public var cachePolicy: HTTPRequest.CachePolicy {
        switch self {
        case .cachedIfFresh: return .useFresh
        case .revalidate: return .revalidate
        case .storedOnly: return .storedOnly
        case .freshOnly: return .freshOnly
        }
    }
}
