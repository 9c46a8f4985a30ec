import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// The rendered evolution trees, checked against text written from the API's data.
@Suite("Evolution trees")
struct EvolutionTreeTests {
    static let request = HTTPRequest(url: URL(string: "fixture:/api/v2")!)
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func decode(_ data: Data) throws -> EvolutionChainDTO {
        try APIClient.decode(EvolutionChainDTO.self, from: data, request: request)
    }

    static func text(_ chain: EvolutionChainDTO) -> String {
        TreeText.render(PokemonMapper.tree(from: chain.chain, current: "", currentName: "", names: names(for: chain)))
    }

    /// English names as the API's resources give them: the species' from the corpus (when it
    /// has them), the other resources' from their `names` as written below.
    static let englishBySlug: [NameKind: [String: String]] = [
        .item: [
            "thunder-stone": "Thunder Stone", "fire-stone": "Fire Stone", "ice-stone": "Ice Stone", "leaf-stone": "Leaf Stone",
            "moon-stone": "Moon Stone", "sun-stone": "Sun Stone", "water-stone": "Water Stone", "shiny-stone": "Shiny Stone",
            "kings-rock": "King’s Rock", "up-grade": "Up-Grade", "dubious-disc": "Dubious Disc",
        ],
        .form: [
            "rattata-alola": "Alolan Rattata", "raticate-alola": "Alolan Raticate", "raichu-alola": "Alolan Raichu",
            "sandshrew-alola": "Alolan Sandshrew", "sandslash-alola": "Alolan Sandslash", "vulpix-alola": "Alolan Vulpix",
            "ninetales-alola": "Alolan Ninetales", "diglett-alola": "Alolan Diglett", "dugtrio-alola": "Alolan Dugtrio",
            "meowth-alola": "Alolan Meowth", "persian-alola": "Alolan Persian", "meowth-galar": "Galarian Meowth",
            "growlithe-hisui": "Hisuian Growlithe", "arcanine-hisui": "Hisuian Arcanine", "farfetchd-galar": "Galarian Farfetch’d",
            "mr-mime-galar": "Galarian Mr. Mime", "darumaka-galar": "Galarian Darumaka", "darmanitan-galar-standard": "Galarian Darmanitan",
        ],
        .move: ["mimic": "Mimic", "rage-fist": "Rage Fist"],
        // Species the corpus lacks.
        .species: ["sirfetchd": "Sirfetch’d", "mime-jr": "Mime Jr.", "mr-rime": "Mr. Rime"],
        .region: ["alola": "Alola", "galar": "Galar"],
        .type: ["fairy": "Fairy"],
        .location: [
            "eterna-forest": "Eterna Forest", "pinwheel-forest": "Pinwheel Forest", "kalos-route-20": "Kalos Route 20",
            "sinnoh-route-217": "Sinnoh Route 217", "twist-mountain": "Twist Mountain", "frost-cavern": "Frost Cavern",
            "mt-coronet": "Mt. Coronet", "chargestone-cave": "Chargestone Cave", "kalos-route-13": "Kalos Route 13",
        ],
    ]

    /// The names of what `chain` links to, as a page would have them once they arrived.
    static func names(for chain: EvolutionChainDTO) -> NameLookup {
        var names: [NameKey: String] = [:]
        func add(_ kind: NameKind, _ resource: NamedResource?) {
            guard let resource else { return }
            if kind == .species, let id = resource.id, Corpus.isAvailable,
                let data = try? Corpus.data("pokeapi/api/v2/pokemon-species/\(id)/index.json"),
                let species = try? APIClient.decode(SpeciesDTO.self, from: data, request: request),
                let english = species.names.first(where: { $0.language.name == "en" })
            {
                names[NameKey(kind, resource)] = english.name
            }
            // Evolution conditions link a form by its pokemon, which the app names by its form.
            let key = kind == .form ? NameKey.formOrPokemon(resource) : NameKey(kind, resource)
            if let english = englishBySlug[kind]?[resource.name] { names[key] = english }
        }
        func walk(_ link: EvolutionChainDTO.Link) {
            add(.species, link.species)
            for detail in link.evolutionDetails {
                add(.item, detail.item); add(.item, detail.heldItem); add(.move, detail.knownMove); add(.move, detail.usedMove)
                add(.type, detail.knownMoveType); add(.type, detail.partyType); add(.location, detail.location); add(.region, detail.region)
                add(.species, detail.partySpecies); add(.species, detail.tradeSpecies); add(.form, detail.baseForm); add(.form, detail.evolvedForm)
            }
            link.evolvesTo.forEach(walk)
        }
        walk(chain.chain)
        return NameLookup(names: names)
    }

