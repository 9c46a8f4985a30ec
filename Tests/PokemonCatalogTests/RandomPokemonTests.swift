import CatalogKit
import Foundation
import PokemonCatalog
import Testing
import Synchronization
import TestSupport

/// A random Pokémon, drawn from the list as the filters narrow it.
@Suite("Random Pokémon on the corpus", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct RandomPokemonTests {
    let fire = CatalogFilter(kind: PokemonRepository.typeFilter, option: FilterOption(value: "10", label: "Fire"))

    /// The ids of the Fire type's Pokémon, from its page.
    func fireIDs(_ repository: PokemonRepository) async throws -> Set<String> {
        let type = try await repository.open(Link(kind: "type", id: "10", label: "Fire"), freshness: .cachedIfFresh)
        return Set(type.entries?.map(\.id) ?? [])
    }

    @Test("With the Fire filter every draw is a Fire type, from the first to the last")
    func fireOnly() async throws {
        let repository = TeamCorpus.repository()
        let fireIDs = try await fireIDs(repository)
        #expect(fireIDs.contains("6") && !fireIDs.contains("25"))
        for index in [0, 7, fireIDs.count - 1, fireIDs.count + 5] {
            let entry = try await repository.randomEntry(filters: [fire], freshness: .cachedIfFresh, pick: { _ in index })
            #expect(fireIDs.contains(entry.id))
        }
    }

    @Test("The random key opens a Pokémon of the type filter in force")
    func randomKey() async throws {
        let repository = TeamCorpus.repository()
        let fireIDs = try await fireIDs(repository)
        for _ in 0..<5 {
            guard case let .follow(link) = try await repository.perform("random.open", in: ActionContext(filters: [fire])) else {
                Issue.record("the random key opens nothing")
                return
            }
            #expect(link.kind == "pokemon" && fireIDs.contains(link.id))
        }
    }

    @Test("Type and generation together draw from both: Generation I's Fire types")
    func fireOfGenerationOne() async throws {
        let generation = CatalogFilter(kind: PokemonRepository.generationFilter, option: FilterOption(value: "1", label: "Generation I"))
        let drawn = try await TeamCorpus.repository().randomEntry(filters: [fire, generation], freshness: .cachedIfFresh, pick: { $0 - 1 })
        #expect((drawn.number ?? 0) <= 151)
    }

    @Test("Without filters the whole Pokédex is the pool")
    func whole() async throws {
        let count = LockedCount()
        let entry = try await TeamCorpus.repository().randomEntry(
            filters: [], freshness: .cachedIfFresh,
            pick: {
                count.set($0); return 24
            })
        #expect(entry.id == "25" && count.value == 1351)
    }
}

/// The pool size a pick was offered.
final class LockedCount: Sendable {
    private let stored = Mutex(0)
    func set(_ value: Int) { stored.withLock { $0 = value } }
    var value: Int { stored.withLock { $0 } }
}
