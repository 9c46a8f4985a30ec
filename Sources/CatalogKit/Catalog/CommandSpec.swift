/// One command of one catalog (`pokemon show`), as the catalog declares it: its operand, its
/// own options, what it does and examples. The parser, `--help`, `explore help`, the man page
/// and the completion scripts all read these.
public struct CommandSpec: Sendable, Equatable {
    public var catalog: CatalogID
    public var name: String
    /// The operand's placeholder ("NAME|NUMBER"), or nil when it takes none.
    public var operand: String?
    public var options: [OptionSpec]
    public var summary: String
    public var examples: [String]
    /// The operand may be left out (`list`, or `list type/electric`).
    public var operandIsOptional: Bool
    /// How many entries a list gives when `--limit` is not given; nil for all.
    public var defaultLimit: Int?
    /// The operand is one or more words (`team add NAME…`).
    public var takesManyOperands: Bool
    /// Output formats of its own beside text, json, jsonl and tsv (`md`, `geojson`): the
    /// catalog writes them (``Catalog/run(_:freshness:)``, ``Catalog/export(_:as:)``).
    public var formats: [String]

    public init(
        catalog: CatalogID, name: String, operand: String?, options: [OptionSpec] = [], summary: String, examples: [String],
        defaultLimit: Int? = nil, operandIsOptional: Bool = false, takesManyOperands: Bool = false, formats: [String] = []
    ) {
        self.operandIsOptional = operandIsOptional
        self.takesManyOperands = takesManyOperands
        self.formats = formats
        self.catalog = catalog
        self.name = name
        self.operand = operand
        self.options = options
        self.summary = summary
        self.examples = examples
        self.defaultLimit = defaultLimit
    }

    /// The operand as usage lines write it: `[KIND/ID]` where it may be left out.
    public var operandUsage: String? {
        operand.map { operandIsOptional ? "[\($0)]" : $0 }
    }

    public var usage: String {
        var parts = ["explore", catalog.rawValue, name]
        if let operandUsage { parts.append(operandUsage) }
        parts += options.map { "[\($0.name)\($0.value.map { " " + $0 } ?? "")]" }
        parts.append("[--format \((OutputFormats.shared + formats).joined(separator: "|"))]")
        return parts.joined(separator: " ")
    }

    /// The three commands every catalog has, and what they are for.
    public static let words = ["show", "list", "search"]

    /// Whether the catalog runs it itself (``Catalog/run(_:freshness:)``): not one of ``words``.
    public var isCatalogsOwn: Bool { !Self.words.contains(name) }
}

/// The output formats every command writes.
public enum OutputFormats {
    public static let shared = ["text", "json", "jsonl", "tsv"]
}
