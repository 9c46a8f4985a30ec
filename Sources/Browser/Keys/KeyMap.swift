import CatalogKit

/// The keys of one mode. The same value drives key handling (``command(for:)``), the status
/// bar's hints (``hints``) and the help overlay, so nothing is listed twice.
public struct KeyMap: Sendable, Equatable {
    public var mode: KeyMode
    public var bindings: [KeyBinding]

    /// The map with the user's bindings (``KeyOverrides/current``) applied.
    public init(mode: KeyMode, bindings: [KeyBinding]) {
        self.mode = mode
        self.bindings = KeyOverrides.current.apply(to: bindings, mode: mode)
    }

    /// The command of the enabled binding for `key`, if any.
    public func command(for key: Key) -> Command? {
        bindings.first { $0.isEnabled && $0.keys.contains(key) }?.command
    }

    /// The bindings help lists: enabled, and named (an unnamed one is listed with the one
    /// before it).
    public var listed: [KeyBinding] { bindings.filter { $0.isEnabled && !$0.label.isEmpty } }

    /// The status bar's hints, in map order (the last are kept longest).
    public var hints: [String] { bindings.filter(\.isEnabled).compactMap(\.hint) }

    /// How the enabled binding for `command` is named, for panes that offer it ("r retry").
    public func label(for command: Command) -> String? {
        bindings.first { $0.isEnabled && $0.command == command }?.label
    }

    /// The one key a pane names for `command` beside what it does ("r" in "r retry", "Esc"
    /// in "Esc back"): the first key of its enabled binding, as help labels it.
    public func key(for command: Command) -> String? {
        label(for: command)?.split(separator: " ").first.map(String.init)
    }

    // MARK: - The maps

    private static let moves: [KeyBinding] = [
        KeyBinding([.up, .character("k")], "↑ k", .moveUp, "move up"),
        KeyBinding([.down, .character("j")], "↓ j", .moveDown, "move down"),
        KeyBinding([.pageUp, .control("b")], "PgUp", .pageUp, "page up"),
        KeyBinding([.pageDown, .control("f"), .character(" ")], "PgDn", .pageDown, "page down"),
        KeyBinding([.home, .character("g")], "Home g", .first, "first entry"),
        KeyBinding([.end, .character("G")], "End G", .last, "last entry"),
    ]

