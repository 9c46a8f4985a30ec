import Browser
import CatalogKit
import Fixtures
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// The Pokédex's own keys on the real screens, over the corpus (and Gyarados): `p` marks a
/// member, `P` opens the team with its coverage, `J` and `-` change it there, `c` twice
/// compares.
@MainActor
@Suite("Team and compare keys", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct TeamKeysTests {
    let clock = ManualClock()

    func open() async -> (Navigator, PokemonRepository) {
        let root = Corpus.root!.appendingPathComponent("pokeapi/api/v2")
        let client = PokemonExtras.client(fallback: FixtureClient(root: root, basePath: "/api/v2"))
        let repository = PokemonRepository(api: APIClient(baseURL: URL(string: "dump:/api/v2")!, client: client))
        let navigator = Navigator(root: CatalogScreenModel(catalog: repository, timing: BrowserTiming(detailDwell: .zero, clock: clock.clock)))
        navigator.resize(width: 100, height: 30)
        navigator.start()
        await settle(navigator)
        return (navigator, repository)
    }

    func settle(_ navigator: Navigator) async {
        for _ in 0..<3 {
            if let screen = navigator.top as? CatalogScreenModel { await screen.settle() }
            if let screen = navigator.top as? LinkedScreenModel { await screen.settle() }
        }
    }

    func state(_ navigator: Navigator) -> CatalogScreenState? {
        guard case let .catalog(state) = navigator.content else { return nil }
        return state
    }

    func press(_ navigator: Navigator, _ keys: [Key]) async {
        for key in keys { _ = navigator.handle(key) }
        await settle(navigator)
    }

    func field(_ state: CatalogScreenState?, _ heading: String, _ label: String) -> String? {
        guard case let .fields(fields)? = state?.detail.load.value?.sections.first(where: { $0.heading == heading })?.content else { return nil }
        return fields.first { $0.label == label }?.value
    }

    @Test("p on Charizard and Pikachu marks them; P shows the team with Charizard ×4 Rock and Gyarados ×4 Electric")
    func teamPage() async throws {
        let (navigator, repository) = await open()
        await press(navigator, Array(repeating: .down, count: 5) + [.character("p")])
        #expect(state(navigator)?.notice == "Added Charizard to team main (1/6).")
        #expect(state(navigator)?.badges["6"] == "◓")
        try repository.teams.update { book throws(AppError) in try book.add(TeamMember(id: "130", title: "Gyarados")) }
        await press(navigator, Array(repeating: .down, count: 19) + [.character("p")])
        #expect(state(navigator)?.notice == "Added Pikachu to team main (3/6).")
        await press(navigator, [.character("P")])
        #expect(navigator.stack.count == 2)
        let team = state(navigator)
        #expect(team?.list.entries.map(\.id) == ["6", "130", "25"])
        #expect(field(team, "Defensive coverage", "Rock") == "2 weak (Charizard ×4, Gyarados ×2)")
        #expect(field(team, "Defensive coverage", "Electric") == "2 weak (Gyarados ×4, Charizard ×2) · 1 resist (Pikachu ×½)")
        #expect(field(team, "Offensive coverage (STAB)", "Cannot hit ×2")?.hasPrefix("Normal, Poison, Ghost") == true)
        // J moves the selected member (Charizard) down, - removes it; the page loads again.
        await press(navigator, [.character("J")])
        #expect(state(navigator)?.list.entries.map(\.id) == ["130", "6", "25"])
        #expect(state(navigator)?.notice == "Moved Charizard down.")
        await press(navigator, [.character("-")])
        #expect(try repository.teams.load().team().members.map(\.id) == ["130", "25"])
        #expect(state(navigator)?.list.entries.map(\.id) == ["130", "25"])
    }

    @Test("c on Charizard, then c on Blastoise, opens both side by side; Esc comes back")
    func compare() async throws {
        let (navigator, _) = await open()
        await press(navigator, Array(repeating: .down, count: 5) + [.character("c")])
        #expect(state(navigator)?.notice == "Marked Charizard to compare: the same key on another Pokémon shows both.")
        await press(navigator, Array(repeating: .down, count: 3) + [.character("c")])
        #expect(navigator.stack.count == 2)
        let page = state(navigator)
        #expect(page?.detail.load.value?.title == "Charizard vs Blastoise")
        #expect(field(page, "Stat differences", "Total") == "534 vs 530 · Charizard +4")
        await press(navigator, [.escape])
        #expect(navigator.stack.count == 1)
    }
}
