#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A request as the ``NetworkClient`` sees it: a value, so that it can be compared, logged
/// (redacted) and used as a key.
public struct HTTPRequest: Sendable, Hashable {
    public var method: HTTPMethod
    public var url: URL
    public var headers: [String: String]
    /// How a cache below may answer this request.
    public var cachePolicy: CachePolicy
    /// The most body bytes to accept, when lower than the transport's own cap (a picture's
    /// 5 MB); a larger body fails as an invalid response while it arrives.
    public var maxBodyBytes: Int?
    /// What the request carries (a POST's JSON), or nil for none. It never holds a secret:
    /// keys travel in the URL, where they are redacted.
    public var body: Data?

    /// How a cache may answer a request: the caller's choice, carried with the request.
    public enum CachePolicy: Sendable, Hashable {
        /// A stored response that is still fresh is served without the network.
        case useFresh
        /// A stored response is revalidated with the server even when fresh (a reload).
        case revalidate
        /// A stored response, fresh or not, and never the server: without one the request
        /// fails as ``NetworkError/Kind/unavailableOffline`` (names a script prints only when
        /// they are known).
        case storedOnly
        /// A stored response that is still fresh (in offline mode, any stored response), and
        /// never the server: without one the request fails as
        /// ``NetworkError/Kind/unavailableOffline`` (what a page can show at once).
        case freshOnly
    }

    public init(
        method: HTTPMethod = .get, url: URL, headers: [String: String] = [:], cachePolicy: CachePolicy = .useFresh, maxBodyBytes: Int? = nil,
        body: Data? = nil
    ) {
        self.method = method
        self.body = body
        self.url = url
        self.headers = headers
        self.cachePolicy = cachePolicy
        self.maxBodyBytes = maxBodyBytes
    }

    /// Builds the request for `endpoint` below `baseURL` with `URLComponents`.
    ///
    /// The endpoint's path is appended to the base URL's path; query items are encoded by
    /// `URLComponents`, and `+` as `%2B` (see ``URLComponents/setQueryItems(_:)``). Throws ``NetworkError/Kind/invalidURL`` when no valid URL results.
    public init(endpoint: some Endpoint, baseURL: URL) throws(NetworkError) {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
            components.scheme != nil
        else {
            throw NetworkError(.invalidURL, method: endpoint.method, url: baseURL)
        }
        var basePath = components.path
        while basePath.hasSuffix("/") { basePath.removeLast() }
        var relative = endpoint.path
        while relative.hasPrefix("/") { relative.removeFirst() }
        components.path = relative.isEmpty ? basePath : basePath + "/" + relative
        components.setQueryItems((components.queryItems ?? []) + endpoint.queryItems)
        guard let url = components.url else {
            throw NetworkError(.invalidURL, method: endpoint.method, url: baseURL)
        }
        self.init(method: endpoint.method, url: url, headers: endpoint.headers, body: endpoint.body)
    }

    /// "GET https://host/path?apiKey=***": the request as it may be shown or logged.
    public var redactedDescription: String {
        "\(method.rawValue) \(Redaction.redact(url))"
    }
}

extension URLComponents {
    /// Sets the query from `items` (none: no query), percent-encoded by `URLComponents` and
    /// then `+` as `%2B`: `URLComponents` leaves `+` raw, and a server that decodes the
    /// query as a form reads a raw `+` as a space (a meal id, a key with `+` in it).
    public mutating func setQueryItems(_ items: [URLQueryItem]) {
        queryItems = items.isEmpty ? nil : items
        if let query = percentEncodedQuery, query.contains("+") {
            percentEncodedQuery = query.replacing("+", with: "%2B")
        }
    }
}
