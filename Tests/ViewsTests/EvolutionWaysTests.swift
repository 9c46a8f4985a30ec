import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TextLayout
import Views

/// An evolution step with several ways reads as a tree: each way on its own line under the
/// form it leads to, with the form it makes; a wrapped way keeps the tree's indentation.
@Suite("Evolution ways, one a line")
struct EvolutionWaysTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../PokemonCatalogTests/Fixtures")

    static func tree(_ id: Int, current: String) throws -> TreeNode {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("evolution-chain-\(id).json"))
        let request = HTTPRequest(url: URL(string: "https://pokeapi.co/api/v2/evolution-chain/\(id)/")!)
        let chain = try APIClient.decode(EvolutionChainDTO.self, from: data, request: request)
        return PokemonMapper.tree(from: chain.chain, current: current, currentName: current.capitalized)
    }

    static func lines(_ tree: TreeNode, width: Int) -> [String] {
        DetailView.lines(for: Detail(title: "T", sections: [DetailSection("Evolution", .tree(tree))]), width: width, theme: .standard).map(\.text).dropFirst(3)
            .map { $0 }
    }

    @Test("Lycanroc's three ways each on their own line, at 60 and at 30 columns")
    func lycanroc() throws {
        let tree = try Self.tree(372, current: "rockruff")
        #expect(tree.children.first?.ways.count == 3)
        #expect(
            Self.lines(tree, width: 60) == [
                "Rockruff",
                "└─ Lycanroc",
                "   · level 25 during the day → Lycanroc Midday",
                "   · level 25 at night → Lycanroc Midnight",
                "   · Rockruff Own Tempo: level 25 at dusk → Lycanroc Dusk",
            ])
        let narrow = Self.lines(tree, width: 30)
        #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 30 })
        // Each way starts a line of its own; its wrapped lines stay under its text.
        #expect(narrow.filter { $0.hasPrefix("   · ") }.count == 3)
        #expect(narrow.dropFirst(2).allSatisfy { $0.hasPrefix("   · ") || $0.hasPrefix("     ") })
    }

    @Test("Urshifu's ways, and Eevee's branches with their guide lines beside the ways")
    func urshifuAndEevee() throws {
        let kubfu = try Self.tree(474, current: "kubfu")
        let urshifu = Self.lines(kubfu, width: 50)
        #expect(
            urshifu.contains("   · train in the Tower of Darkness → Urshifu Single") || urshifu.contains { $0.hasPrefix("   · train in the Tower of Darkness") }
        )
        #expect(urshifu.filter { $0.hasPrefix("   · ") }.count == kubfu.children[0].ways.count && kubfu.children[0].ways.count >= 2)
        let eevee = Self.lines(try Self.tree(67, current: "eevee"), width: 50)
        let leafeon = try #require(eevee.firstIndex { $0.contains("Leafeon") })
        #expect(eevee[leafeon] == "├─ Leafeon")
        #expect(eevee[leafeon + 1] == "│  · Leaf Stone")
        #expect(eevee[leafeon + 2].hasPrefix("│  · level up near a Moss Rock"))
        #expect(eevee.allSatisfy { DisplayWidth.of($0) <= 50 })
    }
}
