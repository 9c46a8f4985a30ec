import CatalogKit
import Foundation
import PokemonCatalog
import Testing
import TestSupport

extension JSONValue {
    /// The value at `key` of an object.
    func at(_ key: String) -> JSONValue? {
        guard case let .object(pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// The items of an array.
    var items: [JSONValue] {
        guard case let .array(items) = self else { return [] }
        return items
    }
}

/// Team pages from the recorded type data: the coverage tables the issue asks for.
@Suite("Team pages on the corpus", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct TeamPageTests {
    func page(_ ids: [String]) async throws -> LinkedPage {
        let repository = TeamCorpus.repository(teams: try TeamCorpus.teams(ids))
        return try await repository.open(Link(kind: "team", id: "", label: "Team"), freshness: .cachedIfFresh)
    }

    /// One attacking type's line of the JSON.
    func defence(_ record: EntityRecord?, _ type: String) throws -> JSONValue {
        try #require(TeamCorpus.key(record, "defences")?.items.first { $0.at("type") == .string(type) })
    }

    @Test("A mono-Water team is weak to Electric and Grass, its two holes")
    func monoWater() async throws {
        // Squirtle, Wartortle, Blastoise, Psyduck, Golduck, Poliwag: Water only.
        let page = try await page(["7", "8", "9", "54", "55", "60"])
        let record = page.document.record
        for type in ["electric", "grass"] {
            let line = try defence(record, type)
            #expect(line.at("weak") == .number(6) && line.at("resist") == .number(0) && line.at("hole") == .bool(true))
            #expect(line.at("counts")?.at("2") == .number(6))
        }
        #expect(TeamCorpus.key(record, "holes") == .array([.string("grass"), .string("electric")]))
        let water = try defence(record, "water")
        #expect(water.at("resist") == .number(6) && water.at("counts")?.at("0.5") == .number(6))
        #expect(TeamCorpus.value(page.document, "Defensive coverage", "Electric")?.hasSuffix("HOLE") == true)
        #expect(page.entries?.map(\.title) == ["Squirtle", "Wartortle", "Blastoise", "Psyduck", "Golduck", "Poliwag"])
    }

    @Test("Charizard, Gyarados, Pikachu: two weak to Rock and Electric, Charizard ×4 Rock, Gyarados ×4 Electric")
    func acceptanceTeam() async throws {
        let page = try await page(["6", "130", "25"])
        let document = page.document
        #expect(page.entries?.map(\.title) == ["Charizard", "Gyarados", "Pikachu"])
        #expect(page.entries?.first?.subtitle == "Fire/Flying · total 534")
        let rock = try defence(document.record, "rock")
        #expect(rock.at("weak") == .number(2) && rock.at("members")?.at("charizard") == .number(4) && rock.at("members")?.at("gyarados") == .number(2))
        let electric = try defence(document.record, "electric")
        #expect(electric.at("weak") == .number(2) && electric.at("resist") == .number(1))
        #expect(electric.at("members")?.at("gyarados") == .number(4) && electric.at("members")?.at("pikachu") == .decimal(0.5))
        #expect(TeamCorpus.value(document, "Defensive coverage", "Rock") == "2 weak (Charizard ×4, Gyarados ×2)")
        #expect(TeamCorpus.value(document, "Defensive coverage", "Electric") == "2 weak (Gyarados ×4, Charizard ×2) · 1 resist (Pikachu ×½)")
        #expect(TeamCorpus.value(document, "Defensive coverage", "Ground") == "1 weak (Pikachu ×2) · 2 immune (Charizard, Gyarados)")
        // Fire, Flying, Water and Electric between them miss these:
        let missed = ["normal", "poison", "ghost", "electric", "psychic", "dragon", "dark", "fairy"]
        #expect(TeamCorpus.key(document.record, "offence")?.at("not_super_effective") == .array(missed.map(JSONValue.string)))
        #expect(TeamCorpus.value(document, "Offensive coverage (STAB)", "Cannot hit ×2") == "Normal, Poison, Ghost, Electric, Psychic, Dragon, Dark, Fairy")
        #expect(TeamCorpus.key(document.record, "holes") == .array([]))
        // Pikachu's hidden Lightning Rod draws Electric in.
        #expect(TeamCorpus.value(document, "Abilities that change matchups", "Pikachu") == "with Lightning Rod (hidden): Electric ×0 (else ×½)")
        #expect(TeamCorpus.value(document, "Base stats", "Attack") == "average 88 · best 125 (Gyarados)")
        #expect(TeamCorpus.value(document, "Base stats", "Total") == "average 464.7 · best 540 (Gyarados)")
    }

    @Test("An empty team says how to add members; its JSON has the 18 attacking types")
    func emptyTeam() async throws {
        let page = try await page([])
        #expect(page.entries == [])
        #expect(page.document.title == "Team main")
        #expect(TeamCorpus.key(page.document.record, "defences")?.items.count == 18)
        #expect(TeamCorpus.key(page.document.record, "members") == .array([]))
    }
}
