import Foundation
import Testing
import TestSupport

/// Issue 28's first acceptance line through the real binary: `p` on Charizard, Gyarados and
/// Pikachu, then `P`: the team's page with who is ×4 weak to what and what the team cannot
/// hit super-effectively; after a restart `P` shows the same team.
@Suite(
    "Teams end to end in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"),
    .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct TeamTmuxTests {
    /// The interface on `server`, its data, config and cache folders in `home`.
    func command(_ home: URL, _ server: FixtureServer) -> String {
        "cd /tmp && env -u NO_COLOR XDG_CONFIG_HOME='\(home.path)/config' XDG_DATA_HOME='\(home.path)/data' XDG_CACHE_HOME='\(home.path)/cache' "
            + "LANG=C.UTF-8 '\(PackagePaths.explore.path)' pokemon --base-url \(server.origin.absoluteString)/api/v2 --no-images; echo \"EXIT=$?\"; sleep 600"
    }

    /// The team's list holds the three, marked as members, in the order they were added.
    static func listsTheThree(_ screen: String) -> Bool {
        let rows = ["#006 ◓ Charizard", "#130 ◓ Gyarados", "#025 ◓ Pikachu"].compactMap { screen.range(of: $0)?.lowerBound }
        return rows.count == 3 && rows == rows.sorted()
    }

    /// Finds `name` with the search bar and presses `p` on it.
    func add(_ name: String, title: String, count: Int, in tmux: TmuxSession) async throws {
        try tmux.keys("/")
        try tmux.literal(name)
        // The best match is selected: the Pokémon itself, its forms after it.
        try await tmux.wait("\(title) in the results") { $0.contains("matching “\(name)”") && $0.contains(title) }
        try tmux.keys("Enter")
        try tmux.keys("p")
        // The notice lasts 3 s, which a busy full run can let pass unseen; the row's mark stays.
        try await tmux.wait("\(title) added") { $0.contains("Added \(title) to team main (\(count)/6)") || $0.contains("◓ \(title)") }
        try tmux.keys("Escape")
        try await tmux.wait("the search cleared") { !$0.contains("matching") }
    }

    @Test("Acceptance 1: p on three, P shows Charizard ×4 Rock and Gyarados ×4 Electric and what the team cannot hit; a restart keeps it")
    func teamAcrossRestart() async throws {
        let server = try await FixtureServer(root: #require(Corpus.root).appendingPathComponent("pokeapi"), overlay: PokemonExtras.folder)
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-team-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var tmux = try TmuxSession(command: command(home, server))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        try await add("charizard", title: "Charizard", count: 1, in: tmux)
        try await add("gyarados", title: "Gyarados", count: 2, in: tmux)
        try await add("pikachu", title: "Pikachu", count: 3, in: tmux)
        try tmux.keys("P")
        let team = try await tmux.wait("the team's page") { $0.contains("Defensive coverage") && Self.listsTheThree($0) }
        #expect(team.contains("Rock      2 weak (Charizard ×4, Gyarados ×2)"))
        #expect(team.contains("Electric  2 weak (Gyarados ×4, Charizard ×2)"))
        // The offensive coverage is further down the document.
        try tmux.keys("Tab")
        try tmux.keys("End")
        try await tmux.wait("what the team cannot hit") { $0.contains("Cannot hit ×2") && $0.contains("Normal, Poison, Ghost, Electric,") }
        try tmux.keys("q")
        try await tmux.wait("the exit") { $0.contains("EXIT=0") }

        tmux = try TmuxSession(command: command(home, server))
        // The rows mark the members the file holds from the first frame on.
        try await tmux.wait("the list again, Charizard marked") { $0.contains("Bulbasaur") && $0.contains("#006 ◓ Charizard") }
        try tmux.keys("P")
        let again = try await tmux.wait("the team after the restart") { $0.contains("Defensive coverage") && Self.listsTheThree($0) }
        #expect(again.contains("3 of 6"))
        try tmux.keys("q")
        try await tmux.wait("the second exit") { $0.contains("EXIT=0") }
    }
}
