import Foundation
import Testing
import TestSupport

/// The loopback server over the corpus, with TheMealDB answers the corpus implies but does not
/// hold as files, made from its recipes when the test runs (never stored): `lookup.php?i=` for
/// every recipe its searches return in full, `filter.php?i=` for each of their ingredients
/// (the recipes among them that use it), and `random.php` (the first of them).
enum CookingServer {
    static func start() async throws -> (server: FixtureServer, root: URL) {
        let corpus = try #require(Corpus.root).appendingPathComponent("mealdb/api/json/v1/1")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("explore-cooking-\(UUID().uuidString)")
        let api = root.appendingPathComponent("api/json/v1/1")
        var meals: [String: [String: Any]] = [:]
        for endpoint in ["lookup.php", "search.php"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(endpoint).path) {
                let object = try JSONSerialization.jsonObject(with: Data(contentsOf: corpus.appendingPathComponent("\(endpoint)/\(name)"))) as? [String: Any]
                for meal in object?["meals"] as? [[String: Any]] ?? [] { if let id = meal["idMeal"] as? String { meals[id] = meal } }
            }
        }
        var users: [String: [[String: Any]]] = [:]
        for id in meals.keys.sorted() {
            let meal = meals[id] ?? [:]
            try write(["meals": [meal]], to: api.appendingPathComponent("lookup.php/i=\(id).json"))
            let names = (1...20).compactMap { (meal["strIngredient\($0)"] as? String)?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            for key in Set(names.map { $0.lowercased().replacingOccurrences(of: " ", with: "_") }) {
                users[key, default: []].append(["idMeal": id, "strMeal": meal["strMeal"] ?? "", "strMealThumb": meal["strMealThumb"] ?? ""])
            }
        }
        for (key, rows) in users { try write(["meals": rows], to: api.appendingPathComponent("filter.php/i=\(key).json")) }
        if let first = meals.keys.sorted().first { try write(["meals": [meals[first] ?? [:]]], to: api.appendingPathComponent("random.php/index.json")) }
        return (try await CorpusServer.start(arguments: ["--root", root.path]), root)
    }

    private static func write(_ object: [String: Any], to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: file)
    }
}

