import Browser
import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// The whole stack (libcurl client, API client, repository, view model) against a real
/// HTTP server on 127.0.0.1 serving the repository's own PokéAPI-shaped data.
@MainActor
@Suite("Loopback server", .serialized)
struct LoopbackServerTests {

    func makeServer(absolute: Bool = false) async throws -> FixtureServer {
        let root = try #require(DemoFolders.pokemon)
        return try await FixtureServer(root: root, arguments: absolute ? ["--absolute-urls"] : [])
    }

    func makeModel(_ server: FixtureServer, client: CurlClient = CurlClient()) -> CatalogScreenModel {
        let api = APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: client)
        let model = CatalogScreenModel(catalog: PokemonRepository(api: api), timing: .instant)
        model.resize(width: 80, height: 23)
        return model
    }

    @Test("Browse, search and open a detail; live-style absolute URLs too", arguments: [false, true])
    func browse(absolute: Bool) async throws {
        let server = try await makeServer(absolute: absolute)
        defer { server.stop() }
        let model = makeModel(server)
        model.start()
        await model.settle()
        #expect(model.state.entries.first?.title == "Bulbasaur")
        #expect(model.state.total == 14)
        _ = model.handle(.character("/"))
        await model.settle()
        for character in "pika" { model.handle(.character(character)) }
        _ = model.handle(.enter)
        await model.settle()
        #expect(model.state.visibleEntries.map(\.title) == ["Pikachu"])
        let detail = try #require(model.state.detail.load.value)
        #expect(detail.title == "Pikachu" && detail.badges.map(\.text) == ["Electric"] && detail.badges.map(\.tone) == [.yellow])
        let paths = server.requestedPaths()
        #expect(paths.contains("/api/v2/pokemon/?limit=50&offset=0"))
        #expect(paths.contains("/api/v2/pokemon/?limit=100000&offset=0"))
        #expect(paths.contains("/api/v2/evolution-chain/10/"))
    }

    @Test("A server failure shows the error; r succeeds once the server recovers")
    func failureThenSuccess() async throws {
        let server = try await makeServer()
        defer { server.stop() }
        let model = makeModel(server)
        model.start()
        await model.settle()
        try await server.addFaults(#"[{"match": "/pokemon/26/", "times": 1, "action": "status", "status": 503}]"#)
        model.select(5)
        await model.settle()
        let error = try #require(model.state.detail.load.error)
        #expect(error.kind == .serverError)
        #expect(error.isRetryable)
        #expect(error.details.contains { $0.contains("503") })
        _ = model.handle(.character("r"))
        await model.settle()
        #expect(model.state.detail.load.value?.title == "Raichu")
    }

    @Test("A stopped server is offline; restarted, r recovers")
    func offlineThenBack() async throws {
        let server = try await makeServer()
        defer { server.stop() }
        let model = makeModel(server)
        model.start()
        await model.settle()
        server.stop()
        model.select(9)
        await model.settle()
        #expect(model.state.detail.load.error?.kind == .offline)
        try await server.start()
        _ = model.handle(.character("r"))
        await model.settle()
        #expect(model.state.detail.load.value?.title == "Eevee")
    }

    @Test("Data that is not what PokéAPI sends is unexpected data, not a crash")
    func badData() async throws {
        let server = try await makeServer()
        defer { server.stop() }
        let model = makeModel(server)
        model.start()
        await model.settle()
        try await server.addFaults(
            #"[{"match": "/pokemon/4/", "times": 1, "action": "body", "body": "<html>maintenance</html>", "content_type": "text/html"}]"#)
        model.select(3)
        await model.settle()
        #expect(model.state.detail.load.error?.kind == .unexpectedData)
    }
}
