import CatalogKit
import Fixtures
import Foundation
import MealCatalog
import Networking
import PlaceCatalog
import PokemonCatalog
import Testing
import TestSupport
import TextLayout
import Views

/// Every detail the demo folders (and the corpus, when `EXPLORE_CORPUS` is set) can build,
/// laid out at narrow and wide pane widths: every line fits, no text is lost without "…",
/// and every URL is there whole: on one line, or wrapped over lines with nothing cut.
@Suite("Details fit their pane")
struct DetailFitTests {
    /// Text widths of the detail pane: a 30-, 40- and 80-column terminal (one pane, one
    /// pane, two panes) and a few around them.
    static let widths = [26, 30, 36, 40, 49, 76]

    @Test("Demo Pokémon, recipes and places")
    func demo() async throws {
        var details: [(String, Detail)] = []
        let pokemon = PokemonRepository(api: APIClient(baseURL: PokemonDemo.baseURL, client: PokemonDemo.client))
        let pokemonFolder = try #require(DemoFolders.pokemon).appendingPathComponent("api/v2/pokemon")
        for id in Self.numericNames(in: pokemonFolder) {
            details.append(("pokemon \(id)", try await pokemon.detail(for: Entry(id: id, title: id))))
        }
        let meals = MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: MealDemo.client))
        let lookups = try #require(DemoFolders.meals).appendingPathComponent("api/json/v1/1/lookup.php")
        for name in try FileManager.default.contentsOfDirectory(atPath: lookups.path).sorted() where name.hasPrefix("i=") {
            let id = String(name.dropFirst(2).dropLast(5))
            details.append(("meal \(id)", try await meals.detail(for: Entry(id: id, title: id))))
        }
        let places = PlaceRepository(api: APIClient(baseURL: PlaceDemo.baseURL, client: PlaceDemo.client), near: PlaceDemo.center)
        let placeFiles = try #require(DemoFolders.places).appendingPathComponent("v2/place-details")
        for name in try FileManager.default.contentsOfDirectory(atPath: placeFiles.path).sorted() where name.hasPrefix("id=") {
            let id = String(name.dropFirst(3).dropLast(5))
            details.append(("place \(id)", try await places.detail(for: Entry(id: id, title: id))))
        }
        #expect(details.count >= 30)
        #expect(details.contains { $0.1.sections.contains { if case .tree = $0.content { true } else { false } } })
        for (name, detail) in details {
            for width in Self.widths {
                for problem in Self.problems(detail, width: width) {
                    Issue.record("\(name) at \(width): \(problem)")
                }
            }
        }
    }

    @Test("Every Pokémon, recipe and place of the corpus", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func corpus() async throws {
        let root = try #require(Corpus.root)
        var details: [(String, Detail)] = []
        let dump = FixtureClient(root: root.appendingPathComponent("pokeapi/api/v2"), basePath: "/api/v2")
        let pokemon = PokemonRepository(api: APIClient(baseURL: try #require(URL(string: "dump:/api/v2")), client: dump))
        for id in Self.numericNames(in: root.appendingPathComponent("pokeapi/api/v2/pokemon")) {
            details.append(("pokemon \(id)", try await pokemon.detail(for: Entry(id: id, title: id))))
        }
        for folder in ["lookup.php", "search.php"] {
            let url = root.appendingPathComponent("mealdb/api/json/v1/1").appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
                let envelope = try JSONDecoder().decode(MealEnvelope<MealDTO>.self, from: Data(contentsOf: url.appendingPathComponent(name)))
                for meal in envelope.meals ?? [] { details.append(("meal \(meal.name)", MealMapper.detail(from: meal))) }
            }
        }
        for folder in ["v2/places", "v2/place-details"] {
            let url = root.appendingPathComponent("geoapify").appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".json") {
                let collection = try JSONDecoder().decode(FeatureCollection.self, from: Data(contentsOf: url.appendingPathComponent(name)))
                for feature in collection.features {
                    details.append(("place \(feature.properties.name ?? "unnamed")", PlaceMapper.detail(from: feature.properties, center: nil)))
                }
            }
        }
        #expect(details.count >= 60)
        for (name, detail) in details {
            for width in Self.widths {
                for problem in Self.problems(detail, width: width) {
                    Issue.record("\(name) at \(width): \(problem)")
                }
            }
        }
    }

    @Test("The check finds a cut word and a shortened URL")
    func checkFindsProblems() {
        let detail = Detail(title: "T", sections: [DetailSection(nil, .paragraph("see https://example.com/a/very/long/path/of/a/page"))])
        // A URL wrapped over two lines can still be read and copied whole.
        let wrapped = ["T", "", "see", "https://example.com/a/very/long/", "path/of/a/page"]
        #expect(Self.problems(detail, lines: wrapped, width: 36).isEmpty)
        let cut = ["T", "", "see https://example.com/a/very/lo"]
        #expect(!Self.problems(detail, lines: cut, width: 36).isEmpty)
        // What the old wrapping did: the middle left out.
        let shortened = ["T", "", "see", "https://example.com/…/of/a/page"]
        #expect(!Self.problems(detail, lines: shortened, width: 36).isEmpty)
    }

    static func numericNames(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).compactMap(Int.init).sorted().map(String.init)
    }

    static func problems(_ detail: Detail, width: Int) -> [String] {
        problems(detail, lines: DetailView.lines(for: detail, width: width, theme: .standard).map(\.text), width: width)
    }

    /// What is wrong with `lines` as the layout of `detail` at `width`.
    static func problems(_ detail: Detail, lines: [String], width: Int) -> [String] {
        var problems: [String] = []
        for line in lines where DisplayWidth.of(line) > width {
            problems.append("line wider than \(width): “\(line)”")
        }
        let guides: Set<Character> = ["│", "├", "└", "─"]
        let squashed = String(lines.joined().filter { !$0.isWhitespace && !guides.contains($0) })
        var texts: [String] = [detail.title] + [detail.subtitle].compactMap { $0 } + detail.badges.map(\.text)
        /// Texts that may be shortened with "…" when they do not fit (single-line labels).
        var shortenable: [String] = []
        for section in detail.sections {
            shortenable += [section.heading].compactMap { $0 }
            switch section.content {
            case let .fields(fields): texts += fields.flatMap { [$0.label, $0.value] }
            case let .bars(bars): shortenable += bars.map(\.label)
            case let .paragraph(text): texts.append(text)
            case let .list(items): texts += items
            case let .tree(root): texts += treeTexts(root)
            case let .links(links): shortenable += links.map(\.label)
            case let .unavailable(_, message, _): texts.append(message)
            }
        }
        for text in shortenable where !lines.contains(where: { $0.contains(text) }) && !appearsShortened(text, in: lines) {
            problems.append("“\(text)” neither whole nor ending in “…”")
        }
        for word in texts.flatMap({ $0.split(whereSeparator: \.isWhitespace).map(String.init) }) {
            if word.contains("://") || word.lowercased().hasPrefix("www.") {
                if !squashed.contains(word) { problems.append("URL cut or lost: \(word)") }
            } else if !squashed.contains(word) {
                problems.append("word lost: “\(word)”")
            }
        }
        return problems
    }

    static func treeTexts(_ node: TreeNode) -> [String] {
        [node.label] + (node.ways.count > 1 ? node.ways + [node.waysLead].compactMap { $0 } : [node.note].compactMap { $0 }) + node.children.flatMap(treeTexts)
    }

    /// Some line holds the beginning of `text` followed by "…".
    static func appearsShortened(_ text: String, in lines: [String]) -> Bool {
        var prefix = String(text.dropLast())
        while !prefix.isEmpty {
            // Cut after a space ("Charizard Gigantamax · …") or not.
            let candidates = [prefix.trimmingCharacters(in: .whitespaces) + "…", prefix + "…"]
            if lines.contains(where: { line in candidates.contains { line.contains($0) } }) { return true }
            prefix.removeLast()
        }
        return false
    }
}
