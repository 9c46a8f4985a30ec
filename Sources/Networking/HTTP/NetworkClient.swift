/// The one seam between the app and the network: send a request, get the whole response.
///
/// Implementations: ``CurlClient`` for the real network, a stub in the tests, and the
/// demo/dump clients of the catalogs that answer from data on disk or in memory. A non-2xx
/// status is a response, not an error, at this level; ``APIClient`` judges it.
public protocol NetworkClient: Sendable {
    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse

    /// Forgets any stored copy of the response to `request`: called when the response could
    /// not be used (its body did not decode), so that it is never served again. Clients that
    /// wrap another pass this on; the default does nothing.
    func discard(_ request: HTTPRequest)
}

extension NetworkClient {
    public func discard(_ request: HTTPRequest) {}
}
