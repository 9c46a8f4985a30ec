import Foundation
import Testing
import TestSupport

extension ScriptingProcesses {
    /// The commands' output is data for scripts: TSV headers are the JSON keys, places carry
    /// numbers and address parts, an empty type says so.
    @Suite("Data fields", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    struct DataFieldsTests {
        @Test("show pikachu --format tsv: snake case ASCII headers, each a JSON key or a dotted path into one")
        func tsvHeadersAreJSONKeys() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let tsv = try await command.run(["pokemon", "show", "pikachu", "--format", "tsv"] + CorpusServer.servers(server))
            let json = try await command.run(["pokemon", "show", "pikachu", "--json"] + CorpusServer.servers(server))
            #expect(tsv.status == 0 && json.status == 0, "stderr: \(tsv.error) \(json.error)")
            let lines = tsv.output.split(separator: "\n", omittingEmptySubsequences: false)
            let header = lines[0].split(separator: "\t").map(String.init)
            let values = lines[1].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            #expect(header.count == values.count)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            for name in header {
                #expect(name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_" || $0 == ".") }, "\(name)")
                let top = String(name.split(separator: ".")[0])
                #expect(object[top] != nil, "\(name) is not under a JSON key")
            }
            let row = Dictionary(uniqueKeysWithValues: zip(header, values))
            #expect(row["kind"] == "pokemon" && row["id"] == "25" && row["name"] == "pikachu")
            #expect(row["stats.speed"] == "90" && row["stats.special_attack"] == "50")
            #expect(row["abilities.name"] == "static;lightning-rod" && row["abilities.hidden"] == "false;true")
            #expect(row["types"] == "electric")
            #expect(!header.contains("sections"), "the display document stays for JSON")
        }

