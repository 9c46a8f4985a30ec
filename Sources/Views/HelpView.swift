import Browser
import TextLayout

/// The help overlay, generated from the key maps: keys and what they do, scrolled as the
/// state says, with a marker on the frame when more lies above or below.
public enum HelpView {
    /// Draws the overlay centred on `grid`.
    public static func draw(_ help: HelpState, into grid: inout CellGrid, theme: Theme) {
        let labelWidth = help.lines.filter { !$0.isHeading }.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let rows = help.lines.map { $0.isHeading ? $0.keys : DisplayWidth.pad($0.keys, to: labelWidth) + "  " + $0.summary }
        let contentWidth = max(rows.map { DisplayWidth.of($0) }.max() ?? 0, DisplayWidth.of(help.footer))
        let width = min(grid.width, contentWidth + 4)
        let height = ScreenLayout.helpHeight(height: grid.height, lineCount: rows.count)
        guard width >= 3, height >= 3 else {
            grid.put(DisplayWidth.truncate("? help", to: grid.width), x: 0, y: 0, style: .bold)
            return
        }
        // Text that does not fit ends with an ellipsis, never cut mid-word silently.
        func fit(_ text: String, _ room: Int) -> String {
            room > 0 ? DisplayWidth.truncate(text, to: room, ellipsis: theme.glyphs.ellipsis) : ""
        }
        let x = (grid.width - width) / 2
        let y = max(0, (grid.height - 1 - height) / 2)
        grid.fill(x: x, y: y, width: width, height: height)
        grid.box(x: x, y: y, width: width, height: height, title: help.title, glyphs: theme.glyphs)
        let visible = ScreenLayout.helpRows(height: grid.height, lineCount: help.lines.count)
        let scroll = min(help.scroll, max(0, help.lines.count - max(1, visible)))
        for (index, line) in help.lines.dropFirst(scroll).prefix(visible).enumerated() {
            if line.isHeading {
                grid.put(fit(line.keys, width - 4), x: x + 2, y: y + 1 + index, limit: width - 4, style: Style(foreground: .cyan, bold: true))
                continue
            }
            grid.put(fit(line.keys, min(labelWidth, width - 4)), x: x + 2, y: y + 1 + index, limit: min(labelWidth, width - 4), style: .bold)
            grid.put(fit(line.summary, width - 6 - labelWidth), x: x + 4 + labelWidth, y: y + 1 + index, limit: max(0, width - 6 - labelWidth))
        }
        grid.put(fit(help.footer, width - 4), x: x + 2, y: y + height - 2, limit: width - 4, style: .dim)
        // Markers on the frame, where there is room for them.
        if width > 12 {
            if scroll > 0 {
                grid.put(" more ↑ ", x: x + width - 10, y: y, style: .dim)
            }
            if scroll + visible < help.lines.count {
                grid.put(" more ↓ ", x: x + width - 10, y: y + height - 1, style: .dim)
            }
        }
    }
}
