import Foundation
import Testing
import TestSupport

/// The recipes' cooking keys in tmux against the loopback server over the demo recipes'
/// folder: the pantry page (issue 29's first acceptance line), a recipe scaled and put on
/// the shopping list, and the list.
@Suite("Cooking end to end in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct CookingTmuxTests {
    @Test("Pantry chicken, garlic, lemon: the best covered first, each row with its count and what is missing; one filter.php?i= each")
    func pantry() async throws {
        let server = try await FixtureServer(root: #require(DemoFolders.meals))
        defer { server.stop() }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("explore-pantry-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        try FileManager.default.createDirectory(at: data.appendingPathComponent("explore"), withIntermediateDirectories: true)
        try Data(#"{"version": 1, "ingredients": ["Chicken", "Garlic", "Lemon"]}"#.utf8).write(to: data.appendingPathComponent("explore/pantry.json"))
        let command =
            "cd /tmp && XDG_CACHE_HOME=$(mktemp -d) XDG_DATA_HOME='\(data.path)' LANG=C.UTF-8 '\(PackagePaths.explore.path)' meals --base-url \(server.origin.absoluteString)/api/json/v1/1; echo \"EXIT=$?\"; sleep 600"
        let tmux = try TmuxSession(command: command, width: 120, height: 30)
        try await tmux.wait("the desserts") { $0.contains("Crème brûlée") }
        try tmux.keys("I")
        let page = try await tmux.wait("the pantry page") {
            $0.contains("Pantry") && $0.contains("Pasta Primavera") && $0.contains("2 of 10 — missing: penne") && $0.contains("Chana Masala")
        }
        // Best covered first: the recipe with garlic and lemon above those with garlic only.
        let rows = page.split(separator: "\n")
        let primavera = try #require(rows.firstIndex { $0.contains("Pasta Primavera") && $0.contains("2 of 10") })
        let masala = try #require(rows.firstIndex { $0.contains("Chana Masala") && $0.contains("1 of 20") })
        #expect(primavera < masala)
        #expect(page.contains("Chicken, Garlic, Lemon"))
        let filters = server.requestedPaths().filter { $0.contains("/filter.php?i=") }
        #expect(filters.sorted() == ["/api/json/v1/1/filter.php?i=chicken", "/api/json/v1/1/filter.php?i=garlic", "/api/json/v1/1/filter.php?i=lemon"])

        // The best match, scaled up and put on the shopping list, then the list.
        try tmux.keys("Enter")
        try await tmux.wait("the recipe") { $0.contains("Ingredients (10)") }
        try tmux.keys("+")
        // The notices last seconds only; the screen's lasting state is what is waited for.
        try await tmux.wait("the recipe scaled") { $0.contains("Ingredients (10, ×1½)") && $0.contains("Penne            525g") }
        try tmux.keys("b")
        try await tmux.wait("the recipe marked as on the list") { $0.contains("┌ • Pasta Primavera") && $0.contains("│ • Pasta Primavera") }
        try tmux.keys("L")
        try await tmux.wait("the shopping list") { $0.contains("Shopping list") && $0.contains("Asparagus") && $0.contains("×1½") }
        try tmux.keys("q")
        try await tmux.wait("the shell") { $0.contains("EXIT=0") }
        let list = try String(contentsOf: data.appendingPathComponent("explore/shopping.json"), encoding: .utf8)
        #expect(list.contains("\"scale\" : 1.5"))
    }
}
