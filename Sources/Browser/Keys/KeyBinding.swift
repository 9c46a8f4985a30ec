import CatalogKit

/// The modes a screen can be in; each has its own ``KeyMap``.
public enum KeyMode: String, Sendable, Hashable, CaseIterable {
    case list, detail, search, picker, help, start, message, favourites
}

/// One line of a key map: the keys, how help names them, what they do, the status bar's
/// short hint (if they have one there), and whether they do anything right now.
public struct KeyBinding: Sendable, Equatable {
    public var keys: [Key]
    /// How the help overlay and the key table name the keys, for example "↑ k".
    public var label: String
    public var command: Command
    public var summary: String
    /// Shown in the status bar when enabled, for example "/ search"; nil keeps it out.
    public var hint: String?
    public var isEnabled: Bool

    public init(_ keys: [Key], _ label: String, _ command: Command, _ summary: String, hint: String? = nil, isEnabled: Bool = true) {
        self.keys = keys
        self.label = label
        self.command = command
        self.summary = summary
        self.hint = hint
        self.isEnabled = isEnabled
    }
}

extension KeyBinding {
    /// The binding of a catalog's own action, on its default key; nil for a key that cannot
    /// be read (a catalog's mistake, which the key-map tests catch).
    init?(action: CatalogAction) {
        guard case let .success(key) = KeyName.parse(action.key) else { return nil }
        self.init([key], KeyName.label(key), .action(action.id), action.summary)
    }
}
