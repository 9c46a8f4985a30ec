import Browser
import TextLayout

/// Whatever screen is on top, drawn: one entry point for the terminal, and the last place a
/// known secret is masked (on the cells as they will show).
public enum AppView {
    public static func render(_ content: ScreenContent, width: Int, height: Int, theme: Theme = .standard) -> CellGrid {
        var grid: CellGrid
        switch content {
        case let .catalog(state): grid = ScreenView.render(state, width: width, height: height, theme: theme)
        case let .start(state): grid = StartScreenView.render(state, width: width, height: height, theme: theme)
        case let .message(state): grid = MessageView.render(state, width: width, height: height, theme: theme)
        case let .favourites(state): grid = FavouritesView.render(state, width: width, height: height, theme: theme)
        }
        // Whatever the text went through on its way, no known secret is drawn.
        grid.maskKnownSecrets()
        return grid
    }
}
