import Browser
import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport
import TextLayout
import Views

/// One row of the fault matrix: what the server does to Raichu's pokemon request, and what
/// the whole stack must make of it.
struct Fault: Sendable, CustomStringConvertible {
    var name: String
    var rule: String
    /// Nil: the detail loads.
    var kind: AppError.Kind?
    var attempts: Int
    var pane: String
    var minimumSeconds: Double = 0

    var description: String { name }
}

let faults: [Fault] = [
    Fault(
        name: "503 twice, then 200", rule: #"{"match": "/pokemon/26/", "times": 2, "action": "status", "status": 503}"#,
        kind: nil, attempts: 3, pane: "Thunder Stone"),
    Fault(
        name: "429 with Retry-After: 1", rule: #"{"match": "/pokemon/26/", "times": 1, "action": "status", "status": 429, "headers": {"Retry-After": "1"}}"#,
        kind: nil, attempts: 2, pane: "Thunder Stone", minimumSeconds: 0.9),
    Fault(
        name: "404", rule: #"{"match": "/pokemon/26/", "action": "status", "status": 404, "body": "{\"detail\":\"Not found.\"}"}"#,
        kind: .notFound, attempts: 1, pane: "Not found: the server has no such Pokémon."),
    Fault(
        name: "401", rule: #"{"match": "/pokemon/26/", "action": "status", "status": 401, "body": "{\"detail\":\"no\"}"}"#,
        kind: .unauthorized, attempts: 1, pane: "The server refused access (401 Unauthorized)."),
    Fault(
        name: "connection reset mid-body", rule: #"{"match": "/pokemon/26/", "action": "reset"}"#,
        kind: .connectionLost, attempts: 3, pane: "The connection dropped before the answer was complete."),
    Fault(
        name: "Content-Length larger than the body", rule: #"{"match": "/pokemon/26/", "action": "truncate"}"#,
        kind: .connectionLost, attempts: 3, pane: "The connection dropped before the answer was complete."),
    Fault(
        name: "malformed JSON", rule: #"{"match": "/pokemon/26/", "action": "body", "body": "{\"id\": 26, \"name\": "}"#,
        kind: .unexpectedData, attempts: 1, pane: "The server sent data this app can't read."),
    Fault(
        name: "an HTML page with status 200",
        rule: #"{"match": "/pokemon/26/", "action": "body", "body": "<html><body>Maintenance</body></html>", "content_type": "text/html"}"#,
        kind: .unexpectedData, attempts: 1, pane: "The server sent data this app can't read."),
    Fault(
        name: "an empty 200", rule: #"{"match": "/pokemon/26/", "action": "body", "body": ""}"#,
        kind: .unexpectedData, attempts: 1, pane: "the body is empty"),
    Fault(
        name: "a server that never answers", rule: #"{"match": "/pokemon/26/", "action": "hang"}"#,
        kind: .timedOut, attempts: 3, pane: "The server took too long to answer.", minimumSeconds: 2.9),
]

/// The whole stack (libcurl transport, retries, coalescing, API client, repository, view
/// model, rendered pane) against hostile answers; the fault rows themselves run in
/// ``CurlFaultMatrixTests``.
@MainActor
@Suite("Fault matrix", .serialized)
struct FaultMatrixTests {
    static let timing = BrowserTiming(detailDwell: .zero)
    /// Short waits so the matrix runs quickly; the rules are the standard ones.
    static let policy = RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(50), maxDelay: .milliseconds(200), maxRetryAfter: .seconds(10))

    func makeModel(_ server: FixtureServer) -> CatalogScreenModel {
        let network = NetworkStack.make(transport: CurlClient(configuration: .init(deadline: .seconds(1))), policy: Self.policy)
        let api = APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: network)
        let model = CatalogScreenModel(catalog: PokemonRepository(api: api), timing: Self.timing)
        model.resize(width: 120, height: 40)
        return model
    }

    @Test("Escape sequences inside JSON strings never reach the screen")
    func escapes() async throws {
        let server = try await FixtureServer(root: #require(DemoFolders.pokemon))
        defer { server.stop() }
        let hostile = try server.file("api/v2/pokemon-species/26/index.json")
            .replacingOccurrences(of: "\"name\": \"Raichu\"", with: #""name": "Rai\u001b[31mchu\u001b]0;pwned\u0007\u009b2J""#)
        try await server.override("/pokemon-species/26/", with: hostile)
        let model = makeModel(server)
        model.start()
        await model.settle()
        model.select(5)
        await model.settle()
        let grid = ScreenView.render(model.state, width: 120, height: 40)
        #expect(grid.text.contains("Rai[31mchu]0;pwned2J"))
        #expect(!grid.cells.contains { cell in cell.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } })
    }
}
