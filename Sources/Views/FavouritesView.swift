import Browser
import TextLayout

/// The favourites screen: each favourite with its catalog, one selected, and a note or the
/// keys in the status bar.
public enum FavouritesView {
    public static func render(_ state: FavouritesState, width: Int, height: Int, theme: Theme = .standard) -> CellGrid {
        var grid = CellGrid(width: width, height: height, asciiOnly: theme.asciiOnly)
        guard width >= ScreenView.minimumWidth, height >= ScreenView.minimumHeight else {
            TooSmallView.draw(into: &grid)
            return grid
        }
        grid.box(x: 0, y: 0, width: width, height: height - 1, title: "Favourites", glyphs: theme.glyphs)
        let room = width - 4
        if state.rows.isEmpty {
            let text = state.problem.map { "The favourites cannot be read: \($0)" } ?? "No favourites yet. Press f on an entry in any catalog to star it."
            ScreenView.drawLines(
                TextWrap.wrap(text, width: room).map { StyledLine($0, .dim) }, into: &grid, x: 2, y: 1, width: room, height: height - 3, theme: theme)
        } else {
            let catalogWidth = min(room / 3, state.rows.map { DisplayWidth.of($0.catalogTitle) }.max() ?? 0)
            let rows = max(1, height - 4)
            for (offset, row) in state.rows.dropFirst(state.top).prefix(rows).enumerated() {
                let y = 1 + offset, index = state.top + offset
                let selected = index == state.selection
                if selected { grid.fill(x: 1, y: y, width: width - 2, height: 1, style: .reverse) }
                let catalog = DisplayWidth.pad(DisplayWidth.truncate(row.catalogTitle, to: catalogWidth, ellipsis: theme.glyphs.ellipsis), to: catalogWidth)
                var used = grid.put(theme.glyphs.star + " ", x: 2, y: y, limit: room, style: selected ? .reverse : Style(foreground: .yellow, bold: true))
                used += grid.put(catalog + "  ", x: 2 + used, y: y, limit: room - used, style: selected ? .reverse : .dim)
                let kind = row.favourite.kind
                let text = row.favourite.title + (row.showsKind ? " (\(kind))" : "")
                grid.put(
                    DisplayWidth.truncate(text, to: max(0, room - used), ellipsis: theme.glyphs.ellipsis), x: 2 + used, y: y, limit: room - used,
                    style: selected ? Style(bold: true, reverse: true) : .bold)
            }
        }
        grid.fill(x: 0, y: height - 1, width: width, height: 1, style: .reverse)
        let status = state.notice.map { " " + $0 } ?? " " + state.keyMap.hints.joined(separator: "  ")
        grid.put(status, x: 0, y: height - 1, limit: width, style: .reverse)
        if let help = state.help { HelpView.draw(help, into: &grid, theme: theme) }
        return grid
    }
}
