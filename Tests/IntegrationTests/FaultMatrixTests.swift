import Browser
import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport
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
    var maximumSeconds: Double = 10

    var description: String { name }
}

private let raichu = "/api/v2/pokemon/26/"

let faults: [Fault] = [
    Fault(name: "503 twice, then 200", rule: #"{"match": "/pokemon/26/", "times": 2, "action": "status", "status": 503}"#,
          kind: nil, attempts: 3, pane: "Thunder Stone"),
    Fault(name: "429 with Retry-After: 1", rule: #"{"match": "/pokemon/26/", "times": 1, "action": "status", "status": 429, "headers": {"Retry-After": "1"}}"#,
          kind: nil, attempts: 2, pane: "Thunder Stone", minimumSeconds: 0.9),
    Fault(name: "404", rule: #"{"match": "/pokemon/26/", "action": "status", "status": 404, "body": "{\"detail\":\"Not found.\"}"}"#,
          kind: .notFound, attempts: 1, pane: "Not found: the server has no such Pokémon."),
    Fault(name: "401", rule: #"{"match": "/pokemon/26/", "action": "status", "status": 401, "body": "{\"detail\":\"no\"}"}"#,
          kind: .unauthorized, attempts: 1, pane: "The server refused access (401 Unauthorized)."),
    Fault(name: "connection reset mid-body", rule: #"{"match": "/pokemon/26/", "action": "reset"}"#,
          kind: .connectionLost, attempts: 3, pane: "The connection dropped before the answer was complete."),
    Fault(name: "Content-Length larger than the body", rule: #"{"match": "/pokemon/26/", "action": "truncate"}"#,
          kind: .connectionLost, attempts: 3, pane: "The connection dropped before the answer was complete."),
    Fault(name: "malformed JSON", rule: #"{"match": "/pokemon/26/", "action": "body", "body": "{\"id\": 26, \"name\": "}"#,
          kind: .unexpectedData, attempts: 1, pane: "The server sent data this app can't read."),
    Fault(name: "an HTML page with status 200", rule: #"{"match": "/pokemon/26/", "action": "body", "body": "<html><body>Maintenance</body></html>", "content_type": "text/html"}"#,
          kind: .unexpectedData, attempts: 1, pane: "The server sent data this app can't read."),
    Fault(name: "an empty 200", rule: #"{"match": "/pokemon/26/", "action": "body", "body": ""}"#,
          kind: .unexpectedData, attempts: 1, pane: "the body is empty"),
    Fault(name: "a server that never answers", rule: #"{"match": "/pokemon/26/", "action": "hang"}"#,
          kind: .timedOut, attempts: 3, pane: "The server took too long to answer.", minimumSeconds: 2.9, maximumSeconds: 12),
]

