import Browser
import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport
import TextLayout
import Views

/// A detail survives a missing part, through the whole stack against the loopback server.
@MainActor
@Suite("Partial detail through the stack", .serialized)
struct PartialDetailIntegrationTests {
    @Test("A 503 on the evolution chain only: types and stats show, r loads the chain alone")
    func chainOutage() async throws {
        let server = try await FixtureServer(root: #require(DemoFolders.pokemon))
        defer { server.stop() }
        try await server.addFaults(#"[{"match": "/api/v2/evolution-chain/", "action": "status", "status": 503}]"#)
        let network = NetworkStack.make(transport: CurlClient(configuration: .init(deadline: .seconds(1))), policy: FaultMatrixTests.policy)
        let api = APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: network)
        let model = CatalogScreenModel(catalog: PokemonRepository(api: api), timing: FaultMatrixTests.timing)
        model.resize(width: 120, height: 40)
        model.start()
        await model.settle()

        let detail = try #require(model.state.detail.load.value)
        #expect(detail.title == "Bulbasaur")
        var text = ScreenView.render(model.state, width: 120, height: 40).text
        for expected in ["Grass", "Poison", "Base stats", "Evolution", "The evolution chain did not load. The server had a problem.", "r retry"] {
            #expect(text.contains(expected), "missing \(expected) in\n\(text)")
        }

        try await server.reset()
        let logged = server.requestedPaths().count
        _ = model.handle(.character("r"))
        await model.settle()
        text = ScreenView.render(model.state, width: 120, height: 40).text
        #expect(text.contains("Ivysaur"), "\(text)")
        #expect(!text.contains("did not load"))
        let asked = server.requestedPaths().dropFirst(logged)
        #expect(Array(asked) == ["/api/v2/evolution-chain/1/"])
    }
}
