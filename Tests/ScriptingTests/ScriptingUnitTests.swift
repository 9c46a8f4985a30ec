import CatalogKit
import Foundation
import MealCatalog
import Networking
import PokemonCatalog
import Scripting
import Testing
import TextLayout

/// The parser, the formats and the runner without a process or a server.
@Suite("Scripting units")
struct ScriptingUnitTests {
    let servers = ["pokeapi-url", "mealdb-url", "geoapify-url"]

    func request(_ words: [String]) throws -> CommandRequest {
        guard case let .command(request)? = try Invocation.parse(words, reference: TestReference.reference) else {
            Issue.record("not a command: \(words)")
            return CommandRequest(catalog: "", command: "")
        }
        return request
    }

    @Test("A recipe's --category is the command's own; places' goes to the interface's parser with the point and radius")
    func categoryOwners() throws {
        let meals = try request(["meals", "list", "--category", "Dessert", "--format", "tsv"])
        #expect(meals.values["--category"] == "Dessert" && meals.format == .tsv && meals.sharedArguments == ["meals"])
        let places = try request(["places", "list", "--near", "48.8,2.3", "--category=catering.cafe", "--limit", "5", "--json"])
        #expect(places.values.isEmpty && places.limit == 5 && places.format == .json)
        #expect(places.sharedArguments == ["places", "--near", "48.8,2.3", "--category=catering.cafe"])
        let pokemon = try request(["pokemon", "list", "--type", "Electric", "--demo", "--timeout", "3"])
        #expect(pokemon.values["--type"] == "electric" && pokemon.sharedArguments == ["pokemon", "--demo", "--timeout", "3"])
    }

