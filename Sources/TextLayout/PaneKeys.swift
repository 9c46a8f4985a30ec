/// The keys a pane names in its own text ("r retry   Esc back"), taken from the key map of
/// the mode the screen is in, so a key rebound in the config file (`bind retry = x`) is
/// named right on every pane: the error panes, a detail's part that did not load, a picker.
public struct PaneKeys: Sendable, Hashable {
    /// The key that retries what failed, or nil when none does here.
    public var retry: String?
    /// The key that leaves the pane (back, clear the search, close the picker), or nil.
    public var back: String?

    public init(retry: String? = nil, back: String? = nil) {
        self.retry = retry
        self.back = back
    }

    /// No key named: panes drawn without a screen around them.
    public static let none = PaneKeys()
}
