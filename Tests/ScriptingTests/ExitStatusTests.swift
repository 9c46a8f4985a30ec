import Foundation
import Testing
import TestSupport

extension ScriptingProcesses {
    /// The documented exit statuses, each from the real binary against the loopback server,
    /// with the failure said in one line on standard error and nothing on standard output.
    @Suite("Exit statuses", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    struct ExitStatusTests {
        func run(_ arguments: [String], faults: String? = nil, stopped: Bool = false, extra: [String: String] = [:]) async throws -> (
            status: Int32, output: String, error: String
        ) {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            if let faults { try await server.addFaults(faults) }
            let servers = CorpusServer.servers(server)
            if stopped { server.stop() }
            let command = try Command()
            defer { command.remove() }
            return try await command.run(arguments + servers, extra: extra)
        }

        func expectOneLine(_ result: (status: Int32, output: String, error: String), sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(result.output.isEmpty, "stdout: \(result.output)", sourceLocation: sourceLocation)
            #expect(result.error.hasPrefix("explore: ") && result.error.hasSuffix("\n"), sourceLocation: sourceLocation)
            #expect(result.error.dropLast().split(separator: "\n").count == 1, "stderr: \(result.error)", sourceLocation: sourceLocation)
        }

        @Test("A Pokémon that does not exist: 1, in the interface's words")
        func nothingFound() async throws {
            let result = try await run(["pokemon", "show", "nosuchmon"])
            #expect(result.status == 1)
            #expect(result.error == "explore: Not found: no Pokémon is called “nosuchmon”.\n", "\(result.error)")
            #expect(result.output.isEmpty)
        }

        @Test(
            "A name with nothing to ask for: 1 and no request (the API's address would name the whole list)",
            arguments: [["pokemon", "show", ""], ["pokemon", "show", " "], ["pokemon", "show", "-"], ["meals", "show", " "]])
        func emptyName(_ arguments: [String]) async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(arguments + CorpusServer.servers(server))
            #expect(result.status == 1, "stderr: \(result.error)")
            #expect(result.output.isEmpty)
            #expect(server.requestedPaths().isEmpty)
            // Said in one line, never silent.
            #expect(result.error.hasPrefix("explore: "), "stderr: \(result.error)")
        }

        @Test("A number as the list shows it, with its zeros: 025 is Pikachu")
        func paddedNumber() async throws {
            let result = try await run(["pokemon", "show", "025", "--format", "tsv"])
            #expect(result.status == 0, "stderr: \(result.error)")
            #expect(result.output.split(separator: "\n").dropFirst().first?.hasPrefix("pokemon\t25\tpikachu\t") == true)
        }

        @Test("A search that matches nothing: 1, with nothing on stderr")
        func emptySearch() async throws {
            let result = try await run(["pokemon", "search", "zzzzzz", "--format", "tsv"])
            #expect(result.status == 1)
            #expect(result.output == "id\tname\ttitle\turl\n")
        }

        @Test("Server down: 69 (the retries' notices go to stderr before the one line)")
        func serverDown() async throws {
            let result = try await run(["pokemon", "show", "pikachu"], stopped: true)
            #expect(result.status == 69)
            #expect(result.output.isEmpty)
            #expect(result.error.split(separator: "\n").last == "explore: Can't reach the server. Check the network connection and try again.")
        }

        @Test("A server error after the retries: 69")
        func serverError() async throws {
            let result = try await run(["pokemon", "show", "pikachu"], faults: #"[{"match": "/pokemon/", "action": "status", "status": 503}]"#)
            #expect(result.status == 69)
            #expect(result.output.isEmpty)
        }

        @Test("A body that is not the API's JSON: 65")
        func garbage() async throws {
            let result = try await run(
                ["pokemon", "show", "pikachu"], faults: #"[{"match": "/pokemon/", "action": "body", "status": 200, "body": "<html>not json"}]"#)
            #expect(result.status == 65)
            expectOneLine(result)
        }

        @Test("--timeout 1 against a server that never answers: 75")
        func timeout() async throws {
            let result = try await run(["pokemon", "show", "pikachu", "--timeout", "1"], faults: #"[{"match": "/pokemon", "action": "hang"}]"#)
            #expect(result.status == 75)
            #expect(result.output.isEmpty)
            #expect(result.error.split(separator: "\n").last?.hasPrefix("explore: ") == true)
        }

        @Test("Rate limited (429, after the retries): 75")
        func rateLimited() async throws {
            let result = try await run(["pokemon", "show", "pikachu"], faults: #"[{"match": "/pokemon/", "action": "status", "status": 429}]"#)
            #expect(result.status == 75)
        }

        @Test("Places without a Geoapify key: 77, one line naming how to set it, no request")
        func missingKey() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(
                ["places", "list", "--near", "48.8566,2.3522", "--category", "catering.cafe", "--json"] + CorpusServer.servers(server))
            #expect(result.status == 77)
            expectOneLine(result)
            #expect(result.error.contains("GEOAPIFY_API_KEY"))
            #expect(server.requestedPaths().isEmpty)
        }

        @Test("A Geoapify key the server rejects: 77, and the key shown nowhere")
        func rejectedKey() async throws {
            let result = try await run(
                ["places", "list", "--json"],
                faults: #"[{"match": "/v2/places", "action": "status", "status": 401, "body": "{\"error\":\"Invalid apiKey\"}"}]"#,
                extra: ["GEOAPIFY_API_KEY": "secret-key-4242"])
            #expect(result.status == 77)
            expectOneLine(result)
            #expect(!result.error.contains("secret-key-4242"))
        }

        @Test(
            "Bad usage: 64, one line",
            arguments: [
                ["pokemon", "show"], ["pokemon", "show", "a", "b"], ["pokemon", "list", "--limit", "0"], ["pokemon", "list", "--limit", "0x10"],
                ["pokemon", "list", "--format", "xml"], ["pokemon", "list", "extra"], ["pokemon", "list", "--frobnicate"],
                ["meals", "list", "--category", "Dessert", "--area", "Italian"], ["pokemon", "list", "--category", "x"],
                ["completions", "tcsh"], ["help", "nonsense"], ["pokemon", "list", "--generation"],
            ])
        func badUsage(arguments: [String]) async throws {
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(arguments)
            #expect(result.status == 64, "stderr: \(result.error)")
            expectOneLine(result)
        }
    }
}
