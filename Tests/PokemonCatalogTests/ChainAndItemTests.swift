import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// Answers in PokéAPI's documented shapes for what the corpus lacks: a chain whose step has no
/// evolution details (250: Phione and Manaphy), a Mega whose only moves are another method's
/// in the newest game (Mega Clefable), and an item's page.
@Suite("Chains without details, Megas' moves, items")
struct ChainAndItemTests {
    static let request = HTTPRequest(url: URL(string: "fixture:/api/v2")!)

    static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try APIClient.decode(type, from: Data(json.utf8), request: request)
    }

    static let chain250 = #"""
        {"id": 250, "baby_trigger_item": null, "chain": {"species": {"name": "phione", "url": "/api/v2/pokemon-species/489/"},
         "is_baby": false, "evolution_details": [],
         "evolves_to": [{"species": {"name": "manaphy", "url": "/api/v2/pokemon-species/490/"}, "is_baby": false,
                         "evolution_details": [], "evolves_to": []}]}}
        """#

    static func species(_ id: Int, _ name: String) -> String {
        #"{"id": \#(id), "name": "\#(name)", "names": [{"language": {"name": "en", "url": ""}, "name": "\#(name.capitalized)"}], "genera": [], "flavor_text_entries": []}"#
    }

    @Test("Chain 250: Phione and Manaphy are no evolution of each other; both pages say it does not evolve")
    func phione() throws {
        let chain = try Self.decode(EvolutionChainDTO.self, Self.chain250)
        for (id, name) in [(489, "phione"), (490, "manaphy")] {
            let section = PokemonMapper.evolutionSection(chain: chain, species: try Self.decode(SpeciesDTO.self, Self.species(id, name)))
            #expect(section.content == .paragraph("Does not evolve."), "\(name)")
        }
    }

    @Test("Mega Clefable: its only moves are Champions' trained ones, and they are listed")
    func megaClefable() throws {
        func move(_ name: String, _ id: Int) -> String {
            #"{"move": {"name": "\#(name)", "url": "/api/v2/move/\#(id)/"}, "version_group_details": [{"level_learned_at": 0, "version_group": {"name": "champions", "url": "/api/v2/version-group/32/"}, "move_learn_method": {"name": "train", "url": "/api/v2/move-learn-method/12/"}, "order": null}]}"#
        }
        let moves = try Self.decode([MoveSlot].self, "[" + [move("fire-punch", 7), move("moonblast", 585)].joined(separator: ",") + "]")
        let method = NameKey(.learnMethod, NamedResource(name: "train", url: "/api/v2/move-learn-method/12/"))
        let sections = Learnset.sections(for: moves, names: NameLookup(names: [method: "Train"]))
        #expect(sections.first?.heading == "Moves · Champions")
        guard case let .links(links)? = sections.first?.content else { Issue.record("no moves"); return }
        #expect(links.map(\.label) == ["Train Fire Punch", "Train Moonblast"])
    }

    @Test("An item's page: its English name, category, effect and the wild Pokémon that hold it; the link opens it")
    func item() async throws {
        let item = #"""
            {"id": 83, "name": "thunder-stone", "names": [{"language": {"name": "en", "url": ""}, "name": "Thunder Stone"}],
             "category": {"name": "evolution", "url": "/api/v2/item-category/10/"},
             "effect_entries": [{"effect": "Used on a party Pokémon\n:   Evolves a Pikachu into Raichu.", "short_effect": "Evolves a Pikachu into Raichu.", "language": {"name": "en", "url": ""}}],
             "flavor_text_entries": [], "held_by_pokemon": [{"pokemon": {"name": "pikachu", "url": "/api/v2/pokemon/25/"}, "version_details": []}]}
            """#
        let stub = StubClient(routes: ["item/83": item])
        let repository = PokemonRepository(api: APIClient(baseURL: URL(string: "https://pokeapi.example/api/v2")!, client: stub))
        #expect(repository.linkKinds.contains("item"))
        let page = try await repository.open(Link(kind: "item", id: "83", label: "Thunder Stone"), freshness: .cachedIfFresh)
        #expect(page.title == "Thunder Stone")
        #expect(page.document.sections.contains { $0.heading == "Effect" })
        #expect(page.entries?.map(\.id) == ["25"])
        // Its record, for `show item/83`, by the API's names.
        let record = try #require(page.document.record)
        #expect(record.kind == "item" && record.id == .number(83))
        #expect(
            JSONValue.object(record.keys)
                == .object([
                    ("name", .string("thunder-stone")),
                    ("category", .string("evolution")),
                    ("effect", .string("Used on a party Pokémon : Evolves a Pikachu into Raichu.")),
                    ("pokemon", .array([.object([("id", .number(25)), ("name", .string("pikachu"))])])),
                ]))
    }
}
