import Browser

/// The start screen: the catalogs that exist, one selected.
public enum StartScreenView {
    public static func render(_ menu: StartMenu, width: Int, height: Int, theme: Theme = .standard) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        guard width >= ScreenView.minimumWidth, height >= ScreenView.minimumHeight else {
            TooSmallView.draw(into: &grid)
            return grid
        }
        grid.box(x: 0, y: 0, width: width, height: height - 1, title: "explore", glyphs: theme.glyphs)
        var y = 2
        grid.put("Choose what to explore:", x: 2, y: y, limit: width - 4, style: .bold)
        y += 2
        for (index, item) in menu.items.enumerated() where y < height - 2 {
            let selected = index == menu.selection
            if selected { grid.fill(x: 1, y: y, width: width - 2, height: 1, style: .reverse) }
            let style: Style = selected ? Style(bold: true, reverse: true) : .bold
            let used = grid.put(item.title, x: 3, y: y, limit: width - 5, style: style)
            grid.put("  explore \(item.command) · \(item.summary)", x: 3 + used, y: y, limit: max(0, width - 5 - used), style: selected ? .reverse : .dim)
            y += 1
        }
        grid.fill(x: 0, y: height - 1, width: width, height: 1, style: .reverse)
        grid.put(" ↑↓ choose  Enter open  ? help  q quit", x: 0, y: height - 1, style: .reverse)
        if menu.isShowingHelp { HelpView.draw(into: &grid, theme: theme) }
        return grid
    }
}
