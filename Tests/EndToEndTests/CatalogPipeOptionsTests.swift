import Foundation
import Testing
import TestSupport

/// Into a pipe a catalog is its list: the list's own options work there too.
@Suite("A catalog into a pipe takes the list's options")
struct CatalogPipeOptionsTests {
    @Test("explore pokemon --format tsv and --json into a pipe list, as explore pokemon list does")
    func listOptions() async throws {
        let explore = PackagePaths.explore.path
        let tsv = try await run([explore, "pokemon", "--demo", "--format", "tsv"])
        #expect(tsv.status == 0, "\(tsv.error)")
        #expect(tsv.output == (try await run([explore, "pokemon", "list", "--demo", "--format", "tsv"])).output)
        #expect(tsv.output.hasPrefix("id\tname\ttitle\turl\n1\tbulbasaur\tBulbasaur\t\n"))
        #expect(try await run([explore, "pokemon", "--json", "--demo"]).output.hasPrefix("[\n  {\"schema\":1,\"kind\":\"pokemon\""))
        let json = try await run([explore, "meals", "--demo", "--json"])
        #expect(json.status == 0 && json.output.hasPrefix("["), "\(json.error)")
        let wrong = try await run([explore, "pokemon", "--demo", "--no-such-option"])
        #expect(wrong.status == 64 && wrong.error.contains("--no-such-option"))
    }
}
