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

/// The browser as a screen.
@MainActor
public final class BrowserScreen: TerminalScreen {
    public let model: BrowserViewModel

    public init(model: BrowserViewModel) {
        self.model = model
    }

    public func start(changed: @escaping @MainActor () -> Void) {
        model.onChange = changed
        model.start()
    }

    public func stop() {
        model.onChange = nil
        model.stop()
    }

    public func render(width: Int, height: Int, theme: Theme) -> CellGrid {
        let frame = ScreenView.render(model.state, width: width, height: height, theme: theme)
        let before = model.state
        let onChange = model.onChange
        model.onChange = nil  // layout feedback must not schedule another frame by itself
        model.updateLayout(listRows: frame.listRows, detailRows: frame.detailRows, maxDetailScroll: frame.maxDetailScroll)
        model.onChange = onChange
        // The first frame at a new size may have moved the scroll positions: draw again.
        return model.state == before ? frame.grid : ScreenView.render(model.state, width: width, height: height, theme: theme).grid
    }

    public func handle(_ key: Key) -> ScreenOutcome {
        model.handle(key) == .quit ? .quit : .continue
    }
}

/// The start screen as a screen: Enter opens the chosen catalog through `open`.
@MainActor
public final class StartScreen: TerminalScreen {
    private var menu: StartMenu
    private let open: @MainActor (StartMenu.Item) -> (any TerminalScreen)?
    private var changed: (@MainActor () -> Void)?

    public init(menu: StartMenu, open: @escaping @MainActor (StartMenu.Item) -> (any TerminalScreen)?) {
        self.menu = menu
        self.open = open
    }

    public func start(changed: @escaping @MainActor () -> Void) { self.changed = changed }
    public func stop() { changed = nil }

    public func render(width: Int, height: Int, theme: Theme) -> CellGrid {
        StartScreenView.render(menu, width: width, height: height, theme: theme)
    }

    public func handle(_ key: Key) -> ScreenOutcome {
        switch menu.handle(key) {
        case .stay: return .continue
        case .quit: return .quit
        case let .open(item): return open(item).map { .replace($0) } ?? .continue
        }
    }
}
