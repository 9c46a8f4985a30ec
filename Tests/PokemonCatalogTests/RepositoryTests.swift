import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

@Suite("Pokémon repository over a stub client")
struct RepositoryTests {
    static let base = URL(string: "https://pokeapi.example/api/v2")!

    /// The demo data's files, resource path → JSON.
    static let demo = StubClient.routes(inFolder: DemoFolders.pokemon!.appendingPathComponent("api/v2"))

    /// The demo data, with host-relative URLs made absolute when asked (as the live API sends them).
    static func routes(absolute: Bool) -> [String: String] {
        guard absolute else { return demo }
        return demo.mapValues {
            $0.replacingOccurrences(of: "\"/api/v2/", with: "\"https://pokeapi.example/api/v2/")
        }
    }

    @Test("Endpoints build the six PokéAPI URLs")
    func endpoints() throws {
        let cases: [(PokeAPIEndpoint, String)] = [
            (.pokemonList(limit: 50, offset: 100), "https://pokeapi.example/api/v2/pokemon/?limit=50&offset=100"),
            (.pokemon("25"), "https://pokeapi.example/api/v2/pokemon/25/"),
            (.pokemon("Pikachu"), "https://pokeapi.example/api/v2/pokemon/pikachu/"),
            (.species("25"), "https://pokeapi.example/api/v2/pokemon-species/25/"),
            (.type("electric"), "https://pokeapi.example/api/v2/type/electric/"),
            (.generation("1"), "https://pokeapi.example/api/v2/generation/1/"),
            (.evolutionChain(10), "https://pokeapi.example/api/v2/evolution-chain/10/"),
        ]
        for (endpoint, url) in cases {
            #expect(try HTTPRequest(endpoint: endpoint, baseURL: Self.base).url.absoluteString == url)
        }
    }

    @Test(
        "Ids come from resource URLs, absolute or host-relative",
        arguments: [
            ("https://pokeapi.co/api/v2/pokemon/25/", 25), ("/api/v2/pokemon-species/172/", 172),
            ("/api/v2/evolution-chain/10", 10), ("https://pokeapi.co/api/v2/pokemon/?offset=20&limit=20", nil),
            ("https://host:8080/api/v2/type/13/?x=1", 13), ("", nil),
            ("/api/v2/pokemon/0/", nil), ("/x/99999999999999999999999/", nil), ("/x/+5/", 5), ("/x/-5/", nil),
            ("https://pokeapi.co", nil), ("https://pokeapi.co/", nil), ("https://pokeapi.co/25#frag/7", 25), ("/a/1x/", nil),
        ] as [(String, Int?)])
    func ids(url: String, id: Int?) {
        #expect(ResourceURL.id(in: url) == id)
    }

    @Test("A detail fetches pokemon and species together, then the chain and the types", arguments: [false, true])
    func detail(absolute: Bool) async throws {
        let stub = StubClient(routes: Self.routes(absolute: absolute))
        let repository = PokemonRepository(api: APIClient(baseURL: Self.base, client: stub))
        let detail = try await repository.detail(for: Entry(id: "25", title: "Pikachu", number: 25))
        #expect(detail.title == "Pikachu")
        let paths = stub.requests.map { StubClient.routeKey($0.url) }
        #expect(paths.count == 5)
        #expect(Set(paths.prefix(2)) == ["pokemon/25", "pokemon-species/25"])
        #expect(Set(paths.suffix(3)) == ["evolution-chain/10", "type/13", "pokemon/25/encounters"])
    }

    @Test("Pokemon and species requests overlap in time, then chain, type and encounters", .timeLimit(.minutes(5)))
    func concurrency() async throws {
        let routes = Self.routes(absolute: false)
        let inFlight = Counter()
        // Each round's answers are held until the whole round has arrived: requests sent one
        // after another would never complete, and the test would fail at its time limit.
        let first = ArrivalGate(expected: 2), second = ArrivalGate(expected: 3)
        let stub = StubClient { request throws(NetworkError) in
            let key = StubClient.routeKey(request.url)
            inFlight.enter()
            await (key.hasPrefix("pokemon/") && !key.hasSuffix("/encounters") || key.hasPrefix("pokemon-species/") ? first : second).arrive()
            inFlight.leave()
            return HTTPResponse(status: .ok, body: Data((routes[key] ?? "").utf8))
        }
        let repository = PokemonRepository(api: APIClient(baseURL: Self.base, client: stub))
        _ = try await repository.detail(for: Entry(id: "133", title: "Eevee"))
        let (round1, round2) = (await first.allArrived, await second.allArrived)
        #expect(round1 && round2)
        #expect(inFlight.maximum == 3)
    }

