import Browser
import CatalogKit
import Fixtures
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport
import Views

/// Two Pokémon side by side as the screen draws them, from the corpus: the columns stay
/// lined up, the paired bars alternate, the differences follow.
@Suite("Compare snapshots", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct CompareSnapshotTests {
    func state() async throws -> CatalogScreenState {
        let root = try #require(Corpus.root).appendingPathComponent("pokeapi/api/v2")
        let repository = PokemonRepository(api: APIClient(baseURL: URL(string: "dump:/api/v2")!, client: FixtureClient(root: root, basePath: "/api/v2")))
        let page = try await repository.open(Link(kind: "compare", id: "charizard,blastoise", label: "Charizard vs Blastoise"), freshness: .cachedIfFresh)
        let entries = try #require(page.entries)
        return CatalogScreenState(
            title: page.title, itemName: page.itemName, list: EntryListState(entries: entries, total: entries.count, load: .loaded(entries.count)),
            detail: DetailState(entry: nil, load: .loaded(page.document)), focus: .list,
            trail: ["Pokédex", page.title], hasList: true)
    }

    @Test("Charizard and Blastoise at 100×30 and 80×24", arguments: [(100, 30), (80, 24)])
    func sideBySide(width: Int, height: Int) async throws {
        let grid = ScreenView.render(try await state(), width: width, height: height)
        try assertSnapshot(grid, named: "compare-\(width)x\(height)")
        // The second column starts at the same place on every row that has one.
        let columns = Set(
            grid.lines.filter { $0.contains("Fire, Flying") || $0.contains("stage 3 of 3") }.compactMap { line -> Int? in
                guard let types = line.range(of: "│ ", options: .backwards) else { return nil }
                return line.distance(from: line.startIndex, to: types.lowerBound)
            })
        #expect(columns.count == 1, "the columns are not lined up")
    }
}
