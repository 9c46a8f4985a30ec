import CatalogKit
import Fixtures
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// Every PokéAPI file of the real-response corpus decodes and maps.
@Suite("PokéAPI corpus", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct CorpusDecodingTests {
    let request = HTTPRequest(url: URL(string: "corpus:/api/v2")!)

    func decode<T: Decodable>(_ type: T.Type, _ file: URL) throws -> T {
        try APIClient.decode(type, from: Data(contentsOf: file), request: request)
    }

    @Test("Every pokemon, species, chain, type and generation decodes")
    func everyFileDecodes() throws {
        let pokemon = Corpus.resourceFiles("pokeapi/api/v2/pokemon")
        let species = Corpus.resourceFiles("pokeapi/api/v2/pokemon-species")
        let chains = Corpus.resourceFiles("pokeapi/api/v2/evolution-chain")
        let types = Corpus.resourceFiles("pokeapi/api/v2/type")
        let generations = Corpus.resourceFiles("pokeapi/api/v2/generation")
        #expect(pokemon.count >= 60 && species.count >= 60 && chains.count >= 30 && types.count == 18 && generations.count == 9)
        for file in pokemon { _ = try decode(PokemonDTO.self, file) }
        for file in species { _ = try decode(SpeciesDTO.self, file) }
        for file in chains { _ = try decode(EvolutionChainDTO.self, file) }
        for file in types { _ = try decode(TypeDTO.self, file) }
        for file in generations { _ = try decode(GenerationDTO.self, file) }
        // Evolution chains have no names: their list holds bare links.
        struct LinkList: Decodable { var count: Int; var results: [ResourceLink] }
        let chainList = try decode(LinkList.self, Corpus.root!.appendingPathComponent("pokeapi/api/v2/evolution-chain/index.json"))
        #expect(chainList.results.count == chainList.count && chainList.results.allSatisfy { $0.id != nil })
        for list in ["pokemon", "pokemon-species", "type", "generation"] {
            let decoded = try decode(ResourceList.self, Corpus.root!.appendingPathComponent("pokeapi/api/v2/\(list)/index.json"))
            #expect(decoded.results.count == decoded.count)
            #expect(decoded.results.allSatisfy { $0.id != nil })
        }
    }

    @Test("Every pokemon with its species and chain maps to a detail")
    func everyPokemonMaps() throws {
        let root = Corpus.root!.appendingPathComponent("pokeapi/api/v2")
        for file in Corpus.resourceFiles("pokeapi/api/v2/pokemon") {
            let pokemon = try decode(PokemonDTO.self, file)
            let speciesID = try #require(pokemon.species.id)
            let speciesFile = root.appendingPathComponent("pokemon-species/\(speciesID)/index.json")
            guard FileManager.default.fileExists(atPath: speciesFile.path) else { continue }
            let species = try decode(SpeciesDTO.self, speciesFile)
            var chain: EvolutionChainDTO?
            if let chainID = species.evolutionChain?.id {
                let chainFile = root.appendingPathComponent("evolution-chain/\(chainID)/index.json")
                if FileManager.default.fileExists(atPath: chainFile.path) { chain = try decode(EvolutionChainDTO.self, chainFile) }
            }
            let detail = PokemonMapper.detail(pokemon: pokemon, species: species, chain: chain)
            #expect(!detail.title.isEmpty)
            #expect(detail.badges.count == pokemon.types.count)
            for section in detail.sections {
                if case let .paragraph(text) = section.content {
                    #expect(!text.unicodeScalars.contains { DisplayText.isInvisible($0) || $0 == "\u{AD}" })
                }
            }
        }
    }

    @Test("Pikachu: Electric, Static and Lightning Rod, six stats, Pichu → Pikachu → Raichu")
    func pikachu() throws {
        let root = Corpus.root!.appendingPathComponent("pokeapi/api/v2")
        let pokemon = try decode(PokemonDTO.self, root.appendingPathComponent("pokemon/25/index.json"))
        let species = try decode(SpeciesDTO.self, root.appendingPathComponent("pokemon-species/25/index.json"))
        let chain = try decode(EvolutionChainDTO.self, root.appendingPathComponent("evolution-chain/10/index.json"))
        let detail = PokemonMapper.detail(pokemon: pokemon, species: species, chain: chain)
        #expect(detail.title == "Pikachu")
        #expect(detail.badges == [Badge("Electric", tone: .yellow, link: Link(kind: "type", id: "13", label: "Electric"))])
        #expect(detail.subtitle == "#025 · Mouse Pokémon")
        let fields = detail.sections.compactMap { section -> [Field]? in
            if case let .fields(fields) = section.content { return fields }
            return nil
        }.flatMap { $0 }
        #expect(fields.filter { $0.link?.kind == "ability" }.map(\.value) == ["Static", "Lightning Rod (hidden)"])
        #expect(fields.first { $0.label == "Height" }?.value == "0.4 m")
        #expect(fields.first { $0.label == "Weight" }?.value == "6.0 kg")
        let bars = detail.sections.compactMap { section -> [Bar]? in
            if case let .bars(bars) = section.content { return bars }
            return nil
        }.first
        #expect(bars?.map(\.label) == ["HP", "Attack", "Defense", "Sp. Atk", "Sp. Def", "Speed"])
        #expect(bars?.first?.value == 35)
        // The stat scale travels with the bars: HP 35 is weak (red), Speed 90 strong (green).
        #expect(bars?.allSatisfy { $0.scale == PokemonMapper.statScale } == true)
        #expect(bars?.first?.tone == .red)
        #expect(bars?.last.map { $0.value >= 90 ? $0.tone == .green : $0.tone != .green } == true)
        let tree = detail.sections.compactMap { section -> TreeNode? in
            if case let .tree(tree) = section.content { return tree }
            return nil
        }.first
        #expect(tree?.allLabels.prefix(3) == ["Pichu", "Pikachu", "Raichu"])
        #expect(tree?.children.first?.isCurrent == true)
    }

    @Test("Display names come from the species: Type: Null, Mr. Mime, Nidoran♀, Farfetch’d")
    func displayNames() throws {
        let root = Corpus.root!.appendingPathComponent("pokeapi/api/v2")
        let expected = [772: "Type: Null", 122: "Mr. Mime", 29: "Nidoran♀", 83: "Farfetch’d", 669: "Flabébé"]
        for (id, name) in expected {
            let species = try decode(SpeciesDTO.self, root.appendingPathComponent("pokemon-species/\(id)/index.json"))
            #expect(PokemonMapper.localizedName(of: species) == name)
        }
    }

    @Test("Eevee's chain branches eight ways")
    func eevee() throws {
        let root = Corpus.root!.appendingPathComponent("pokeapi/api/v2")
        let chainFiles = Corpus.resourceFiles("pokeapi/api/v2/evolution-chain")
        let chains = try chainFiles.map { try decode(EvolutionChainDTO.self, $0) }
        _ = root
        if let eevee = chains.first(where: { $0.chain.species.name == "eevee" }) {
            #expect(eevee.chain.evolvesTo.count == 8)
        }
        // The largest branching in the corpus is drawn as a tree with every branch.
        let widest = try #require(chains.max { $0.chain.evolvesTo.count < $1.chain.evolvesTo.count })
        let tree = PokemonMapper.tree(from: widest.chain, current: "", currentName: "")
        #expect(tree.children.count == widest.chain.evolvesTo.count)
    }

    @Test("The flavor text is the latest English one, without breaks or soft hyphens")
    func flavorText() throws {
        for file in Corpus.resourceFiles("pokeapi/api/v2/pokemon-species") {
            let species = try decode(SpeciesDTO.self, file)
            guard let text = PokemonMapper.latestFlavorText(of: species) else { continue }
            #expect(!text.contains("\n") && !text.contains("\u{0C}") && !text.contains("\u{AD}"))
            #expect(!text.contains("  "))
        }
    }

    @Test("The dump client browses the corpus with live-style paging")
    func dumpClient() async throws {
        let root = Corpus.root!.appendingPathComponent("pokeapi/api/v2")
        let api = APIClient(baseURL: URL(string: "dump:/api/v2")!, client: FixtureClient(root: root, basePath: "/api/v2"))
        let repository = PokemonRepository(api: api)
        let first = try await repository.page(offset: 0, filters: [])
        #expect(first.entries.count == 50)
        #expect(first.total == 1351)
        #expect(first.entries.first?.title == "Bulbasaur")
        let index = try await repository.searchIndex()
        #expect(index.count == 1351)
        let pikachu = try #require(index.first { $0.id == "25" })
        let detail = try await repository.detail(for: pikachu)
        #expect(detail.title == "Pikachu")
    }
}
