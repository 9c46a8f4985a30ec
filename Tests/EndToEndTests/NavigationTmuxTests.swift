import Browser
import CatalogKit
import CatalogRegistry
import Foundation
import MealCatalog
import PlaceCatalog
import PokemonCatalog
import Testing
import TestSupport

/// The start screen as a way in and back out, the scrolling help, a reload that keeps the
/// place, and one server per catalog: the real binary in tmux.
@Suite("Navigation end to end in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct NavigationTmuxTests {
    func command(_ arguments: String) -> String {
        "cd /tmp && XDG_CACHE_HOME=$(mktemp -d) XDG_CONFIG_HOME=$(mktemp -d) LANG=C.UTF-8 '\(PackagePaths.explore.path)' \(arguments); echo \"EXIT=$?\"; sleep 600"
    }

    @Test("explore --demo: Enter on the Pokédex, Esc back to the start screen, Enter on Recipes; Esc there does nothing")
    func startScreenBackAndForth() async throws {
        let tmux = try TmuxSession(command: command("--demo"))
        try await tmux.wait("the start screen") { $0.contains("Choose what to explore") }
        try tmux.keys("Escape")
        try tmux.keys("Enter")
        try await tmux.wait("the Pokédex") { $0.contains("Bulbasaur") && $0.contains("1/14") }
        try tmux.keys("Escape")
        try await tmux.wait("the start screen again") { $0.contains("Choose what to explore") && !$0.contains("Bulbasaur") }
        try tmux.keys("j", "Enter")
        try await tmux.wait("the recipes") { $0.contains("Crème brûlée") }
        try tmux.keys("h")
        try await tmux.wait("the start screen once more") { $0.contains("Choose what to explore") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("Opened from the command line, Esc at the root does nothing; q quits")
    func rootStays() async throws {
        let tmux = try TmuxSession(command: command("pokemon --demo"))
        try await tmux.wait("the Pokédex") { $0.contains("Bulbasaur") && $0.contains("1/14") }
        try tmux.keys("Escape", "j")
        try await tmux.wait("the list, still") { $0.contains("2/14") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("? at 40×12 scrolls down to q quit")
    func helpScrolls() async throws {
        let tmux = try TmuxSession(command: command("pokemon --demo"), width: 40, height: 12)
        try await tmux.wait("the Pokédex") { $0.contains("Bulbasaur") }
        try tmux.keys("?")
        let help = try await tmux.wait("the help") { $0.contains("Keys") && $0.contains("more ↓") }
        #expect(!help.contains("quit"))
        // Browsing's keys, y Y o s f F v and the Pokédex's own among them, come before q quit.
        for _ in 0..<(19 + PokemonRepository.descriptor.actions.count) { try tmux.keys("j") }
        let scrolled = try await tmux.wait("q quit in the help") { $0.contains("quit") && $0.contains("more ↑") }
        #expect(scrolled.contains("q "))
        try tmux.keys("Escape")
        try await tmux.wait("the list") { $0.contains("/14") && !$0.contains("Keys") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("R on entry 11 keeps 11 selected")
    func reloadKeepsPlace() async throws {
        let tmux = try TmuxSession(command: command("pokemon --demo"))
        try await tmux.wait("the Pokédex") { $0.contains("Bulbasaur") && $0.contains("1/14") }
        for _ in 0..<10 { try tmux.keys("j") }
        try await tmux.wait("entry 11") { $0.contains("11/14") }
        try tmux.keys("R")
        // The reload is instant on the demo data; the place must survive it.
        try await tmux.wait("entry 11 after the reload") { $0.contains("11/14") && !$0.contains("loading") }
        try tmux.keys("j")
        try await tmux.wait("entry 12") { $0.contains("12/14") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("--pokeapi-url A --mealdb-url B: from the start screen each catalog reaches its own server")
    func serverPerCatalog() async throws {
        let pokeapi = try await FixtureServer(root: #require(DemoFolders.pokemon))
        defer { pokeapi.stop() }
        let mealdb = try await MealsTmuxTests.startServer(searches: [])
        defer { mealdb.stop() }
        let tmux = try TmuxSession(
            command: command("--pokeapi-url \(pokeapi.origin.absoluteString)/api/v2 --mealdb-url \(mealdb.origin.absoluteString)/api/json/v1/1"))
        try await tmux.wait("the start screen") { $0.contains("Choose what to explore") }
        try tmux.keys("Enter")
        try await tmux.wait("the Pokédex from A") { $0.contains("Bulbasaur") && $0.contains("1/14") }
        try tmux.keys("Escape", "j", "Enter")
        try await tmux.wait("the recipes from B") { $0.contains("Crème brûlée") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
        #expect(pokeapi.requestedPaths().contains { $0.hasPrefix("/api/v2/pokemon") })
        #expect(!pokeapi.requestedPaths().contains { $0.contains(".php") })
        #expect(mealdb.requestedPaths().contains { $0.hasPrefix("/api/json/v1/1/filter.php") })
        #expect(!mealdb.requestedPaths().contains { $0.contains("/api/v2/") })
    }
}

/// The key reference in `--help` and in the README is the key maps' own.
@Suite("Key reference")
struct KeyReferenceTests {
    let catalogs = Catalogs.all

    @Test("Every catalog's own key reaches its action: no key of the app's, a picker's or another action's shadows it")
    func catalogKeysReachable() {
        for catalog in catalogs {
            let pages = Set(catalog.actions.compactMap(\.page)).map(Optional.some) + [nil]
            for page in pages {
                let actions = catalog.actions.filter { $0.page == nil || $0.page == page }
                for mode in [KeyMode.list, .detail] {
                    let map = KeyMap.browse(mode, filterKinds: catalog.filterKinds, canGoBack: true, canGoForward: true, actions: actions)
                    for action in actions {
                        guard case let .success(key) = KeyName.parse(action.key) else {
                            Issue.record("\(catalog.id): '\(action.key)' is not a key")
                            continue
                        }
                        #expect(
                            map.command(for: key) == .action(action.id),
                            "\(catalog.id) \(mode) \(page?.rawValue ?? "-"): \(action.key) does \(String(describing: map.command(for: key)))")
                    }
                }
            }
        }
    }

    @Test("--help shows the keys as the maps have them")
    func help() async throws {
        let help = try await run([PackagePaths.explore.path, "--help"])
        #expect(help.output.contains(KeyReference.plainText(catalogs: catalogs)))
        for catalog in catalogs { #expect(help.output.contains("--" + catalog.urlOption)) }
    }

    @Test("The README's key table is the maps' table")
    func readme() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains(KeyReference.markdown(catalogs: catalogs)), "README key table differs; expected:\n\(KeyReference.markdown(catalogs: catalogs))")
    }

    @Test("--base-url with no catalog is ambiguous: exit 64, naming the per-catalog options")
    func ambiguousBaseURL() async throws {
        let result = try await run([PackagePaths.explore.path, "--base-url", "http://127.0.0.1:9/api"])
        #expect(result.status == 64)
        #expect(result.error.contains("--pokeapi-url") && result.error.contains("--mealdb-url") && result.error.contains("--geoapify-url"))
    }
}
