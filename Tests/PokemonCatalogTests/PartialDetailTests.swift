import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Synchronization
import Testing
import TestSupport

/// A detail whose evolution chain fails keeps the rest, and the chain loads alone afterwards.
@Suite("Pokémon detail with a missing part")
struct PartialDetailTests {
    static let bulbasaur = Entry(id: "1", title: "Bulbasaur", number: 1)

    /// The answer the evolution chain gets instead of the demo data's, while there is one.
    final class ChainFault: Sendable {
        let response: Mutex<HTTPResponse?>
        init(_ response: HTTPResponse?) { self.response = Mutex(response) }
        func clear() { response.withLock { $0 = nil } }
    }

    /// The demo data, with the evolution chain answered by `chain`'s fault while there is one.
    static func stub(chain: ChainFault) -> StubClient {
        let routes = RepositoryTests.demo
        return StubClient { request throws(NetworkError) in
            let key = StubClient.routeKey(request.url)
            if key.hasPrefix("evolution-chain"), let fault = chain.response.withLock({ $0 }) { return fault }
            if let body = routes[key] { return HTTPResponse(status: .ok, body: Data(body.utf8)) }
            return HTTPResponse(status: .notFound, body: Data())
        }
    }

    static let outage = HTTPResponse(status: HTTPStatus(503), body: Data())
    static let garbage = HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data("{\"chain\": 12".utf8))

    @Test("A chain that fails (503, garbage) leaves types and stats, and says what failed", arguments: [outage, garbage])
    func partial(fault: HTTPResponse) async throws {
        let chain = ChainFault(fault)
        let stub = Self.stub(chain: chain)
        let repository = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: stub))
        let detail = try await repository.detail(for: Self.bulbasaur)
        #expect(detail.title == "Bulbasaur")
        #expect(detail.badges.map(\.text) == ["Grass", "Poison"])
        #expect(detail.badges.map { $0.link?.id } == ["12", "4"])
        #expect(detail.sections.contains { if case .bars = $0.content { return true } else { return false } })
        let evolution = try #require(detail.sections.first { $0.heading == "Evolution" })
        guard case let .unavailable(part, message, isRetryable) = evolution.content else {
            Issue.record("Evolution is \(evolution.content)")
            return
        }
        #expect(part == PokemonMapper.evolutionPart)
        #expect(message.hasPrefix("The evolution chain did not load."))
        #expect(isRetryable)
        #expect(detail.retryableParts == [part])

        // Cleared: the chain alone is asked for, and it fills the section in.
        chain.clear()
        let before = stub.requests.count
        let sections = try await repository.detailPart(part, for: Self.bulbasaur, freshness: .cachedIfFresh)
        let asked = stub.requests.dropFirst(before).map { StubClient.routeKey($0.url) }
        #expect(asked == ["evolution-chain/1"])
        let filled = detail.replacingPart(part, with: sections)
        guard case let .tree(root)? = filled.sections.first(where: { $0.heading == "Evolution" })?.content else {
            Issue.record("no tree in \(filled.sections)")
            return
        }
        #expect(root.allLabels == ["Bulbasaur", "Ivysaur", "Venusaur"])
        #expect(filled.retryableParts.isEmpty)
    }

    @Test("A chain that fails again throws its own error")
    func failsAgain() async throws {
        let chain = ChainFault(Self.outage)
        let repository = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: Self.stub(chain: chain)))
        _ = try await repository.detail(for: Self.bulbasaur)
        await #expect(throws: AppError.self) {
            _ = try await repository.detailPart(PokemonMapper.evolutionPart, for: Self.bulbasaur, freshness: .cachedIfFresh)
        }
    }
}
