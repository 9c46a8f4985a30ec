import Browser

/// The help overlay, generated from the one key map.
public enum HelpView {
    /// Draws the overlay centred on `grid`.
    /// `extra` adds (keys, summary) lines for keys a catalog brings, such as filter pickers.
    public static func draw(into grid: inout CellGrid, theme: Theme, title: String = "Keys", extra: [(String, String)] = []) {
        let lines = KeyMap.bindings.map { ($0.label, $0.summary) } + extra
        let labelWidth = lines.map { DisplayWidth.of($0.0) }.max() ?? 0
        let rows = lines.map { DisplayWidth.pad($0.0, to: labelWidth) + "  " + $0.1 }
        let footer = "any key closes"
        let contentWidth = max(rows.map { DisplayWidth.of($0) }.max() ?? 0, DisplayWidth.of(footer))
        let width = min(grid.width, contentWidth + 4)
        let height = min(grid.height, rows.count + 4)
        guard width >= 3, height >= 3 else {
            grid.put(DisplayWidth.truncate("? help", to: grid.width), x: 0, y: 0, style: .bold)
            return
        }
        let x = (grid.width - width) / 2
        let y = (grid.height - height) / 2
        grid.fill(x: x, y: y, width: width, height: height)
        grid.box(x: x, y: y, width: width, height: height, title: title, glyphs: theme.glyphs)
        let visible = max(0, height - 4)
        for (index, line) in lines.prefix(visible).enumerated() {
            grid.put(line.0, x: x + 2, y: y + 1 + index, limit: min(labelWidth, width - 4), style: .bold)
            grid.put(line.1, x: x + 4 + labelWidth, y: y + 1 + index, limit: max(0, width - 6 - labelWidth))
        }
        grid.put(footer, x: x + 2, y: y + height - 2, limit: width - 4, style: .dim)
    }
}