    @Test("A command's own options are checked as their catalog declares them: roles, ranges, lists one at a time")
    func declaredOptions() throws {
        #expect(throws: CommandLineError("--category, --area and --ingredient each name a whole list: choose one")) {
            try Invocation.parse(["meals", "list", "--category", "Dessert", "--area", "Italian"], reference: TestReference.reference)
        }
        let both = try request(["pokemon", "list", "--type", "fire", "--generation", "1", "--offset", "5"])
        #expect(both.values == ["--type": "fire", "--generation": "1"] && both.offset == 5)
        #expect(throws: CommandLineError("--generation needs a whole number from 1 to 99, not '0'")) {
            try Invocation.parse(["pokemon", "list", "--generation", "0"], reference: TestReference.reference)
        }
        #expect(throws: CommandLineError("--type is not an option of show ('explore pokemon show --help' lists them)")) {
            try Invocation.parse(["pokemon", "show", "pikachu", "--type", "fire"], reference: TestReference.reference)
        }
        // An interface option's value is stepped over and forwarded, never an operand.
        let show = try request(["pokemon", "show", "pikachu", "--theme", "dark", "--sprites-url", "http://127.0.0.1:9/"])
        #expect(show.operand == "pikachu" && show.sharedArguments == ["pokemon", "--theme", "dark", "--sprites-url", "http://127.0.0.1:9/"])
    }

    @Test("Words that are not a command are left to the interface: no catalog, a deep link, cache")
    func notCommands() throws {
        for words in [[], ["pokemon"], ["pokemon", "pikachu"], ["--demo"], ["cache", "info"], ["pokemon", "type/electric"]] {
            #expect(try Invocation.parse(words, reference: TestReference.reference) == nil, "\(words)")
        }
    }

    @Test("Help: `explore help`, `help CATALOG`, `help CATALOG COMMAND`, `CATALOG --help`, `CATALOG COMMAND --help`")
    func help() throws {
        let show = try #require(TestReference.reference.command("pokemon", "show"))
        let pokemon = try #require(TestReference.reference.descriptor("pokemon"))
        #expect(try Invocation.parse(["help", "pokemon", "show"], reference: TestReference.reference) == .help(CommandTable.help(for: show)))
        #expect(try Invocation.parse(["pokemon", "show", "--help"], reference: TestReference.reference) == .help(CommandTable.help(for: show)))
        #expect(try Invocation.parse(["pokemon", "--help"], reference: TestReference.reference) == .help(CommandTable.help(forCatalog: pokemon)))
        #expect(try Invocation.parse(["help", "pokemon"], reference: TestReference.reference) == .help(CommandTable.help(forCatalog: pokemon)))
        guard case let .help(overview)? = try Invocation.parse(["help"], reference: TestReference.reference) else {
            Issue.record("no overview")
            return
        }
        for command in TestReference.reference.commands { #expect(overview.contains("explore \(command.catalog) \(command.name)")) }
        let text = CommandTable.help(for: show)
        #expect(text.hasPrefix("Usage: explore pokemon show NAME|NUMBER"))
        #expect(text.contains("Examples:") && text.contains("explore pokemon show pikachu"))
        for status in ["0 ", "1 ", "64 ", "65 ", "69 ", "75 ", "77 ", "128+n"] { #expect(text.contains("  " + status), "exit status \(status)") }
    }

    @Test("JSON strings escape quotes, backslashes and every control character; keys keep their order")
    func jsonEscapes() {
        let value = JSONValue.object([("b", .string("a\"b\\c\nd\r\t\u{1B}[31m\u{85}\u{2028}é")), ("a", .array([.null, .bool(true), .number(-3)]))])
        #expect(value.serialized() == #"{"b":"a\"b\\c\nd\r\t\u001b[31m\u0085\u2028é","a":[null,true,-3]}"#)
        #expect(
            value.serialized(pretty: true)
                == "{\n  \"b\": \"a\\\"b\\\\c\\nd\\r\\t\\u001b[31m\\u0085\\u2028é\",\n  \"a\": [\n    null,\n    true,\n    -3\n  ]\n}")
    }

    @Test("Two JSON values are equal exactly when they are written alike")
    func jsonEquality() {
        let values: [JSONValue] = [
            .null, .decimal(.nan), .decimal(.infinity), .bool(true), .bool(false), .number(1), .decimal(1), .decimal(1.5), .string("1"),
            .string("é"), .string("e\u{301}"), .array([]), .array([.number(1)]), .array([.number(1), .null]), .array([.number(1), .decimal(.nan)]),
            .object([]), .object([("a", .number(1))]), .object([("b", .number(1))]), .object([("a", .number(1)), ("b", .null)]),
            .object([("b", .null), ("a", .number(1))]), .object([("a", .array([.string("x")]))]), .object([("a", .array([.string("y")]))]),
        ]
        for left in values {
            for right in values {
                #expect((left == right) == (left.serialized() == right.serialized()), "\(left.serialized()) vs \(right.serialized())")
            }
        }
    }

    @Test("TSV fields never hold a tab or a line break")
    func tsvEscapes() {
        #expect(TSV.escape("a\tb\nc\r\nd\\e\u{1B}f") == "a\\tb\\nc\\r\\nd\\\\e f")
        // A right-to-left override would show "evil" the other way round; a C1 CSI is a
        // control sequence to some terminals. Letters of every script stay.
        #expect(TSV.escape("\u{202E}evil\u{9B}31m\u{2066}x") == "evil31mx")
        #expect(TSV.escape("ピカチュウ שלום") == "ピカチュウ שלום")
    }

    let detail = Detail(
        title: "Pikachu", subtitle: "#025 · Mouse Pokémon", badges: [Badge("Electric", tone: .yellow)],
        sections: [
            DetailSection(nil, .fields([Field("Abilities", "Static"), Field("", "Lightning Rod (hidden)")])),
            DetailSection("Base stats (total 90)", .bars([Bar("HP", value: 35, maximum: 255), Bar("Speed", value: 55, maximum: 255)])),
            DetailSection("Evolution", .unavailable(part: "evolution", message: "Couldn't load the evolution chain.", isRetryable: true)),
        ])

    @Test("Text: plain off a terminal; bars on a UTF-8 terminal; colour only when asked (never under NO_COLOR)")
    func text() {
        let plain = TextRenderer(width: 80).render(detail)
        #expect(
            plain == """
                Pikachu
                #025 · Mouse Pokémon
                [Electric]

                Abilities  Static
                           Lightning Rod (hidden)

                Base stats (total 90)
                HP     35
                Speed  55

                Evolution
                ! Couldn't load the evolution chain.

                """)
        let terminal = TextRenderer(width: 40, colour: true, bars: true).render(detail)
        #expect(terminal.contains("█") && terminal.contains("\u{1B}[1mPikachu\u{1B}[0m") && terminal.contains("\u{1B}[33m[Electric]\u{1B}[0m"))
        #expect(!TextRenderer(width: 40, colour: false, bars: true).render(detail).contains("\u{1B}"))
    }

    @Test("Text is measured in display columns: CJK labels align and wide words wrap within the width")
    func wideText() {
        let wide = Detail(
            title: "ピカチュウ",
            sections: [
                DetailSection(nil, .fields([Field("Name", "ピカチュウ"), Field("種類", "ねずみ")])),
                DetailSection("Notes", .paragraph("日本語 日本語 日本語 日本語 日本語")),
            ])
        let lines = TextRenderer(width: 20).render(wide).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Both values start six columns in: after a four-column label and two spaces.
        #expect(lines.contains("Name  ピカチュウ"))
        #expect(lines.contains("種類  ねずみ"))
        // Three six-column words and their spaces make a full line of 20; four would be 27.
        #expect(lines.contains("日本語 日本語 日本語"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 }, "\(lines)")
    }

    @Test("A detail with a part that did not load: the rest is the answer, the part is marked and said as a warning")
    func partialDetail() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("explore-unit-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { unlink(path) }
        let warnings = Warnings()
        var request = CommandRequest(catalog: "pokemon", command: "show", operand: "pikachu")
        request.format = .json
        let runner = CommandRunner(
            catalog: OneDetail(detail: detail), descriptor: TestReference.catalogs[0], request: request, output: OutputSink(descriptor: descriptor),
            warn: { warnings.add($0) })
        let status = try await runner.run()
        close(descriptor)
        #expect(status == .success)
        let output = try String(contentsOfFile: path, encoding: .utf8)
        #expect(output.contains(#""unavailable": {"#) && output.contains(#""part": "evolution""#))
        #expect(warnings.all == ["Evolution did not load: Couldn't load the evolution chain."])
    }
}

