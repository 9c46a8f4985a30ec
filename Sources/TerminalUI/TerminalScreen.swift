import Browser
import Views

/// What a screen asks of the session after a key.
@MainActor
public enum ScreenOutcome {
    case `continue`
    case quit
    /// Replace this screen with another (the start screen opening a catalog).
    case replace(any TerminalScreen)
}

/// One full-screen mode of the app, driven by the session: it renders itself as a grid and
/// handles keys. Implementations adapt a view model to the session.
@MainActor
public protocol TerminalScreen: AnyObject {
    /// Begins work (first loads); `changed` schedules a frame.
    func start(changed: @escaping @MainActor () -> Void)
    func stop()
    func render(width: Int, height: Int, theme: Theme) -> CellGrid
    func handle(_ key: Key) -> ScreenOutcome
}
