import Foundation
import Testing
import TestSupport

extension ScriptingProcesses {
    /// Scripts print the English names the cache holds, the slug-made label otherwise, the
    /// API's name always; `--names` fetches the missing ones first.
    @Suite("English names in scripts", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    struct NamesOptionTests {
        @Test("list: a cold cache prints Nidoran F beside nidoran-f; --names fetches Nidoran♀, which the next run reads from the cache")
        func listNames() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let arguments = ["pokemon", "list", "--offset", "28", "--limit", "3", "--format", "tsv"] + CorpusServer.servers(server)
            let cold = try await command.run(arguments)
            #expect(cold.status == 0)
            #expect(cold.output.contains("29\tnidoran-f\tNidoran F"), "\(cold.output)")
            #expect(!server.requestedPaths().contains { $0.contains("pokemon-species") })

            let named = try await command.run(arguments + ["--names"])
            #expect(named.output.contains("29\tnidoran-f\tNidoran♀"), "\(named.output)")
            #expect(server.requestedPaths().filter { $0.contains("pokemon-species") }.count == 3)

            let warm = try await command.run(arguments)
            #expect(warm.output == named.output)
            #expect(server.requestedPaths().filter { $0.contains("pokemon-species") }.count == 3)
        }

        @Test("list --names says how far it has got on standard error, a step of 50 rows at a time")
        func progress() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["pokemon", "list", "--limit", "60", "--names", "--format", "tsv"] + CorpusServer.servers(server))
            #expect(result.status == 0)
            #expect(result.error.contains("names: 50 of 60") && result.error.contains("names: 60 of 60"), "\(result.error)")
            #expect(result.output.contains("\tNidoran♀"))
        }
    }
}
