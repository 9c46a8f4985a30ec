import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// A Pokémon's JSON keys come from its record, built from PokéAPI's answers: the display text
/// can change without changing the schema, and a part loaded again fills its key.
@Suite("Pokémon records")
struct RecordTests {
    static func json(_ detail: Detail) throws -> [String: Any] {
        let text = EntityJSON.detail(detail, kind: "pokemon", key: "1", url: nil).serialized()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("Relabelled display text (headings, the hidden mark, stat labels) leaves the JSON's keys as they were")
    func labelsAreNotTheSchema() async throws {
        let repository = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: PartialDetailTests.stub(chain: .init(nil))))
        let detail = try await repository.detail(for: PartialDetailTests.bulbasaur)
        var relabelled = detail
        relabelled.sections = detail.sections.map { section in
            var section = section
            section.heading = section.heading.map { "~" + $0 }
            switch section.content {
            case let .fields(fields):
                section.content = .fields(
                    fields.map { Field($0.label.uppercased(), $0.value.replacingOccurrences(of: " (hidden)", with: " [h]"), link: $0.link) })
            case let .bars(bars):
                section.content = .bars(bars.map { Bar("~" + $0.label, value: $0.value, maximum: $0.maximum) })
            default: break
            }
            return section
        }
        let before = try Self.json(detail), after = try Self.json(relabelled)
        for key in ["id", "name", "types", "abilities", "stats", "evolution"] {
            #expect((before[key] as? NSObject) == (after[key] as? NSObject), "\(key) changed")
        }
        let stats = try #require(before["stats"] as? [String: Int])
        #expect(Set(stats.keys) == ["hp", "attack", "defense", "special-attack", "special-defense", "speed"])
        let abilities = try #require(before["abilities"] as? [[String: Any]])
        #expect(abilities.map { $0["hidden"] as? Bool } == [false, true])
        #expect(before["id"] as? Int == 1)
    }

    @Test("A chain that failed is null in the record; loaded again, the record holds its tree, as a fresh detail's does")
    func partFillsRecord() async throws {
        let fault = PartialDetailTests.ChainFault(PartialDetailTests.outage)
        let repository = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: PartialDetailTests.stub(chain: fault)))
        let partial = try await repository.detail(for: PartialDetailTests.bulbasaur)
        #expect(try Self.json(partial)["evolution"] is NSNull)
        fault.clear()
        let sections = try await repository.detailPart(PokemonMapper.evolutionPart, for: PartialDetailTests.bulbasaur, freshness: .cachedIfFresh)
        let filled = partial.replacingPart(PokemonMapper.evolutionPart, with: sections)
        let fresh = try await repository.detail(for: PartialDetailTests.bulbasaur, freshness: .revalidate)
        #expect(filled.record == fresh.record)
        let evolution = try #require(try Self.json(filled)["evolution"] as? [String: Any])
        #expect(evolution["label"] as? String == "Bulbasaur")
    }
}