    @Test("Eevee's evolution tree has eight branches")
    func branches() async throws {
        let repository = PokemonRepository(api: APIClient(baseURL: Self.base, client: StubClient(routes: Self.routes(absolute: true))))
        let detail = try await repository.detail(for: Entry(id: "133", title: "Eevee"))
        guard case let .tree(tree)? = detail.sections.first(where: { $0.heading == "Evolution" })?.content else {
            Issue.record("no tree")
            return
        }
        #expect(tree.label == "Eevee" && tree.isCurrent)
        #expect(tree.children.count == 8)
        #expect(tree.children.map(\.label).contains("Sylveon"))
        #expect(tree.children.first { $0.label == "Vaporeon" }?.note == "Water Stone")
    }

    @Test("Pages carry the total and end on the last page")
    func paging() async throws {
        let api = APIClient(baseURL: PokemonDemo.baseURL, client: PokemonDemo.client)
        let repository = PokemonRepository(api: api, pageSize: 5)
        let first = try await repository.page(offset: 0, filters: [])
        #expect(first.entries.map(\.title) == ["Bulbasaur", "Ivysaur", "Venusaur", "Charmander", "Pikachu"])
        #expect(first.total == 14 && !first.isLast)
        let last = try await repository.page(offset: 10, filters: [])
        #expect(last.entries.count == 4 && last.isLast)
    }

    @Test("Failures come out phrased for the user")
    func failures() async throws {
        let stub = StubClient { request throws(NetworkError) in
            if request.url.path.contains("species") { throw NetworkError(.offline, request: request) }
            return HTTPResponse(status: .ok, body: Data(Self.demo["pokemon/25"]!.utf8))
        }
        let repository = PokemonRepository(api: APIClient(baseURL: Self.base, client: stub))
        do {
            _ = try await repository.detail(for: Entry(id: "25", title: "Pikachu"))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .offline)
            #expect(error.isRetryable)
            #expect(error.details.contains { $0.contains("pokemon-species/25") })
        }
    }

    @Test("The name index is fetched once and shared")
    func nameIndex() async throws {
        let stub = StubClient(routes: Self.routes(absolute: false))
        let repository = PokemonRepository(api: APIClient(baseURL: Self.base, client: stub))
        async let a = repository.searchIndex()
        async let b = repository.searchIndex()
        let (first, second) = try await (a, b)
        _ = try await repository.searchIndex()
        #expect(first.count == 14 && first == second)
        #expect(stub.requests.count == 1)
    }

    @Test("Alternative forms fetch their species by the pokemon's link")
    func forms() async throws {
        var routes = Self.routes(absolute: false)
        routes["pokemon/10001"] = routes["pokemon/25"]!
            .replacingOccurrences(of: "\"id\": 25", with: "\"id\": 10001")
            .replacingOccurrences(of: "\"name\": \"pikachu\",\n  \"height\"", with: "\"name\": \"pikachu-rock-star\",\n  \"height\"")
        let stub = StubClient(routes: routes)
        let repository = PokemonRepository(api: APIClient(baseURL: Self.base, client: stub))
        let detail = try await repository.detail(for: Entry(id: "10001", title: "Pikachu Rock Star"))
        #expect(detail.title == "Pikachu")
        let paths = stub.requests.map { StubClient.routeKey($0.url) }
        #expect(Array(paths.prefix(2)) == ["pokemon/10001", "pokemon-species/25"])
        #expect(Set(paths.dropFirst(2)) == ["evolution-chain/10", "type/13", "pokemon/10001/encounters"])
    }
}

/// Counts concurrent sections and remembers the most seen at once.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0
    private(set) var maximum = 0

    func enter() {
        lock.lock(); defer { lock.unlock() }
        current += 1
        maximum = max(maximum, current)
    }

    func leave() {
        lock.lock(); defer { lock.unlock() }
        current -= 1
    }
}

/// Holds each arrival until `expected` have arrived, then lets them all go. A round that
/// never fills (requests sent one after another) never lets go: the test's time limit ends it.
actor ArrivalGate {
    private let expected: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var arrived = 0

    init(expected: Int) { self.expected = expected }

    var allArrived: Bool { arrived >= expected }

    func arrive() async {
        arrived += 1
        guard arrived < expected else {
            waiting.forEach { $0.resume() }
            waiting = []
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }
}
