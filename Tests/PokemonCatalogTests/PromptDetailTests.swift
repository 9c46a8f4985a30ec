import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// The page as soon as the pokemon and its species are there: what the cache does not hold
/// comes after, as pending parts.
@Suite("The page before its slowest parts")
struct PromptDetailTests {
    static let pikachu = Entry(id: "25", title: "Pikachu", number: 25)

    /// A repository over the demo data through the real stack with a disk cache, and its transport.
    static func repository(cache folder: String) -> (PokemonRepository, StubClient) {
        let stub = StubClient(routes: RepositoryTests.demo)
        let stack = NetworkStack.make(transport: stub, cache: DiskCache(directory: URL(fileURLWithPath: folder)))
        return (PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: stack)), stub)
    }

    @Test("Cold, the page waits for the pokemon and its species only; chain, types and encounters load as parts")
    func coldPage() async throws {
        let folder = try ScratchFolder.make("prompt")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (repository, stub) = Self.repository(cache: folder)
        let page = try await repository.promptDetail(for: Self.pikachu, freshness: .cachedIfFresh)
        #expect(Set(stub.requests.map { StubClient.routeKey($0.url) }) == ["pokemon/25", "pokemon-species/25"])
        #expect(page.title == "Pikachu")
        #expect(page.subtitle?.contains("Mouse Pokémon") == true)
        #expect(page.pendingParts == [PokemonMapper.evolutionPart, PokemonMapper.matchupsPart, PokemonMapper.encountersPart])
        let loading = page.sections.filter { $0.content == .unavailable(part: PokemonMapper.evolutionPart, message: "Loading…", isRetryable: false) }
        #expect(loading.map(\.heading) == ["Evolution"])

        // Each part loads alone, and the page made again (names, another game) keeps it.
        let evolution = try await repository.detailPart(PokemonMapper.evolutionPart, for: Self.pikachu, freshness: .cachedIfFresh)
        #expect(evolution.first?.heading == "Evolution")
        let matchups = try await repository.detailPart(PokemonMapper.matchupsPart, for: Self.pikachu, freshness: .cachedIfFresh)
        #expect(matchups.map(\.heading).contains("Type defences"))
        _ = try await repository.detailPart(PokemonMapper.encountersPart, for: Self.pikachu, freshness: .cachedIfFresh)
        let variant = try #require(page.variants.first)
        let again = try #require(await repository.varied(page, to: variant, freshness: .cachedIfFresh))
        #expect(!again.sections.contains { $0.content.unavailablePart != nil }, "no part falls back to loading or failed")
    }

    @Test("Without a disk cache every part is pending, and loads from the server")
    func noCache() async throws {
        let stub = StubClient(routes: RepositoryTests.demo)
        let repository = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: NetworkStack.make(transport: stub)))
        let page = try await repository.promptDetail(for: Self.pikachu, freshness: .cachedIfFresh)
        #expect(page.pendingParts == [PokemonMapper.evolutionPart, PokemonMapper.matchupsPart, PokemonMapper.encountersPart])
        let evolution = try await repository.detailPart(PokemonMapper.evolutionPart, for: Self.pikachu, freshness: .cachedIfFresh)
        #expect(evolution.first?.heading == "Evolution")
    }

    @Test("Warm, the whole page comes at once: nothing pending, one frame")
    func warmPage() async throws {
        let folder = try ScratchFolder.make("prompt")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (repository, _) = Self.repository(cache: folder)
        _ = try await repository.detail(for: Self.pikachu, freshness: .cachedIfFresh)
        let (fresh, stub) = Self.repository(cache: folder)
        let page = try await fresh.promptDetail(for: Self.pikachu, freshness: .cachedIfFresh)
        #expect(page.pendingParts.isEmpty)
        #expect(!page.sections.contains { $0.content.unavailablePart != nil })
        #expect(stub.requests.isEmpty)
        #expect(page == (try await fresh.detail(for: Self.pikachu, freshness: .cachedIfFresh)))
    }

    @Test("A page older than the last few kept still changes game: its answers are read again")
    func olderPageChangesGame() async throws {
        let folder = try ScratchFolder.make("prompt")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (repository, _) = Self.repository(cache: folder)
        let first = try await repository.detail(for: Self.pikachu, freshness: .cachedIfFresh)
        for number in [1, 2, 3, 4, 26, 133] {
            _ = try await repository.detail(for: Entry(id: String(number), title: "", number: number), freshness: .cachedIfFresh)
        }
        let game = try #require(first.variant)
        let varied = try #require(await repository.varied(first, to: game, freshness: .cachedIfFresh))
        #expect(varied.variant == game)
        #expect(varied.title == "Pikachu")
    }

    @Test("A script's page is whole: detail(for:) never leaves parts pending")
    func wholeForScripts() async throws {
        let folder = try ScratchFolder.make("prompt")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (repository, _) = Self.repository(cache: folder)
        let page = try await repository.detail(for: Self.pikachu, freshness: .cachedIfFresh)
        #expect(page.pendingParts.isEmpty)
        #expect(page.sections.contains { $0.heading == "Evolution" && $0.content.unavailablePart == nil })
    }
}
