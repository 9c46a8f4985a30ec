import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// A Pokémon's detail names its egg groups and moves by slug; the label of each link must be
/// the English name the linked screen shows, not the slug dressed up ("Ground" for Field).
@Suite("Resource names in a Pokémon's detail")
struct ResourceNameTests {
    static func fields(_ detail: Detail) -> [Field] {
        detail.sections.flatMap { section -> [Field] in
            if case let .fields(fields) = section.content { return fields }
            return []
        }
    }

    @Test("Egg groups read as the API's English names: ground is Field, plant is Grass, water1 is Water 1")
    func eggGroupNames() {
        #expect(ResourceNames.eggGroup("ground") == "Field")
        #expect(ResourceNames.eggGroup("plant") == "Grass")
        #expect(ResourceNames.eggGroup("humanshape") == "Human-Like")
        #expect(ResourceNames.eggGroup("indeterminate") == "Amorphous")
        #expect(ResourceNames.eggGroup("water1") == "Water 1")
        #expect(ResourceNames.eggGroup("no-eggs") == "Undiscovered")
        // One the table does not know still reads as its slug.
        #expect(ResourceNames.eggGroup("new-group") == "New Group")
    }

    @Test("Moves keep their hyphens: Double-Edge, Will-O-Wisp, U-turn; in the learnset's labels too")
    func moveNames() throws {
        #expect(ResourceNames.move("double-edge") == "Double-Edge")
        #expect(ResourceNames.move("will-o-wisp") == "Will-O-Wisp")
        #expect(ResourceNames.move("u-turn") == "U-turn")
        #expect(ResourceNames.move("thunder-shock") == "Thunder Shock")
        let json = """
            [{"move": {"name": "double-edge", "url": "/api/v2/move/38/"}, "version_group_details": [{"level_learned_at": 0,
               "move_learn_method": {"name": "machine", "url": ""}, "version_group": {"name": "scarlet-violet", "url": "/api/v2/version-group/25/"}}]},
             {"move": {"name": "tackle", "url": "/api/v2/move/33/"}, "version_group_details": [{"level_learned_at": 1,
               "move_learn_method": {"name": "level-up", "url": ""}, "version_group": {"name": "scarlet-violet", "url": "/api/v2/version-group/25/"}}]}]
            """
        let slots = try JSONDecoder().decode([MoveSlot].self, from: Data(json.utf8))
        let labels = Learnset.links(for: slots).map(\.label)
        #expect(labels == ["Lv 1 Tackle", "TM Double-Edge"])
    }

    @Test("Corpus: every egg group and move the corpus holds is named as its own English name says",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func corpusNames() throws {
        struct Named: Decodable {
            struct Name: Decodable {
                struct Language: Decodable { var name: String }
                var name: String
                var language: Language
            }
            var name: String
            var names: [Name]
        }
        for (folder, naming) in [("egg-group", ResourceNames.eggGroup), ("move", ResourceNames.move)] as [(String, (String) -> String)] {
            for file in Corpus.resourceFiles("pokeapi/api/v2/\(folder)") {
                let resource = try JSONDecoder().decode(Named.self, from: Data(contentsOf: file))
                let english = try #require(resource.names.first { $0.language.name == "en" }?.name)
                #expect(naming(resource.name) == english, "\(folder) \(resource.name)")
            }
        }
    }

    @Test("Corpus: Pikachu's detail lists its egg groups as Field and Fairy, the names their screens carry",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func pikachuEggGroups() async throws {
        let root = try #require(Corpus.root).appendingPathComponent("pokeapi/api/v2")
        let repository = PokemonRepository(api: APIClient(baseURL: URL(string: "dump:/api/v2")!, client: FixtureClient(root: root, basePath: "/api/v2")))
        let detail = try await repository.detail(for: Entry(id: "25", title: "Pikachu", number: 25), freshness: .cachedIfFresh)
        let fields = Self.fields(detail)
        guard let start = fields.firstIndex(where: { $0.label == "Egg groups" }) else {
            Issue.record("no egg groups")
            return
        }
        let groups = [fields[start]] + fields[(start + 1)...].prefix { $0.label.isEmpty }
        #expect(groups.map(\.value) == ["Field", "Fairy"])
        for group in groups {
            let link = try #require(group.link)
            let page = try await repository.open(link, freshness: .cachedIfFresh)
            #expect(page.title == group.value)
        }
    }
}

/// Which game's moves a Pokémon's page lists.
@Suite("Moves: the game the list is from")
struct LearnsetGameTests {
    static func slot(_ move: String, _ learnings: [(method: String, group: String, id: Int, level: Int)]) throws -> MoveSlot {
        let details = learnings.map { #"{"level_learned_at": \#($0.level), "move_learn_method": {"name": "\#($0.method)", "url": ""}, "version_group": {"name": "\#($0.group)", "url": "/api/v2/version-group/\#($0.id)/"}}"# }
        let json = #"{"move": {"name": "\#(move)", "url": "/api/v2/move/1/"}, "version_group_details": [\#(details.joined(separator: ","))]}"#
        return try JSONDecoder().decode(MoveSlot.self, from: Data(json.utf8))
    }

    @Test("Wurmple: the main games' five level moves, not Legends: Arceus's two")
    func sideGameWithFewMoves() throws {
        var slots = try ["tackle", "string-shot", "poison-sting", "bug-bite", "electroweb"].map {
            try Self.slot($0, [(method: "level-up", group: "brilliant-diamond-shining-pearl", id: 23, level: 1)])
        }
        slots += try ["tackle", "bug-bite"].map { try Self.slot($0, [(method: "level-up", group: "legends-arceus", id: 24, level: 1)]) }
        #expect(Learnset.latestVersionGroup(of: slots)?.name == "brilliant-diamond-shining-pearl")
        #expect(Learnset.heading(for: slots) == "Moves · Brilliant Diamond Shining Pearl")
    }

    @Test("A Pokémon with no level-up moves in any game still gets its list (the newest Megas)")
    func noLevelUpMoves() throws {
        let slots = try [Self.slot("moonblast", [(method: "machine", group: "legends-za", id: 30, level: 0)]),
                         Self.slot("protect", [(method: "machine", group: "legends-za", id: 30, level: 0)])]
        #expect(Learnset.latestVersionGroup(of: slots)?.name == "legends-za")
        #expect(Learnset.links(for: slots).map(\.label) == ["TM Moonblast", "TM Protect"])
        #expect(Learnset.heading(for: []) == "Moves")
    }
}
