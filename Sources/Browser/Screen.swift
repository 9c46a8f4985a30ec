/// What a screen shows, for the views to draw: one case per kind of screen.
public enum ScreenContent: Sendable, Equatable {
    case catalog(CatalogScreenState)
    case start(StartScreenState)
    case message(MessageState)
}

/// What a screen asks of the ``Navigator`` after a key.
@MainActor
public enum ScreenAction {
    case none
    case quit
    /// Back to the screen below, if there is one (Esc at a catalog's root).
    case back
    /// A new screen on top (the start screen opening a catalog).
    case push(any Screen)

    public var isQuit: Bool {
        if case .quit = self { return true }
        return false
    }
}

/// One full-screen mode of the app, driven by the navigator: it handles keys and a resize
/// and exposes its content for the views.
@MainActor
public protocol Screen: AnyObject {
    var content: ScreenContent { get }
    /// Called after every change of ``content``; the terminal schedules a frame.
    var onChange: (@MainActor () -> Void)? { get set }
    /// Whether a screen lies below this one, set by the navigator.
    var canGoBack: Bool { get set }
    /// Begins work (first loads).
    func start()
    /// Cancels everything in flight.
    func stop()
    /// The terminal's size, at first and after each change.
    func resize(width: Int, height: Int)
    func handle(_ key: Key) -> ScreenAction
}
