import CatalogKit
import Foundation
@testable import PokemonCatalog
import Testing
import TestSupport

/// Training and breeding facts from the real pokemon and species resources.
@Suite("Training and breeding on the corpus", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct TrainingSectionTests {
    static func fields(_ id: Int) throws -> [String: String] {
        let pokemon = try JSONDecoder().decode(PokemonDTO.self, from: Corpus.data("pokeapi/api/v2/pokemon/\(id)/index.json"))
        let species = try JSONDecoder().decode(SpeciesDTO.self, from: Corpus.data("pokeapi/api/v2/pokemon-species/\(id)/index.json"))
        guard case let .fields(fields)? = PokemonMapper.trainingSection(pokemon: pokemon, species: species)?.content else { return [:] }
        var byLabel: [String: String] = [:]
        var last = ""
        for field in fields {
            if !field.label.isEmpty { last = field.label }
            byLabel[last] = byLabel[last].map { $0 + "; " + field.value } ?? field.value
        }
        return byLabel
    }

    @Test("Pikachu: EV yield Speed 2, catch rate 190, Medium Fast, 10 egg cycles, its wild items")
    func pikachu() throws {
        let fields = try Self.fields(25)
        #expect(fields["EV yield"] == "Speed 2")
        #expect(fields["Catch rate"] == "190 (24.8% with a Poké Ball at full HP)")
        #expect(fields["Growth rate"] == "Medium Fast")
        #expect(fields["Egg cycles"] == "10 (about 2,816 steps)")
        #expect(fields["Base friendship"] == "70")
        #expect(fields["Base experience"] == "112")
        #expect(fields["Held items"] == "Oran Berry (50%); Light Ball (5%)")
        #expect(fields["Regional Pokédex"]?.hasPrefix("Kanto #025, Original Johto #022") == true)
        #expect(fields["Past types"] == nil)
    }

    @Test("The record carries the same facts by the API's names, for show --json")
    func record() throws {
        let pokemon = try JSONDecoder().decode(PokemonDTO.self, from: Corpus.data("pokeapi/api/v2/pokemon/25/index.json"))
        let species = try JSONDecoder().decode(SpeciesDTO.self, from: Corpus.data("pokeapi/api/v2/pokemon-species/25/index.json"))
        let training = PokemonRecord.training(pokemon: pokemon, species: species).serialized()
        for fact in [
            #""ev_yield":{"speed":2}"#, #""capture_rate":190"#, #""growth_rate":"medium""#, #""growth_rate_title":"Medium Fast""#,
            #""hatch_counter":10"#, #""base_happiness":70"#, #""kanto":25"#,
        ] {
            #expect(training.contains(fact), "\(fact) in \(training)")
        }
    }

    @Test("Clefairy was Normal until Generation V")
    func clefairy() throws {
        #expect(try Self.fields(35)["Past types"] == "Normal until Generation V")
    }

    @Test("Catch chances and growth rates read as the games say")
    func wording() {
        #expect(PokemonMapper.catchRate(3) == "3 (0.4% with a Poké Ball at full HP)")
        #expect(PokemonMapper.catchRate(255) == "255 (33.3% with a Poké Ball at full HP)")
        #expect(PokemonMapper.growthRate("slow-then-very-fast") == "Erratic")
        #expect(PokemonMapper.growthRate("new-rate") == "New Rate")
        #expect(PokemonMapper.grouped(1_234_567) == "1,234,567")
    }
}
