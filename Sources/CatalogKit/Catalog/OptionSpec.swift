/// What an option's value is: what the parsers check and the completions offer.
public enum OptionValue: Sendable, Equatable {
    /// Free text: nothing to offer.
    case text
    /// One of these words.
    case words([String])
    /// A file name, or a folder's.
    case file
    case directory
    /// Values the disk cache knows (types, generations, categories, areas), where it has them.
    case cached(CachedValues)
}

/// Values read from the disk cache (never from the network) for the completions, of the
/// catalog being completed.
public enum CachedValues: Sendable, Equatable {
    /// The entries' names, as `show` takes them (from a catalog's local index).
    case names
    /// The options of the filter with this id; by their label's slug when the command looks
    /// the value up by label (a Pokémon type), else by their value (a recipe category).
    case filter(id: String, byLabel: Bool)
}

/// Where an option does something: in the interface, in the one-shot commands, or both.
/// A catalog's own options (places' `--near`) are listed in its descriptor.
public enum OptionScope: Sendable, Equatable {
    case interface, commands, both
}

/// What a command's own option does to the command, for ``CommandSpec``'s options: narrow
/// the list by a filter, list a linked page instead, or page the list.
public enum OptionRole: Sendable, Equatable {
    /// A filter of this kind; `byLabel`: the value names an option by its label (looked up
    /// in the filter's options), else it is the option's value itself.
    case filter(FilterKind, byLabel: Bool)
    /// The entries of the page a link of this kind opens, the value its id.
    case link(LinkKind)
    /// At most N entries.
    case limit
    /// Skip the first N entries.
    case offset
    /// A flag: fetch the English names the cache does not hold before printing (`--names`).
    case fetchNames
    /// A value (or flag) the catalog's own command reads itself (``CommandCall/values``).
    case value
}

/// One option of the command line: its name with dashes, the placeholder of its value
/// (nil for a flag), one line of help (and more lines for `--help` and the man page), what
/// its value is and completes to, where it applies, what it does in a command, and the
/// config key that sets it when the command line does not.
public struct OptionSpec: Sendable, Equatable {
    public var name: String
    public var value: String?
    public var summary: String
    /// Further lines of help, for `--help` and the man page.
    public var detail: [String]
    /// What the value is and what the completions offer for it; nil for a flag.
    public var completes: OptionValue?
    public var scope: OptionScope
    /// In a catalog's command: what it does there.
    public var role: OptionRole?
    /// The config file's key for it (`places_near`), for a catalog's own option.
    public var configKey: String?
    /// The value when neither the command line nor the config gives one.
    public var defaultValue: String?
    /// For a whole number: the values it may take.
    public var range: ClosedRange<Int>?
    /// Takes every word after it up to the next option (`--with chicken garlic`).
    public var many: Bool

    public init(
        _ name: String, _ value: String? = nil, _ summary: String, detail: [String] = [], completes: OptionValue? = nil,
        scope: OptionScope = .both, role: OptionRole? = nil, configKey: String? = nil, defaultValue: String? = nil,
        range: ClosedRange<Int>? = nil, many: Bool = false
    ) {
        self.many = many
        self.name = name
        self.value = value
        self.summary = summary
        self.detail = detail
        self.completes = value == nil ? nil : (completes ?? .text)
        self.scope = scope
        self.role = role
        self.configKey = configKey
        self.defaultValue = defaultValue
        self.range = range
    }

    /// The option with its placeholder: `--cache-dir DIR`.
    public var spelled: String { name + (value.map { " " + $0 + (many ? "…" : "") } ?? "") }
}
