#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Sends endpoints through a ``NetworkClient``, validates the status and decodes the body.
///
/// Decoding happens here, off the main actor, with one shared `JSONDecoder`. Every failure
/// comes out as a ``NetworkError``.
public struct APIClient: Sendable {
    public let baseURL: URL
    public let client: any NetworkClient

    /// Bodies are cut to this many characters in error excerpts.
    static let excerptLength = 160

    private static let decoder = JSONDecoder()

    public init(baseURL: URL, client: any NetworkClient) {
        self.baseURL = baseURL
        self.client = client
    }

    /// The request that `endpoint` stands for, with the caller's cache policy.
    public func request(for endpoint: some Endpoint, cachePolicy: HTTPRequest.CachePolicy = .useFresh) throws(NetworkError) -> HTTPRequest {
        var request = try HTTPRequest(endpoint: endpoint, baseURL: baseURL)
        request.cachePolicy = cachePolicy
        return request
    }

    /// Sends `endpoint` and returns the raw response after checking that its status is 2xx.
    public func response(for endpoint: some Endpoint, cachePolicy: HTTPRequest.CachePolicy = .useFresh) async throws(NetworkError) -> HTTPResponse {
        try await response(for: try request(for: endpoint, cachePolicy: cachePolicy))
    }

    private func response(for request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let response = try await client.send(request)
        if Task.isCancelled { throw NetworkError(.cancelled, request: request) }
        guard response.status.isSuccess else {
            throw NetworkError(
                .httpStatus(response.status, bodyExcerpt: Self.excerpt(of: response.body), retryAfter: response.header("Retry-After")),
                request: request
            )
        }
        return response
    }

    /// Sends `endpoint` and decodes its body as `T`; `cachePolicy` tells a cache below
    /// whether a fresh stored answer will do.
    public func get<T: Decodable & Sendable>(
        _ endpoint: some Endpoint, as type: T.Type = T.self,
        cachePolicy: HTTPRequest.CachePolicy = .useFresh
    ) async throws(NetworkError) -> T {
        let request = try request(for: endpoint, cachePolicy: cachePolicy)
        let response = try await response(for: request)
        do throws(NetworkError) {
            return try Self.decode(type, from: response.body, request: request)
        } catch {
            // A body that does not decode must not be served again from a cache.
            client.discard(request)
            throw error
        }
    }

    /// Decodes `data` as `T`, describing failures by coding path.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, request: HTTPRequest) throws(NetworkError) -> T {
        if data.isEmpty {
            throw NetworkError(.undecodable(codingPath: "", reason: "the body is empty"), request: request)
        }
        do {
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            let (path, reason) = describe(error)
            throw NetworkError(.undecodable(codingPath: path, reason: reason), request: request)
        } catch {
            throw NetworkError(.undecodable(codingPath: "", reason: "not JSON"), request: request)
        }
    }

    /// A coding path such as `stats[0].base_stat` and a short reason.
    static func describe(_ error: DecodingError) -> (String, String) {
        func path(_ keys: [any CodingKey]) -> String {
            var text = ""
            for key in keys {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : "." + key.stringValue
                }
            }
            return text
        }
        switch error {
        case let .keyNotFound(key, context):
            return (path(context.codingPath + [key]), "missing")
        case let .valueNotFound(_, context):
            return (path(context.codingPath), "null where a value was expected")
        case let .typeMismatch(type, context):
            return (path(context.codingPath), "expected \(type)")
        case let .dataCorrupted(context):
            return (path(context.codingPath), context.codingPath.isEmpty ? "not valid JSON" : "invalid value")
        @unknown default:
            return ("", "undecodable")
        }
    }

    /// The start of a body as one clean line, for error details.
    public static func excerpt(of body: Data) -> String {
        // A server may echo the request (and a key in its query or path) in an error page:
        // mask before cutting, so that no part of a key survives at the cut.
        let text = Redaction.maskKnownSecrets(in: String(decoding: body.prefix(excerptLength * 4), as: UTF8.self))
        var cleaned = ""
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar.properties.isWhitespace || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            if isSpace {
                if !lastWasSpace && !cleaned.isEmpty { cleaned.append(" ") }
                lastWasSpace = true
            } else {
                cleaned.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
            if cleaned.count >= excerptLength { break }
        }
        // Again: cleaning can join what was apart (a key split by a line break).
        return Redaction.maskKnownSecrets(in: cleaned.trimmingWhitespace())
    }
}
