import Browser
import Views

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
