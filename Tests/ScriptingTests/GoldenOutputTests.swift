import Foundation
import Testing
import TestSupport

extension ScriptingProcesses {
    /// What the commands print for a few corpus entities, byte for byte, in every format:
    /// the formats are an interface for scripts, so any change shows up here.
    @Suite("Golden output", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    struct GoldenOutputTests {
        @Test(
            "A Pokémon, a recipe and a list as text, JSON, JSON lines and TSV",
            arguments: [
                // The English names fetched first; Mr. Mime below with the names a cold cache holds.
                (["pokemon", "show", "pikachu", "--names"], "pokemon-show-pikachu.txt"),
                (["pokemon", "show", "pikachu", "--json", "--names"], "pokemon-show-pikachu.json"),
                (["pokemon", "show", "25", "--format", "tsv", "--names"], "pokemon-show-pikachu.tsv"),
                (["pokemon", "show", "Mr. Mime", "--format", "jsonl"], "pokemon-show-mr-mime.jsonl"),
                (["meals", "show", "52771"], "meals-show-52771.txt"),
                (["meals", "show", "52771", "--format", "json"], "meals-show-52771.json"),
                (["meals", "show", "52771", "--format", "tsv"], "meals-show-52771.tsv"),
                (["pokemon", "list", "--offset", "24", "--limit", "3"], "pokemon-list.txt"),
                (["pokemon", "list", "--offset", "24", "--limit", "3", "--json"], "pokemon-list.json"),
                (["pokemon", "list", "--offset", "24", "--limit", "3", "--format", "tsv"], "pokemon-list.tsv"),
                (["meals", "search", "alfredo", "--format", "jsonl"], "meals-search-alfredo.jsonl"),
            ])
        func golden(arguments: [String], file: String) async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(arguments + CorpusServer.servers(server))
            #expect(result.status == 0, "stderr: \(result.error)")
            #expect(result.error.isEmpty)
            try expectGolden(result.output, file, origin: server.origin)
        }

        @Test("The JSON of Pikachu has its number, types, abilities with the hidden one marked, stats and evolution with conditions")
        func pikachuJSON() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["pokemon", "show", "pikachu", "--json"] + CorpusServer.servers(server))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            #expect(object["id"] as? Int == 25 && object["schema"] as? Int == 1 && object["name"] as? String == "pikachu")
            #expect(object["types"] as? [String] == ["electric"])
            let abilities = try #require(object["abilities"] as? [[String: Any]])
            #expect(abilities.map { $0["name"] as? String } == ["static", "lightning-rod"])
            #expect(abilities.map { $0["hidden"] as? Bool } == [false, true])
            let stats = try #require(object["stats"] as? [String: Int])
            #expect(stats["hp"] == 35 && stats["speed"] == 90 && stats.count == 6)
            let evolution = try #require(object["evolution"] as? [String: Any])
            let pikachu = try #require((evolution["children"] as? [[String: Any]])?.first)
            #expect(pikachu["label"] as? String == "Pikachu" && pikachu["current"] as? Bool == true)
            #expect((pikachu["condition"] as? String)?.contains("friendship") == true)
            #expect(object["url"] as? String == server.origin.absoluteString + "/api/v2/pokemon/25/")
        }

        @Test("TSV escapes tabs, newlines, carriage returns and backslashes, so one line is one entity")
        func tsvEscapes() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["meals", "show", "52771", "--format", "tsv"] + CorpusServer.servers(server))
            let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 3 && lines[2].isEmpty)
            let columns = lines[0].split(separator: "\t", omittingEmptySubsequences: false).count
            #expect(lines[1].split(separator: "\t", omittingEmptySubsequences: false).count == columns)
            #expect(!result.output.contains("\r"))
        }
    }
}
