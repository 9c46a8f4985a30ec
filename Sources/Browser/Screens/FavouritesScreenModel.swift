import CatalogKit

/// The favourites screen (`F`): every catalog's favourites, in the order they were starred;
/// Enter opens one on its catalog's page for it, `f` removes a star.
@MainActor
public final class FavouritesScreenModel: Screen {
    public private(set) var state: FavouritesState
    public var onChange: (@MainActor () -> Void)?
    public var canGoBack = true { didSet { state.canGoBack = canGoBack } }
    private let book: FavouritesBook
    private var height = 24

    init(book: FavouritesBook) {
        self.book = book
        state = FavouritesState(rows: [], notice: book.problem)
        refresh()
    }

    public var content: ScreenContent { .favourites(state) }
    public func start() {}
    public func stop() {}

    public func resume() {
        book.reload()
        refresh()
    }

    public func resize(width: Int, height: Int) {
        self.height = height
        keepVisible()
    }

    /// Rows a screen `height` high shows: the frame, a heading line and the status bar aside.
    static func rows(height: Int) -> Int { max(1, height - 4) }

    public func handle(_ key: Key) -> ScreenAction {
        guard let command = state.keyMap.command(for: key) else { return .none }
        defer { onChange?() }
        state.notice = book.problem
        if var help = state.help {
            state.help = help.perform(command, rows: ScreenLayout.helpRows(height: height, lineCount: help.lines.count)) ? help : nil
            return .none
        }
        let last = max(0, state.rows.count - 1)
        switch command {
        case .moveUp: state.selection = max(0, state.selection - 1)
        case .moveDown: state.selection = min(last, state.selection + 1)
        case .first: state.selection = 0
        case .last: state.selection = last
        case .open:
            guard let row = selectedRow else { break }
            guard let screen = book.open(row.favourite) else {
                state.notice = "no catalog '\(row.favourite.catalog)' here"
                break
            }
            return .push(screen)
        case .favourite:
            guard let row = selectedRow else { break }
            state.notice = book.toggle(row.favourite)
            refresh()
        case .back: return .back
        case .help:
            state.help = HelpState(
                lines: HelpState.lines([("Favourites", .favourites(canGoBack: canGoBack))]), footer: KeyMap.help.hints.joined(separator: "  "))
        case .quit: return .quit
        default: break
        }
        keepVisible()
        return .none
    }

    private var selectedRow: FavouritesState.Row? {
        state.rows.indices.contains(state.selection) ? state.rows[state.selection] : nil
    }

    private func refresh() {
        state.problem = book.problem
        state.rows = book.favourites.map {
            FavouritesState.Row(favourite: $0, catalogTitle: book.catalogTitles[$0.catalog] ?? $0.catalog.rawValue, entryKind: book.entryKinds[$0.catalog])
        }
        state.selection = min(state.selection, max(0, state.rows.count - 1))
        keepVisible()
    }

    private func keepVisible() {
        let rows = Self.rows(height: height)
        if state.selection < state.top { state.top = state.selection }
        if state.selection >= state.top + rows { state.top = state.selection - rows + 1 }
        state.top = max(0, min(state.top, max(0, state.rows.count - rows)))
    }
}
