#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Adds an API key to every request as a query item: the one place where a key joins a
/// URL, so that no repository assembles keyed URLs by hand. The key is registered with
/// ``Redaction`` so that it never shows in errors, logs or descriptions.
public struct APIKeyClient: NetworkClient {
    public let base: any NetworkClient
    private let name: String
    private let key: String

    public init(_ base: any NetworkClient, queryName: String = "apiKey", key: String) {
        self.base = base
        self.name = queryName
        self.key = key
        Redaction.registerSecret(key)
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        var keyed = request
        keyed.url = request.url.appendingQueryItem(name: name, value: key)
        return try await base.send(keyed)
    }

    public func discard(_ request: HTTPRequest) {
        var keyed = request
        keyed.url = request.url.appendingQueryItem(name: name, value: key)
        base.discard(keyed)
    }
}

extension URL {
    /// This URL with one more query item (percent-encoded by `URLComponents`, `+` as `%2B`).
    func appendingQueryItem(name: String, value: String) -> URL {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false) else { return self }
        components.setQueryItems((components.queryItems ?? []) + [URLQueryItem(name: name, value: value)])
        return components.url ?? self
    }
}
