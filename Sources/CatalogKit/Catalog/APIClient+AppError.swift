#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// The one place where a catalog's network failure becomes what the user is told:
/// repositories load through these and never catch a ``NetworkError`` themselves.
extension APIClient {
    /// Sends `endpoint` and decodes its body as `T`. A failure comes out as the ``AppError``
    /// for `subject` (what was being loaded, as the not-found message names it), which
    /// `rephrase` may adjust with the catalog's own advice.
    public func fetch<T: Decodable & Sendable>(
        _ endpoint: some Endpoint, as type: T.Type = T.self, subject: String, freshness: Freshness = .cachedIfFresh,
        rephrase: (inout AppError) -> Void = { _ in }
    ) async throws(AppError) -> T {
        do throws(NetworkError) {
            return try await get(endpoint, as: type, cachePolicy: freshness.cachePolicy)
        } catch {
            var failure = AppError(error, subject: subject)
            rephrase(&failure)
            throw failure
        }
    }

    /// ``fetch(_:as:subject:freshness:rephrase:)`` as a `Result`, for loads started with `async let`.
    public func result<T: Decodable & Sendable>(_ endpoint: some Endpoint, as type: T.Type = T.self, subject: String, freshness: Freshness = .cachedIfFresh)
        async -> Result<T, AppError>
    {
        do throws(AppError) {
            return .success(try await fetch(endpoint, as: type, subject: subject, freshness: freshness))
        } catch {
            return .failure(error)
        }
    }

    /// The bytes of the picture at `url` (see ``APIClient/bytes(at:acceptedTypes:maxBytes:cachePolicy:)``),
    /// a failure phrased as for any load.
    public func pictureBytes(at url: URL, freshness: Freshness) async throws(AppError) -> Data {
        do throws(NetworkError) {
            return try await bytes(at: url, cachePolicy: freshness.cachePolicy)
        } catch {
            throw AppError(error, subject: "picture")
        }
    }
}
