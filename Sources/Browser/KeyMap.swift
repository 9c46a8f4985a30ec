/// One line of the key map: the keys, how the help overlay names them, and what they do.
public struct KeyBinding: Sendable {
    public var keys: [Key]
    public var label: String
    public var command: Command
    public var summary: String
}

/// The one key map. Input handling and the help overlay are both generated from it.
public enum KeyMap {
    public static let bindings: [KeyBinding] = [
        KeyBinding(keys: [.up, .character("k")], label: "↑ k", command: .moveUp, summary: "move up"),
        KeyBinding(keys: [.down, .character("j")], label: "↓ j", command: .moveDown, summary: "move down"),
        KeyBinding(keys: [.pageUp, .control("b")], label: "PgUp", command: .pageUp, summary: "page up"),
        KeyBinding(keys: [.pageDown, .control("f"), .character(" ")], label: "PgDn", command: .pageDown, summary: "page down"),
        KeyBinding(keys: [.home, .character("g")], label: "Home g", command: .first, summary: "first entry"),
        KeyBinding(keys: [.end, .character("G")], label: "End G", command: .last, summary: "last entry"),
        KeyBinding(keys: [.enter, .right, .character("l")], label: "Enter → l", command: .open, summary: "open detail"),
        KeyBinding(keys: [.escape, .left, .character("h")], label: "Esc ← h", command: .back, summary: "back, clear search"),
        KeyBinding(keys: [.character("/")], label: "/", command: .search, summary: "search by name"),
        KeyBinding(keys: [.character("r")], label: "r", command: .retry, summary: "retry what failed"),
        KeyBinding(keys: [.character("R")], label: "R", command: .reload, summary: "reload"),
        KeyBinding(keys: [.tab, .backTab], label: "Tab", command: .switchPane, summary: "switch pane"),
        KeyBinding(keys: [.character("?")], label: "?", command: .help, summary: "this help"),
        KeyBinding(keys: [.character("q")], label: "q", command: .quit, summary: "quit"),
    ]

    private static let table: [Key: Command] = {
        var table: [Key: Command] = [:]
        for binding in bindings {
            for key in binding.keys { table[key] = binding.command }
        }
        return table
    }()

    /// The command bound to `key`, if any.
    public static func command(for key: Key) -> Command? {
        table[key]
    }
}
