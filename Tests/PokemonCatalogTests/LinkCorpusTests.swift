import CatalogKit
import Fixtures
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// The Pokédex's links and linked pages on the real responses of the corpus, served by the
/// dump client (which finds resources by name through their list files, as PokéAPI does).
@Suite("Pokédex links on the corpus", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct LinkCorpusTests {
    let request = HTTPRequest(url: URL(string: "corpus:/api/v2")!)

    func decode<T: Decodable>(_ type: T.Type, _ file: URL) throws -> T {
        try APIClient.decode(type, from: Data(contentsOf: file), request: request)
    }

    static func repository(pageSize: Int = 50) -> PokemonRepository {
        let root = Corpus.root!.appendingPathComponent("pokeapi/api/v2")
        return PokemonRepository(
            api: APIClient(baseURL: URL(string: "dump:/api/v2")!, client: FixtureClient(root: root, basePath: "/api/v2")), pageSize: pageSize)
    }

    /// The error opening `link` throws, or nil when it opens.
    static func failure(of repository: PokemonRepository, _ link: Link) async -> AppError? {
        do {
            _ = try await repository.open(link, freshness: .cachedIfFresh)
            return nil
        } catch {
            return error
        }
    }

    static func fields(_ detail: Detail) -> [Field] {
        detail.sections.flatMap { section -> [Field] in
            if case let .fields(fields) = section.content { return fields }
            return []
        }
    }

    static func section(_ detail: Detail, _ heading: String) -> DetailContent? {
        detail.sections.first { $0.heading == heading }?.content
    }

    static func links(_ detail: Detail, _ heading: String) -> [Link] {
        if case let .links(links)? = section(detail, heading) { return links }
        return []
    }

    static func paragraph(_ detail: Detail, _ heading: String) -> String? {
        if case let .paragraph(text)? = section(detail, heading) { return text }
        return nil
    }

    @Test("Every ability, move, egg group, type, generation and pokemon-form decodes and maps to a page")
    func everyResourceMaps() throws {
        let abilities = Corpus.resourceFiles("pokeapi/api/v2/ability")
        let moves = Corpus.resourceFiles("pokeapi/api/v2/move")
        let eggGroups = Corpus.resourceFiles("pokeapi/api/v2/egg-group")
        let types = Corpus.resourceFiles("pokeapi/api/v2/type")
        let generations = Corpus.resourceFiles("pokeapi/api/v2/generation")
        let forms = Corpus.resourceFiles("pokeapi/api/v2/pokemon-form")
        #expect(abilities.count >= 60 && moves.count >= 30 && eggGroups.count >= 4 && types.count == 18 && generations.count == 9 && forms.count >= 2)
        var pages: [LinkedPage] = []
        for file in abilities { pages.append(PokemonLinkMapper.abilityPage(try decode(AbilityDTO.self, file))) }
        for file in moves { pages.append(PokemonLinkMapper.movePage(try decode(MoveDTO.self, file))) }
        for file in eggGroups { pages.append(PokemonLinkMapper.eggGroupPage(try decode(EggGroupDTO.self, file))) }
        for file in types { pages.append(PokemonLinkMapper.typePage(try decode(TypeDTO.self, file))) }
        for file in generations { pages.append(PokemonLinkMapper.generationPage(try decode(GenerationDTO.self, file))) }
        for file in forms { _ = try decode(PokemonFormDTO.self, file) }
        for page in pages {
            #expect(!page.title.isEmpty && page.title.first?.isUppercase == true, "\(page.title)")
            // Entries are Pokémon ids the catalog's detail opens, in number order.
            let numbers = (page.entries ?? []).map { $0.number ?? -1 }
            #expect(numbers == numbers.sorted() && !numbers.contains(-1))
            #expect((page.entries ?? []).allSatisfy { $0.id == $0.number.map(String.init) })
            for section in page.document.sections {
                if case let .paragraph(text) = section.content { #expect(!text.contains("$effect_chance"), "\(page.title)") }
            }
        }
    }

    @Test("Electric: super-effective against Water and Flying, no effect on Ground, weak to Ground; its Pokémon numbered")
    func electric() async throws {
        for key in ["13", "electric", "Electric"] {
            let page = try await Self.repository().open(Link(kind: "type", id: key, label: "Electric"), freshness: .cachedIfFresh)
            #expect(page.title == "Electric")
            let document = page.document
            #expect(Set(Self.links(document, "Super-effective against").map(\.label)) == ["Water", "Flying"])
            #expect(Self.links(document, "No effect on").map(\.label) == ["Ground"])
            #expect(Self.links(document, "Weak to").map(\.label) == ["Ground"])
            #expect(Set(Self.links(document, "Resists").map(\.label)) == ["Flying", "Steel", "Electric"])
            #expect(Self.links(document, "No effect on").first == Link(kind: "type", id: "5", label: "Ground"))
            let entries = try #require(page.entries)
            #expect(entries.prefix(2).map(\.title) == ["Pikachu", "Raichu"])
            #expect(entries.first?.number == 25 && entries.first?.id == "25")
        }
    }

    @Test("Static: its effect, short and full, Generation III, Pikachu among its Pokémon")
    func staticAbility() async throws {
        let page = try await Self.repository().open(Link(kind: "ability", id: "static", label: "Static"), freshness: .cachedIfFresh)
        #expect(page.title == "Static")
        #expect(Self.paragraph(page.document, "Effect") == "Has a 30% chance of paralyzing attacking Pokémon on contact.")
        #expect(Self.paragraph(page.document, "In full")?.hasPrefix("Whenever a move makes contact with this Pokémon") == true)
        #expect(Self.fields(page.document).first { $0.label == "Generation" }?.link == Link(kind: "generation", id: "3", label: "Generation III"))
        let pikachu = try #require(page.entries?.first { $0.id == "25" })
        #expect(pikachu.title == "Pikachu" && pikachu.subtitle == nil)
        // Lightning Rod is Pikachu's hidden ability.
        let rod = try await Self.repository().open(Link(kind: "ability", id: "lightning-rod", label: "Lightning Rod"), freshness: .cachedIfFresh)
        #expect(rod.entries?.first { $0.id == "25" }?.subtitle == "hidden")
    }

    @Test("Thunderbolt: Electric, special, power 90, accuracy 100, PP 15, a 10% effect chance")
    func thunderbolt() async throws {
        let page = try await Self.repository().open(Link(kind: "move", id: "thunderbolt", label: "Thunderbolt"), freshness: .cachedIfFresh)
        let fields = Dictionary(Self.fields(page.document).map { ($0.label, $0) }, uniquingKeysWith: { (first: Field, _: Field) in first })
        #expect(page.title == "Thunderbolt")
        #expect(fields["Type"]?.value == "Electric" && fields["Type"]?.link == Link(kind: "type", id: "13", label: "Electric"))
        #expect(fields["Damage class"]?.value == "Special")
        #expect(fields["Power"]?.value == "90" && fields["Accuracy"]?.value == "100" && fields["PP"]?.value == "15" && fields["Priority"]?.value == "0")
        let effect = try #require(Self.paragraph(page.document, "Effect"))
        #expect(effect.hasPrefix("Inflicts regular damage.") && !effect.contains("$"))
        #expect(fields["Effect chance"]?.value == "10%")
        #expect(page.entries?.contains { $0.title == "Pikachu" } == true)
    }

    @Test("Pikachu's detail links its type, abilities, generation, egg groups, chain and moves")
    func pikachuLinks() async throws {
        let repository = Self.repository()
        var detail = try await repository.detail(for: Entry(id: "25", title: "Pikachu"))
        // The names the page lacks (the egg groups' among them) arrive a few at a time.
        while let renamed = await repository.renamed(detail, showing: nil, freshness: .cachedIfFresh) { detail = renamed }
        #expect(detail.badges.map(\.link) == [Link(kind: "type", id: "13", label: "Electric")])
        // The facts at the top; the matchups below link Lightning Rod again, for what it changes.
        let fields = detail.sections.first { $0.heading == nil }.map { Self.fields(Detail(title: "", sections: [$0])) } ?? []
        #expect(fields.filter { $0.link?.kind == "ability" }.map(\.value) == ["Static", "Lightning Rod (hidden)"])
        #expect(fields.first { $0.label == "Abilities" }?.link == Link(kind: "ability", id: "9", label: "Static"))
        #expect(fields.first { $0.label == "Generation" }?.link?.kind == "generation")
        #expect(fields.filter { $0.link?.kind == "egg-group" }.map(\.value) == ["Field", "Fairy"])
        if case let .tree(tree)? = Self.section(detail, "Evolution") {
            #expect(tree.allLinks.map(\.label) == ["Pichu", "Raichu"])
            #expect(tree.link == Link(kind: "pokemon", id: "172", label: "Pichu"))
        } else {
            Issue.record("no evolution tree")
        }
        // The heading names the game the list is from.
        let heading = try #require(detail.sections.first { $0.heading?.hasPrefix("Moves · ") == true }?.heading)
        #expect(heading == "Moves · Scarlet Violet")
        let moves = Self.links(detail, heading)
        #expect(moves.first?.label.hasPrefix("Lv 1 ") == true)
        #expect(moves.contains(Link(kind: "move", id: "85", label: "TM Thunderbolt · Electric · Special · 90 · 100%")))
        // Level moves in level order, then machines.
        let levels = moves.prefix { $0.label.hasPrefix("Lv ") }.compactMap { Int($0.label.split(separator: " ")[1]) }
        #expect(!levels.isEmpty && levels == levels.sorted())
        #expect(moves.drop { !$0.label.hasPrefix("TM ") }.allSatisfy { !$0.label.hasPrefix("Lv ") })
        #expect(Set(detail.links).count >= moves.count)
    }

    @Test("open() takes names and numbers, forms, and says when a name does not exist")
    func openByNameAndNumber() async throws {
        let repository = Self.repository()
        for key in ["pikachu", "Pikachu", "25", "#025"] {
            let page = try await repository.open(Link(kind: "pokemon", id: key, label: key), freshness: .cachedIfFresh)
            #expect(page.title == "Pikachu" && page.entries == nil)
        }
        let form = try await repository.open(Link(kind: "pokemon", id: "10001", label: "Deoxys Attack"), freshness: .cachedIfFresh)
        #expect(form.document.title.hasPrefix("Deoxys"))
        let byName = try await repository.open(Link(kind: "pokemon", id: "deoxys-attack", label: "Deoxys Attack"), freshness: .cachedIfFresh)
        #expect(byName.document == form.document)
        let mime = try await repository.open(Link(kind: "pokemon", id: "Mr. Mime", label: "Mr. Mime"), freshness: .cachedIfFresh)
        #expect(mime.title == "Mr. Mime")
        let generation = try await repository.open(Link(kind: "generation", id: "generation-i", label: "Generation I"), freshness: .cachedIfFresh)
        #expect(generation.entries?.count == 151 && generation.entries?.first?.title == "Bulbasaur")
        let group = try await repository.open(Link(kind: "egg-group", id: "5", label: "Ground"), freshness: .cachedIfFresh)
        #expect(group.entries?.contains { $0.id == "25" } == true)
        for (kind, key) in [("pokemon", "nosuchmon"), ("type", "nosuchtype"), ("move", "../pokemon/25"), ("ability", ""), ("pokemon", "0"), ("berry", "cheri")]
        {
            let error = await Self.failure(of: repository, Link(kind: LinkKind(kind), id: key, label: key))
            #expect(error?.kind == .notFound && error?.isRetryable == false, "\(kind)/\(key)")
        }
    }

    @Test("The list filters by type and by generation, in number order, paged here")
    func filters() async throws {
        let repository = Self.repository(pageSize: 20)
        let typeOptions = try await repository.filterOptions(for: PokemonRepository.typeFilter, matching: "")
        #expect(typeOptions.filter { !$0.isEmpty }.count == 18 && typeOptions.first == FilterOption(value: "1", label: "Normal"))
        // The types no Pokémon has are there, marked: a command says they are empty, the picker leaves them out.
        #expect(typeOptions.filter(\.isEmpty).map(\.label) == ["Stellar", "Unknown", "Shadow"])
        let matching = try await repository.filterOptions(for: PokemonRepository.typeFilter, matching: "elec")
        #expect(matching == [FilterOption(value: "13", label: "Electric")])
        let generations = try await repository.filterOptions(for: PokemonRepository.generationFilter, matching: "")
        #expect(generations.count == 9 && generations.first == FilterOption(value: "1", label: "Generation I"))

        let electric = CatalogFilter(kind: PokemonRepository.typeFilter, option: FilterOption(value: "13", label: "Electric"))
        let first = CatalogFilter(kind: PokemonRepository.generationFilter, option: FilterOption(value: "1", label: "Generation I"))
        let both = try await repository.page(offset: 0, filters: [electric, first])
        #expect(both.entries.map(\.title) == ["Pikachu", "Raichu", "Magnemite", "Magneton", "Voltorb", "Electrode", "Electabuzz", "Jolteon", "Zapdos"])
        #expect(both.isLast && both.total == 9)

        let gen1 = try await repository.page(offset: 0, filters: [first])
        #expect(gen1.entries.count == 20 && gen1.total == 151 && !gen1.isLast && gen1.entries.first?.title == "Bulbasaur")
        let last = try await repository.page(offset: 140, filters: [first])
        #expect(last.entries.map(\.number) == Array(141...151) && last.isLast && last.nextOffset == 151)
        let typed = try await repository.page(offset: 0, filters: [electric])
        let numbers = typed.entries.compactMap(\.number)
        #expect(numbers == numbers.sorted() && numbers.first == 25)
    }
}
