import Foundation
import Testing
import TestSupport

/// Mistyped catalogs and commands get a suggestion, as git and gh give one; a search or a
/// list with nothing in it says so in one line.
@Suite("Did you mean, and nothing found said")
struct DidYouMeanTests {
    let explore = PackagePaths.explore.path

    @Test("explore pokemn suggests pokemon; explore mels suggests meals", arguments: [("pokemn", "pokemon"), ("mels", "meals"), ("plcaes", "places")])
    func catalog(typed: String, meant: String) async throws {
        let result = try await run([explore, typed])
        #expect(result.status == 64)
        #expect(result.error.contains("Did you mean \(meant)?"), "\(result.error)")
    }

    @Test("explore pokemon shwo pikachu suggests show")
    func command() async throws {
        let result = try await run([explore, "pokemon", "shwo", "pikachu"])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("explore: unknown command 'shwo'. Did you mean show?"), "\(result.error)")
        // Two names that are no command stay two deep links.
        #expect(try await run([explore, "pokemon", "pikachu", "raichu"]).error.contains("one deep link at a time"))
    }

    @Test("A search that matches nothing says so on stderr and exits 1")
    func emptySearch() async throws {
        let result = try await run([explore, "pokemon", "search", "zzzzzz", "--demo"])
        #expect(result.status == 1 && result.output.isEmpty)
        #expect(result.error == "explore: no Pokémon matches “zzzzzz”\n", "\(result.error)")
    }

    @Test("show pikachuu suggests Pikachu and exits 1")
    func nearestName() async throws {
        let result = try await run([explore, "pokemon", "show", "pikachuu", "--demo"])
        #expect(result.status == 1)
        #expect(result.error.contains("Did you mean Pikachu?"), "\(result.error)")
    }
}

/// Retry notices in the commands: once per attempt per request, naming what is retried.
@Suite("Retry notices name the resource")
struct RetryNoticeTests {
    @Test("Against a closed port each notice appears once and names its resource")
    func closedPort() async throws {
        let server = try await FixtureServer(root: FileManager.default.temporaryDirectory)
        let origin = server.origin.absoluteString
        server.stop()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-retry-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let result = try await Subprocess.runOffPool(
            [PackagePaths.explore.path, "pokemon", "show", "pikachu", "--pokeapi-url", origin + "/api/v2"],
            environment: ["HOME": home, "PATH": "/usr/bin:/bin"])
        #expect(result.status == 69)
        let notices = result.error.split(separator: "\n").filter { $0.contains("retrying") }.map(String.init)
        #expect(Set(notices).count == notices.count, "a notice twice: \(notices)")
        #expect(notices.contains("explore: retrying pokemon/pikachu (cannot connect, attempt 2 of 3)"), "\(notices)")
        #expect(notices.contains("explore: retrying pokemon-species/pikachu (cannot connect, attempt 3 of 3)"), "\(notices)")
    }
}

/// A deep link into a pipe does what `show` does.
@Suite("Deep links into a pipe")
struct DeepLinkPipeTests {
    @Test("explore pokemon pikachu | head -1 prints Pikachu's title and exits 0")
    func entityIntoPipe() async throws {
        let result = try await run(["/bin/sh", "-c", "'\(PackagePaths.explore.path)' pokemon pikachu --demo | head -1; exit ${PIPESTATUS:-0}"])
        #expect(result.output == "Pikachu\n", "\(result.output) \(result.error)")
        let status = try await run([PackagePaths.explore.path, "pokemon", "Nidoran F", "--demo"])
        #expect(status.status == 0 && status.output.hasPrefix("Nidoran♀\n"), "\(status.output) \(status.error)")
    }
}

/// Numbers as the list writes them.
@Suite("Pokémon numbers as the list writes them")
struct ListNumberTests {
    @Test("show #25 and show 025 are Pikachu", arguments: ["#25", "025", "#025"])
    func hashNumber(typed: String) async throws {
        let result = try await run([PackagePaths.explore.path, "pokemon", "show", typed, "--demo"])
        #expect(result.status == 0 && result.output.hasPrefix("Pikachu\n"), "\(result.output) \(result.error)")
    }
}
