import CatalogKit
import Foundation
import Networking
@testable import PokemonCatalog
import Testing
import TestSupport

/// Type defences from the real type resources: the factors of a dual type multiply, and an
/// ability that cancels a type is noted with what it changes.
@Suite("Type matchups on the corpus", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct TypeMatchupTests {
    /// The type resource `id` from the corpus.
    static func type(_ id: Int) throws -> TypeDTO {
        try JSONDecoder().decode(TypeDTO.self, from: Corpus.data("pokeapi/api/v2/type/\(id)/index.json"))
    }

    static func ability(_ slug: String, slot: Int = 1) -> PokemonDTO.AbilitySlot {
        try! JSONDecoder().decode(
            PokemonDTO.AbilitySlot.self, from: Data(#"{"ability":{"name":"\#(slug)","url":"/api/v2/ability/1/"},"is_hidden":false,"slot":\#(slot)}"#.utf8))
    }

    static func fields(_ sections: [DetailSection], _ heading: String) -> [String: String] {
        guard case let .fields(fields)? = sections.first(where: { $0.heading == heading })?.content else { return [:] }
        return Dictionary(fields.map { ($0.label, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("Charizard (Fire/Flying) takes Rock ×4")
    func charizard() throws {
        let matchups = TypeMatchups(types: [try Self.type(10), try Self.type(3)])
        #expect(matchups.attackers(at: 4) == ["rock"])
        #expect(matchups.attackers(at: 0) == ["ground"])
        #expect(Set(matchups.attackers(at: 2)) == ["water", "electric"])
        #expect(Set(matchups.attackers(at: 0.25)) == ["bug", "grass"])
    }

    @Test("Gyarados (Water/Flying) takes Electric ×4")
    func gyarados() throws {
        let sections = PokemonMapper.matchupSections(types: [try Self.type(11), try Self.type(3)], abilities: [Self.ability("intimidate")])
        #expect(Self.fields(sections, "Type defences")["×4"] == "Electric")
    }

    @Test("Gengar (Ghost/Poison) is immune to Normal and Fighting")
    func gengar() throws {
        let sections = PokemonMapper.matchupSections(types: [try Self.type(8), try Self.type(4)], abilities: [])
        let defences = Self.fields(sections, "Type defences")
        #expect(defences["×0"] == "Fighting, Normal")
        #expect(defences["×2"] == "Dark, Ghost, Ground, Psychic")
    }

    @Test("Bronzong (Steel/Psychic) with Levitate: Ground ×0 instead of ×2, noted")
    func bronzong() throws {
        let sections = PokemonMapper.matchupSections(
            types: [try Self.type(9), try Self.type(14)], abilities: [Self.ability("levitate"), Self.ability("heatproof", slot: 2)])
        let defences = Self.fields(sections, "Type defences")
        #expect(defences["×2"]?.contains("Ground") == true)
        #expect(defences["With Levitate"] == "Ground ×0 (else ×2)")
        #expect(defences["With Heatproof"] == "Fire ×1 (else ×2)")
    }

    @Test("An ability a Pokémon always has is counted in: Levitate alone means no Ground weakness, and says so")
    func onlyAbility() throws {
        // Gengar's older form (Ghost/Poison) with Levitate as its one ability: Ground ×2 by type.
        let sections = PokemonMapper.matchupSections(types: [try Self.type(8), try Self.type(4)], abilities: [Self.ability("levitate")])
        let defences = Self.fields(sections, "Type defences")
        #expect(defences["×2"] == "Dark, Ghost, Psychic")
        #expect(defences["×0"] == "Fighting, Ground, Normal")
        #expect(defences["With Levitate"] == "always, counted above: Ground ×0 (else ×2)")
        // The same ability in both slots is still its only one.
        let twice = PokemonMapper.matchupSections(
            types: [try Self.type(8), try Self.type(4)], abilities: [Self.ability("levitate"), Self.ability("levitate", slot: 3)])
        #expect(Self.fields(twice, "Type defences")["×0"] == "Fighting, Ground, Normal")
    }

    @Test("Dry Skin takes Fire ×1.25, Fluffy doubles Fire, Wonder Guard lets only super-effective hits land")
    func moreAbilities() throws {
        // Parasect (Bug/Grass) with Dry Skin among others: noted, not counted.
        let parasect = Self.fields(
            PokemonMapper.matchupSections(
                types: [try Self.type(7), try Self.type(12)],
                abilities: [Self.ability("effect-spore"), Self.ability("dry-skin", slot: 2)]), "Type defences")
        #expect(parasect["With Dry Skin"] == "Fire ×5 (else ×4), Water ×0 (else ×½)")
        let fluffy = Self.fields(
            PokemonMapper.matchupSections(types: [try Self.type(1)], abilities: [Self.ability("fluffy"), Self.ability("klutz", slot: 2)]), "Type defences")
        #expect(fluffy["With Fluffy"] == "Fire ×2 (else ×1)")
        // Shedinja (Bug/Ghost) has Wonder Guard alone.
        let shedinja = Self.fields(
            PokemonMapper.matchupSections(types: [try Self.type(7), try Self.type(8)], abilities: [Self.ability("wonder-guard")]), "Type defences")
        #expect(shedinja["×2"] == "Dark, Fire, Flying, Ghost, Rock")
        #expect(shedinja["×0"] == "every other type")
        #expect(shedinja["×½"] == nil)
        #expect(shedinja["With Wonder Guard"] == "always, counted above: only super-effective hits land (Dark, Fire, Flying, Ghost, Rock); every other type ×0")
    }

    @Test("Offence: each of its own types and what it hits ×2")
    func offence() throws {
        let sections = PokemonMapper.matchupSections(types: [try Self.type(13)], abilities: [])
        #expect(Self.fields(sections, "Type offence")["Electric ×2 on"] == "Flying, Water")
    }

    @Test("A type that does not load leaves the rest of Pikachu's page, and r loads the matchups alone")
    func partialFailure() async throws {
        let server = try await FixtureServer(root: Corpus.root!.appendingPathComponent("pokeapi"))
        defer { server.stop() }
        try await server.addFaults(#"[{"match": "/api/v2/type/13/", "times": 1, "action": "status", "status": 503}]"#)
        let client = RetryingClient(CurlClient(), policy: RetryPolicy(maxAttempts: 1))
        let repository = PokemonRepository(api: APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: client))
        let entry = Entry(id: "25", title: "Pikachu")
        let detail = try await repository.detail(for: entry, freshness: .cachedIfFresh)
        #expect(detail.retryableParts == [PokemonMapper.matchupsPart])
        #expect(detail.sections.contains { $0.heading == "Evolution" })
        let before = server.requestedPaths().count
        let part = try await repository.detailPart(PokemonMapper.matchupsPart, for: entry, freshness: .cachedIfFresh)
        #expect(part.map(\.heading) == ["Type defences", "Type offence"])
        #expect(server.requestedPaths().dropFirst(before) == ["/api/v2/type/13/"])
    }
}
