import CatalogKit
import Foundation
import Networking
@testable import PokemonCatalog
import Testing
import TestSupport

/// A server that counts more Pokémon than the index asks for (100,000): the list is not cut
/// short without a word; it is paged from the server, whole.
@Suite("A Pokédex larger than the index")
struct CutIndexTests {
    static func list(count: Int, from start: Int, size: Int) -> String {
        let results = (start..<min(count, start + size)).map { #"{"name": "mon-\#($0 + 1)", "url": "https://dex.example/api/v2/pokemon/\#($0 + 1)/"}"# }
        let next = start + size < count ? #""https://dex.example/api/v2/pokemon/?offset=\#(start + size)&limit=\#(size)""# : "null"
        return #"{"count": \#(count), "next": \#(next), "previous": null, "results": [\#(results.joined(separator: ","))]}"#
    }

    @Test("100,003 Pokémon: the whole list is not the 100,000 of the index, and the last three are reached")
    func pagedWhole() async throws {
        let total = PokemonRepository.indexLimit + 3
        let client = StubClient { request throws(NetworkError) in
            let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let limit = Int(items.first { $0.name == "limit" }?.value ?? "") ?? 20
            let offset = Int(items.first { $0.name == "offset" }?.value ?? "") ?? 0
            guard request.url.path.hasSuffix("/pokemon") || request.url.path.hasSuffix("/pokemon/") else {
                return HTTPResponse(status: .notFound, body: Data())
            }
            // The server answers at most the index's limit at once, as a server with a cap does.
            let body = Self.list(count: total, from: offset, size: min(limit, PokemonRepository.indexLimit))
            return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        }
        let repository = PokemonRepository(api: APIClient(baseURL: URL(string: "https://dex.example/api/v2")!, client: client))
        #expect(try await repository.searchIndex().count == PokemonRepository.indexLimit)
        #expect(try await repository.wholeList(filters: [], freshness: .cachedIfFresh) == nil)
        let last = try await repository.page(offset: PokemonRepository.indexLimit, filters: [], freshness: .cachedIfFresh)
        #expect(last.entries.map(\.id) == ["100001", "100002", "100003"])
        #expect(last.total == total && last.isLast)
    }

    @Test("A Pokédex the index holds whole is listed from the index")
    func wholeFromIndex() async throws {
        let client = StubClient { request throws(NetworkError) in
            HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data(Self.list(count: 3, from: 0, size: 100_000).utf8))
        }
        let repository = PokemonRepository(api: APIClient(baseURL: URL(string: "https://dex.example/api/v2")!, client: client))
        #expect(try await repository.wholeList(filters: [], freshness: .cachedIfFresh)?.count == 3)
    }
}