    /// Every chain of the corpus, as its data says it should read.
    static let corpusExpected: [Int: String] = [
        1: "Bulbasaur\n  Ivysaur (level 16)\n    Venusaur (level 32)",
        2: "Charmander\n  Charmeleon (level 16)\n    Charizard (level 36)",
        3: "Squirtle\n  Wartortle (level 16)\n    Blastoise (level 36)",
        4: "Caterpie\n  Metapod (level 7)\n    Butterfree (level 10)",
        5: "Weedle\n  Kakuna (level 7)\n    Beedrill (level 10)",
        6: "Pidgey\n  Pidgeotto (level 18)\n    Pidgeot (level 36)",
        7: "Rattata\n  Raticate (level 20; or Alolan Rattata: level 20 at night → Alolan Raticate)",
        8: "Spearow\n  Fearow (level 20)",
        9: "Ekans\n  Arbok (level 22)",
        10: "Pichu (baby)\n  Pikachu (level up with high friendship (220+))\n    Raichu (Thunder Stone; or Thunder Stone in Alola → Alolan Raichu)",
        11: "Sandshrew\n  Sandslash (level 22; or Alolan Sandshrew: Ice Stone → Alolan Sandslash)",
        12: "Nidoran♀\n  Nidorina (level 16)\n    Nidoqueen (Moon Stone)",
        13: "Nidoran♂\n  Nidorino (level 16)\n    Nidoking (Moon Stone)",
        14: "Cleffa (baby)\n  Clefairy (level up with high friendship (160+))\n    Clefable (Moon Stone)",
        15: "Vulpix\n  Ninetales (Fire Stone; or Alolan Vulpix: Ice Stone → Alolan Ninetales)",
        16: "Igglybuff (baby)\n  Jigglypuff (level up with high friendship (160+))\n    Wigglytuff (Moon Stone)",
        17: "Zubat\n  Golbat (level 22)\n    Crobat (level up with high friendship (160+))",
        18: "Oddish\n  Gloom (level 21)\n    Vileplume (Leaf Stone)\n    Bellossom (Sun Stone)",
        19: "Paras\n  Parasect (level 24)",
        20: "Venonat\n  Venomoth (level 31)",
        21: "Diglett\n  Dugtrio (level 26; or Alolan Diglett: level 26 → Alolan Dugtrio)",
        22:
            "Meowth\n  Persian (level 28; or Alolan Meowth: level up with high friendship (160+) → Alolan Persian)\n  Perrserker (Galarian Meowth only: level 28)",
        23: "Psyduck\n  Golduck (level 33)",
        24: "Mankey\n  Primeape (level 28)\n    Annihilape (level up after using Rage Fist 20 times)",
        25: "Growlithe\n  Arcanine (Fire Stone; or Hisuian Growlithe: Fire Stone → Hisuian Arcanine)",
        26: "Poliwag\n  Poliwhirl (level 25)\n    Poliwrath (Water Stone)\n    Politoed (trade holding King’s Rock)",
        35: "Farfetch’d\n  Sirfetch’d (Galarian Farfetch’d only: land 3 critical hits in one battle)",
        57:
            "Mime Jr. (baby)\n  Mr. Mime (level up knowing Mimic; or level up knowing Mimic in Galar → Galarian Mr. Mime)\n    Mr. Rime (Galarian Mr. Mime only: level 42)",
        68: "Porygon\n  Porygon2 (trade holding Up-Grade)\n    Porygon-Z (trade holding Dubious Disc)",
        128: "Ho-Oh",
        202: "Deoxys",
        344: "Flabébé\n  Floette (level 19)\n    Florges (Shiny Stone)",
        399: "Type: Null\n  Silvally (level up with high friendship (160+))",
        409: "Tapu Koko",
    ]