/// The fault matrix through the whole stack: URLSession client, per-host limit, retries,
/// coalescing, API client, repository, view model, and the rendered pane.
@MainActor
@Suite("Fault matrix", .serialized)
struct FaultMatrixTests {
    static let timing = BrowserTiming(detailDwell: .zero)
    /// Short waits so the matrix runs quickly; the rules are the standard ones.
    static let policy = RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(50), maxDelay: .milliseconds(200), maxRetryAfter: .seconds(10))

    func makeModel(_ server: FixtureServer) -> CatalogScreenModel {
        let network = NetworkStack.make(transport: URLSessionClient(configuration: .init(deadline: .seconds(1))), policy: Self.policy)
        let api = APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: network)
        let model = CatalogScreenModel(catalog: PokemonRepository(api: api), timing: Self.timing)
        model.resize(width: 120, height: 40)
        return model
    }

    func screen(_ model: CatalogScreenModel) -> String {
        ScreenView.render(model.state, width: 120, height: 40).text
    }

    func attempts(_ server: FixtureServer) async throws -> Int {
        let stats = try await server.stats()
        return ((stats["by_path"] as? [String: Any])?[raichu] as? Int) ?? 0
    }

    @Test("Each fault gives the right pane after the right number of attempts", arguments: faults)
    func fault(_ fault: Fault) async throws {
        let server = try FixtureServer(root: #require(PokemonDemo.folder))
        defer { server.stop() }
        let model = makeModel(server)
        model.start()
        await model.settle()
        try await server.reset()
        try await server.addFaults("[\(fault.rule)]")

        let started = ContinuousClock.now
        model.select(5)
        await model.settle()
        let elapsed = (ContinuousClock.now - started).timeInterval
        #expect(elapsed >= fault.minimumSeconds, "took \(elapsed) s")
        #expect(elapsed < fault.maximumSeconds, "took \(elapsed) s")
        #expect(try await attempts(server) == fault.attempts)
        let text = screen(model)
        #expect(text.contains(fault.pane), "pane:\n\(text)")

        guard let kind = fault.kind else {
            #expect(model.state.detail.load.value?.title == "Raichu")
            return
        }
        let error = try #require(model.state.detail.load.error)
        #expect(error.kind == kind)
        #expect(text.contains("GET http://127.0.0.1:\(server.port)\(raichu)"))
        #expect(text.contains("r retry") == error.isRetryable)
        if error.isRetryable {
            try await server.reset()
            _ = model.handle(.character("r"))
            await model.settle()
            #expect(model.state.detail.load.value?.title == "Raichu")
        }
    }

    @Test("Escape sequences inside JSON strings never reach the screen")
    func escapes() async throws {
        let server = try FixtureServer(root: #require(PokemonDemo.folder))
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

    @Test("200 selection changes in 2 s at 200 ms latency: no hang, at most 4 connections at once")
    func selectionStorm() async throws {
        let server = try FixtureServer(root: #require(PokemonDemo.folder), arguments: ["--latency-ms", "200"])
        defer { server.stop() }
        // A short dwell, so that some loads do start and get cancelled mid-flight.
        let network = NetworkStack.make(transport: URLSessionClient(), policy: Self.policy)
        let api = APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: network)
        let model = CatalogScreenModel(catalog: PokemonRepository(api: api), timing: BrowserTiming(detailDwell: .milliseconds(5)))
        model.resize(width: 40, height: 13)
        model.start()
        await model.settle()
        for step in 0..<200 {
            model.select(step % 2 == 0 ? (step / 2) % 14 : 13 - (step / 2) % 14)
            try await Task.sleep(for: .milliseconds(10))
        }
        await model.settle()
        #expect(model.state.detail.load.value != nil)
        let stats = try await server.stats()
        let maxInflight = stats["max_inflight"] as? Int ?? 99
        #expect(maxInflight <= 4, "max in flight \(maxInflight)")
        #expect((stats["inflight"] as? Int) == 0)
    }

    @Test("Ten concurrent identical requests reach the server once")
    func coalescing() async throws {
        let server = try FixtureServer(root: #require(PokemonDemo.folder), arguments: ["--latency-ms", "100"])
        defer { server.stop() }
        let network = NetworkStack.make(transport: URLSessionClient())
        let api = APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: network)
        try await withThrowingTaskGroup(of: PokemonDTO.self) { group in
            for _ in 0..<10 { group.addTask { try await api.get(PokeAPIEndpoint.pokemon("25"), as: PokemonDTO.self) } }
            for try await pokemon in group { #expect(pokemon.name == "pikachu") }
        }
        let stats = try await server.stats()
        #expect((stats["by_path"] as? [String: Any])?["/api/v2/pokemon/25/"] as? Int == 1)
    }

    @Test("Cancelling hundreds of requests mid-flight neither deadlocks nor crashes")
    func cancellationUnderLoad() async throws {
        let server = try FixtureServer(root: #require(PokemonDemo.folder), arguments: ["--latency-ms", "30"])
        defer { server.stop() }
        let network = NetworkStack.make(transport: URLSessionClient(), policy: .never)
        let api = APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: network)
        let ids = ["1", "2", "3", "4", "25", "26", "29", "83", "122", "133", "134", "135", "136", "172"]
        for round in 0..<30 {
            let tasks = (0..<12).map { index in
                Task { try await api.get(PokeAPIEndpoint.pokemon(ids[(round + index) % ids.count]), as: PokemonDTO.self) }
            }
            try await Task.sleep(for: .milliseconds(Int.random(in: 0...40)))
            for (index, task) in tasks.enumerated() where index % 3 != 0 { task.cancel() }
            for task in tasks { _ = await task.result }
        }
        // Still working afterwards.
        let pikachu = try await api.get(PokeAPIEndpoint.pokemon("25"), as: PokemonDTO.self)
        #expect(pikachu.name == "pikachu")
    }
}
