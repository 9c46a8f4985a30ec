/// What a key asks the browser to do.
public enum Command: Sendable, Hashable, CaseIterable {
    case moveUp, moveDown, pageUp, pageDown, first, last
    case open, back, search, retry, reload, switchPane, help, quit
}