    /// Browsing a catalog, the list (`.list`) or the detail (`.detail`) having the keyboard.
    /// `canGoBack`: a screen lies below (Esc at the root returns to it); `hasLinks`: the
    /// detail shows a document with links (↑/↓ and Tab move between them, Enter follows);
    /// `canGoForward`: back left a screen that `]` re-opens; `hasList`: the screen has a list
    /// pane (a linked page that is only a document has none).
    public static func browse(
        _ mode: KeyMode = .list, filterKinds: [FilterKind] = [], isSearching: Bool = false, canGoBack: Bool = false,
        hasLinks: Bool = false, canGoForward: Bool = false, hasList: Bool = true, hasVariants: Bool = false,
        actions: [CatalogAction] = []
    ) -> KeyMap {
        var moves = Self.moves
        let links = mode == .detail && hasLinks
        if mode == .detail {
            moves[0].summary = links ? "previous link on screen, or scroll" : "scroll up"
            moves[1].summary = links ? "next link on screen, or scroll" : "scroll down"
            moves[4].summary = "top of the detail"
            moves[5].summary = "end of the detail"
        }
        let toList = mode == .detail && hasList
        let backSummary = toList ? "back to the list" : (isSearching ? "clear the search" : "back to the previous screen")
        let back = KeyBinding(
            [.escape, .backspace, .left, .character("h")], "Esc ⌫ ← h", .back, backSummary,
            hint: isSearching && mode == .list ? "Esc clear" : nil,
            isEnabled: toList || isSearching || canGoBack)
        let open =
            links
            ? KeyBinding([.enter, .right, .character("l")], "Enter → l", .follow, "follow the selected link", hint: "Enter follow")
            : KeyBinding([.enter, .right, .character("l")], "Enter → l", .open, "open the detail")
        let tabs =
            links
            ? [KeyBinding([.tab], "Tab", .nextLink, "next link"), KeyBinding([.backTab], "S-Tab", .previousLink, "previous link")]
            : [KeyBinding([.tab, .backTab], "Tab", .switchPane, "switch pane", isEnabled: hasList)]
        var bindings =
            moves + [
                open,
                back,
                KeyBinding([.character("]")], "]", .forward, "forward: re-open what back left", isEnabled: canGoForward),
                KeyBinding([.character("/")], "/", .search, "search by name", hint: isSearching ? nil : "/ search", isEnabled: hasList),
                KeyBinding([.character("r")], "r", .retry, "retry what failed"),
                KeyBinding([.character("R")], "R", .reload, mode == .detail ? "reload the detail" : "reload, keeping your place"),
                KeyBinding([.character("f")], "f", .favourite, "star or unstar (favourite)"),
                KeyBinding([.character("F")], "F", .favourites, "all catalogs' favourites"),
                KeyBinding([.character("y")], "y", .copy, "copy the name and web address"),
                KeyBinding([.character("Y")], "Y", .copyJSON, "copy it as JSON (the commands' schema)"),
                KeyBinding([.character("o")], "o", .openWebPage, "open the web page, or show it"),
                KeyBinding([.character("s")], "s", .sort, "sort: by name, the list's own orders and back", isEnabled: hasList),
                KeyBinding([.character("i")], "i", .togglePictures, "pictures and maps on or off"),
                KeyBinding(
                    [.character("v")], "v", .nextVariant, "moves of the next game (a Pokémon's)", hint: hasVariants && mode == .detail ? "v game" : nil,
                    isEnabled: hasVariants),
            ] + tabs
        bindings += filterKinds.map { kind in
            KeyBinding([.character(kind.key)], String(kind.key), .pickFilter(kind.id), "choose " + Article.indefinite(kind.title.lowercased()))
        }
        bindings += actions.filter { $0.page == nil }.compactMap(KeyBinding.init(action:))
        // A page's own keys win over the app's: theirs go first, and those keys leave the rest.
        let pageBindings = actions.filter { $0.page != nil }.compactMap(KeyBinding.init(action:))
        let claimed = Set(pageBindings.flatMap(\.keys))
        if !claimed.isEmpty {
            bindings = bindings.compactMap { binding in
                var kept = binding
                kept.keys.removeAll(where: claimed.contains)
                return kept.keys.isEmpty && !binding.keys.isEmpty ? nil : kept
            }
        }
        bindings = pageBindings + bindings
        bindings += [
            KeyBinding([.character("?")], "?", .help, "this help", hint: "? help"),
            KeyBinding([.character("q")], "q", .quit, "quit", hint: "q quit"),
        ]
        return KeyMap(mode: mode, bindings: bindings)
    }

    /// Browsing as help and the key table describe it: Esc listed with all it does.
    public static func browseReference(filterKinds: [FilterKind] = [], canGoBack: Bool, actions: [CatalogAction] = []) -> KeyMap {
        var map = browse(.list, filterKinds: filterKinds, canGoBack: canGoBack, canGoForward: true, hasVariants: true, actions: actions)
        if let index = map.bindings.firstIndex(where: { $0.command == .back }) {
            map.bindings[index].isEnabled = true
            map.bindings[index].summary =
                canGoBack
                ? "back: to the list, clear the search, remove the last filter, to the previous screen"
                : "back: to the list, clear the search, remove the last filter"
        }
        return map
    }

    /// The detail pane's keys for its links, as help and the key table describe them.
    public static var linksReference: KeyMap {
        let commands: Set<Command> = [.moveUp, .moveDown, .nextLink, .previousLink, .follow]
        let map = browse(.detail, hasLinks: true)
        return KeyMap(mode: .detail, bindings: map.bindings.filter { commands.contains($0.command) })
    }

    /// What the mouse does on a catalog screen (on unless `--no-mouse`): listed in help and
    /// the key table; no key is bound (the screen routes ``Key/mouse(_:)`` by the layout).
    public static let mouse = KeyMap(
        mode: .list,
        bindings: [
            KeyBinding([], "click", .mouse, "select a row or focus a pane"),
            KeyBinding([], "2×click", .mouse, "open a row (or click it again)"),
            KeyBinding([], "click link", .mouse, "follow the link"),
            KeyBinding([], "click trail", .mouse, "back to that screen"),
            KeyBinding([], "wheel", .mouse, "scroll the list, detail or help"),
            KeyBinding([], "Shift-drag", .mouse, "select text (the terminal's)"),
        ])

