/// The start screen: choose a catalog; Enter pushes it through `open`. Esc does nothing here
/// (there is nothing below); q quits.
@MainActor
public final class StartScreenModel: Screen {
    public private(set) var state: StartScreenState
    public var onChange: (@MainActor () -> Void)?
    public var canGoBack = false
    /// The favourites `F` opens; without it `F` does nothing.
    public var favourites: FavouritesBook?
    private let open: @MainActor (StartScreenState.Item) -> (any Screen)?
    private var height = 24

    public init(items: [StartScreenState.Item], open: @escaping @MainActor (StartScreenState.Item) -> (any Screen)?) {
        state = StartScreenState(items: items)
        self.open = open
    }

    public var content: ScreenContent { .start(state) }
    public func start() {}
    public func stop() {}

    public func resize(width: Int, height: Int) {
        self.height = height
    }

    public func handle(_ key: Key) -> ScreenAction {
        guard let command = state.keyMap.command(for: key) else { return .none }
        defer { onChange?() }
        if var help = state.help {
            state.help = help.perform(command, rows: ScreenLayout.helpRows(height: height, lineCount: help.lines.count)) ? help : nil
            return .none
        }
        let last = max(0, state.items.count - 1)
        switch command {
        case .moveUp: state.selection = max(0, state.selection - 1)
        case .moveDown: state.selection = min(last, state.selection + 1)
        case .first: state.selection = 0
        case .last: state.selection = last
        case .open:
            guard state.items.indices.contains(state.selection), let screen = open(state.items[state.selection]) else { return .none }
            return .push(screen)
        case .favourites: if let favourites { return .push(favourites.screen()) }
        case .help: state.help = HelpState(lines: HelpState.lines([("Start screen", .start)]), footer: KeyMap.help.hints.joined(separator: "  "))
        case .quit: return .quit
        default: break
        }
        return .none
    }
}
