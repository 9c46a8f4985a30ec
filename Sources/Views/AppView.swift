import Browser
import TextLayout

/// Whatever screen is on top, drawn: one entry point for the terminal.
public enum AppView {
    public static func render(_ content: ScreenContent, width: Int, height: Int, theme: Theme = .standard) -> CellGrid {
        switch content {
        case let .catalog(state): return ScreenView.render(state, width: width, height: height, theme: theme)
        case let .start(state): return StartScreenView.render(state, width: width, height: height, theme: theme)
        case let .message(state): return MessageView.render(state, width: width, height: height, theme: theme)
        case let .favourites(state): return FavouritesView.render(state, width: width, height: height, theme: theme)
        }
    }
}
