#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A typed description of one API call: where it goes and what it carries, relative to a base URL.
///
/// Catalogs describe their APIs as enums that conform to this protocol; the URL itself is
/// assembled in one place (``HTTPRequest/init(endpoint:baseURL:)``), never by concatenation.
public protocol Endpoint: Sendable {
    /// Path below the base URL, for example `pokemon/25/`. Segments are percent-encoded as needed.
    var path: String { get }
    var method: HTTPMethod { get }
    var queryItems: [URLQueryItem] { get }
    var headers: [String: String] { get }
    /// What a POST carries (JSON), nil for none.
    var body: Data? { get }
}

extension Endpoint {
    public var method: HTTPMethod { .get }
    public var queryItems: [URLQueryItem] { [] }
    public var headers: [String: String] { [:] }
    public var body: Data? { nil }
}