    @Test("Every chain of the corpus reads as its data says", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func corpusChains() throws {
        let files = Corpus.resourceFiles("pokeapi/api/v2/evolution-chain")
        #expect(files.count >= 30)
        for file in files {
            let chain = try Self.decode(Data(contentsOf: file))
            let expected = try #require(Self.corpusExpected[chain.id], "no expected text for chain \(chain.id)")
            #expect(Self.text(chain) == expected, "chain \(chain.id)")
        }
    }

    @Test("Chain 57: only Galarian Mr. Mime becomes Mr. Rime", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func mrRime() throws {
        let chain = try Self.decode(Corpus.data("pokeapi/api/v2/evolution-chain/57/index.json"))
        let mrMime = try #require(chain.chain.evolvesTo.first)
        let tree = PokemonMapper.tree(from: chain.chain, current: "mr-rime", currentName: "Mr. Rime", names: Self.names(for: chain))
        #expect(tree.children.first?.children.first?.note == "Galarian Mr. Mime only: level 42")
        #expect(tree.children.first?.children.first?.isCurrent == true)
        #expect(
            EvolutionConditions.describe(mrMime.evolutionDetails, from: "mime-jr", to: "mr-mime", names: Self.names(for: chain))
                == "level up knowing Mimic; or level up knowing Mimic in Galar → Galarian Mr. Mime")
    }

    /// Chains the corpus lacks, written in PokéAPI's documented shape (Tests/…/Fixtures).
    static let fixtureExpected: [Int: String] = [
        67: """
        Eevee
          Vaporeon (Water Stone)
          Jolteon (Thunder Stone)
          Flareon (Fire Stone)
          Espeon (level up with high friendship (160+) during the day)
          Umbreon (level up with high friendship (160+) at night)
          Leafeon (Leaf Stone; or level up near a Moss Rock at Eterna Forest, Pinwheel Forest or Kalos Route 20)
          Glaceon (Ice Stone; or level up near an Ice Rock at Sinnoh Route 217, Twist Mountain or Frost Cavern)
          Sylveon (level up knowing a Fairy-type move with high friendship (160+); or level up knowing a Fairy-type move with high affection (2+ hearts))
        """,
        213: "Burmy\n  Wormadam (level 20, female only)\n  Mothim (level 20, male only)",
        372:
            "Rockruff\n  Lycanroc (level 25 during the day → Lycanroc Midday; or level 25 at night → Lycanroc Midnight; or Rockruff Own Tempo: level 25 at dusk → Lycanroc Dusk)",
        146: "Nincada\n  Ninjask (level 20)\n  Shedinja (an empty party slot and a spare Poké Ball when Nincada evolves)",
        278: "Darumaka\n  Darmanitan (level 35; or Galarian Darumaka: Ice Stone → Galarian Darmanitan)",
        474: "Kubfu\n  Urshifu (train in the Tower of Darkness → Urshifu Single Strike; or train in the Tower of Waters → Urshifu Rapid Strike)",
        34:
            "Magnemite\n  Magneton (level 30)\n    Magnezone (Thunder Stone; or level up in a special magnetic field at Mt. Coronet, Chargestone Cave or Kalos Route 13)",
        490: "Tandemaus\n  Maushold (level 25)",
        495: "Finizen\n  Palafin (level 38 in a Union Circle)",
    ]

    @Test(
        "Chains outside the corpus: Eevee, Burmy, Rockruff, Nincada, Darumaka, Kubfu, Magnemite, Tandemaus, Finizen",
        arguments: [67, 213, 372, 146, 278, 474, 34, 490, 495])
    func fixtureChains(id: Int) throws {
        // These files give every item, place and form the URL `…/1/`: named by their names instead.
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("evolution-chain-\(id).json"), encoding: .utf8)
            .replacingOccurrences(of: #"/api/v2/(item|location|pokemon-form|pokemon)/1/"#, with: "", options: .regularExpression)
        let chain = try Self.decode(Data(text.utf8))
        #expect(Self.text(chain) == Self.fixtureExpected[id])
    }

    @Test("Unknown, missing or odd fields lose only themselves, never the chain")
    func lenientDecoding() throws {
        let json = """
            {"id": 9999, "chain": {"species": {"name": "pichu", "url": "/api/v2/pokemon-species/172/"}, "is_baby": true,
              "evolves_to": [
                {"species": {"name": "pikachu", "url": "/api/v2/pokemon-species/25/"},
                 "evolution_details": [{"trigger": {"name": "level-up", "url": ""}, "min_happiness": "lots", "min_level": 12,
                                        "brand_new_field": {"deep": [1, 2]}, "gender": null}],
                 "evolves_to": [{"species": {"name": "raichu", "url": "/api/v2/pokemon-species/26/"},
                                 "evolution_details": [{"trigger": 7, "item": {"name": "thunder-stone", "url": ""}}]},
                                "not a link"]},
                {"species": {"name": "odd", "url": "/api/v2/pokemon-species/9998/"}, "evolution_details": null, "evolves_to": []}
              ]}}
            """
        let chain = try Self.decode(Data(json.utf8))
        #expect(Self.text(chain) == "Pichu (baby)\n  Pikachu (level 12)\n    Raichu (Thunder Stone)\n  Odd")
    }
}
