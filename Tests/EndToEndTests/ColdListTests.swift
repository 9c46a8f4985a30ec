import Foundation
import Testing
import TestSupport

/// A cold `explore pokemon list` is one request: the whole index, then streamed.
@Suite("Cold list in one request", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct ColdListTests {
    @Test("Every Pokémon listed from one request to the server, by its request log")
    func oneRequest() async throws {
        let server = try await FixtureServer(root: #require(Corpus.root).appendingPathComponent("pokeapi"))
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-cold-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let log = home + "/requests.log"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let result = try await Subprocess.runOffPool(
            [
                PackagePaths.explore.path, "pokemon", "list", "--format", "tsv", "--log-file", log,
                "--pokeapi-url", server.origin.absoluteString + "/api/v2",
            ],
            environment: ["HOME": home, "PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.split(separator: "\n").count == 1_351 + 1, "a header and every Pokémon")
        let requests = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").filter { $0.contains(" GET ") }
        #expect(requests.count == 1, "\(requests)")
        #expect(requests.first?.contains("limit=100000") == true)
        // --limit and --offset slice the same one answer.
        let sliced = try await Subprocess.runOffPool(
            [
                PackagePaths.explore.path, "pokemon", "list", "--offset", "24", "--limit", "2", "--pokeapi-url",
                server.origin.absoluteString + "/api/v2",
            ], environment: ["HOME": home, "PATH": "/usr/bin:/bin"])
        #expect(sliced.output.hasPrefix("#25  Pikachu"), "\(sliced.output)")
        #expect(sliced.output.split(separator: "\n").count == 2)
    }
}
