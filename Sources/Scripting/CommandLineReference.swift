import CatalogKit

/// The command line as one table: the catalogs' descriptors (their commands and their own
/// options), the interface's options, the top-level commands and the exit statuses. Both
/// parsers, `--help`, `explore help`, the man page and the completion engine read only this.
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
    /// The catalogs, as their modules declare them.
    public var descriptors: [CatalogDescriptor]
    public var keys: [KeySection]

    public init(version: String, catalogs: [CatalogDescriptor], keys: [KeySection] = []) {
        self.version = version
        self.descriptors = catalogs
        self.keys = keys
    }

    /// The catalogs as the command line names them.
    public var catalogs: [Catalog] { descriptors.map { Catalog(name: $0.id.rawValue, title: $0.title, summary: $0.summary) } }
    /// Each catalog's own server option.
    public var servers: [ServerOption] {
        descriptors.map { ServerOption(option: $0.urlOption, title: $0.title, example: $0.urlExample) }
    }
    /// The catalog named `name` on the command line.
    public func descriptor(_ name: String) -> CatalogDescriptor? { descriptors.first { $0.id.rawValue == name } }
    /// Every catalog's own options (places' `--near`), once each by name.
    public var catalogOptions: [OptionSpec] {
        var seen = Set<String>()
        return descriptors.flatMap(\.options).filter { seen.insert($0.name).inserted }
    }

    /// The options of `explore` itself, in `--help`'s order.
    public var options: [OptionSpec] { InterfaceOptions.all(servers: servers, catalogOptions: catalogOptions) }
    /// The catalogs' one-shot commands.
    public var commands: [CommandSpec] { descriptors.flatMap(\.commands) }
    /// One catalog's command.
    public func command(_ catalog: String, _ name: String) -> CommandSpec? {
        commands.first { $0.catalog.rawValue == catalog && $0.name == name }
    }
    /// The words after a catalog that name its commands.
    public var commandWords: [String] { CommandSpec.words }
    /// Options every one-shot command takes: the output format.
    public var formatOptions: [OptionSpec] { CommandTable.formatOptions }
    /// `cache`, `favourites`, `config`, `completions`, `help`, `man`.
    public var topLevel: [TopLevelCommand] { TopLevelCommand.all }
    public var exitStatuses: [(status: String, meaning: String)] { ExitStatus.documented }

    /// The options of one catalog's command (`pokemon list`), in the order they are offered.
    public func options(for command: CommandSpec) -> [OptionSpec] {
        let catalogOwn = Set(catalogOptions.map(\.name))
        return command.options + CommandTable.formatOptions(for: command) + options.filter { $0.scope != .interface && !catalogOwn.contains($0.name) }
    }

    /// The options of the interface after `catalog` (a catalog's own only for it).
    public func interfaceOptions(catalog: String?) -> [OptionSpec] {
        let own = Set((catalog.flatMap(descriptor)?.options ?? catalogOptions).map(\.name))
        let others = Set(catalogOptions.map(\.name)).subtracting(own)
        return options.filter { $0.scope != .commands && !others.contains($0.name) }
    }

    /// Every option that takes a value, by name: what a parser or completer steps over.
    public var valuedOptions: [String: OptionSpec] {
        var found: [String: OptionSpec] = [:]
        for option in options + formatOptions + commands.flatMap(\.options) + topLevel.flatMap(\.options) where option.value != nil && found[option.name] == nil
        {
            found[option.name] = option
        }
        return found
    }
}