/// A catalog with one detail.
struct OneDetail: Catalog {
    let detail: Detail
    var title: String { "Pokédex" }
    var itemName: String { "Pokémon" }
    var searchStrategy: SearchStrategy { .localIndex(load: { _ throws(AppError) in [] }) }
    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        EntryPage(entries: [], total: 0, isLast: true, nextOffset: offset)
    }
    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { detail }
}

/// Warnings gathered from a runner.
final class Warnings: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

/// The text format: wrapped to a width on word boundaries with the tree's indentation, or
/// unwrapped (a pipe); a recipe's steps as paragraphs.
@Suite("Text format widths")
struct TextFormatWidthTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../PokemonCatalogTests/Fixtures")

    static func eevee() throws -> Detail {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("evolution-chain-67.json"))
        let request = HTTPRequest(url: URL(string: "https://pokeapi.co/api/v2/evolution-chain/67/")!)
        let chain = try APIClient.decode(EvolutionChainDTO.self, from: data, request: request)
        return Detail(
            title: "Eevee",
            sections: [
                DetailSection("Pokédex entry", .paragraph("Its genetic code is irregular. It may mutate if it is exposed to radiation from element stones.")),
                DetailSection("Evolution", .tree(PokemonMapper.tree(from: chain.chain, current: "eevee", currentName: "Eevee"))),
            ])
    }

    @Test("At 40 columns no line is longer; each way of a step on its own line, indented")
    func wrapped() throws {
        let text = TextRenderer(width: 40).render(try Self.eevee())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(lines.filter { DisplayWidth.of($0) > 40 })")
        let leafeon = try #require(lines.firstIndex(of: "|- Leafeon"))
        #expect(lines[leafeon + 1] == "|  - Leaf Stone")
        #expect(lines[leafeon + 2].hasPrefix("|  - level up near a Moss Rock"))
        // A wrapped way goes on under its text, the guide line kept.
        #expect(lines[leafeon + 3].hasPrefix("|    "))
        #expect(lines.contains("Eevee *"))
    }

    @Test("Unwrapped (a pipe): a paragraph and a way are one line each")
    func unwrapped() throws {
        let text = TextRenderer(width: nil).render(try Self.eevee())
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("Its genetic code is irregular. It may mutate if it is exposed to radiation from element stones."))
        #expect(lines.contains("|  - level up near a Moss Rock at Eterna Forest, Pinwheel Forest or Kalos Route 20"))
    }

    @Test("A recipe's steps stay paragraphs: \\r\\n, blank lines and STEP lines")
    func steps() throws {
        let json = #"{"idMeal": "1", "strMeal": "Soup", "strInstructions": "STEP 1\r\nChop the onions.\r\n\r\nSTEP 2\r\nFry them.\r\nServe hot."}"#
        let meal = try JSONDecoder().decode(MealDTO.self, from: Data(json.utf8))
        let detail = MealMapper.detail(from: meal)
        let text = TextRenderer(width: 60).render(detail)
        #expect(text.contains("Instructions\nSTEP 1\nChop the onions.\n\nSTEP 2\nFry them.\n\nServe hot.\n"))
    }
}
