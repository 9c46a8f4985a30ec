import CatalogKit
import Foundation
import Networking
@testable import PokemonCatalog
import Testing
import TestSupport

/// A page of rows named in one GraphQL request where PokéAPI's GraphQL endpoint can be asked;
/// REST, one resource each, where it cannot.
@Suite("Names in bulk")
struct NameQueryTests {
    static let rest = URL(string: "https://pokeapi.example/api/v2")!
    static let graphQL = URL(string: "https://graphql.example/")!

    /// Twenty species and one form, as a list page gives them.
    static let entries =
        (1...20).map { Entry(id: String($0), title: "Slug \($0)", number: $0, name: "slug-\($0)") }
        + [Entry(id: "10034", title: "Charizard Mega X", number: 10034, name: "charizard-mega-x")]

    /// GraphQL's answer: every species but #20 (which has no English name), and the form.
    static func answer(_ request: HTTPRequest) -> Data {
        let species = (1...19).map { #"{"pokemon_species_id": \#($0), "name": "Name \#($0)"}"# }.joined(separator: ",")
        let form = #"{"pokemon_name": "Mega Charizard X", "name": "Mega X", "pokemonform": {"name": "charizard-mega-x"}}"#
        return Data(#"{"data": {"pokemonspeciesname": [\#(species)], "pokemonformname": [\#(form)]}}"#.utf8)
    }

    func repository(_ stub: StubClient) -> PokemonRepository {
        PokemonRepository(api: APIClient(baseURL: Self.rest, client: stub), namesInBulk: APIClient(baseURL: Self.graphQL, client: stub))
    }

    @Test("21 rows: one POST names them all, the one without an English name too (it keeps its label); a second visit asks nothing")
    func oneRequest() async throws {
        let stub = StubClient { request throws(NetworkError) in
            guard request.method == .post else { return HTTPResponse(status: .notFound, body: Data(#"{"detail":"Not found."}"#.utf8)) }
            return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Self.answer(request))
        }
        let repository = repository(stub)
        let titles = await repository.names(for: Self.entries, freshness: .cachedIfFresh)
        #expect(stub.requests.count == 1 && stub.requests.first?.url.absoluteString == "https://graphql.example/v1beta2")
        #expect(titles["1"] == "Name 1" && titles["19"] == "Name 19" && titles["10034"] == "Mega Charizard X")
        #expect(titles["20"] == nil)
        let body = try #require(stub.requests.first?.body.flatMap { String(data: $0, encoding: .utf8) })
        #expect(body.contains(#""species":[1,2,3"#) && body.contains(#""forms":["charizard-mega-x"]"#) && body.contains("pokemonspeciesname"))
        _ = await repository.names(for: Self.entries, freshness: .cachedIfFresh)
        #expect(stub.requests.count == 1)
    }

    @Test("When GraphQL fails, REST names them one by one, and GraphQL is not asked again this session")
    func fallback() async throws {
        let species = #"{"id": 1, "name": "slug-1", "names": [{"name": "Bulbasaur", "language": {"name": "en", "url": ""}}]}"#
        let stub = StubClient { request throws(NetworkError) in
            if request.method == .post { return HTTPResponse(status: .tooManyRequests) }
            if request.url.path.hasSuffix("pokemon-species/1") || request.url.path.hasSuffix("pokemon-species/1/") {
                return HTTPResponse(status: .ok, body: Data(species.utf8))
            }
            return HTTPResponse(status: .notFound, body: Data(#"{"detail":"Not found."}"#.utf8))
        }
        let repository = repository(stub)
        let titles = await repository.names(for: Array(Self.entries.prefix(3)), freshness: .cachedIfFresh)
        #expect(titles["1"] == "Bulbasaur")
        let posts = stub.requests.filter { $0.method == .post }.count
        #expect(posts >= 1 && stub.requests.count >= 4)
        _ = await repository.names(for: Array(Self.entries.dropFirst(3).prefix(3)), freshness: .cachedIfFresh)
        #expect(stub.requests.filter { $0.method == .post }.count == posts)
    }

    @Test("Scripts that name from the cache alone (no --names) never ask GraphQL")
    func storedOnly() async {
        let stub = StubClient { request throws(NetworkError) in HTTPResponse(status: .notFound) }
        _ = await repository(stub).names(for: Self.entries, freshness: .storedOnly)
        #expect(stub.requests.allSatisfy { $0.method != .post })
    }
}
