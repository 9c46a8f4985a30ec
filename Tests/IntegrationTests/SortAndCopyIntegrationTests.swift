import Browser
import CatalogKit
import Foundation
import Networking
@testable import PokemonCatalog
import Testing
import TestSupport

/// `s` and `y` through the whole network stack against the loopback server serving the
/// corpus's PokéAPI answers.
@MainActor
@Suite("Sort and copy over the loopback server", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct SortAndCopyIntegrationTests {
    @Test("s sorts all 1,351 Pokémon by name, Abomasnow first, and s again goes back by number, on the same Pokémon")
    func sortPokedex() async throws {
        let server = try await FixtureServer(root: #require(Corpus.root).appendingPathComponent("pokeapi"))
        defer { server.stop() }
        let catalog = LinkIntegrationTests.pokedex(server)
        let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .zero))
        model.resize(width: 100, height: 30)
        model.start()
        await model.settle()
        #expect(model.state.entries.first?.title == "Bulbasaur")
        model.select(24)
        await model.settle()
        #expect(model.state.selectedEntry?.title == "Pikachu")
        model.handle(.character("s"))
        await model.settle()
        #expect(model.state.entries.count == 1351)
        #expect(model.state.total == 1351)
        #expect(model.state.entries.first?.title == "Abomasnow")
        #expect(model.state.order == "by name")
        #expect(model.state.selectedEntry?.title == "Pikachu")
        let titles = model.state.entries.map { SearchMatcher.fold($0.title) }
        #expect(titles == titles.sorted())
        model.handle(.character("s"))
        await model.settle()
        #expect(model.state.entries.first?.title == "Bulbasaur")
        #expect(model.state.entries.map(\.number) == model.state.entries.map(\.number).sorted { ($0 ?? 0) < ($1 ?? 0) })
        #expect(model.state.selectedEntry?.title == "Pikachu")
        #expect(model.state.order == nil)
        #expect(model.state.total == 1351)
    }

    @Test("Pikachu's web page is its resource on the server it came from; an API key in the base URL is masked")
    func resourcePage() async throws {
        let server = try await FixtureServer(root: #require(Corpus.root).appendingPathComponent("pokeapi"))
        defer { server.stop() }
        let pikachu = try await LinkIntegrationTests.pokedex(server).detail(for: Entry(id: "25", title: "Pikachu"))
        #expect(pikachu.webPages.map(\.url) == [server.origin.absoluteString + "/api/v2/pokemon/25/"])
        let keyed = PokemonRepository(
            api: APIClient(
                baseURL: try #require(URL(string: server.origin.absoluteString + "/api/v2?apiKey=SECRET1234")),
                client: LinkIntegrationTests.network()))
        let url = try #require(try await keyed.detail(for: Entry(id: "25", title: "Pikachu")).webPages.first?.url)
        #expect(!url.contains("SECRET1234"))
        #expect(url.contains("/pokemon/25/"))
        // The user's own server may be one label (localhost) or a container's name.
        for host in ["localhost", "pokeapi_web"] {
            let origin = server.origin.absoluteString.replacingOccurrences(of: "127.0.0.1", with: host)
            let local = PokemonRepository(api: APIClient(baseURL: try #require(URL(string: origin + "/api/v2")), client: LinkIntegrationTests.network()))
            let dto = try await APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: LinkIntegrationTests.network())
                .get(PokeAPIEndpoint.pokemon("25"), as: PokemonDTO.self)
            #expect(local.resourcePage(of: dto)?.url == origin + "/api/v2/pokemon/25/")
        }
    }
}
