import CatalogKit
import Foundation
import Networking
@testable import PokemonCatalog
import Testing
import TestSupport

/// Names as players type them: a species' name whose default variety has a suffix
/// (`lycanroc` → `lycanroc-midday`), symbols and punctuation the slugs lose, and a typo that
/// is answered with the nearest names.
@Suite("Pokémon looked up by any name")
struct NameLookupTests {
    /// The demo's routes, with Pikachu dressed as Lycanroc: no pokemon called `lycanroc`, a
    /// species `lycanroc` whose default variety is `lycanroc-midday` (745).
    static func routes() throws -> [String: String] {
        var routes = RepositoryTests.demo
        let pikachu = try #require(routes["pokemon/25"])
        let species = try #require(routes["pokemon-species/25"])
        routes["pokemon/745"] = pikachu.replacingOccurrences(of: "\"id\": 25,", with: "\"id\": 745,")
            .replacingOccurrences(of: "\"name\": \"pikachu\",\n  \"height\"", with: "\"name\": \"lycanroc-midday\",\n  \"height\"")
            .replacingOccurrences(
                of: "{\n    \"name\": \"pikachu\",\n    \"url\": \"/api/v2/pokemon-species/25/\"",
                with: "{\n    \"name\": \"lycanroc\",\n    \"url\": \"/api/v2/pokemon-species/745/\"")
        var lycanroc = species.replacingOccurrences(of: "\"id\": 25,", with: "\"id\": 745,").replacingOccurrences(
            of: "\"name\": \"pikachu\",", with: "\"name\": \"lycanroc\",")
        let varieties =
            #""varieties": [{"is_default": true, "pokemon": {"name": "lycanroc-midday", "url": "/api/v2/pokemon/745/"}}, {"is_default": false, "pokemon": {"name": "lycanroc-midnight", "url": "/api/v2/pokemon/10126/"}}],"#
        lycanroc = lycanroc.replacingOccurrences(of: "{\n", with: "{\n  " + varieties + "\n", options: [], range: lycanroc.range(of: "{\n"))
        routes["pokemon-species/lycanroc"] = lycanroc
        routes["pokemon-species/745"] = lycanroc
        return routes
    }

    @Test("A species' name opens its default variety")
    func speciesName() async throws {
        let stub = StubClient(routes: try Self.routes())
        let repository = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: stub))
        let detail = try await repository.detail(for: Entry(id: "lycanroc", title: "lycanroc"))
        #expect(detail.entityID == "745")
        let paths = stub.requests.map { StubClient.routeKey($0.url) }
        #expect(Set(paths.prefix(2)) == ["pokemon/lycanroc", "pokemon-species/lycanroc"])
        #expect(paths.contains("pokemon/745"))
    }

    @Test(
        "Names are folded as players type them",
        arguments: [
            ("nidoran♀", "nidoran-f"), ("Nidoran F", "nidoran-f"), ("Nidoran♂", "nidoran-m"), ("farfetch'd", "farfetchd"),
            ("Farfetch’d", "farfetchd"), ("Mr Mime", "mr-mime"), ("mr. mime", "mr-mime"), ("Type: Null", "type-null"),
            ("type null", "type-null"), ("Flabébé", "flabebe"), ("flabebe", "flabebe"), ("25", "25"), ("lycanroc-midday", "lycanroc-midday"),
        ])
    func folding(typed: String, key: String) {
        #expect(PokemonNames.lookupKey(typed) == key)
    }

    @Test("The demo opens Nidoran♀ and Farfetch’d by the names players type", arguments: ["nidoran♀", "Nidoran F", "farfetch'd", "Mr Mime"])
    func demoNames(typed: String) async throws {
        let repository = PokemonRepository(api: APIClient(baseURL: PokemonDemo.baseURL, client: PokemonDemo.client))
        let detail = try await repository.detail(for: Entry(id: typed, title: typed))
        #expect(["Nidoran♀", "Farfetch’d", "Mr. Mime"].contains(detail.title))
    }

    @Test("A name that matches nothing suggests the nearest: pikachuu → Pikachu")
    func suggestion() async throws {
        let repository = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: StubClient(routes: RepositoryTests.demo)))
        do {
            _ = try await repository.detail(for: Entry(id: "pikachuu", title: "pikachuu"))
            Issue.record("pikachuu was found")
        } catch {
            #expect(error.kind == .notFound)
            #expect(error.message.contains("Did you mean Pikachu?"), "\(error.message)")
        }
        // A name the index has but whose page the server lacks is not suggested to itself.
        let pageless = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: StubClient(routes: RepositoryTests.demo)))
        do {
            _ = try await pageless.detail(for: Entry(id: "pikachu", title: "pikachu"))
            Issue.record("a page the stub lacks was found")
        } catch {
            #expect(error.message.hasPrefix("Not found: no Pokémon is called “pikachu”."), "\(error.message)")
            #expect(!error.message.contains("Pikachu"), "\(error.message)")
        }
        #expect(NearestWords.nearest(to: "charmandr", in: ["Charmander", "Charmeleon", "Pikachu"]) == ["Charmander"])
        #expect(NearestWords.nearest(to: "zzzzzz", in: ["Pikachu"]).isEmpty)
        #expect(NearestWords.didYouMean("pokemn", in: ["pokemon", "meals", "places"]) == " Did you mean pokemon?")
        #expect(NearestWords.didYouMean("shwo", in: ["show", "list", "search"]) == " Did you mean show?")
        #expect(NearestWords.didYouMean("zz", in: ["show"]) == "")
    }
}
