/// One run of a catalog's own command (`explore pokemon team add charizard`): the command's
/// name, its words and the values of its options, as the parser read them.
public struct CommandCall: Sendable, Equatable {
    public var name: String
    /// The words after the command's name (`["add", "charizard"]`).
    public var operands: [String]
    /// The values of the command's own options (``OptionRole/value``) by name (`--team`): one
    /// per time given, or the words of a ``OptionSpec/many`` option; a flag has `[""]`.
    public var values: [String: [String]]
    /// The output format asked for: `text`, `json`, `jsonl`, `tsv`, or one of the command's
    /// own ``CommandSpec/formats`` (`md`).
    public var format: String

    public init(name: String, operands: [String] = [], values: [String: [String]] = [:], format: String = "text") {
        self.name = name
        self.operands = operands
        self.values = values
        self.format = format
    }

    /// The last value of `option`, if it was given.
    public func value(_ option: String) -> String? { values[option]?.last }
}

/// What a catalog's own command gives, for the commands to print as they print everything.
public enum CommandOutput: Sendable {
    /// A document, printed as `show` prints one: its text, or its ``EntityRecord`` as JSON or TSV.
    case document(Detail)
    /// An entity to print as `show KEY` would (a random Pokémon).
    case entity(String)
    /// Rows, printed as `list` prints them.
    case entries([Entry])
    /// Text already in the format asked for (Markdown, GeoJSON).
    case text(String)
    /// One line said on standard error, the command having done its work ("Added Charizard
    /// to the team (1/6)").
    case message(String)
}
