import CatalogKit

/// The commands' help texts, from the catalogs' declarations, and the options every command takes.
public enum CommandTable {
    /// Words in first place that are not catalogs.
    public static let topLevelWords = ["completions", "help"]
    public static let shells = ["bash", "zsh", "fish"]

    /// Options every command takes: the output format.
    public static let formatOptions = [
        OptionSpec("--format", "FORMAT", "text (default), json, jsonl (JSON lines) or tsv", completes: .words(OutputFormat.allCases.map(\.rawValue))),
        OptionSpec("--json", nil, "short for --format json"),
        OptionSpec("--width", "N", "wrap text at N columns (default: the terminal's width; unwrapped into a pipe)"),
    ]

    /// Options the interface's parser reads, shared by the commands: listed (with whether
    /// they take a value) so that the command parser can step over their values and forward
    /// them. A catalog's own options (places' `--near`) are its descriptor's.
    public static func sharedOptions(_ reference: CommandLineReference) -> [OptionSpec] {
        let own = Set(reference.catalogOptions.map(\.name))
        return reference.options.filter { !own.contains($0.name) && $0.name != "--help" && $0.name != "--version" }
    }

    /// `explore help pokemon show` and `explore pokemon show --help`.
    public static func help(for command: CommandSpec, exitStatus: Bool = true) -> String {
        var lines = ["Usage: " + command.usage, "", command.summary.prefix(1).uppercased() + command.summary.dropFirst() + ".", ""]
        let options = command.options + formatOptions(for: command)
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

    /// The format options as `command` takes them: with its own formats (`md`, `geojson`) named.
    static func formatOptions(for command: CommandSpec) -> [OptionSpec] {
        guard !command.formats.isEmpty else { return formatOptions }
        return formatOptions.map { option in
            guard option.name == "--format" else { return option }
            var own = option
            own.summary = "text (default), json, jsonl (JSON lines), tsv or " + command.formats.joined(separator: ", ")
            own.completes = .words(OutputFormat.allCases.map(\.rawValue) + command.formats)
            return own
        }
    }

    /// `explore help pokemon` and `explore pokemon --help`: the catalog's commands, then the
    /// exit statuses once.
    public static func help(forCatalog catalog: CatalogDescriptor) -> String {
        let head = "explore \(catalog.id) on a terminal opens the interface; into a pipe it is 'explore \(catalog.id) list'.\n\n"
        let commands = catalog.commands.map { help(for: $0, exitStatus: false) }
        return head + commands.joined(separator: "\n\n") + "\n\n" + ExitStatus.helpText
    }

    /// The commands, for `explore --help` and `explore help`.
    public static func overview(_ commands: [CommandSpec]) -> String {
        var lines = ["Commands (results on standard output, for scripts and pipes):"]
        for command in commands {
            let head = "  explore \(command.catalog) \(command.name)" + (command.operandUsage.map { " " + $0 } ?? "")
            lines.append(head.padded(to: max(head.count + 2, 40)) + command.summary)
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
        let head = "  " + option.spelled
        return head.padded(to: max(head.count + 2, 26)) + option.summary
    }
}
