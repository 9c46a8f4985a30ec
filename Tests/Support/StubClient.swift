import Foundation
import Networking

/// A ``NetworkClient`` for unit tests: answers from a handler and records every request.
public final class StubClient: NetworkClient, @unchecked Sendable {
    public typealias Handler = @Sendable (HTTPRequest) async throws(NetworkError) -> HTTPResponse

    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []
    private var handler: Handler

    public init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// Answers each path (below any base) with the JSON in `routes`; 404 otherwise.
    public convenience init(routes: [String: String]) {
        self.init { request throws(NetworkError) in
            let key = StubClient.routeKey(request.url)
            if let body = routes[key] {
                return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
            }
            return HTTPResponse(status: .notFound, body: Data(#"{"detail":"Not found."}"#.utf8))
        }
    }

    /// `pokemon/25` for `https://host/api/v2/pokemon/25/?x=1`: the path below `/api/v2`.
    public static func routeKey(_ url: URL) -> String {
        var path = url.path
        if let range = path.range(of: "/api/v2") { path = String(path[range.upperBound...]) }
        return path.split(separator: "/").joined(separator: "/")
    }

    public func setHandler(_ handler: @escaping Handler) {
        lock.lock(); defer { lock.unlock() }
        self.handler = handler
    }

    public var requests: [HTTPRequest] {
        lock.lock(); defer { lock.unlock() }
        return recorded
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        return try await record(request)(request)
    }

    private func record(_ request: HTTPRequest) -> Handler {
        lock.lock(); defer { lock.unlock() }
        recorded.append(request)
        return handler
    }
}