extension ScriptingProcesses {
    /// `explore meals pantry|cook|shopping|random` and `show --scale` against the corpus's recipes.
    @Suite("Cooking commands", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    struct CookingCommandTests {
        /// Runs `body` with the cooking server and a command of its own, both removed after.
        func withCooking(_ body: (FixtureServer, Command) async throws -> Void) async throws {
            let (server, root) = try await CookingServer.start()
            defer { server.stop(); try? FileManager.default.removeItem(at: root) }
            let command = try Command()
            defer { command.remove() }
            try await body(server, command)
        }

        @Test("show --scale: Apam balik ×2 has Milk 400ml and Salt 1 tsp, ×½ Milk 100ml; a bad scale is a usage error")
        func scale() async throws {
            try await withCooking { server, command in
                let doubled = try await command.run(["meals", "show", "53049", "--scale", "2"] + CorpusServer.servers(server))
                #expect(doubled.status == 0, "stderr: \(doubled.error)")
                try expectGolden(doubled.output, "meals-show-53049-scale-2.txt", origin: server.origin)
                let halved = try await command.run(["meals", "show", "53049", "--scale", "1/2", "--json"] + CorpusServer.servers(server))
                let object = try #require(try JSONSerialization.jsonObject(with: Data(halved.output.utf8)) as? [String: Any])
                let measures = (object["ingredients"] as? [[String: String]] ?? []).reduce(into: [String: String]()) { $0[$1["name"] ?? ""] = $1["measure"] }
                #expect(measures["Milk"] == "100ml" && measures["Salt"] == "¼ tsp" && object["scale"] as? Double == 0.5)
                #expect(object["url"] as? String == server.origin.absoluteString + "/api/json/v1/1/lookup.php?i=53049")
                let bad = try await command.run(["meals", "show", "53049", "--scale", "zero"] + CorpusServer.servers(server))
                #expect(bad.status == 64 && bad.error.contains("--scale takes a number"))
                let page = try await command.run(["meals", "show", "category/Dessert", "--scale", "2"] + CorpusServer.servers(server))
                #expect(page.status == 64 && page.error.contains("--scale applies to a recipe"), "\(page.error)")
            }
        }

        @Test("Two recipes on the shopping list: one garlic line in cloves naming both, printed as Markdown, text and JSON")
        func shopping() async throws {
            try await withCooking { server, command in
                let added = try await command.run(["meals", "shopping", "add", "52771", "52807"] + CorpusServer.servers(server))
                #expect(added.status == 0 && added.output.isEmpty)
                #expect(
                    added.error
                        == "explore: added Spicy Arrabiata Penne to the shopping list (1 recipe); added Baingan Bharta to the shopping list (2 recipes)\n")
                let markdown = try await command.run(["meals", "shopping", "--format", "md"] + CorpusServer.servers(server))
                #expect(markdown.status == 0, "stderr: \(markdown.error)")
                try expectGolden(markdown.output, "meals-shopping.md")
                #expect(markdown.output.contains("- [ ] **garlic** — 9 cloves _(Spicy Arrabiata Penne, Baingan Bharta)_\n"))
                let text = try await command.run(["meals", "shopping"] + CorpusServer.servers(server))
                #expect(text.output.contains("[ ] garlic — 9 cloves (Spicy Arrabiata Penne, Baingan Bharta)\n"))
                let json = try await command.run(["meals", "shopping", "show", "--json"] + CorpusServer.servers(server))
                let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
                #expect(object["kind"] as? String == "shopping" && (object["recipes"] as? [Any])?.count == 2)
                let removed = try await command.run(["meals", "shopping", "remove", "52771"] + CorpusServer.servers(server))
                #expect(removed.error == "explore: took Spicy Arrabiata Penne off (1 recipe)\n")
                let cleared = try await command.run(["meals", "shopping", "clear"] + CorpusServer.servers(server))
                #expect(cleared.status == 0)
                #expect(try await command.run(["meals", "shopping", "--json"] + CorpusServer.servers(server)).output.contains(#""recipes": []"#))
            }
        }

        @Test("cook --with chicken garlic --json: the ranked matches, one filter.php?i= per ingredient; pantry add, list, remove, clear")
        func cook() async throws {
            try await withCooking { server, command in
                let ranked = try await command.run(["meals", "cook", "--with", "chicken", "garlic", "--json"] + CorpusServer.servers(server))
                #expect(ranked.status == 0, "stderr: \(ranked.error)")
                try expectGolden(ranked.output, "meals-cook-chicken-garlic.json", origin: server.origin)
                let rows = try #require(try JSONSerialization.jsonObject(with: Data(ranked.output.utf8)) as? [[String: Any]])
                #expect(rows.first?["name"] as? String == "Spicy Arrabiata Penne" && rows.first?["covered"] as? Int == 1)
                #expect(server.requestedPaths().filter { $0.contains("/filter.php?i=") }.count == 2)

                let added = try await command.run(["meals", "pantry", "add", "chicken", "garlic", "eggs"] + CorpusServer.servers(server))
                #expect(added.error == "explore: added Chicken, Garlic, Eggs (pantry: Chicken, Garlic, Eggs)\n", "\(added.error)")
                let unknown = try await command.run(["meals", "pantry", "add", "garlik"] + CorpusServer.servers(server))
                #expect(unknown.status == 1 && unknown.error.contains("no ingredient “garlik”. Did you mean Garlic?"))
                let listed = try await command.run(["meals", "pantry", "list", "--json"] + CorpusServer.servers(server))
                #expect(listed.output.contains(#""ingredients": [\#n    "Chicken",\#n    "Garlic",\#n    "Eggs"\#n  ]"#))
                let fromPantry = try await command.run(["meals", "cook", "--format", "tsv"] + CorpusServer.servers(server))
                #expect(fromPantry.output.hasPrefix("id\tname\tsubtitle\tcolumns\tuses\tcovered\ttotal\tmissing\turl\n"))
                _ = try await command.run(["meals", "pantry", "remove", "eggs"] + CorpusServer.servers(server))
                _ = try await command.run(["meals", "pantry", "clear"] + CorpusServer.servers(server))
                let empty = try await command.run(["meals", "cook"] + CorpusServer.servers(server))
                #expect(empty.status == 64 && empty.error.contains("the pantry is empty"))
            }
        }

        @Test("random --json is a recipe, from random.php, asked again each time")
        func random() async throws {
            try await withCooking { server, command in
                for _ in 0..<2 {
                    let result = try await command.run(["meals", "random", "--json"] + CorpusServer.servers(server))
                    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
                    #expect(object["kind"] as? String == "meal" && !(object["ingredients"] as? [Any] ?? []).isEmpty)
                }
                #expect(server.requestedPaths().filter { $0.contains("/random.php") }.count == 2)
                #expect(!server.requestedPaths().contains { $0.contains("/lookup.php") })
            }
        }
    }
}
