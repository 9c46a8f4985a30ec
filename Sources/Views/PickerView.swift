import Browser
import CatalogKit

/// The filter picker: a box over the screen listing a filter's values, one highlighted.
public enum PickerView {
    public static func draw(_ picker: PickerState, current: CatalogFilter?, into grid: inout CellGrid, theme: Theme) {
        let width = min(grid.width, max(24, min(44, (picker.options.map { DisplayWidth.of($0) }.max() ?? 0) + 8)))
        let height = min(grid.height - 1, max(4, min(picker.options.count + 2, grid.height - 4)))
        guard width >= 6, height >= 3 else { return }
        let x = (grid.width - width) / 2
        let y = max(0, (grid.height - 1 - height) / 2)
        grid.fill(x: x, y: y, width: width, height: height)
        grid.box(x: x, y: y, width: width, height: height, title: "Choose a \(picker.kind.title.lowercased())", glyphs: theme.glyphs)
        let rows = height - 2
        let innerWidth = width - 4
        switch picker.load {
        case let .failed(error):
            let lines = ErrorView.lines(for: error, heading: "Couldn't load the list", width: innerWidth, theme: theme, canGoBack: true)
            ScreenView.drawLines(lines, into: &grid, x: x + 2, y: y + 1, width: innerWidth, height: rows, theme: theme)
        case .loading, .idle:
            grid.put("Loading…", x: x + 2, y: y + 1, limit: innerWidth, style: .dim)
        case .loaded:
            let top = min(max(0, picker.selection - rows + 1), max(0, picker.options.count - rows))
            for (row, index) in (top..<min(picker.options.count, top + rows)).enumerated() {
                let option = picker.options[index]
                let selected = index == picker.selection
                let isCurrent = current?.kind == picker.kind && current?.value == option
                let style: Style = selected ? .reverse : (isCurrent ? Style(foreground: .yellow, bold: true) : .plain)
                if selected { grid.fill(x: x + 1, y: y + 1 + row, width: width - 2, height: 1, style: style) }
                grid.put(DisplayWidth.truncate(option, to: innerWidth, ellipsis: theme.glyphs.ellipsis), x: x + 2, y: y + 1 + row, limit: innerWidth, style: style)
            }
        }
    }
}
