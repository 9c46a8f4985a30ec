#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A complete response: status, headers (names lower-cased) and body.
public struct HTTPResponse: Sendable, Equatable {
    public var status: HTTPStatus
    public var headers: [String: String]
    public var body: Data

    public init(status: HTTPStatus, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        var lowered: [String: String] = [:]
        for (name, value) in headers { lowered[name.lowercased()] = value }
        self.headers = lowered
        self.body = body
    }

    /// The value of a header, looked up case-insensitively.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
