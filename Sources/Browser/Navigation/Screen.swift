/// What a screen shows, for the views to draw: one case per kind of screen.
public enum ScreenContent: Sendable, Equatable {
    case catalog(CatalogScreenState)
    case start(StartScreenState)
    case message(MessageState)
    case favourites(FavouritesState)

    /// Nothing to show yet but "Loading…": a catalog whose first page is on its way.
    public var awaitsFirstPage: Bool {
        guard case let .catalog(state) = self else { return false }
        return state.hasList && state.list.entries.isEmpty && state.list.load.isLoading
    }
}

/// What a screen asks of the ``Navigator`` after a key.
@MainActor
public enum ScreenAction {
    case none
    case quit
    /// Back to the screen below, if there is one (Esc at a catalog's root).
    case back
    /// Back this many screens at once (a click on a crumb of the trail), as far as the root.
    case backScreens(Int)
    /// A new screen on top (the start screen opening a catalog, a followed link).
    case push(any Screen)
    /// Re-open the screen that back left last, if there is one.
    case forward

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
    /// Whether back left a screen that the forward key re-opens, set by the navigator.
    var canGoForward: Bool { get set }
    /// Puts a screen on top later, when work the screen started is done (an action's
    /// page); set by the navigator while the screen is on top.
    var onPush: (@MainActor (any Screen) -> Void)? { get set }
    /// Begins work (first loads).
    func start()
    /// Cancels everything in flight.
    func stop()
    /// Back on top after a stop (the forward key): starts again what the stop interrupted.
    func resume()
    /// The terminal's size, at first and after each change.
    func resize(width: Int, height: Int)
    func handle(_ key: Key) -> ScreenAction
}

extension Screen {
    /// Screens without a forward key ignore it.
    public var canGoForward: Bool {
        get { false }
        set {}
    }

    public func resume() {}

    /// Screens that push nothing later ignore it.
    public var onPush: (@MainActor (any Screen) -> Void)? {
        get { nil }
        set {}
    }
}
