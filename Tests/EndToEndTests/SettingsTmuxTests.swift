import Browser
import CatalogRegistry
import Foundation
import MealCatalog
import PlaceCatalog
import PokemonCatalog
import Testing
import TestSupport

/// Favourites and the config file, driven through the real binary: `f` in three catalogs
/// kept across runs and opened from `F`; a config's theme, bindings and a broken line;
/// `explore favourites`, `explore config path|check`.
@Suite("Favourites and settings in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct SettingsTmuxTests {
    /// The catalogs' own keys' names, which the config binds beside the app's.
    static let catalogActions = Catalogs.all.flatMap(\.actions).map(\.name)

    /// A home of its own for each test: data, config and cache folders inside.
    final class Home {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("explore-home-\(UUID().uuidString)")
        var path: String { url.path }
        var environment: [String: String] {
            [
                "HOME": path, "XDG_DATA_HOME": path + "/data", "XDG_CONFIG_HOME": path + "/config", "XDG_CACHE_HOME": path + "/cache", "LANG": "C.UTF-8",
                "PATH": "/usr/bin:/bin",
            ]
        }
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }

        func writeConfig(_ text: String) throws {
            let folder = url.appendingPathComponent("config/explore")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("config"))
        }

        /// A shell command running explore with this home, stderr to `err`, then its status.
        func command(_ arguments: String) -> String {
            let variables = environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
            return "cd /tmp && env -u NO_COLOR \(variables) '\(PackagePaths.explore.path)' \(arguments) 2>'\(path)/err'; echo \"EXIT=$?\"; sleep 600"
        }

        func run(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
            try await Subprocess.runOffPool([PackagePaths.explore.path] + arguments, environment: environment)
        }
    }

    /// Starts `arguments`, stars the entry `down` rows below the first, and quits.
    func star(_ home: Home, _ arguments: String, down: Int, waitFor first: String, named: String) async throws {
        let tmux = try TmuxSession(command: home.command(arguments))
        try await tmux.wait("the list of \(arguments)") { $0.contains(first) }
        for _ in 0..<down { try tmux.keys("j") }
        try await tmux.wait("\(named) selected") { screen in screen.split(separator: "\n").first?.contains(named) == true }
        try tmux.keys("f")
        // The title's star stays; the 4-second notice beside it a busy run can let pass unseen.
        try await tmux.wait("the star on \(named)") { $0.contains("★ \(named)") }
        try tmux.keys("q")
        try await tmux.wait("the exit") { $0.contains("EXIT=0") }
    }

    @Test("Acceptance 3: f on Pikachu, a recipe and a place; after a restart F lists all three and opens each")
    func favouritesAcrossRuns() async throws {
        let home = try Home()
        try await star(home, "pokemon --demo", down: 4, waitFor: "Bulbasaur", named: "Pikachu")
        try await star(home, "meals --demo", down: 1, waitFor: "Crème brûlée", named: "Lemon Drizzle Cake")
        try await star(home, "places --demo", down: 2, waitFor: "L’Heure du Café", named: "Café des Quais")

        // The demo keeps its stars apart from the user's: `favourites --demo` lists them, and
        // the user's own list stays empty.
        #expect(try await home.run(["favourites"]).output.isEmpty)
        let listed = try await home.run(["favourites", "--demo"])
        #expect(listed.status == 0)
        let lines = listed.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first == "pokemon\tpokemon/25\tPikachu")
        #expect(lines.dropFirst().first?.hasPrefix("meals\tmeal/") == true && lines.dropFirst().first?.hasSuffix("\tLemon Drizzle Cake") == true)
        #expect(lines.last?.hasPrefix("places\tplace/") == true && lines.last?.hasSuffix("\tCafé des Quais") == true)
        let titles = lines.map { String($0.split(separator: "\t").last ?? "") }

        let tmux = try TmuxSession(command: home.command("pokemon --demo"))
        try await tmux.wait("the list") { $0.contains("★#025 Pikachu") }
        try tmux.keys("F")
        try await tmux.wait("three favourites") { screen in titles.allSatisfy(screen.contains) && screen.contains("┌ Favourites") }
        for (index, title) in titles.enumerated() {
            if index > 0 { try tmux.keys("j") }
            try tmux.keys("Enter")
            let opened = try await tmux.wait("\(title) opened") { screen in
                let top = screen.split(separator: "\n").first ?? ""
                return top.contains("Favourites ›") && top.contains(title) && top.contains("★")
            }
            #expect(!opened.contains("Couldn't"), "\(opened)")
            try tmux.keys("Escape")
            try await tmux.wait("back on the favourites") { $0.contains("┌ Favourites") }
        }
        try tmux.keys("q")
        try await tmux.wait("the exit") { $0.contains("EXIT=0") }

        let json = try await home.run(["favourites", "--json", "--demo"])
        let decoded = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(decoded?["version"] as? Int == 1)
        #expect((decoded?["favourites"] as? [[String: String]])?.map { $0["title"] ?? "" } == titles)
    }

    @Test("Acceptance 4: theme = light, mouse = false and bind quit = Q take effect; a bad line starts with one warning naming it")
    func configTakesEffect() async throws {
        let home = try Home()
        try home.writeConfig("# settings\ntheme = light\nmouse = false\nbind quit = Q\nthis line is broken\n")
        let tmux = try TmuxSession(command: home.command("pokemon --demo"))
        let screen = try await tmux.wait("the list with Q as quit") { $0.contains("Bulbasaur") && $0.contains("Q quit") }
        #expect(!screen.contains("q quit"))
        let warning = try String(contentsOfFile: home.path + "/err", encoding: .utf8)
        #expect(warning == "explore: warning: ~/config/explore/config line 5: not 'key = value', skipped\n")
        // Light: a detail heading is blue, not cyan; nothing is yellow.
        for _ in 0..<4 { try tmux.keys("j") }
        try await tmux.wait("Pikachu's detail") { $0.split(separator: "\n").first?.contains("Pikachu") == true && $0.contains("Static") }
        let colours = try tmux.command("capture-pane", "-e", "-p").output
        let codes = Set(colours.split(separator: "\u{1B}").compactMap { $0.split(separator: "m").first.map { String($0) } })
        #expect(codes.contains("[34"), "codes: \(codes.sorted())")
        #expect(!codes.contains("[36") && !codes.contains("[33"), "codes: \(codes.sorted())")
        try tmux.keys("q")
        try await Task.sleep(for: .milliseconds(300))
        #expect(try tmux.screen().contains("Bulbasaur"), "q quit although bound elsewhere")
        try tmux.keys("Q")
        try await tmux.wait("the exit") { $0.contains("EXIT=0") }
    }

    @Test("default_catalog opens that catalog when none is named, with no warning; F opens the favourites from there")
    func defaultCatalog() async throws {
        let home = try Home()
        try home.writeConfig("default_catalog = meals\n")
        let tmux = try TmuxSession(command: home.command("--demo"))
        try await tmux.wait("the recipes") { $0.contains("Crème brûlée") }
        try tmux.keys("F")
        try await tmux.wait("the empty favourites") { $0.contains("No favourites yet") }
        try tmux.keys("q")
        try await tmux.wait("the exit") { $0.contains("EXIT=0") }
        #expect(try String(contentsOfFile: home.path + "/err", encoding: .utf8).isEmpty)
    }

    @Test("explore config path and check: the file, ok, or each problem with its line (exit 1)")
    func configCommands() async throws {
        let home = try Home()
        #expect(try await home.run(["config", "path"]).output == home.path + "/config/explore/config\n")
        #expect(try await home.run(["config", "check"]).status == 0)
        try home.writeConfig("theme = light\nbind quit = Q\n")
        let ok = try await home.run(["config", "check"])
        #expect(ok.status == 0 && ok.output.hasSuffix(": ok\n"))
        try home.writeConfig("theme = sepia\nbind quit = j\nbind jump = x\nmouse = false\n")
        let bad = try await home.run(["config", "check"])
        #expect(bad.status == 1)
        let problems = bad.error.split(separator: "\n").map { $0.replacingOccurrences(of: home.path + "/config/explore/config", with: "FILE") }
        #expect(
            problems == [
                "FILE:1: theme is dark, light or auto, not 'sepia'", "FILE:2: j already does 'move_down' (list)",
                "FILE:3: unknown action 'jump'; actions: " + (KeyActions.names.map(\.name) + Self.catalogActions).joined(separator: ", ") + ", filter_ID",
            ])
    }

    // (`explore pokemon --json` into a pipe is its list as JSON: CatalogPipeOptionsTests.)
    @Test("Bad uses of the new arguments exit 64", arguments: [["--theme", "sepia"], ["config"], ["config", "show"], ["favourites", "extra"]])
    func badArguments(arguments: [String]) async throws {
        let home = try Home()
        #expect(try await home.run(arguments).status == 64)
    }

    @Test("--help and the README name every setting and bindable action")
    func documented() async throws {
        let help = try await Subprocess.runOffPool([PackagePaths.explore.path, "--help"]).output
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
        let settings = [
            "theme", "mouse", "pictures", "default_catalog", "places_near", "pokeapi_url", "mealdb_url", "geoapify_url", "bind", "--theme", "favourites",
            "config check",
        ]
        for word in settings + KeyActions.names.map(\.name) {
            #expect(help.contains(word), "--help lacks \(word)")
            #expect(readme.contains(word), "README lacks \(word)")
        }
    }
}
