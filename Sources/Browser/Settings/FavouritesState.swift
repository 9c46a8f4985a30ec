import CatalogKit

/// The favourites screen's state: every catalog's favourites, one selected, and a note.
public struct FavouritesState: Sendable, Equatable {
    /// One row: the favourite and its catalog's title.
    public struct Row: Sendable, Equatable {
        public var favourite: Favourite
        public var catalogTitle: String
        /// Its catalog's entry kind: a favourite of another kind (a type, an area) says its kind.
        public var entryKind: LinkKind?

        public init(favourite: Favourite, catalogTitle: String, entryKind: LinkKind? = nil) {
            self.favourite = favourite
            self.catalogTitle = catalogTitle
            self.entryKind = entryKind
        }

        /// Whether the row names the favourite's kind: a linked page, not one of its entries.
        public var showsKind: Bool { favourite.kind != entryKind }
    }

    public var rows: [Row]
    public var selection: Int
    public var top: Int
    /// Why the file could not be read, or what the last key did.
    public var notice: String?
    /// Why the favourites file could not be read, shown in place of the list (never "no
    /// favourites yet" for a file that is there but unreadable).
    public var problem: String?
    public var help: HelpState?
    public var canGoBack: Bool

    public init(rows: [Row], selection: Int = 0, top: Int = 0, notice: String? = nil, help: HelpState? = nil, canGoBack: Bool = true) {
        self.rows = rows
        self.selection = selection
        self.top = top
        self.notice = notice
        self.help = help
        self.canGoBack = canGoBack
    }

    public var keyMap: KeyMap { help == nil ? .favourites(canGoBack: canGoBack, isEmpty: rows.isEmpty) : .help }
}

extension KeyMap {
    /// The favourites screen.
    public static func favourites(canGoBack: Bool, isEmpty: Bool = false) -> KeyMap {
        KeyMap(
            mode: .favourites,
            bindings: [
                KeyBinding([.up, .character("k")], "↑ k", .moveUp, "move up", hint: isEmpty ? nil : "↑↓ choose"),
                KeyBinding([.down, .character("j")], "↓ j", .moveDown, "move down"),
                KeyBinding([.home, .character("g")], "Home g", .first, "first favourite"),
                KeyBinding([.end, .character("G")], "End G", .last, "last favourite"),
                KeyBinding(
                    [.enter, .right, .character("l")], "Enter → l", .open, "open it in its catalog", hint: isEmpty ? nil : "Enter open", isEnabled: !isEmpty),
                KeyBinding([.character("f")], "f", .favourite, "remove its star", hint: isEmpty ? nil : "f unstar", isEnabled: !isEmpty),
                KeyBinding([.escape, .left, .character("h")], "Esc ← h", .back, "back to the previous screen", hint: "Esc back", isEnabled: canGoBack),
                KeyBinding([.character("?")], "?", .help, "this help", hint: "? help"),
                KeyBinding([.character("q")], "q", .quit, "quit", hint: "q quit"),
            ])
    }
}
