import CatalogKit
import Fixtures
import Foundation
import Networking
import PokemonCatalog
import Synchronization
import Testing
import TestSupport

/// A Pokémon's moves by game: the newest main-series game first, any other game it is in on
/// request, made again from the answers kept (no request but the new rows' names).
@Suite("Moves by game", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct MovesByGameTests {
    /// The corpus, counting what is asked of it.
    final class Counting: NetworkClient, Sendable {
        let base: FixtureClient
        private let paths = Mutex<[String]>([])
        init(_ base: FixtureClient) { self.base = base }
        var requested: [String] { paths.withLock { $0 } }
        func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
            paths.withLock { $0.append(request.url.path) }
            return try await base.send(request)
        }
    }

    static func repository() -> (PokemonRepository, Counting) {
        let root = Corpus.root!.appendingPathComponent("pokeapi/api/v2")
        let client = Counting(FixtureClient(root: root, basePath: "/api/v2"))
        return (PokemonRepository(api: APIClient(baseURL: URL(string: "dump:/api/v2")!, client: client)), client)
    }

    static func moves(_ detail: Detail) -> (heading: String?, links: [Link]) {
        let section = detail.sections.first { $0.heading?.hasPrefix("Moves") == true }
        guard case let .links(links)? = section?.content else { return (section?.heading, []) }
        return (section?.heading, links)
    }

    @Test("Pikachu: Scarlet/Violet first, every game it is in offered, Sword/Shield on request without a request")
    func pikachu() async throws {
        let (repository, client) = Self.repository()
        let detail = try await repository.detail(for: Entry(id: "25", title: "Pikachu"))
        #expect(detail.variant == "scarlet-violet")
        #expect(detail.variants.contains("sword-shield") && detail.variants.contains("red-blue"))
        #expect(detail.variants.first == "champions" || detail.variants.first == "scarlet-violet")
        let shown = Self.moves(detail)
        // The corpus has no version-group resources: the slug stands in for "Scarlet/Violet".
        #expect(shown.heading == "Moves · Scarlet Violet")

        let before = client.requested.count
        let sword = try #require(await repository.varied(detail, to: "sword-shield", freshness: .cachedIfFresh))
        #expect(client.requested.count == before)
        #expect(sword.variant == "sword-shield" && Self.moves(sword).heading == "Moves · Sword Shield")
        #expect(Self.moves(sword).links.map(\.id) != shown.links.map(\.id))
        // Red/Blue: the moves it learnt by level there.
        let red = try #require(await repository.varied(sword, to: "red-blue", freshness: .cachedIfFresh))
        #expect(Self.moves(red).links.contains { $0.label.hasPrefix("Lv 9 Thunder Wave") })
        #expect(await repository.varied(red, to: "no-such-game", freshness: .cachedIfFresh) == nil)
    }

    @Test("The JSON names the game shown and the games there are")
    func record() async throws {
        let (repository, _) = Self.repository()
        let detail = try await repository.detail(for: Entry(id: "25", title: "Pikachu"))
        let moves = try #require(detail.record?.keys.first { $0.0 == "moves" }?.1)
        guard case let .object(pairs) = moves else { Issue.record("no moves object"); return }
        #expect(pairs.first { $0.0 == "game" }?.1 == .string("scarlet-violet"))
    }
}

/// The evolution chain loaded again after it failed brings its items' links along.
@Suite("Evolution items after a retry", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct EvolutionItemsRetryTests {
    final class FailingChains: NetworkClient, Sendable {
        let base: FixtureClient
        let failing = Mutex(true)
        init(_ base: FixtureClient) { self.base = base }
        func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
            if request.url.path.contains("evolution-chain"), failing.withLock({ $0 }) { throw NetworkError(.offline, request: request) }
            return try await base.send(request)
        }
    }

    @Test("Pikachu: the chain fails, then loads with Thunder Stone among its evolution items")
    func retriedChain() async throws {
        let client = FailingChains(FixtureClient(root: Corpus.root!.appendingPathComponent("pokeapi/api/v2"), basePath: "/api/v2"))
        let repository = PokemonRepository(api: APIClient(baseURL: URL(string: "dump:/api/v2")!, client: client))
        let entry = Entry(id: "25", title: "Pikachu")
        let detail = try await repository.detail(for: entry)
        #expect(detail.retryableParts == [PokemonMapper.evolutionPart])
        #expect(!detail.sections.contains { $0.heading == "Evolution items" })
        client.failing.withLock { $0 = false }
        let sections = try await repository.detailPart(PokemonMapper.evolutionPart, for: entry, freshness: .cachedIfFresh)
        #expect(sections.map(\.heading) == ["Evolution", "Evolution items"])
        guard case let .links(items)? = sections.last?.content else { Issue.record("no items"); return }
        #expect(items == [Link(kind: "item", id: "83", label: "Thunder Stone")])
    }
}
