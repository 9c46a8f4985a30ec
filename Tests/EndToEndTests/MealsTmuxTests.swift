import Foundation
import MealCatalog
import Networking
import Testing
import TestSupport

/// `explore meals` in tmux against the loopback server, which serves the built-in demo
/// recipes' folder in TheMealDB's layout (`filter.php/c=Dessert.json`, …).
@Suite("Recipes end to end in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct MealsTmuxTests {
    /// The loopback server on the demo folder, with the answers to the searches the test
    /// types (every prefix of each word) recorded from the demo client: search is computed
    /// by the demo's `queries.json`, not held as files.
    static func startServer(searches: [String]) async throws -> FixtureServer {
        var requests: [HTTPRequest] = []
        for word in searches {
            for end in word.indices { requests.append(try HTTPRequest(endpoint: MealDBEndpoint.search(String(word[...end])), baseURL: MealDemo.baseURL)) }
        }
        return try await FixtureServer(root: #require(DemoFolders.meals), overlay: await FixtureServer.record(requests, from: MealDemo.client))
    }

    func command(_ arguments: String) -> String {
        "cd /tmp && XDG_CACHE_HOME=$(mktemp -d) LANG=C.UTF-8 '\(PackagePaths.explore.path)' \(arguments); echo \"EXIT=$?\"; sleep 600"
    }

    @Test("Desserts, a recipe with ingredients and instructions, search, an error and r")
    func browse() async throws {
        let server = try await Self.startServer(searches: ["pasta"])
        defer { server.stop() }
        let tmux = try TmuxSession(command: command("meals --base-url \(server.origin.absoluteString)/api/json/v1/1"))
        try await tmux.wait("the desserts") { $0.contains("Crème brûlée") && $0.contains("Tres Leches Cake") && $0.contains("Dessert") }
        try tmux.keys("j", "Enter")
        // The whole document is drawn at once; wait for its ingredients' rows, not only their heading.
        let recipe = try await tmux.wait("a recipe") {
            $0.contains("┌ Lemon Drizzle Cake") && $0.contains("Ingredients") && $0.contains("flour")
        }
        #expect(recipe.contains("Instructions") || recipe.contains("more ↓"))
        #expect(recipe.contains("Self-raising flour") || recipe.contains("flour"))
        try tmux.keys("Escape")

        try tmux.keys("/")
        // Typed in one burst (as a fast typist would; the README gives timings for slower
        // typing): one search for the whole word, none for its prefixes.
        try tmux.literal("pasta")
        // The loaded Pastéis de Nata matches loosely at once; the server's two come below it.
        let found = try await tmux.wait("the search results") {
            $0.contains("3 matches") && $0.contains("Pastéis de Nata") && $0.contains("Pasta Primavera") && $0.contains("Pasta e Fagioli")
        }
        #expect(!found.contains("Crème brûlée"))
        let searches = server.requestedPaths().filter { $0.contains("search.php") }
        #expect(searches.count <= 2, "searches: \(searches)")
        #expect(searches.last == "/api/json/v1/1/search.php?s=pasta")
        // Esc keeps the chosen result, Pastéis de Nata, selected in the list.
        try tmux.keys("Escape")
        try await tmux.wait("the desserts again") { $0.contains("Crème brûlée") && $0.contains("┌ Pastéis de Nata") }

        try await server.addFaults(#"[{"match": "lookup.php?i=53903", "times": 3, "action": "status", "status": 500}]"#)
        try tmux.keys("k")
        try await tmux.wait("the error pane") { $0.contains("The server had a problem") && $0.contains("r retry") }
        try tmux.keys("r")
        try await tmux.wait("the recipe after retry") { $0.contains("Bramley apples") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }

    @Test("The demo works with no network")
    func demo() async throws {
        let tmux = try TmuxSession(command: command("meals --demo"))
        try await tmux.wait("the desserts") { $0.contains("Crème brûlée") }
        try tmux.keys("c")
        try await tmux.wait("the picker with its categories") { $0.contains("Choose a category") && $0.contains("Vegetarian") }
        try tmux.keys("s", "e")
        try await tmux.wait("the categories starting with Se") { $0.contains("> se") && !$0.contains("Vegetarian") }
        try tmux.keys("Enter")
        try await tmux.wait("the seafood") { $0.contains("Miso Glazed Cod") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
    }
}