    /// The search bar while it has the keyboard: letters are typed, so retry is Ctrl-R.
    public static var search: KeyMap {
        KeyMap(
            mode: .search,
            bindings: [
                KeyBinding([], "letters", .editText, "narrow the list as you type"),
                KeyBinding([.backspace, .control("u"), .control("w")], "⌫ ^U ^W", .editText, "delete a letter, all, a word"),
                KeyBinding([.up], "↑ ↓ PgUp PgDn", .moveUp, "move in the results"),
                KeyBinding([.down], "", .moveDown, ""),
                KeyBinding([.pageUp], "", .pageUp, ""),
                KeyBinding([.pageDown], "", .pageDown, ""),
                KeyBinding([.home], "", .first, ""),
                KeyBinding([.end], "", .last, ""),
                KeyBinding([.enter], "Enter", .acceptSearch, "keep the results, leave the bar", hint: "Enter done"),
                KeyBinding([.escape], "Esc", .clearSearch, "clear the search", hint: "Esc clear"),
                KeyBinding([.control("r")], "^R", .retry, "retry what failed"),
                KeyBinding([.tab, .backTab], "Tab", .switchPane, "switch pane"),
            ])
    }

    /// A filter picker. Letters are typed into its text field (type-to-filter, as in fzf):
    /// a searchable picker asks for options by name, the others show only the options whose
    /// name, or a word of it, starts with what is typed. So only arrows, Enter and Esc move,
    /// choose and close; retry is Ctrl-R.
    public static func picker(searchable: Bool) -> KeyMap {
        KeyMap(
            mode: .picker,
            bindings: [
                KeyBinding([], "letters", .editText, searchable ? "find a place by name" : "filter by the start of a word"),
                KeyBinding([.backspace, .control("u")], "⌫ ^U", .editText, "delete a letter, all"),
                KeyBinding([.up], "↑", .moveUp, "move up", hint: "↑↓ choose"),
                KeyBinding([.down], "↓", .moveDown, "move down"),
                KeyBinding([.pageUp], "PgUp", .pageUp, "page up"),
                KeyBinding([.pageDown], "PgDn", .pageDown, "page down"),
                KeyBinding([.home], "Home", .first, "first"),
                KeyBinding([.end], "End", .last, "last"),
                KeyBinding([.enter, .right], "Enter", .choose, "apply the choice", hint: "Enter apply"),
                KeyBinding([.escape, .left], "Esc ←", .cancel, "close, changing nothing", hint: "Esc cancel"),
                KeyBinding([.control("r")], "^R", .retry, "retry what failed"),
            ])
    }

    /// The help overlay.
    public static var help: KeyMap {
        KeyMap(
            mode: .help,
            bindings: [
                KeyBinding([.up, .character("k")], "↑ k", .moveUp, "scroll up"),
                KeyBinding([.down, .character("j")], "↓ j", .moveDown, "scroll down", hint: "↑↓ scroll"),
                KeyBinding([.pageUp, .control("b")], "PgUp", .pageUp, "page up"),
                KeyBinding([.pageDown, .control("f"), .character(" ")], "PgDn", .pageDown, "page down"),
                KeyBinding([.home, .character("g")], "Home g", .first, "top"),
                KeyBinding([.end, .character("G")], "End G", .last, "bottom"),
                KeyBinding([.escape, .character("?"), .character("q")], "Esc ? q", .closeHelp, "close the help", hint: "Esc close"),
            ])
    }

    /// The start screen: choose a catalog.
    public static var start: KeyMap {
        KeyMap(
            mode: .start,
            bindings: [
                KeyBinding([.up, .character("k")], "↑ k", .moveUp, "move up", hint: "↑↓ choose"),
                KeyBinding([.down, .character("j")], "↓ j", .moveDown, "move down"),
                KeyBinding([.home, .character("g")], "Home g", .first, "first catalog"),
                KeyBinding([.end, .character("G")], "End G", .last, "last catalog"),
                KeyBinding([.enter, .right, .character("l")], "Enter → l", .open, "open the catalog", hint: "Enter open"),
                KeyBinding([.character("F")], "F", .favourites, "all catalogs' favourites"),
                KeyBinding([.character("?")], "?", .help, "this help", hint: "? help"),
                KeyBinding([.character("q")], "q", .quit, "quit", hint: "q quit"),
            ])
    }

    /// A message pane (how to set a key, say).
    public static func message(canGoBack: Bool) -> KeyMap {
        KeyMap(
            mode: .message,
            bindings: [
                KeyBinding([.escape, .left, .character("h")], "Esc ← h", .back, "back to the start screen", hint: "Esc back", isEnabled: canGoBack),
                KeyBinding([.character("q")], "q", .quit, "quit", hint: "q quit"),
            ])
    }
}
