import CatalogKit
import Foundation
import MealCatalog
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// Links followed through the whole network stack against the loopback server serving the
/// real-response corpus (with the server's own extra answers for TheMealDB's ingredients):
/// what each page shows, how many requests it costs cold, and what a failure becomes.
@Suite("Links over the loopback server", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct LinkIntegrationTests {
    static let policy = RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(20), maxDelay: .milliseconds(50), maxRetryAfter: .seconds(1))

    static func network() -> any NetworkClient {
        NetworkStack.make(transport: CurlClient(configuration: .init(deadline: .seconds(5))), policy: policy)
    }

    static func pokedex(_ server: FixtureServer) -> PokemonRepository {
        PokemonRepository(api: APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: network()))
    }

    static func recipes(_ server: FixtureServer) -> MealRepository {
        MealRepository(api: APIClient(baseURL: server.origin.appendingPathComponent("api/json/v1/1"), client: network()))
    }

    /// The requests the server has begun since the last call (from its counters, which count
    /// a request as it starts; the log is written as each ends), as a set of paths.
    static func requests(_ server: FixtureServer, since seen: inout [String: Int]) async throws -> Set<String> {
        let now = (try await server.stats()["by_path"] as? [String: Int]) ?? [:]
        defer { seen = now }
        return Set(now.filter { $0.value > (seen[$0.key] ?? 0) }.keys)
    }

    static func openError(_ catalog: any Catalog, _ link: Link) async -> AppError? {
        do {
            _ = try await catalog.open(link, freshness: .cachedIfFresh)
            return nil
        } catch {
            return error
        }
    }

    @Test("Pikachu → Electric → Raichu; Static; Thunderbolt: one request per page, by id or by name")
    func pokedex() async throws {
        let server = try await FixtureServer(root: Corpus.root!.appendingPathComponent("pokeapi"))
        let repository = Self.pokedex(server)
        var seen: [String: Int] = [:]
        let pikachu = try await repository.detail(for: Entry(id: "25", title: "Pikachu"))
        // The chain and the type (for the matchups) go out together once the pokemon is in.
        #expect(
            try await Self.requests(server, since: &seen) == [
                "/api/v2/pokemon/25/", "/api/v2/pokemon-species/25/", "/api/v2/evolution-chain/10/", "/api/v2/type/13/",
                "/api/v2/pokemon/25/encounters",
            ])

        let electricLink = try #require(pikachu.badges.first?.link)
        let electric = try await repository.open(electricLink, freshness: .cachedIfFresh)
        #expect(try await Self.requests(server, since: &seen).isSubset(of: ["/api/v2/type/13/"]))
        #expect(
            electric.document.sections.first { $0.heading == "Super-effective against" }?.content
                == .links([Link(kind: "type", id: "11", label: "Water"), Link(kind: "type", id: "3", label: "Flying")])
                || electric.document.sections.first { $0.heading == "Super-effective against" }?.content
                    == .links([Link(kind: "type", id: "3", label: "Flying"), Link(kind: "type", id: "11", label: "Water")])
        )
        #expect(electric.document.sections.first { $0.heading == "No effect on" }?.content == .links([Link(kind: "type", id: "5", label: "Ground")]))
        let raichu = try #require(electric.entries?.first { $0.title == "Raichu" })
        let raichuDetail = try await repository.detail(for: raichu)
        #expect(raichuDetail.title == "Raichu")

        let byName = try await repository.open(Link(kind: "ability", id: "static", label: "static"), freshness: .cachedIfFresh)
        #expect(try await Self.requests(server, since: &seen).filter { $0.contains("/ability/") } == ["/api/v2/ability/static/"])
        #expect(byName.entries?.contains { $0.title == "Pikachu" } == true)

        let move = try await repository.open(Link(kind: "move", id: "thunderbolt", label: "Thunderbolt"), freshness: .cachedIfFresh)
        #expect(try await Self.requests(server, since: &seen) == ["/api/v2/move/thunderbolt/"])
        let fields = move.document.sections.flatMap { section -> [Field] in
            if case let .fields(fields) = section.content { return fields }
            return []
        }
        #expect(fields.filter { ["Power", "Accuracy", "PP"].contains($0.label) }.map(\.value) == ["90", "100", "15"])

        let missing = await Self.openError(repository, Link(kind: "pokemon", id: "nosuchmon", label: "nosuchmon"))
        #expect(missing?.kind == .notFound && missing?.isRetryable == false)
    }

    @Test("A 503 on a linked resource is a retryable server error, after the retries")
    func serverErrorOnALink() async throws {
        let server = try await FixtureServer(root: Corpus.root!.appendingPathComponent("pokeapi"))
        try await server.addFaults(#"[{"match": "/type/13/", "action": "status", "status": 503}]"#)
        let failure = await Self.openError(Self.pokedex(server), Link(kind: "type", id: "13", label: "Electric"))
        #expect(failure?.kind == .serverError && failure?.isRetryable == true)
        #expect(server.requestedPaths().filter { $0 == "/api/v2/type/13/" }.count == 3)
        let meals = try await FixtureServer(root: Corpus.root!.appendingPathComponent("mealdb"))
        try await meals.addFaults(#"[{"match": "filter.php?i=", "action": "status", "status": 503}]"#)
        let mealFailure = await Self.openError(Self.recipes(meals), Link(kind: "ingredient", id: "Cinnamon", label: "Cinnamon"))
        #expect(mealFailure?.kind == .serverError && mealFailure?.isRetryable == true)
    }

    @Test("A recipe → its ingredient → the recipes using it; → its area → that area's recipes; → its category")
    func recipes() async throws {
        let server = try await FixtureServer(root: Corpus.root!.appendingPathComponent("mealdb"))
        let repository = Self.recipes(server)
        var seen: [String: Int] = [:]
        let budino = try await repository.detail(for: Entry(id: "52961", title: "Budino Di Ricotta"))
        _ = try await Self.requests(server, since: &seen)
        let fields = budino.sections.flatMap { section -> [Field] in
            if case let .fields(fields) = section.content { return fields }
            return []
        }
        let cinnamonLink = try #require(fields.first { $0.label == "Cinnamon" }?.link)
        #expect(cinnamonLink == Link(kind: "ingredient", id: "cinnamon", label: "Cinnamon"))
        let cinnamon = try await repository.open(cinnamonLink, freshness: .cachedIfFresh)
        #expect(try await Self.requests(server, since: &seen) == ["/api/json/v1/1/filter.php?i=cinnamon", "/api/json/v1/1/list.php?i=list"])
        #expect(cinnamon.title == "Cinnamon" && cinnamon.itemName == "recipe")
        #expect(cinnamon.entries?.map(\.id) == ["52893", "52961", "52897", "53046"])
        #expect(cinnamon.document.sections.contains { $0.heading == "About" })
        // Each of its recipes opens with the catalog's own detail.
        let crumble = try await repository.detail(for: try #require(cinnamon.entries?.first))
        #expect(crumble.title == "Apple & Blackberry Crumble")
        #expect(try await Self.requests(server, since: &seen) == ["/api/json/v1/1/lookup.php?i=52893"])

        let areaLink = try #require(fields.first { $0.label == "Area" }?.link)
        #expect(areaLink == Link(kind: "area", id: "Italian", label: "Italian"))
        let italian = try await repository.open(areaLink, freshness: .cachedIfFresh)
        #expect(try await Self.requests(server, since: &seen) == ["/api/json/v1/1/filter.php?a=Italian"])
        #expect(italian.entries?.contains { $0.id == "52961" } == true && italian.entries?.contains { $0.id == "52771" } == true)

        // A deep link in another case: one more round trip, for the list's spelling.
        let canadian = try await repository.open(Link(kind: "area", id: "canadian", label: "canadian"), freshness: .cachedIfFresh)
        #expect(canadian.title == "Canadian" && canadian.entries?.isEmpty == false)

        let dessert = try await repository.open(Link(kind: "category", id: "Dessert", label: "Dessert"), freshness: .cachedIfFresh)
        #expect(dessert.entries?.count == 64)
        #expect(dessert.document.sections.first { $0.heading == "About" } != nil)

        let missing = await Self.openError(repository, Link(kind: "ingredient", id: "nothing", label: "Nothing"))
        #expect(missing?.kind == .notFound)
        let noArea = await Self.openError(repository, Link(kind: "area", id: "Atlantis", label: "Atlantis"))
        #expect(noArea?.kind == .notFound)
    }
}
