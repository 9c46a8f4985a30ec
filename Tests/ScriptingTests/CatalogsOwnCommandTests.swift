import CatalogKit
import Foundation
import Scripting
import Testing

extension CatalogID {
    static let shelves: CatalogID = "shelves"
}

/// A catalog with commands of its own: `shelf [add|show] NAME…` with `--shelf NAME` and
/// `--with WORD…`, a Markdown format, and `list --format csvish` written by the catalog.
struct ShelfCommands: Catalog {
    var title: String { "Shelves" }
    var itemName: String { "thing" }
    var searchStrategy: SearchStrategy { .localIndex(load: { _ throws(AppError) in [] }) }
    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        let entries = [Entry(id: "1", title: "One"), Entry(id: "2", title: "Two")]
        return EntryPage(entries: entries, total: 2, isLast: true, nextOffset: 2)
    }
    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { Detail(title: entry.id == "2" ? "Two" : "One") }

    func run(_ call: CommandCall, freshness: Freshness) async throws(AppError) -> CommandOutput {
        switch call.operands.first {
        case "add": return .message("added \(call.operands.dropFirst().joined(separator: ", ")) to \(call.value("--shelf") ?? "main")")
        case "md" where call.format == "md": return .text("# Shelf\n- \(call.values["--with"]?.joined(separator: "\n- ") ?? "")")
        case "pick": return .entity("2")
        case "none": return .entries([])
        default:
            var detail = Detail(title: "Shelf " + (call.value("--shelf") ?? "main"))
            detail.record = EntityRecord(kind: "shelf", id: .string(call.value("--shelf") ?? "main"), keys: [("size", .number(2))])
            return .document(detail)
        }
    }

    func export(_ entries: [Entry], as format: String) -> String? {
        format == "csvish" ? entries.map { $0.id + ";" + $0.title }.joined(separator: "\n") : nil
    }

    static let descriptor = CatalogDescriptor(
        id: .shelves, title: "Shelves", summary: "things on shelves", entryKind: "thing", freshFor: .seconds(60), urlOption: "shelves-url",
        urlExample: "http://127.0.0.1/",
        commands: [
            CommandSpec(catalog: .shelves, name: "list", operand: nil, summary: "things", examples: [], formats: ["csvish"]),
            CommandSpec(
                catalog: .shelves, name: "shelf", operand: "[add|show] NAME…",
                options: [
                    OptionSpec("--shelf", "NAME", "which shelf", role: .value),
                    OptionSpec("--with", "WORD", "words", role: .value, many: true),
                ], summary: "a shelf", examples: ["explore shelves shelf add one two"], operandIsOptional: true, takesManyOperands: true, formats: ["md"]),
        ]
    ) { _ in .ready(ShelfCommands()) }
}

@Suite("A catalog's own commands")
struct CatalogsOwnCommandTests {
    static let reference = CommandLineReference(version: "0", catalogs: [ShelfCommands.descriptor])

    func request(_ words: [String]) throws -> CommandRequest {
        guard case let .command(request)? = try Invocation.parse(words, reference: Self.reference) else {
            Issue.record("\(words) is not a command")
            return CommandRequest(catalog: .shelves, command: "")
        }
        return request
    }

    /// What `words` print on standard output, and say on standard error.
    func run(_ words: [String]) async throws -> (out: String, warnings: [String], status: Scripting.ExitStatus) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("explore-own-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { unlink(path) }
        let warnings = Warnings()
        let runner = CommandRunner(
            catalog: ShelfCommands(), descriptor: ShelfCommands.descriptor, request: try request(words),
            output: OutputSink(descriptor: descriptor), warn: { warnings.add($0) })
        let status = try await runner.run()
        close(descriptor)
        return (try String(contentsOfFile: path, encoding: .utf8), warnings.all, status)
    }

    @Test("Every word after the command is an operand; a many-valued option takes the words up to the next option")
    func parsing() throws {
        let parsed = try request(["shelves", "shelf", "add", "one", "two", "--shelf", "top", "--with", "a", "b", "--json"])
        #expect(parsed.operands == ["add", "one", "two"])
        #expect(parsed.ownValues == ["--shelf": ["top"], "--with": ["a", "b"]])
        #expect(parsed.format == .json)
        #expect(try request(["shelves", "shelf", "show", "--format", "md"]).ownFormat == "md")
        #expect(throws: CommandLineError.self) { try request(["shelves", "shelf", "--format", "geojson"]) }
        #expect(throws: CommandLineError.self) { try request(["shelves", "shelf", "--with"]) }
        // Another command's own option is refused by name.
        #expect(throws: CommandLineError.self) { try request(["shelves", "list", "--shelf", "top"]) }
    }

    @Test("A document prints as show prints one, its record's kind in JSON; a message goes to standard error")
    func outputs() async throws {
        let json = try await run(["shelves", "shelf", "show", "--shelf", "top", "--json"])
        #expect(json.out.contains(#""kind": "shelf""#) && json.out.contains(#""size": 2"#) && json.out.contains(#""id": "top""#))
        let added = try await run(["shelves", "shelf", "add", "one", "two"])
        #expect(added.out.isEmpty && added.warnings == ["added one, two to main"] && added.status == .success)
        let markdown = try await run(["shelves", "shelf", "md", "--with", "x", "y", "--format", "md"])
        #expect(markdown.out == "# Shelf\n- x\n- y\n")
        let picked = try await run(["shelves", "shelf", "pick"])
        #expect(picked.out.contains("Two"))
        let none = try await run(["shelves", "shelf", "none"])
        #expect(none.status == .nothingFound && none.warnings == ["no thing found"])
    }

    @Test("list --format of the catalog's own is written by the catalog, from the whole list")
    func export() async throws {
        let listed = try await run(["shelves", "list", "--format", "csvish"])
        #expect(listed.out == "1;One\n2;Two\n")
        #expect(
            CommandSpec(catalog: .shelves, name: "list", operand: nil, summary: "", examples: [], formats: ["csvish"]).usage.hasSuffix(
                "[--format text|json|jsonl|tsv|csvish]"))
    }
}
