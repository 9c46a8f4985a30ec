#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The moment by which a request must be answered, retries included; the transport cuts
/// each attempt short to meet it.
public enum RequestDeadline {
    @TaskLocal public static var current: ContinuousClock.Instant?
}

/// Where a response came from, when the cache had a say (for the status bar).
public enum CacheEvent: Sendable, Equatable {
    /// The network failed and a stored response stood in.
    case servedStale(storedAt: Date)
    /// Offline mode: a stored response was all there is.
    case servedOffline(storedAt: Date)
}

/// Offline-first reads through a ``DiskCache``: fresh entries are served without the
/// network; stale ones are revalidated with `If-None-Match` / `If-Modified-Since` (a 304
/// refreshes the entry without a body); when the network fails, a stale entry is served; in
/// offline mode the network is never touched. A request whose ``HTTPRequest/cachePolicy``
/// is `.revalidate` (a reload) is revalidated even when fresh.
public struct CachingClient: NetworkClient {
    /// Whether the network may be used.
    public enum Mode: Sendable, Equatable {
        case online, offline
    }

    public let base: any NetworkClient
    public let cache: DiskCache
    public let mode: Mode
    /// Freshness for responses that state none.
    public let defaultMaxAge: Duration
    private let now: @Sendable () -> Date
    private let onEvent: (@Sendable (CacheEvent) -> Void)?

    public init(
        _ base: any NetworkClient, cache: DiskCache, mode: Mode = .online, defaultMaxAge: Duration,
        now: @escaping @Sendable () -> Date = { Date() }, onEvent: (@Sendable (CacheEvent) -> Void)? = nil
    ) {
        self.base = base
        self.cache = cache
        self.mode = mode
        self.defaultMaxAge = defaultMaxAge
        self.now = now
        self.onEvent = onEvent
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        guard request.method == .get else { return try await base.send(request) }
        let stored = cache.read(request)
        if request.cachePolicy == .storedOnly {
            guard let stored else { throw NetworkError(.unavailableOffline, request: request) }
            return stored.response
        }
        if request.cachePolicy == .freshOnly {
            guard let stored, mode == .offline || stored.isFresh(at: now()) else { throw NetworkError(.unavailableOffline, request: request) }
            return stored.response
        }
        if mode == .offline {
            guard let stored else { throw NetworkError(.unavailableOffline, request: request) }
            onEvent?(.servedOffline(storedAt: stored.storedAt))
            return stored.response
        }
        if let stored, stored.isFresh(at: now()), request.cachePolicy == .useFresh {
            return stored.response
        }

        var conditional = request
        if let etag = stored?.etag { conditional.headers["If-None-Match"] = etag }
        if let modified = stored?.lastModified { conditional.headers["If-Modified-Since"] = modified }
        let response: HTTPResponse
        do {
            response = try await base.send(conditional)
        } catch {
            guard let stored, Self.isNetworkFailure(error) else { throw error }
            onEvent?(.servedStale(storedAt: stored.storedAt))
            return stored.response
        }

        if response.status == .notModified, var refreshed = stored {
            refreshed.storedAt = now()
            refreshed.maxAge = maxAge(of: response) ?? refreshed.maxAge
            refreshed.etag = response.header("ETag") ?? refreshed.etag
            cache.write(refreshed, for: request)
            return refreshed.response
        }
        if response.status.category == .serverError, let stored {
            onEvent?(.servedStale(storedAt: stored.storedAt))
            return stored.response
        }
        // A server that echoes the request (and its key) never gets that echo onto disk.
        if let lifetime = storedLifetime(of: response), !Self.echoesSecret(response, for: request) {
            let entry = DiskCache.Entry(
                status: response.status, headers: response.headers, body: response.body, storedAt: now(),
                etag: response.header("ETag"), lastModified: response.header("Last-Modified"), maxAge: lifetime)
            cache.write(entry, for: request)
        }
        return response
    }

    /// The longest a "not found" is kept: an hour. PokéAPI answers 404 for a Pokémon with no
    /// encounters, so without it every warm `show` would ask again; reload (`R`) asks anyway.
    static let longestNotFoundAge: TimeInterval = 3_600

    /// How long to keep `response`: a success as its headers say, a 404 (cacheable by default,
    /// RFC 9110 §15.5.5) for an hour at most; nil for anything else or what must not be stored.
    func storedLifetime(of response: HTTPResponse) -> TimeInterval? {
        guard let lifetime = cacheLifetime(of: response) else { return nil }
        if response.status.isSuccess { return lifetime }
        return response.status == .notFound ? min(lifetime, Self.longestNotFoundAge) : nil
    }

    /// Removes the stored response to `request`, then passes the word on.
    public func discard(_ request: HTTPRequest) {
        if request.method == .get { cache.remove(request) }
        base.discard(request)
    }

    /// Whether `response` to a request that carries a registered secret holds that secret,
    /// in its body or headers, in any encoding. Only keyed requests are checked, so the
    /// cost falls on the small answers of keyed APIs, never on a Pokédex page.
    static func echoesSecret(_ response: HTTPResponse, for request: HTTPRequest) -> Bool {
        guard Redaction.containsKnownSecret(request.url.absoluteString) else { return false }
        return Redaction.containsKnownSecret(response.body)
            || response.headers.values.contains { Redaction.containsKnownSecret($0) }
    }

    /// Failures where a stored answer is better than none.
    static func isNetworkFailure(_ error: NetworkError) -> Bool {
        switch error.kind {
        case .offline, .connectionLost, .timedOut: return true
        default: return false
        }
    }

    /// `max-age` from `Cache-Control`, if the response states it.
    func maxAge(of response: HTTPResponse) -> TimeInterval? {
        guard let header = response.header("Cache-Control")?.lowercased() else { return nil }
        for directive in header.split(separator: ",") {
            let part = directive.trimmingWhitespace()
            if part.hasPrefix("max-age="), let seconds = Double(part.dropFirst(8)) {
                // A year at most: a stored lifetime stays a sane number.
                return seconds.isFinite ? min(max(0, seconds), Self.longestMaxAge) : nil
            }
        }
        return nil
    }

    /// The longest a response is kept fresh, whatever the server says: a year.
    static let longestMaxAge: TimeInterval = 365 * 86_400

    /// How long to keep `response` fresh, or nil when it must not be stored.
    func cacheLifetime(of response: HTTPResponse) -> TimeInterval? {
        let header = response.header("Cache-Control")?.lowercased() ?? ""
        if header.contains("no-store") { return nil }
        if header.contains("no-cache") { return 0 }
        return maxAge(of: response) ?? min(defaultMaxAge.timeInterval, Self.longestMaxAge)
    }
}
