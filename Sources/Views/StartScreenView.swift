import Browser
import TextLayout

/// The start screen: the catalogs that exist, one selected.
public enum StartScreenView {
    public static func render(_ state: StartScreenState, width: Int, height: Int, theme: Theme = .standard) -> CellGrid {
        var grid = CellGrid(width: width, height: height, asciiOnly: theme.asciiOnly)
        guard width >= ScreenView.minimumWidth, height >= ScreenView.minimumHeight else {
            TooSmallView.draw(into: &grid)
            return grid
        }
        grid.box(x: 0, y: 0, width: width, height: height - 1, title: "explore", glyphs: theme.glyphs)
        // Room permitting, a heading and blank lines; else the catalogs come first.
        let roomy = height >= 8
        var y = roomy ? 2 : 1
        if roomy {
            grid.put("Choose what to explore:", x: 2, y: y, limit: width - 4, style: .bold)
            y += 2
        }
        for (index, item) in state.items.enumerated() where y < height - 2 {
            let selected = index == state.selection
            if selected { grid.fill(x: 1, y: y, width: width - 2, height: 1, style: .reverse) }
            let style: Style = selected ? Style(bold: true, reverse: true) : .bold
            let titleWidth = state.items.map { DisplayWidth.of($0.title) }.max() ?? 0
            let used = grid.put(DisplayWidth.pad(item.title, to: titleWidth), x: 3, y: y, limit: width - 5, style: style)
            let room = max(0, width - 5 - used)
            let summary = DisplayWidth.truncate("  explore \(item.command) · \(item.summary)", to: room, ellipsis: theme.glyphs.ellipsis)
            grid.put(summary, x: 3 + used, y: y, limit: room, style: selected ? .reverse : .dim)
            y += 1
        }
        grid.fill(x: 0, y: height - 1, width: width, height: 1, style: .reverse)
        grid.put(" " + state.keyMap.hints.joined(separator: "  "), x: 0, y: height - 1, style: .reverse)
        if let help = state.help { HelpView.draw(help, into: &grid, theme: theme) }
        return grid
    }
}
