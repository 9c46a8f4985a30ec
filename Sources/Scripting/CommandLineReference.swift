/// The command line as the generated documents read it: the man page and the completion
/// scripts and their engine see the catalogs, commands, options and exit statuses only
/// through this, so the tables behind it can be replaced without touching them.
public struct CommandLineReference: Sendable {
    /// A catalog as the command line names it.
    public struct Catalog: Sendable, Equatable {
        public var name: String
        public var title: String
        public var summary: String

        public init(name: String, title: String, summary: String) {
            self.name = name
            self.title = title
            self.summary = summary
        }
    }

    /// A section of the key table: its title and (keys, what they do) rows.
    public struct KeySection: Sendable, Equatable {
        public var title: String
        public var rows: [[String]]

        public init(title: String, rows: [(keys: String, does: String)]) {
            self.title = title
            self.rows = rows.map { [$0.keys, $0.does] }
        }
    }

    public var version: String
    public var catalogs: [Catalog]
    public var servers: [ServerOption]
    public var keys: [KeySection]

    public init(version: String, catalogs: [Catalog], servers: [ServerOption], keys: [KeySection] = []) {
        self.version = version
        self.catalogs = catalogs
        self.servers = servers
        self.keys = keys
    }

    /// The options of `explore` itself, in `--help`'s order.
    public var options: [OptionSpec] { InterfaceOptions.all(servers: servers) }
    /// The catalogs' one-shot commands.
    public var commands: [CommandSpec] { CommandTable.commands }
    /// The words after a catalog that name its commands.
    public var commandWords: [String] { CommandTable.commandWords }
    /// Options every one-shot command takes: the output format.
    public var formatOptions: [OptionSpec] { CommandTable.formatOptions }
    /// Places' options (the interface's, and places' commands').
    public var placeOptions: [OptionSpec] { InterfaceOptions.placeOptions }
    /// `cache`, `favourites`, `config`, `completions`, `help`, `man`.
    public var topLevel: [TopLevelCommand] { TopLevelCommand.all }
    public var exitStatuses: [(status: String, meaning: String)] { ExitStatus.documented }

    /// The options of one catalog's command (`pokemon list`), in the order they are offered.
    public func options(for command: CommandSpec) -> [OptionSpec] {
        command.options + formatOptions + options.filter { $0.scope != .interface && !placeOptions.map(\.name).contains($0.name) }
    }

    /// The options of the interface after `catalog` (places' own only for places).
    public func interfaceOptions(catalog: String?) -> [OptionSpec] {
        options.filter { $0.scope != .commands && (catalog == nil || catalog == "places" || !placeOptions.map(\.name).contains($0.name)) }
    }

    /// Every option that takes a value, by name: what a parser or completer steps over.
    public var valuedOptions: [String: OptionSpec] {
        var found: [String: OptionSpec] = [:]
        for option in options + formatOptions + commands.flatMap(\.options) + topLevel.flatMap(\.options) where option.value != nil && found[option.name] == nil {
            found[option.name] = option
        }
        return found
    }
}
