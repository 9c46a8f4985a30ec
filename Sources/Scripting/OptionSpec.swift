/// What the completions offer for an option's value.
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

/// Values read from the disk cache (never from the network) for the completions.
public enum CachedValues: String, Sendable, Equatable, CaseIterable {
    case pokemonNames, pokemonTypes, pokemonGenerations, mealCategories, mealAreas
}

/// Where an option does something: in the interface, in the one-shot commands, or both.
public enum OptionScope: Sendable, Equatable {
    case interface, commands, both
}

/// One option of the command line: its name with dashes, the placeholder of its value
/// (nil for a flag), one line of help (and more lines for `--help` and the man page), what
/// its value completes to and where it applies.
public struct OptionSpec: Sendable, Equatable {
    public var name: String
    public var value: String?
    public var summary: String
    /// Further lines of help, for `--help` and the man page.
    public var detail: [String]
    /// What the completions offer for the value; nil for a flag.
    public var completes: OptionValue?
    public var scope: OptionScope

    public init(_ name: String, _ value: String? = nil, _ summary: String, detail: [String] = [], completes: OptionValue? = nil, scope: OptionScope = .both) {
        self.name = name
        self.value = value
        self.summary = summary
        self.detail = detail
        self.completes = value == nil ? nil : (completes ?? .text)
        self.scope = scope
    }

    /// The option with its placeholder: `--cache-dir DIR`.
    public var spelled: String { name + (value.map { " " + $0 } ?? "") }
}
