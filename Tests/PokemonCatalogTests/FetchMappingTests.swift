import CatalogKit
import Foundation
import Networking
import Testing
import TestSupport

/// `APIClient.fetch` and `result` (CatalogKit): the one mapping from a network failure to
/// what the user is told, with a catalog's own rephrasing.
@Suite("Network failures as app errors")
struct FetchMappingTests {
    struct Thing: Decodable, Sendable {
        var id: Int
    }

    enum Path: Endpoint {
        case thing
        var path: String { "thing/1" }
    }

    func api(status: HTTPStatus, body: String = "") -> APIClient {
        APIClient(
            baseURL: URL(string: "http://api.example/v1")!,
            client: StubClient { _ throws(NetworkError) in
                HTTPResponse(status: status, body: Data(body.utf8))
            })
    }

    @Test("A 404 becomes not found, naming the subject; rephrase adds the catalog's advice")
    func notFound() async {
        do {
            _ = try await api(status: .notFound).fetch(Path.thing, as: Thing.self, subject: "widget") { failure in
                failure.message += " Try another."
            }
            Issue.record("expected a failure")
        } catch {
            #expect(error.kind == .notFound)
            #expect(error.message == "Not found: the server has no such widget. Try another.")
            #expect(error.details.contains("GET http://api.example/v1/thing/1"))
        }
    }

    @Test("result gives the same error, and the value on success")
    func result() async throws {
        let failed = await api(status: HTTPStatus(503)).result(Path.thing, as: Thing.self, subject: "widget")
        #expect(throws: AppError.self) { try failed.get() }
        if case let .failure(error) = failed { #expect(error.kind == .serverError && error.isRetryable) }
        let loaded = await api(status: .ok, body: #"{"id":7}"#).result(Path.thing, as: Thing.self, subject: "widget")
        #expect(try loaded.get().id == 7)
    }
}
