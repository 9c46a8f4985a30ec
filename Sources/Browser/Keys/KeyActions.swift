import CatalogKit

/// The actions a config file can bind (`bind ACTION = KEY[, KEY…]`), by name, and the check
/// of a set of bindings against the key maps: an unknown action or key, or a key that
/// another action already has where both work, is a problem on its line.
public enum KeyActions {
    /// Names and commands; `filter_ID` names a catalog picker (`filter_type`).
    public static let names: [(name: String, command: Command)] = [
        ("move_up", .moveUp), ("move_down", .moveDown), ("page_up", .pageUp), ("page_down", .pageDown),
        ("first", .first), ("last", .last), ("open", .open), ("back", .back), ("forward", .forward),
        ("search", .search), ("retry", .retry), ("reload", .reload), ("switch_pane", .switchPane),
        ("next_link", .nextLink), ("previous_link", .previousLink), ("follow", .follow),
        ("favourite", .favourite), ("favourites", .favourites),
        ("copy", .copy), ("copy_json", .copyJSON), ("open_web_page", .openWebPage), ("sort", .sort), ("toggle_pictures", .togglePictures),
        ("next_variant", .nextVariant), ("help", .help), ("close_help", .closeHelp), ("quit", .quit),
    ]

    /// The command `name` binds, if it is an action: the app's, a picker's, or a catalog's own.
    public static func command(named name: String, filterKinds: [FilterKind], actions: [CatalogAction] = []) -> Command? {
        if let entry = names.first(where: { $0.name == name.lowercased() }) { return entry.command }
        let lower = name.lowercased()
        if let action = actions.first(where: { $0.name.lowercased() == lower }) { return .action(action.id) }
        if lower.hasPrefix("filter_"), let kind = filterKinds.first(where: { $0.id.lowercased() == lower.dropFirst(7) }) { return .pickFilter(kind.id) }
        return nil
    }

    /// One `bind` line.
    public struct Request: Sendable, Equatable {
        public var line: Int
        public var action: String
        public var keys: String

        public init(line: Int, action: String, keys: String) {
            self.line = line
            self.action = action
            self.keys = keys
        }
    }

    /// The most keys one `bind` line gives an action; a line with more is refused whole.
    public static let maximumKeysPerLine = 16
    /// The most `bind` lines read (each action can be bound once, so far more than enough);
    /// the lines after them are ignored, with one problem that says so.
    public static let maximumLines = 200

