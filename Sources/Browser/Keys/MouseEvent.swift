/// A mouse event, decoded by the terminal: where (screen columns and rows from 0) and what.
public struct MouseEvent: Sendable, Hashable {
    /// What the mouse did. Only the first button clicks; the others are left to the terminal.
    public enum Action: Sendable, Hashable {
        /// The first button went down.
        case press
        /// The first button went down a second time, quickly, in the same place.
        case doubleClick
        case wheelUp, wheelDown
    }

    public var x: Int
    public var y: Int
    public var action: Action

    public init(x: Int, y: Int, action: Action) {
        self.x = x
        self.y = y
        self.action = action
    }

    /// Lines (or rows) one notch of the wheel moves.
    public static let wheelStep = 3
}
