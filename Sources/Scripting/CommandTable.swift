/// One command of one catalog (`pokemon show`): its operand, its own options, what it
/// does and examples. The parser, `--help`, `explore help` and the completion scripts all
/// read ``CommandTable``.
public struct CommandSpec: Sendable {
    public var catalog: String
    public var name: String
    /// The operand's placeholder ("NAME|NUMBER"), or nil when it takes none.
    public var operand: String?
    public var options: [OptionSpec]
    public var summary: String
    public var examples: [String]

    public var usage: String {
        var parts = ["explore", catalog, name]
        if let operand { parts.append(operand) }
        parts += options.map { "[\($0.name)\($0.value.map { " " + $0 } ?? "")]" }
        parts.append("[--format text|json|jsonl|tsv]")
        return parts.joined(separator: " ")
    }
}

/// The one table of commands and options.
public enum CommandTable {
    /// Words after a catalog that name a command, not a deep link: no Pokémon, recipe or
    /// place can be opened by these names from the command line (`explore pokemon show show`
    /// would).
    public static let commandWords = ["show", "list", "search"]
    /// Words in first place that are not catalogs.
    public static let topLevelWords = ["completions", "help"]
    public static let shells = ["bash", "zsh", "fish"]

    /// Options every command takes: the output format.
    public static let formatOptions = [
        OptionSpec("--format", "FORMAT", "text (default), json, jsonl (JSON lines) or tsv", completes: .words(OutputFormat.allCases.map(\.rawValue))),
        OptionSpec("--json", nil, "short for --format json"),
        OptionSpec("--width", "N", "wrap text at N columns (default: the terminal's width; unwrapped into a pipe)"),
    ]

    /// Options the interface takes too, read by its own parser; listed here (with whether
    /// they take a value) so that the command parser can step over their values and forward
    /// them. Places' point, radius and category are ``placeOptions``.
    public static func sharedOptions(serverOptions: [String]) -> [OptionSpec] {
        let places = Set(placeOptions.map(\.name))
        return InterfaceOptions.all(servers: serverOptions.map { ServerOption(option: $0) })
            .filter { !places.contains($0.name) && $0.name != "--help" && $0.name != "--version" }
    }

    /// Places' options, read by the interface's parser too.
    static let placeOptions = InterfaceOptions.placeOptions

    public static let commands: [CommandSpec] = [
        CommandSpec(catalog: "pokemon", name: "show", operand: "NAME|NUMBER", options: [], summary: "one Pokémon: types, abilities, stats, evolution",
                    examples: ["explore pokemon show pikachu", "explore pokemon show 25 --json | jq .stats"]),
        CommandSpec(catalog: "pokemon", name: "list", operand: nil, options: [
            OptionSpec("--type", "TYPE", "only Pokémon of this type (electric)", completes: .cached(.pokemonTypes)),
            OptionSpec("--generation", "N", "only species of this generation (1)", completes: .cached(.pokemonGenerations)),
            OptionSpec("--limit", "N", "at most N"),
            OptionSpec("--offset", "N", "skip the first N"),
        ], summary: "the Pokédex, in number order", examples: ["explore pokemon list --type electric --generation 1", "explore pokemon list --format tsv | wc -l"]),
        CommandSpec(catalog: "pokemon", name: "search", operand: "QUERY", options: [], summary: "Pokémon by name or number, best match first",
                    examples: ["explore pokemon search pika", "explore pokemon search '#25'"]),
        CommandSpec(catalog: "meals", name: "show", operand: "ID|NAME", options: [], summary: "one recipe: ingredients and instructions",
                    examples: ["explore meals show 52772", "explore meals show 'Teriyaki Chicken Casserole' --json"]),
        CommandSpec(catalog: "meals", name: "list", operand: nil, options: [
            OptionSpec("--category", "CATEGORY", "recipes of a category (default Dessert)", completes: .cached(.mealCategories)),
            OptionSpec("--area", "AREA", "recipes of an area (Italian)", completes: .cached(.mealAreas)),
            OptionSpec("--ingredient", "INGREDIENT", "recipes with an ingredient (chicken breast)"),
        ], summary: "recipes of one category, area or ingredient", examples: ["explore meals list --category Dessert --format tsv", "explore meals list --area Italian"]),
        CommandSpec(catalog: "meals", name: "search", operand: "QUERY", options: [], summary: "recipes whose names contain QUERY",
                    examples: ["explore meals search alfredo --json"]),
        CommandSpec(catalog: "places", name: "list", operand: nil, options: placeOptions + [OptionSpec("--limit", "N", "at most N (default 20)")],
                    summary: "places around a point", examples: ["explore places list --near 48.8566,2.3522 --category catering.cafe --json"]),
        CommandSpec(catalog: "places", name: "show", operand: "PLACE_ID", options: [], summary: "one place: address, hours, contact",
                    examples: ["explore places show 51a3…"]),
        CommandSpec(catalog: "places", name: "search", operand: "NAME", options: placeOptions, summary: "places around a point by name",
                    examples: ["explore places search 'Café de Flore' --near Paris"]),
    ]

