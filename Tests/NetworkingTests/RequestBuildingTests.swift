import Foundation
import Networking
import Testing

private struct Sample: Endpoint {
    var path: String
    var queryItems: [URLQueryItem] = []
    var method: HTTPMethod = .get
}

@Suite("Request building")
struct RequestBuildingTests {
    @Test("Paths append to the base path, with or without slashes")
    func paths() throws {
        let base = try #require(URL(string: "https://example.org/api/v2/"))
        let request = try HTTPRequest(endpoint: Sample(path: "/pokemon/25/"), baseURL: base)
        #expect(request.url.absoluteString == "https://example.org/api/v2/pokemon/25/")
        #expect(request.method == .get)
    }

    @Test("Query items are encoded by URLComponents, not concatenated")
    func queryEncoding() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080/api"))
        let endpoint = Sample(path: "search", queryItems: [URLQueryItem(name: "s", value: "mac & cheese"), URLQueryItem(name: "x", value: "a=b")])
        let request = try HTTPRequest(endpoint: endpoint, baseURL: base)
        #expect(
            request.url.absoluteString == "http://127.0.0.1:8080/api/search?s=mac%20%26%20cheese&x=a%3Db"
                || request.url.absoluteString == "http://127.0.0.1:8080/api/search?s=mac%20%26%20cheese&x=a=b")
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems
        #expect(items?.first?.value == "mac & cheese")
    }

    @Test("A base URL without a scheme is an invalid URL")
    func invalidBase() throws {
        let base = try #require(URL(string: "just-a-path"))
        #expect {
            try HTTPRequest(endpoint: Sample(path: "x"), baseURL: base)
        } throws: { error in
            (error as? NetworkError)?.kind == .invalidURL
        }
    }

    @Test("Only idempotent methods say so")
    func idempotence() {
        #expect(HTTPMethod.allCases.filter(\.isIdempotent) == [.get, .head, .put, .delete, .options])
    }
}

@Suite("Status categories")
struct StatusTests {
    @Test(
        "Codes fall into their classes",
        arguments: [
            (100, HTTPStatus.Category.informational), (200, .success), (204, .success), (304, .redirection),
            (404, .clientError), (429, .clientError), (500, .serverError), (503, .serverError), (99, .unknown), (600, .unknown),
        ])
    func categories(code: Int, category: HTTPStatus.Category) {
        #expect(HTTPStatus(code).category == category)
    }

    @Test("Common codes are named")
    func names() {
        #expect(HTTPStatus.notFound.description == "404 Not Found")
        #expect(HTTPStatus.serviceUnavailable.description == "503 Service Unavailable")
        #expect(HTTPStatus(299).description == "299")
    }
}

@Suite("Network errors")
struct NetworkErrorTests {
    @Test("Descriptions redact secrets")
    func redactedDescription() throws {
        let url = try #require(URL(string: "https://api.example.org/v2/places?apiKey=SECRET&name=cafe"))
        let error = NetworkError(.timedOut, method: .get, url: url)
        #expect(!error.description.contains("SECRET"))
        #expect(error.description.contains("apiKey=***"))
        #expect(error.description.contains("name=cafe"))
    }
}

@Suite("API client")
struct APIClientTests {
    struct Thing: Decodable, Sendable, Equatable {
        var name: String
        var stats: [Int]
    }

    let base = URL(string: "http://stub.invalid/api")!

    @Test("A 2xx body is decoded")
    func decodes() async throws {
        let client = StubLike(status: 200, body: #"{"name":"pikachu","stats":[1,2]}"#)
        let api = APIClient(baseURL: base, client: client)
        let thing = try await api.get(Sample(path: "thing"), as: Thing.self)
        #expect(thing == Thing(name: "pikachu", stats: [1, 2]))
    }

    @Test("A non-2xx status is an HTTP error with its category and a cleaned excerpt")
    func status() async {
        let client = StubLike(status: 503, body: "<html>\n  <b>down</b>\u{1B}[31m</html>", headers: ["Retry-After": "2"])
        let api = APIClient(baseURL: base, client: client)
        do {
            _ = try await api.get(Sample(path: "thing"), as: Thing.self)
            Issue.record("expected an error")
        } catch {
            guard case let .httpStatus(status, excerpt, retryAfter) = error.kind else {
                Issue.record("wrong kind \(error.kind)")
                return
            }
            #expect(status.category == .serverError)
            #expect(!excerpt.contains("\u{1B}") && !excerpt.contains("\n"))
            #expect(retryAfter == "2")
            #expect(error.url?.absoluteString == "http://stub.invalid/api/thing")
        }
    }

    @Test(
        "Undecodable bodies name the coding path",
        arguments: [
            (#"{"name":"x","stats":[1,"two"]}"#, "stats[1]"),
            (#"{"stats":[]}"#, "name"),
            ("not json", ""),
            ("", ""),
        ])
    func undecodable(body: String, path: String) async {
        let api = APIClient(baseURL: base, client: StubLike(status: 200, body: body))
        do {
            _ = try await api.get(Sample(path: "thing"), as: Thing.self)
            Issue.record("expected an error")
        } catch {
            guard case let .undecodable(codingPath, _) = error.kind else {
                Issue.record("wrong kind \(error.kind)")
                return
            }
            #expect(codingPath == path)
        }
    }
}

/// A minimal client answering every request the same way.
private struct StubLike: NetworkClient {
    var status: Int
    var body: String
    var headers: [String: String] = [:]

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        HTTPResponse(status: HTTPStatus(status), headers: headers, body: Data(body.utf8))
    }
}

@Suite("Redaction")
struct RedactionTests {
    @Test("Secret query items, user information and secret headers are masked")
    func masks() throws {
        let url = try #require(URL(string: "https://user:pass@api.example/v2/places?apiKey=SECRET&api_key=S2&token=S3&key=S4&name=cafe"))
        let text = Redaction.redact(url)
        for secret in ["SECRET", "S2", "S3", "S4", "user", "pass"] { #expect(!text.contains(secret), "\(secret) in \(text)") }
        #expect(text.contains("apiKey=***") && text.contains("name=cafe"))
        let headers = Redaction.redact(headers: ["Authorization": "Bearer abc", "Accept": "application/json"])
        #expect(headers == ["Authorization": "***", "Accept": "application/json"])
    }
}
