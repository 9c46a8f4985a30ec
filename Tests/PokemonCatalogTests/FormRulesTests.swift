import CatalogKit
import Fixtures
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// Forms are forms: their own numbers and names; nothing of the species that may be false of them.
@Suite("Forms and names")
struct FormRulesTests {
    static let request = HTTPRequest(url: URL(string: "fixture:/api/v2")!)

    static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try APIClient.decode(type, from: Data(json.utf8), request: request)
    }

    /// A pokemon in PokéAPI's shape, with only the fields the detail reads.
    static func pokemon(id: Int, name: String, species: (String, Int), isDefault: Bool, forms: [String] = []) -> String {
        let formLinks = (forms.isEmpty ? [name] : forms).enumerated()
            .map { #"{"name": "\#($1)", "url": "/api/v2/pokemon-form/\#(id * 100 + $0)/"}"# }.joined(separator: ", ")
        return """
            {"id": \(id), "name": "\(name)", "is_default": \(isDefault), "height": 6, "weight": 85,
             "types": [{"slot": 1, "type": {"name": "psychic", "url": "/api/v2/type/14/"}}],
             "abilities": [], "stats": [{"base_stat": 74, "stat": {"name": "hp", "url": ""}}],
             "species": {"name": "\(species.0)", "url": "/api/v2/pokemon-species/\(species.1)/"}, "forms": [\(formLinks)]}
            """
    }

    static func species(
        id: Int, name: String, english: String, genderRate: Int = 4, habitat: String? = "urban",
        varieties: [(String, Int)] = [], chain: Int = 1
    ) -> String {
        let habitatJSON = habitat.map { #"{"name": "\#($0)", "url": ""}"# } ?? "null"
        let varietyJSON = varieties.enumerated().map { index, variety in
            #"{"is_default": \#(index == 0), "pokemon": {"name": "\#(variety.0)", "url": "/api/v2/pokemon/\#(variety.1)/"}}"#
        }.joined(separator: ", ")
        return """
            {"id": \(id), "name": "\(name)", "names": [{"name": "\(english)", "language": {"name": "en", "url": ""}}],
             "genera": [], "generation": {"name": "generation-vi", "url": ""}, "habitat": \(habitatJSON),
             "gender_rate": \(genderRate), "evolution_chain": {"url": "/api/v2/evolution-chain/\(chain)/"},
             "flavor_text_entries": [{"flavor_text": "The males are fierce.", "language": {"name": "en", "url": ""}}],
             "varieties": [\(varietyJSON)]}
            """
    }

    static func fields(_ detail: Detail) -> [String: String] {
        var result: [String: String] = [:]
        for section in detail.sections {
            if case let .fields(fields) = section.content { for field in fields { result[field.label] = field.value } }
        }
        return result
    }

    static func section(_ detail: Detail, _ heading: String) -> DetailContent? {
        detail.sections.first { $0.heading == heading }?.content
    }

    @Test("Forms carry their number in the list, so #10008 finds them")
    func formNumbers() {
        let entry = PokemonMapper.entry(from: NamedResource(name: "rotom-heat", url: "https://pokeapi.co/api/v2/pokemon/10008/"))
        #expect(entry?.number == 10008)
        #expect(entry?.title == "Rotom Heat")
        #expect(PokemonMapper.entry(from: NamedResource(name: "pikachu", url: "/api/v2/pokemon/25/"))?.number == 25)
    }

    @Test("A gendered form has its own gender, not the species' ratio")
    func meowsticMale() throws {
        let pokemon = try Self.decode(PokemonDTO.self, Self.pokemon(id: 678, name: "meowstic-male", species: ("meowstic", 678), isDefault: true))
        let species = try Self.decode(SpeciesDTO.self, Self.species(id: 678, name: "meowstic", english: "Meowstic"))
        let detail = PokemonMapper.detail(pokemon: pokemon, species: species, chain: nil)
        #expect(Self.fields(detail)["Gender"] == "Male")
        #expect(Self.fields(detail)["Form"] == "Male")
        // The usual form keeps the species' own data.
        #expect(Self.fields(detail)["Generation"] == "Generation VI")
        #expect(Self.section(detail, "Pokédex entry") != nil)
    }

    @Test("An alternative form shows no species text, generation or habitat that may be false of it")
    func alternativeForm() throws {
        let pokemon = try Self.decode(PokemonDTO.self, Self.pokemon(id: 10250, name: "tauros-paldea-combat-breed", species: ("tauros", 128), isDefault: false))
        let species = try Self.decode(SpeciesDTO.self, Self.species(id: 128, name: "tauros", english: "Tauros", genderRate: 0, habitat: "grassland"))
        let detail = PokemonMapper.detail(pokemon: pokemon, species: species, chain: nil)
        let fields = Self.fields(detail)
        #expect(Self.section(detail, "Pokédex entry") == nil)
        #expect(fields["Generation"] == nil && fields["Habitat"] == nil)
        #expect(fields["Form"] == "Paldea Combat Breed (#10250)")
        #expect(fields["Gender"] == "Male only")
        #expect(detail.title == "Tauros")
    }

    @Test("The form's own English names are preferred to slugs")
    func formNamesFromAPI() throws {
        let pokemon = try Self.decode(PokemonDTO.self, Self.pokemon(id: 10100, name: "raichu-alola", species: ("raichu", 26), isDefault: false))
        let species = try Self.decode(SpeciesDTO.self, Self.species(id: 26, name: "raichu", english: "Raichu"))
        let form = try Self.decode(
            PokemonFormDTO.self,
            """
            {"id": 10100, "name": "raichu-alola", "form_name": "alola",
             "names": [{"name": "Alolan Raichu", "language": {"name": "en", "url": ""}}],
             "form_names": [{"name": "Alola Form", "language": {"name": "en", "url": ""}}]}
            """)
        let detail = PokemonMapper.detail(pokemon: pokemon, species: species, chain: nil, form: form)
        #expect(detail.title == "Alolan Raichu")
        #expect(Self.fields(detail)["Form"] == "Alola Form (#10100)")
    }

    @Test("A null habitat leaves the row out; a chain of one says it does not evolve")
    func habitatAndNoEvolution() throws {
        let pokemon = try Self.decode(PokemonDTO.self, Self.pokemon(id: 785, name: "tapu-koko", species: ("tapu-koko", 785), isDefault: true))
        let species = try Self.decode(SpeciesDTO.self, Self.species(id: 785, name: "tapu-koko", english: "Tapu Koko", genderRate: -1, habitat: nil, chain: 409))
        let chain = try Self.decode(
            EvolutionChainDTO.self,
            """
            {"id": 409, "chain": {"species": {"name": "tapu-koko", "url": "/api/v2/pokemon-species/785/"},
             "is_baby": false, "evolution_details": [], "evolves_to": []}}
            """)
        let detail = PokemonMapper.detail(pokemon: pokemon, species: species, chain: chain)
        #expect(Self.fields(detail)["Habitat"] == nil)
        #expect(Self.section(detail, "Evolution") == .paragraph("Does not evolve."))
    }

    @Test("A species' detail lists its varieties with their numbers, and a pokemon its cosmetic forms")
    func formLists() throws {
        let rotom = try Self.decode(PokemonDTO.self, Self.pokemon(id: 479, name: "rotom", species: ("rotom", 479), isDefault: true))
        let rotomSpecies = try Self.decode(
            SpeciesDTO.self,
            Self.species(
                id: 479, name: "rotom", english: "Rotom", varieties: [("rotom", 479), ("rotom-heat", 10008), ("rotom-wash", 10009)]))
        let detail = PokemonMapper.detail(pokemon: rotom, species: rotomSpecies, chain: nil)
        #expect(
            Self.section(detail, "Forms")
                == .links([
                    Link(kind: "pokemon", id: "479", label: "Rotom · #479 (shown)"),
                    Link(kind: "pokemon", id: "10008", label: "Rotom Heat · #10008"),
                    Link(kind: "pokemon", id: "10009", label: "Rotom Wash · #10009"),
                ]))

        let unown = try Self.decode(
            PokemonDTO.self,
            Self.pokemon(
                id: 201, name: "unown", species: ("unown", 201), isDefault: true,
                forms: ["unown-a", "unown-b", "unown-question"]))
        let unownSpecies = try Self.decode(SpeciesDTO.self, Self.species(id: 201, name: "unown", english: "Unown", varieties: [("unown", 201)]))
        let letters = PokemonMapper.detail(pokemon: unown, species: unownSpecies, chain: nil)
        #expect(Self.section(letters, "Forms") == .list(["Unown A", "Unown B", "Unown Question"]))
    }

    @Test("DisplayText titles: minor words in lower case, mixed-case words kept, numerals upper case")
    func titles() {
        #expect(DisplayText.title(fromSlug: "roar-of-time") == "Roar of Time")
        #expect(DisplayText.title(fromSlug: "pikachu-phd") == "Pikachu PhD")
        #expect(DisplayText.title(fromSlug: "generation-iv") == "Generation IV")
    }

    @Test("A form's detail fetches its pokemon-form for its names, and does without it when that fails", arguments: [true, false])
    func repositoryFetchesFormNames(formAvailable: Bool) async throws {
        var routes = [
            "pokemon/10100": Self.pokemon(id: 10100, name: "raichu-alola", species: ("raichu", 26), isDefault: false),
            "pokemon-species/26": Self.species(id: 26, name: "raichu", english: "Raichu", chain: 10),
            "evolution-chain/10": #"{"id": 10, "chain": {"species": {"name": "raichu", "url": "/api/v2/pokemon-species/26/"}, "evolves_to": []}}"#,
        ]
        if formAvailable {
            routes["pokemon-form/1010000"] =
                #"{"id": 10100, "name": "raichu-alola", "names": [{"name": "Alolan Raichu", "language": {"name": "en", "url": ""}}]}"#
        }
        let stub = StubClient(routes: routes)
        let repository = PokemonRepository(api: APIClient(baseURL: URL(string: "https://pokeapi.example/api/v2")!, client: stub))
        let detail = try await repository.detail(for: Entry(id: "10100", title: "Raichu Alola", number: 10100))
        #expect(detail.title == (formAvailable ? "Alolan Raichu" : "Raichu"))
        #expect(Set(stub.requests.map { StubClient.routeKey($0.url) }).contains("pokemon-form/1010000"))
    }

    @Test(
        "Corpus: Deoxys Attack is #10001 in the index and its own form in the detail; Pikachu lists its forms",
        .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func corpusForms() async throws {
        let root = Corpus.root!.appendingPathComponent("pokeapi/api/v2")
        let api = APIClient(baseURL: URL(string: "dump:/api/v2")!, client: FixtureClient(root: root, basePath: "/api/v2"))
        let repository = PokemonRepository(api: api)
        let index = try await repository.searchIndex()
        let attack = try #require(index.first { $0.id == "10001" })
        #expect(attack.number == 10001 && attack.title == "Deoxys Attack")
        let detail = try await repository.detail(for: attack)
        #expect(Self.section(detail, "Pokédex entry") == nil)
        #expect(Self.fields(detail)["Form"] == "Attack (#10001)")
        guard case let .links(deoxysForms)? = Self.section(detail, "Forms") else { Issue.record("no forms"); return }
        #expect(deoxysForms.contains(Link(kind: "pokemon", id: "10001", label: "Deoxys Attack · #10001 (shown)")))
        let pikachu = try await repository.detail(for: try #require(index.first { $0.id == "25" }))
        guard case let .links(pikachuForms)? = Self.section(pikachu, "Forms") else { Issue.record("no forms"); return }
        #expect(pikachuForms.first?.label == "Pikachu · #025 (shown)")
        // The corpus has no pokemon-form of these: their slugs stand in for their names.
        #expect(pikachuForms.contains(Link(kind: "pokemon", id: "10083", label: "Pikachu PhD · #10083")))
        #expect(pikachuForms.contains(Link(kind: "pokemon", id: "10199", label: "Pikachu Gmax · #10199")))
    }
}