    public static func command(_ catalog: String, _ name: String) -> CommandSpec? {
        commands.first { $0.catalog == catalog && $0.name == name }
    }

    public static var catalogs: [String] {
        var seen: [String] = []
        for command in commands where !seen.contains(command.catalog) { seen.append(command.catalog) }
        return seen
    }

    /// `explore help pokemon show` and `explore pokemon show --help`.
    public static func help(for command: CommandSpec, exitStatus: Bool = true) -> String {
        var lines = ["Usage: " + command.usage, "", command.summary.prefix(1).uppercased() + command.summary.dropFirst() + ".", ""]
        let options = command.options + formatOptions
        if !options.isEmpty {
            lines.append("Options:")
            for option in options { lines.append(optionLine(option)) }
            lines.append("  (and the interface's options: --demo, --offline, --timeout, --log-file, --base-url, ...)")
            lines.append("")
        }
        lines.append("Examples:")
        lines += command.examples.map { "  " + $0 }
        if exitStatus {
            lines.append("")
            lines.append(ExitStatus.helpText)
        }
        return lines.joined(separator: "\n")
    }

    /// `explore help pokemon` and `explore pokemon --help`: the catalog's commands, then the
    /// exit statuses once.
    public static func help(forCatalog catalog: String) -> String {
        let head = "explore \(catalog) on a terminal opens the interface; into a pipe it is 'explore \(catalog) list'.\n\n"
        let commands = commands.filter { $0.catalog == catalog }.map { help(for: $0, exitStatus: false) }
        return head + commands.joined(separator: "\n\n") + "\n\n" + ExitStatus.helpText
    }

    /// The commands, for `explore --help` and `explore help`.
    public static var overview: String {
        var lines = ["Commands (results on standard output, for scripts and pipes):"]
        for command in commands {
            let head = "  explore \(command.catalog) \(command.name)" + (command.operand.map { " " + $0 } ?? "")
            lines.append(head.padding(toLength: max(head.count + 2, 40), withPad: " ", startingAt: 0) + command.summary)
        }
        lines.append("  explore completions bash|zsh|fish      a completion script for the shell")
        lines.append("  explore help CATALOG COMMAND           a command's options and examples")
        lines.append("  explore man                            the manual page (man -l <(explore man))")
        lines.append("  `explore CATALOG` into a pipe runs `explore CATALOG list`. The words show, list and")
        lines.append("  search after a catalog are commands, never names to open.")
        lines.append("")
        lines.append("Formats: --format text|json|jsonl|tsv, --json for json (schema in docs/json-schema.md).")
        lines.append("Try 'explore help CATALOG' or 'explore CATALOG COMMAND --help' for a command's options.")
        return lines.joined(separator: "\n")
    }

    static func optionLine(_ option: OptionSpec) -> String {
        let head = "  " + option.name + (option.value.map { " " + $0 } ?? "")
        return head.padding(toLength: max(head.count + 2, 26), withPad: " ", startingAt: 0) + option.summary
    }
}
