import CatalogKit

/// The completion engine behind the shells' scripts (`explore __complete WORD…`): from the
/// words after `explore` (the last one being completed) to what to offer, by the
/// ``CommandLineReference``. The scripts only read its lines as data, so no name from a
/// server ever reaches a shell's expansion.
public struct Completer: Sendable {
    /// One word to offer and what it is.
    public struct Candidate: Sendable, Equatable {
        public var value: String
        public var summary: String

        public init(_ value: String, _ summary: String = "") {
            self.value = value
            self.summary = summary
        }
    }

    /// Values the disk cache knows, of one catalog.
    public struct Lookup: Sendable, Equatable {
        public var catalog: CatalogID
        public var values: CachedValues

        public init(_ catalog: CatalogID, _ values: CachedValues) {
            self.catalog = catalog
            self.values = values
        }
    }

    /// What to offer: words (some from the cache, still to be looked up), or the shell's own
    /// file or folder names.
    public struct Answer: Sendable, Equatable {
        /// Words to offer, or the shell's own file or folder names.
        public enum Kind: String, Sendable { case words, files, directories }
        public var kind: Kind = .words
        public var candidates: [Candidate] = []
        /// Values the cache knows, to be added (``CompletionLines`` filters them as the rest).
        public var lookup: Lookup?
        /// The word being completed (its value part, after ``valuePrefix``).
        public var current = ""
        /// What stands before the value in the word being completed and is written again
        /// before each candidate: `--format=` in `--format=js`, `type/` in `type/el`.
        public var valuePrefix = ""
    }

    public let reference: CommandLineReference

    public init(reference: CommandLineReference) { self.reference = reference }

    public func answer(_ words: [String]) -> Answer {
        var answer = Answer(current: words.last ?? "")
        var (positionals, pending) = scan(Array(words.dropLast()))
        // bash hands `--format=` as `--format`, `=`, then the value: the `=` is no value.
        if pending != nil, answer.current == "=" { answer.current = "" }
        // zsh and fish hand `--format=js` whole: complete the value, keep the option.
        if pending == nil, answer.current.hasPrefix("--"), let equals = answer.current.firstIndex(of: "=") {
            pending = String(answer.current[..<equals])
            answer.valuePrefix = pending.map { $0 + "=" } ?? ""
            answer.current = String(answer.current[answer.current.index(after: equals)...])
        }
        let context = options(for: positionals)
        if let name = pending {
            let option = context.first { $0.name == name } ?? reference.valuedOptions[name]
            switch option?.completes {
            case let .words(values)?: answer.candidates = values.map { Candidate($0) }
            case .file?: answer.kind = answer.valuePrefix.isEmpty ? .files : .words
            case .directory?: answer.kind = answer.valuePrefix.isEmpty ? .directories : .words
            case let .cached(values)?: answer.lookup = positionals.first.flatMap(reference.descriptor).map { Lookup($0.id, values) }
            case .text?, nil: break
            }
            return answer
        }
        if answer.current.hasPrefix("-") {
            answer.candidates = context.map { Candidate($0.name, $0.summary) }
            return answer
        }
        if positionals.count == 1 || takesLink(positionals), let slash = answer.current.firstIndex(of: "/"),
            let lookup = linkValues(positionals[0], String(answer.current[..<slash]))
        {
            // A deep link `KIND/ID`: the ids of that kind the cache knows.
            answer.valuePrefix = String(answer.current[...slash])
            answer.current = String(answer.current[answer.current.index(after: slash)...])
            answer.lookup = lookup
            return answer
        }
        (answer.candidates, answer.lookup) = operands(after: positionals)
        return answer
    }

    /// `show` and a command with an optional operand (`list`) take `KIND/ID` after them; a
    /// catalog's own command (`team`) reads its words itself.
    func takesLink(_ positionals: [String]) -> Bool {
        guard positionals.count == 2, let catalog = reference.descriptor(positionals[0]) else { return false }
        return positionals[1] == "show" || catalog.command(positionals[1]).map { $0.operandIsOptional && !$0.isCatalogsOwn } == true
    }

    /// What the cache knows of a deep link's kind: the options of the filter its commands
    /// name by the same word (a Pokémon type, a recipe category or area).
    func linkValues(_ catalog: String, _ kind: String) -> Lookup? {
        guard let descriptor = reference.descriptor(catalog) else { return nil }
        for option in descriptor.commands.flatMap(\.options) {
            if case let .filter(filter, byLabel)? = option.role, filter.id == kind { return Lookup(descriptor.id, .filter(id: filter.id, byLabel: byLabel)) }
        }
        return nil
    }

    /// The positional words, and the option whose value is being completed (if any).
    func scan(_ words: [String]) -> (positionals: [String], pending: String?) {
        var positionals: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "=" {
                // bash splits `--format=json` at the `=`: the value follows it.
                index += 1
            } else if word.hasPrefix("-"), word.count > 1 {
                if !word.contains("="), reference.valuedOptions[word] != nil {
                    // Its value is the next word, or the one after bash's `=`.
                    let value = index + 1 < words.count && words[index + 1] == "=" ? index + 2 : index + 1
                    if value >= words.count { return (positionals, word) }
                    index = value
                }
            } else {
                positionals.append(word)
            }
            index += 1
        }
        return (positionals, nil)
    }

    /// The options that do something where the positional words stand.
    func options(for positionals: [String]) -> [OptionSpec] {
        let help = OptionSpec("--help", nil, "this command's usage")
        guard let first = positionals.first else { return reference.interfaceOptions(catalog: nil) }
        if reference.catalogs.contains(where: { $0.name == first }) {
            if positionals.count >= 2, let command = reference.command(first, positionals[1]) {
                return reference.options(for: command) + [help]
            }
            return reference.interfaceOptions(catalog: first)
        }
        if let top = reference.topLevel.first(where: { $0.name == first }) {
            let cache = first == "cache" ? reference.options.filter { $0.name == "--cache-dir" } : []
            return top.options + cache
        }
        return []
    }

    /// The words that may come next after the positional words.
    func operands(after positionals: [String]) -> ([Candidate], Lookup?) {
        guard let first = positionals.first else {
            let catalogs = reference.catalogs.map { Candidate($0.name, $0.summary) }
            return (catalogs + reference.topLevel.map { Candidate($0.name, $0.summary) }, nil)
        }
        if let catalog = reference.descriptor(first) {
            // A command, or a deep link: for a catalog with a local index, a name the cache knows.
            let names = catalog.completesNames ? Lookup(catalog.id, .names) : nil
            if positionals.count == 1 { return (catalog.commands.map { Candidate($0.name, $0.summary) }, names) }
            // `show type/`, `list type/`: the kinds of page its links open (from the one table).
            let kinds = catalog.linkKinds.filter { $0 != catalog.entryKind }.map { Candidate($0.rawValue + "/", "\($0.rawValue)/ID") }
            if takesLink(positionals) { return (kinds, positionals[1] == "show" ? names : nil) }
            return ([], nil)
        }
        guard let top = reference.topLevel.first(where: { $0.name == first }) else { return ([], nil) }
        if first == "help" {
            if positionals.count == 1 { return (reference.catalogs.map { Candidate($0.name, $0.summary) }, nil) }
            if positionals.count == 2 {
                return ((reference.descriptor(positionals[1])?.commands ?? []).map { Candidate($0.name, $0.summary) }, nil)
            }
            return ([], nil)
        }
        return positionals.count == 1 ? (top.words.map { Candidate($0.name, $0.summary) }, nil) : ([], nil)
    }
}
