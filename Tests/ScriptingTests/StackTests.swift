import Foundation
import Testing
import TestSupport

extension ScriptingProcesses {
    /// The commands on the interface's network stack: the disk cache, `--offline`, `--demo`,
    /// `--log-file` and the three catalogs against the loopback server.
    @Suite("Commands on the same stack", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    struct StackTests {
        @Test("A second show of the same Pokémon is served from the cache: no request")
        func secondShowFromCache() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let first = try await command.run(["pokemon", "show", "pikachu", "--json"] + CorpusServer.servers(server))
            let asked = server.requestedPaths()
            #expect(first.status == 0 && asked.count == 5, "pokemon, species, evolution chain, type, encounters: \(asked)")
            let second = try await command.run(["pokemon", "show", "pikachu", "--json"] + CorpusServer.servers(server))
            #expect(second.status == 0)
            #expect(second.output == first.output)
            // Only the encounters, which the corpus lacks: a 404 is not stored.
            #expect(server.requestedPaths().filter { !$0.hasSuffix("/encounters") } == asked.filter { !$0.hasSuffix("/encounters") })
        }

        @Test("A cold show is two round trips: the Pokémon and its species at once, then its chain, type and encounters")
        func twoRoundTrips() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            // Slow answers, so that two requests sent together are surely in the server together.
            try await server.addFaults(#"[{"match": "/api/v2/pokemon", "action": "delay", "delay_ms": 300}]"#)
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["pokemon", "show", "pikachu", "--format", "tsv"] + CorpusServer.servers(server))
            #expect(result.status == 0)
            let stats = try await server.stats()
            // The pokemon and its species in parallel over plain HTTP/1.1; then the chain, the
            // type and the encounters (only the encounters are slow, so 2 or 3 overlap).
            #expect([2, 3].contains(stats["max_inflight"] as? Int ?? 0), "pokemon and pokemon-species in parallel over plain HTTP/1.1")
            let paths = server.requestedPaths()
            #expect(Set(paths.prefix(2)) == ["/api/v2/pokemon/pikachu/", "/api/v2/pokemon-species/pikachu/"], "\(paths)")
            #expect(paths.count == 5)
            // Then the chain, the type and the encounters together: the second round trip.
            let second = server.requestedPaths().suffix(3).map {
                $0.contains("/encounters") ? "encounters" : $0.split(separator: "/").dropLast().joined(separator: "/")
            }
            #expect(Set(second) == ["api/v2/evolution-chain", "api/v2/type", "encounters"])
        }

        @Test("--offline answers from the cache with the server gone, and says what it never loaded")
        func offline() async throws {
            let server = try await CorpusServer.start()
            let command = try Command()
            defer { command.remove() }
            let servers = CorpusServer.servers(server)
            let online = try await command.run(["pokemon", "show", "pikachu"] + servers)
            server.stop()
            let offline = try await command.run(["pokemon", "show", "pikachu", "--offline"] + servers)
            #expect(offline.status == 0 && offline.output == online.output)
            let missing = try await command.run(["pokemon", "show", "raichu", "--offline"] + servers)
            #expect(missing.status == 69)
            #expect(missing.output.isEmpty && missing.error.hasPrefix("explore: ") && missing.error.split(separator: "\n").count == 1)
        }

        @Test("--demo needs no server")
        func demo() async throws {
            let command = try Command()
            defer { command.remove() }
            let pokemon = try await command.run(["pokemon", "show", "pikachu", "--demo", "--json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(pokemon.output.utf8)) as? [String: Any])
            #expect(object["id"] as? Int == 25)
            #expect(object["url"] is NSNull, "no API address for demo data")
            let meals = try await command.run(["meals", "list", "--category", "Dessert", "--demo", "--format", "tsv"])
            #expect(meals.status == 0 && meals.output.hasPrefix("id\tname\tsubtitle\tcolumns\tcategory\tarea\turl\n"))
            let places = try await command.run(["places", "list", "--demo", "--limit", "3", "--format", "tsv"])
            #expect(places.status == 0 && places.output.split(separator: "\n").count == 4, "stderr: \(places.error)")
        }

        @Test("meals search alfredo --json against the loopback server")
        func mealSearch() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["meals", "search", "alfredo", "--json"] + CorpusServer.servers(server))
            #expect(result.status == 0, "stderr: \(result.error)")
            let list = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
            #expect(list.map { $0["name"] as? String } == ["Chicken Alfredo Primavera"])
            #expect(list.first?["id"] as? String == "52796")
        }

        @Test("meals list --category Dessert --format tsv: the header and the category's 64 recipes")
        func mealCategory() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["meals", "list", "--category", "Dessert", "--format", "tsv"] + CorpusServer.servers(server))
            #expect(result.status == 0, "stderr: \(result.error)")
            let lines = result.output.split(separator: "\n")
            #expect(lines.count == 65 && lines.first == "id\tname\tsubtitle\tcolumns\tcategory\tarea\turl")
            #expect(server.requestedPaths().contains { $0.contains("filter.php?c=Dessert") })
        }

        @Test("places list --near … --category … --json with a key; the key is in no output or log")
        func placesList() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let log = command.home.appendingPathComponent("requests.log").path
            let result = try await command.run(
                ["places", "list", "--near", "48.8566,2.3522", "--category", "catering.cafe", "--json", "--log-file", log] + CorpusServer.servers(server),
                extra: ["GEOAPIFY_API_KEY": "secret-key-4242"])
            #expect(result.status == 0, "stderr: \(result.error)")
            let list = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
            #expect(list.map { $0["id"] as? String } == ["51test0001", "51test0002"])
            #expect(list.first?["name"] as? String == "Café du Test")
            #expect(list.first?["url"] as? String == server.origin.absoluteString + "/v2/place-details?id=51test0001")
            #expect(!result.output.contains("secret-key-4242") && !result.error.contains("secret-key-4242"))
            let logged = try String(contentsOfFile: log, encoding: .utf8)
            #expect(logged.contains("/v2/places") && !logged.contains("secret-key-4242"))
        }

        @Test("Retries are said on stderr, the answer on stdout")
        func retryNotice() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            try await server.addFaults(#"[{"match": "/pokemon/25/", "times": 1, "action": "status", "status": 503}]"#)
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["pokemon", "show", "25", "--format", "tsv"] + CorpusServer.servers(server))
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("kind\tid\t"))
            #expect(result.error.contains("explore: retrying"))
        }
    }
}
