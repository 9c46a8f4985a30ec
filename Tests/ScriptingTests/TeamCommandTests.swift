import Foundation
import Testing
import TestSupport

extension ScriptingProcesses {
    /// `explore pokemon team`, `compare` and `random` with the real binary, against the
    /// corpus and the Pokémon it lacks (Tests/Support/PokemonExtras).
    @Suite("Team, compare and random commands", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    struct TeamCommandTests {
        static func server() async throws -> FixtureServer {
            try await FixtureServer(
                root: #require(Corpus.root).appendingPathComponent("pokeapi"),
                overlay: PokemonExtras.folder)
        }

        /// Runs `arguments` against `server` with the data folder in `command`'s home.
        static func run(_ command: Command, _ arguments: [String], _ server: FixtureServer) async throws -> (status: Int32, output: String, error: String) {
            try await command.run(
                arguments + ["--pokeapi-url", server.origin.absoluteString + "/api/v2"],
                extra: ["XDG_DATA_HOME": command.home.appendingPathComponent("data").path])
        }

        @Test("team add then team show --json: the same members and the coverage, byte for byte")
        func addThenShow() async throws {
            let server = try await Self.server()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let added = try await Self.run(command, ["pokemon", "team", "add", "charizard", "gyarados", "pikachu"], server)
            #expect(added.status == 0 && added.output.isEmpty)
            #expect(added.error == "explore: added Charizard, Gyarados and Pikachu to team main (3/6)\n")
            let shown = try await Self.run(command, ["pokemon", "team", "show", "--json"], server)
            #expect(shown.status == 0, "stderr: \(shown.error)")
            try expectGolden(shown.output, "pokemon-team-show.json", origin: server.origin)
            let text = try await Self.run(command, ["pokemon", "team"], server)
            try expectGolden(text.output, "pokemon-team-show.txt", origin: server.origin)
            let teams = try await Self.run(command, ["pokemon", "team", "list"], server)
            #expect(teams.output.contains("Charizard, Gyarados, Pikachu (3 of 6) · current"))
            let listed = try await Self.run(command, ["pokemon", "team", "list", "--json"], server)
            try expectGolden(listed.output, "pokemon-team-list.json", origin: server.origin)
        }

        @Test("compare --json holds the numbers the page shows")
        func compare() async throws {
            let server = try await Self.server()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let json = try await Self.run(command, ["pokemon", "compare", "charizard", "blastoise", "--json"], server)
            #expect(json.status == 0, "stderr: \(json.error)")
            try expectGolden(json.output, "pokemon-compare-charizard-blastoise.json", origin: server.origin)
            let text = try await Self.run(command, ["pokemon", "compare", "charizard", "blastoise"], server)
            #expect(text.output.contains("Sp. Atk  109 vs 85 · Charizard +24"))
            let one = try await Self.run(command, ["pokemon", "compare", "charizard"], server)
            #expect(one.status != 0 && one.error.contains("two Pokémon"))
        }

        @Test("Six instances adding at once lose nothing; a seventh member is refused and changes nothing")
        func concurrentAdds() async throws {
            let server = try await Self.server()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let names = ["bulbasaur", "charmander", "squirtle", "pikachu", "vulpix", "psyduck"]
            let results = try await withThrowingTaskGroup(of: Int32.self) { group in
                for name in names { group.addTask { try await Self.run(command, ["pokemon", "team", "add", name], server).status } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results == [0, 0, 0, 0, 0, 0])
            let file = command.home.appendingPathComponent("data/explore/teams.json")
            let before = try String(contentsOf: file, encoding: .utf8)
            for id in ["1", "4", "7", "25", "37", "54"] { #expect(before.contains("\"id\" : \"\(id)\"")) }
            let seventh = try await Self.run(command, ["pokemon", "team", "add", "charizard"], server)
            #expect(seventh.status == 64 && seventh.error.contains("Team main has 6 of 6: 1 more would make 7. Nothing was added."), "\(seventh.error)")
            #expect(try String(contentsOf: file, encoding: .utf8) == before)
            let removed = try await Self.run(command, ["pokemon", "team", "remove", "Pikachu", "7"], server)
            #expect(removed.error == "explore: removed Pikachu and Squirtle from team main (4/6)\n")
        }

        @Test("Named teams: --team changes another, use makes it current")
        func namedTeams() async throws {
            let server = try await Self.server()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            _ = try await Self.run(command, ["pokemon", "team", "add", "blastoise", "--team", "rain"], server)
            let main = try await Self.run(command, ["pokemon", "team", "show", "--json"], server)
            #expect(main.output.contains("\"members\": []"))
            let used = try await Self.run(command, ["pokemon", "team", "use", "rain"], server)
            #expect(used.error == "explore: team rain is the current team\n")
            let rain = try await Self.run(command, ["pokemon", "team", "show", "--format", "tsv"], server)
            #expect(rain.output.contains("rain\ttrue") || rain.output.contains("\train\t"))
            // Seven at once on an empty team: refused whole, and said so; one name many times is one member.
            let seven = try await Self.run(
                command,
                [
                    "pokemon", "team", "add", "bulbasaur", "charmander", "squirtle", "pikachu", "vulpix", "psyduck", "charizard",
                    "--team", "big",
                ], server)
            #expect(seven.status == 64 && seven.error.contains("Team big has 0 of 6: 7 more would make 7."), "\(seven.error)")
            let twice = try await Self.run(command, ["pokemon", "team", "add", "pikachu", "pikachu", "25", "--team", "big"], server)
            #expect(twice.error == "explore: added Pikachu to team big (1/6)\n", "\(twice.error)")
            let again = try await Self.run(command, ["pokemon", "team", "add", "pikachu", "--team", "big"], server)
            #expect(again.error == "explore: Pikachu already in team big (1/6)\n", "\(again.error)")
            let bad = try await Self.run(command, ["pokemon", "team", "dance"], server)
            #expect(bad.status != 0 && bad.error.contains("not a team command"))
        }

        @Test("random names its type by name, and says so when the server has no such type")
        func randomType() async throws {
            let server = try await Self.server()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let unknown = try await Self.run(command, ["pokemon", "random", "--type", "plasma"], server)
            #expect(unknown.status == 1 && unknown.error.contains("no type “plasma”"))
        }
    }
}
