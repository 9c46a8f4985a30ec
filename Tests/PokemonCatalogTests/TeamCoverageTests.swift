import FoundationEssentials
import PokemonCatalog
import Testing
import TestSupport

/// A party's coverage on the real type data.
@Suite("Team coverage", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct TeamCoverageTests {
    /// The 18 types by slug, from the corpus.
    func types() throws -> [String: TypeDTO] {
        var result: [String: TypeDTO] = [:]
        for id in 1...18 {
            let type = try JSONDecoder().decode(TypeDTO.self, from: Corpus.data("pokeapi/api/v2/type/\(id)/index.json"))
            result[type.name] = type
        }
        return result
    }

    func member(_ name: String, _ slugs: [String], _ all: [String: TypeDTO], speed: Int) throws -> TeamCoverage.Member {
        TeamCoverage.Member(
            name: name, types: try slugs.map { try #require(all[$0]) },
            stats: [.init(name: "hp", value: 50), .init(name: "speed", value: speed)])
    }

    @Test("Three Fire types share a Water, Ground and Rock hole; Ground immunity closes Electric")
    func holes() throws {
        let all = try types()
        let order = [
            "normal", "fighting", "flying", "poison", "ground", "rock", "bug", "ghost", "steel",
            "fire", "water", "grass", "electric", "psychic", "ice", "dragon", "dark", "fairy",
        ]
        let team = TeamCoverage(
            members: [
                try member("Charizard", ["fire", "flying"], all, speed: 100),
                try member("Arcanine", ["fire"], all, speed: 95),
                try member("Ninetales", ["fire"], all, speed: 100),
                try member("Gyarados", ["water", "flying"], all, speed: 81),
            ], attackingTypes: order)
        let water = try #require(team.defences.first { $0.attacker == "water" })
        #expect(water.weak == 3 && water.resists == 1 && !water.isHole)
        let rock = try #require(team.defences.first { $0.attacker == "rock" })
        #expect(rock.weak == 4 && rock.resists == 0 && rock.isHole)
        let ground = try #require(team.defences.first { $0.attacker == "ground" })
        #expect(ground.immune == 2 && !ground.isHole)
        #expect(team.holes == ["rock"])
        #expect(team.coveredByStab.contains("grass") && team.coveredByStab.contains("ground"))
        #expect(!team.coveredByStab.contains("dragon"))
        #expect(team.stats.map(\.stat) == ["hp", "speed"])
        #expect(team.stats.last?.best == 100 && team.stats.last?.bestMember == "Charizard")
        #expect(team.stats.last?.average == 94)
    }
}
