import Browser
import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport
import TextLayout
import Views

/// The fault matrix and the load tests of ``FaultMatrixTests`` again, with ``CurlClient`` as
/// the transport under the same stack (retries, coalescing, API client, repository, view
/// model, rendered pane). The rows are the same `faults`, so a new row covers both transports.
@MainActor
@Suite("Fault matrix over libcurl", .serialized)
struct CurlFaultMatrixTests {
    static let raichu = "/api/v2/pokemon/26/"

    func makeModel(_ server: FixtureServer) -> CatalogScreenModel {
        let network = NetworkStack.make(transport: CurlClient(configuration: .init(deadline: .seconds(1))), policy: FaultMatrixTests.policy)
        let api = APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: network)
        let model = CatalogScreenModel(catalog: PokemonRepository(api: api), timing: FaultMatrixTests.timing)
        model.resize(width: 120, height: 40)
        return model
    }

    @Test("Each fault gives the right pane after the right number of attempts", arguments: faults)
    func fault(_ fault: Fault) async throws {
        let server = try await FixtureServer(root: #require(DemoFolders.pokemon))
        defer { server.stop() }
        let model = makeModel(server)
        model.start()
        await model.settle()
        try await server.reset()
        try await server.addFaults("[\(fault.rule)]")

        let started = ContinuousClock.now
        model.select(5)
        await model.settle()
        // A lower bound only (a Retry-After or a deadline was waited out): a loaded machine can
        // only make it longer, and an upper bound would be a wall-clock race.
        let elapsed = (ContinuousClock.now - started).timeInterval
        #expect(elapsed >= fault.minimumSeconds, "took \(elapsed) s")
        let stats = try await server.stats()
        #expect(((stats["by_path"] as? [String: Any])?[Self.raichu] as? Int) == fault.attempts)
        let text = ScreenView.render(model.state, width: 120, height: 40).text
        #expect(text.contains(fault.pane), "pane:\n\(text)")

        guard let kind = fault.kind else {
            #expect(model.state.detail.load.value?.title == "Raichu")
            return
        }
        let error = try #require(model.state.detail.load.error)
        #expect(error.kind == kind)
        #expect(text.contains("r retry") == error.isRetryable)
        if error.isRetryable {
            try await server.reset()
            _ = model.handle(.character("r"))
            await model.settle()
            #expect(model.state.detail.load.value?.title == "Raichu")
        }
    }

    @Test("200 selection changes in 2 s at 200 ms latency: no hang, at most 4 connections at once")
    func selectionStorm() async throws {
        let server = try await FixtureServer(root: #require(DemoFolders.pokemon), arguments: ["--latency-ms", "200"])
        defer { server.stop() }
        let network = NetworkStack.make(transport: CurlClient(), policy: FaultMatrixTests.policy)
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

    @Test("Hundreds of requests cancelled mid-flight: no deadlock, no crash, never more than 4 connections")
    func cancellationUnderLoad() async throws {
        let server = try await FixtureServer(root: #require(DemoFolders.pokemon), arguments: ["--latency-ms", "30"])
        defer { server.stop() }
        let transport = CurlClient()
        let api = APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: NetworkStack.make(transport: transport, policy: .never))
        let ids = ["1", "2", "3", "4", "25", "26", "29", "83", "122", "133", "134", "135", "136", "172"]
        var cancelled = 0
        for round in 0..<30 {
            let tasks = (0..<12).map { index in
                Task { try await api.get(PokeAPIEndpoint.pokemon(ids[(round + index) % ids.count]), as: PokemonDTO.self) }
            }
            try await Task.sleep(for: .milliseconds(Int.random(in: 0...40)))
            for (index, task) in tasks.enumerated() where index % 3 != 0 {
                task.cancel()
                cancelled += 1
            }
            for task in tasks { _ = await task.result }
        }
        #expect(cancelled == 240)
        let pikachu = try await api.get(PokeAPIEndpoint.pokemon("25"), as: PokemonDTO.self)
        #expect(pikachu.name == "pikachu")
        let stats = try await server.stats()
        let maxInflight = stats["max_inflight"] as? Int ?? 99
        #expect(maxInflight <= 4, "max in flight \(maxInflight)")
    }

    @Test("Ten concurrent identical requests reach the server once")
    func coalescing() async throws {
        let server = try await FixtureServer(root: #require(DemoFolders.pokemon), arguments: ["--latency-ms", "100"])
        defer { server.stop() }
        let api = APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: NetworkStack.make(transport: CurlClient()))
        try await withThrowingTaskGroup(of: PokemonDTO.self) { group in
            for _ in 0..<10 { group.addTask { try await api.get(PokeAPIEndpoint.pokemon("25"), as: PokemonDTO.self) } }
            for try await pokemon in group { #expect(pokemon.name == "pikachu") }
        }
        let stats = try await server.stats()
        #expect((stats["by_path"] as? [String: Any])?["/api/v2/pokemon/25/"] as? Int == 1)
    }
}