    /// The bindings of `requests` that work, and a problem for each that does not (later
    /// lines lose to earlier ones). A line with too many keys and the lines past
    /// ``maximumLines`` are problems too, found before their keys are read: a planted config
    /// cannot make every start slow. `catalogFilterKinds`: each catalog's pickers.
    /// `catalogActions`: each catalog's own keys, in the same order.
    public static func check(
        _ requests: [Request], catalogFilterKinds: [[FilterKind]],
        catalogActions: [[CatalogAction]] = []
    ) -> (overrides: KeyOverrides, problems: [ConfigProblem]) {
        let allKinds = catalogFilterKinds.flatMap { $0 }, allActions = catalogActions.flatMap { $0 }
        var accepted = KeyOverrides()
        var problems: [ConfigProblem] = []
        let maps = KeyOverrides.$scoped.withValue(KeyOverrides()) { defaultMaps(catalogFilterKinds: catalogFilterKinds, catalogActions: catalogActions) }
        for (index, request) in requests.enumerated() {
            guard index < maximumLines else {
                problems.append(
                    ConfigProblem(
                        line: request.line, message: "more than \(maximumLines) bind lines: this one and the \(requests.count - index - 1) after it are ignored"
                    ))
                break
            }
            // Blank pieces (a trailing comma, ", ,") name no key and do not count; the split
            // stops early so that a line of a megabyte is not cut into pieces first.
            let texts = request.keys.split(separator: ",", maxSplits: 4 * maximumKeysPerLine, omittingEmptySubsequences: false)
                .filter { $0.contains { !$0.isWhitespace } }
            guard texts.count <= maximumKeysPerLine else {
                problems.append(ConfigProblem(line: request.line, message: "at most \(maximumKeysPerLine) keys for one action; this line is ignored"))
                continue
            }
            guard let command = command(named: request.action, filterKinds: allKinds, actions: allActions) else {
                let known = (names.map(\.name) + allActions.map(\.name)).joined(separator: ", ")
                problems.append(ConfigProblem(line: request.line, message: "unknown action '\(request.action)'; actions: \(known), filter_ID"))
                continue
            }
            var keys: [Key] = []
            var failure: String?
            for text in texts.map(String.init) where !text.isEmpty {
                switch KeyName.parse(text) {
                case let .success(key): if !keys.contains(key) { keys.append(key) }
                // A key name is short: a long one is said by its start (a config line of a
                // megabyte is not echoed whole).
                case let .failure(error): failure = failure ?? "'\(error.text.count > 40 ? error.text.prefix(40) + "…" : error.text)' \(error.reason)"
                }
            }
            if let failure {
                problems.append(ConfigProblem(line: request.line, message: failure))
                continue
            }
            guard !keys.isEmpty else {
                problems.append(ConfigProblem(line: request.line, message: "no key for '\(request.action)'"))
                continue
            }
            var candidate = accepted
            candidate.keys[command] = keys
            if let clash = firstClash(for: command, in: maps, overrides: candidate, actions: allActions) {
                problems.append(
                    ConfigProblem(line: request.line, message: "\(KeyName.label(clash.key)) already does '\(clash.other)' (\(clash.mode.rawValue))"))
                continue
            }
            accepted = candidate
        }
        return (accepted, problems)
    }

    /// Every map a binding can meet, with the default keys.
    static func defaultMaps(catalogFilterKinds: [[FilterKind]], catalogActions: [[CatalogAction]] = []) -> [KeyMap] {
        var maps: [KeyMap] = []
        for (index, kinds) in (catalogFilterKinds.isEmpty ? [[]] : catalogFilterKinds).enumerated() {
            let actions = index < catalogActions.count ? catalogActions[index] : []
            maps.append(.browse(.list, filterKinds: kinds, canGoBack: true, canGoForward: true, actions: actions))
            maps.append(.browse(.detail, filterKinds: kinds, canGoBack: true, hasLinks: true, canGoForward: true, actions: actions))
            maps.append(.browse(.detail, filterKinds: kinds, canGoBack: true, hasLinks: false, canGoForward: true, actions: actions))
        }
        return maps + [.start, .help, .picker(searchable: false), .message(canGoBack: true), .favourites(canGoBack: true)]
    }

    /// A key of `command` that another action of the same map has, once `overrides` apply.
    static func firstClash(
        for command: Command, in maps: [KeyMap], overrides: KeyOverrides,
        actions: [CatalogAction] = []
    ) -> (key: Key, other: String, mode: KeyMode)? {
        guard let keys = overrides.keys[command] else { return nil }
        for map in maps where map.bindings.contains(where: { $0.command == command }) {
            let applied = overrides.apply(to: map.bindings, mode: map.mode)
            guard applied.contains(where: { $0.command == command && $0.keys == keys }) else { continue }
            for binding in applied where binding.command != command {
                if let key = keys.first(where: binding.keys.contains) {
                    return (key, name(of: binding.command, actions: actions), map.mode)
                }
            }
        }
        return nil
    }

    /// The action name of `command` (a catalog's as `bind` spells it), or its id when it has none.
    static func name(of command: Command, actions: [CatalogAction] = []) -> String {
        if let entry = names.first(where: { $0.command == command }) { return entry.name }
        if case let .pickFilter(id) = command { return "filter_" + id }
        if case let .action(id) = command { return actions.first { $0.id == id }?.name ?? id.rawValue }
        return "\(command)"
    }
}
