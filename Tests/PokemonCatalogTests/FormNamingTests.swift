import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// A form has one name wherever it is shown (list rows, a species' Forms, the evolution
/// tree), regional forms named as the games and PokéAPI's `pokemon-form` names do, and one
/// number format.
@Suite("Form naming")
struct FormNamingTests {
    @Test("Slugs of forms: regional forms by their adjective, the others by their slug", arguments: [
        ("mr-mime-galar", "Galarian Mr. Mime"), ("meowth-alola", "Alolan Meowth"), ("meowth-galar", "Galarian Meowth"),
        ("darmanitan-galar-zen", "Galarian Darmanitan Zen"), ("tauros-paldea-combat-breed", "Paldean Tauros Combat Breed"),
        ("growlithe-hisui", "Hisuian Growlithe"), ("pikachu-alola-cap", "Pikachu Alola Cap"), ("deoxys-attack", "Deoxys Attack"),
        ("mr-mime", "Mr. Mime"), ("pikachu", "Pikachu"),
    ])
    func names(slug: String, name: String) {
        #expect(PokemonNames.displayName(forSlug: slug) == name)
    }

    @Test("Corpus: Mr. Mime's and Meowth's forms are named as the list and the tree name them, numbered as elsewhere",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func corpus() async throws {
        let root = Corpus.root!.appendingPathComponent("pokeapi/api/v2")
        let repository = PokemonRepository(api: APIClient(baseURL: URL(string: "dump:/api/v2")!, client: FixtureClient(root: root, basePath: "/api/v2")))
        let index = try await repository.searchIndex()
        #expect(index.first { $0.id == "10168" }?.title == "Galarian Mr. Mime")
        #expect(index.first { $0.id == "10107" }?.title == "Alolan Meowth")

        func forms(_ id: String) async throws -> [String] {
            let detail = try await repository.detail(for: Entry(id: id, title: "", number: Int(id)))
            guard case let .links(links)? = detail.sections.first(where: { $0.heading == "Forms" })?.content else { return [] }
            return links.map(\.label)
        }
        let mime = try await forms("122")
        #expect(mime == ["Mr. Mime · #122 (shown)", "Galarian Mr. Mime · #10168"])
        let meowth = try await forms("52")
        #expect(meowth.first == "Meowth · #052 (shown)")
        #expect(meowth.contains("Alolan Meowth · #10107") && meowth.contains("Galarian Meowth · #10161"))

        // The tree names the same form the same way.
        let detail = try await repository.detail(for: Entry(id: "122", title: "", number: 122))
        guard case let .tree(tree)? = detail.sections.first(where: { $0.heading == "Evolution" })?.content else { Issue.record("no tree"); return }
        func notes(_ node: TreeNode) -> [String] { [node.note ?? ""] + node.children.flatMap(notes) }
        #expect(notes(tree).contains { $0.contains("Galarian Mr. Mime") })
    }
}