        @Test("places list --demo: rows carry numeric distance_m, bearing, lat, lon and the address parts; TSV has them as columns")
        func placeFields() async throws {
            let command = try Command()
            defer { command.remove() }
            let json = try await command.run(["places", "list", "--json", "--demo", "--limit", "3"])
            #expect(json.status == 0, "stderr: \(json.error)")
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
            #expect(rows.count == 3)
            for row in rows {
                #expect(row["distance_m"] is Int && row["lat"] is Double && row["lon"] is Double, "\(row)")
                let bearing = try #require(row["bearing"] as? [String: Any])
                #expect((bearing["point"] as? String)?.isEmpty == false && (0..<360).contains(bearing["degrees"] as? Int ?? -1))
                #expect(row["street"] is String && row["city"] is String && row["categories"] is [String])
            }
            let tsv = try await command.run(["places", "list", "--format", "tsv", "--demo", "--limit", "3"])
            let lines = tsv.output.split(separator: "\n")
            let header = lines[0].split(separator: "\t").map(String.init)
            for key in [
                "distance_m", "bearing.point", "bearing.degrees", "lat", "lon", "street", "housenumber", "postcode", "city", "country", "categories",
                "opening_hours", "website", "phone",
            ] {
                #expect(header.contains(key), "\(key) in \(header)")
            }
            let first = Dictionary(uniqueKeysWithValues: zip(header, lines[1].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)))
            #expect(Int(first["distance_m"] ?? "") == rows[0]["distance_m"] as? Int)
            #expect(Double(first["lat"] ?? "") == rows[0]["lat"] as? Double)
        }

        @Test("A recipe list row has its category, known from the filter when the answer omits it")
        func recipeFields() async throws {
            let command = try Command()
            defer { command.remove() }
            let json = try await command.run(["meals", "list", "--category", "Dessert", "--json", "--demo"])
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
            #expect(!rows.isEmpty && rows.allSatisfy { $0["category"] as? String == "Dessert" && $0.keys.contains("area") })
        }

        @Test("list --type stellar, shadow, unknown: the type has no Pokémon (1), not no such type", arguments: ["stellar", "shadow", "unknown"])
        func emptyType(name: String) async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["pokemon", "list", "--type", name] + CorpusServer.servers(server))
            #expect(result.status == 1)
            #expect(result.output.isEmpty)
            #expect(result.error == "explore: the type \(name.prefix(1).uppercased() + name.dropFirst()) has no Pokémon\n", "\(result.error)")
        }

        @Test("show type/electric --json: damage_relations with the six lists, and its Pokémon")
        func showType() async throws {
            let object = try await Self.json(["pokemon", "show", "type/electric"])
            #expect(object["kind"] as? String == "type" && object["id"] as? Int == 13 && object["name"] as? String == "electric")
            let relations = try #require(object["damage_relations"] as? [String: [String]])
            #expect(relations.count == 6)
            #expect(relations["double_damage_to"] == ["flying", "water"] && relations["no_damage_to"] == ["ground"])
            #expect(relations["double_damage_from"] == ["ground"])
            let pokemon = try #require(object["pokemon"] as? [[String: Any]])
            #expect(pokemon.contains { $0["name"] as? String == "pikachu" && $0["id"] as? Int == 25 })
        }

        @Test("show move/thunderbolt --format tsv: power 90, accuracy 100, from the move's record")
        func showMoveTSV() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["pokemon", "show", "move/thunderbolt", "--format", "tsv"] + CorpusServer.servers(server))
            #expect(result.status == 0, "stderr: \(result.error)")
            let lines = result.output.split(separator: "\n")
            let row = Dictionary(
                uniqueKeysWithValues: zip(
                    lines[0].split(separator: "\t").map(String.init),
                    lines[1].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)))
            #expect(row["kind"] == "move" && row["id"] == "85" && row["name"] == "thunderbolt")
            #expect(row["power"] == "90" && row["accuracy"] == "100" && row["pp"] == "15")
            #expect(row["type"] == "electric" && row["damage_class"] == "special")
            #expect(row["effect"]?.contains("paraly") == true)
        }

        @Test("show ability/static, generation/1, egg-group/1: their records")
        func showOtherKinds() async throws {
            let ability = try await Self.json(["pokemon", "show", "ability/static"])
            #expect(ability["kind"] as? String == "ability" && ability["id"] as? Int == 9)
            #expect((ability["effect"] as? String)?.isEmpty == false)
            #expect((ability["pokemon"] as? [[String: Any]])?.contains { $0["name"] as? String == "pikachu" && $0["hidden"] as? Bool == false } == true)
            let generation = try await Self.json(["pokemon", "show", "generation/1"])
            #expect(generation["main_region"] as? String == "kanto" && (generation["pokemon_species"] as? [Any])?.count == 151)
            let group = try await Self.json(["pokemon", "show", "egg-group/1"])
            #expect(group["kind"] as? String == "egg-group" && (group["pokemon_species"] as? [Any])?.isEmpty == false)
        }

        @Test("meals show ingredient/garlic, category/Dessert, area/Italian: the recipes of each")
        func showMealKinds() async throws {
            let garlic = try await Self.json(["meals", "show", "ingredient/garlic"])
            #expect(garlic["kind"] as? String == "ingredient" && garlic["name"] as? String == "Garlic")
            let recipes = try #require(garlic["recipes"] as? [[String: Any]])
            #expect(recipes.contains { $0["id"] as? String == "52771" && $0["name"] as? String == "Spicy Arrabiata Penne" })
            let dessert = try await Self.json(["meals", "show", "category/Dessert"])
            #expect(dessert["kind"] as? String == "category" && (dessert["recipes"] as? [Any])?.count == 64)
            let italian = try await Self.json(["meals", "show", "area/Italian"])
            #expect(italian["kind"] as? String == "area" && (italian["recipes"] as? [Any])?.isEmpty == false)
        }

        @Test("places show category/catering.cafe --demo: centre, radius and the places with their data")
        func showPlaceCategory() async throws {
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["places", "show", "category/catering.cafe", "--demo", "--json"])
            #expect(result.status == 0, "stderr: \(result.error)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            #expect(object["kind"] as? String == "category" && object["category"] as? String == "catering.cafe")
            let places = try #require(object["places"] as? [[String: Any]])
            #expect(!places.isEmpty && places.allSatisfy { $0["distance_m"] is Int && $0["lat"] is Double })
        }

        @Test("list type/electric is list --type electric; meals list ingredient/garlic is --ingredient garlic")
        func listKind() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let byKind = try await command.run(["pokemon", "list", "type/electric", "--format", "tsv"] + CorpusServer.servers(server))
            let byOption = try await command.run(
                ["pokemon", "list", "--type", "electric", "--limit", "1000", "--format", "tsv"] + CorpusServer.servers(server))
            #expect(byKind.status == 0 && byOption.status == 0, "stderr: \(byKind.error) \(byOption.error)")
            #expect(byKind.output == byOption.output && byKind.output.contains("\n25\tpikachu\t"))
            let garlic = try await command.run(["meals", "list", "ingredient/garlic", "--format", "tsv"] + CorpusServer.servers(server))
            let option = try await command.run(["meals", "list", "--ingredient", "garlic", "--format", "tsv"] + CorpusServer.servers(server))
            #expect(garlic.status == 0 && garlic.output == option.output && garlic.output.contains("52771\tSpicy Arrabiata Penne"))
            let bogus = try await command.run(["pokemon", "list", "berry/cheri"] + CorpusServer.servers(server))
            #expect(bogus.status == 64 && bogus.error.contains("KIND/ID") && bogus.output.isEmpty)
        }

        /// `arguments` against the corpus as JSON: exit 0, one object.
        static func json(_ arguments: [String]) async throws -> [String: Any] {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(arguments + ["--json"] + CorpusServer.servers(server))
            #expect(result.status == 0, "\(arguments): \(result.error)")
            return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        }
    }
}
