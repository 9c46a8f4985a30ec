import Browser
import CatalogKit
import TextLayout

/// The filter picker: a box over the screen listing a filter's values, one highlighted; what
/// is typed (a searchable picker's name, the others' filter) is shown above them.
public enum PickerView {
    /// `current` is the value of this filter in force, marked in the list.
    /// `keys` name the keys that retry and close in the picker (its error pane offers them).
    public static func draw(_ picker: PickerState, current: String?, keys: PaneKeys, into grid: inout CellGrid, theme: Theme) {
        let searchable = picker.kind.isSearchable
        let typed = searchable || !picker.query.isEmpty
        let shown = picker.shown
        let longest = picker.options.map { DisplayWidth.of($0.label) }.max() ?? 0
        let width = min(grid.width, max(searchable ? 40 : 24, min(56, longest + 8)))
        let wanted =
            (picker.load.error != nil ? 9 : max(picker.options.count + (picker.kind.isRemovable ? 1 : 0), searchable && picker.kind.isRemovable ? 3 : 1)) + 2
            + (typed ? 2 : 0)
        let height = min(grid.height - 1, max(4, min(wanted, grid.height - 4)))
        guard width >= 6, height >= 3 else { return }
        let x = (grid.width - width) / 2
        let y = max(0, (grid.height - 1 - height) / 2)
        grid.fill(x: x, y: y, width: width, height: height)
        grid.box(x: x, y: y, width: width, height: height, title: "Choose " + Article.indefinite(picker.kind.title.lowercased()), glyphs: theme.glyphs)
        let innerWidth = width - 4
        var top = y + 1
        var rows = height - 2
        if typed {
            let used = grid.put("> " + picker.query, x: x + 2, y: top, limit: innerWidth, style: .bold)
            grid.put(" ", x: x + 2 + used, y: top, limit: 1, style: .reverse)  // the cursor
            top += 2
            rows -= 2
        }
        guard rows > 0 else { return }
        switch picker.load {
        case let .failed(error):
            let lines = ErrorView.lines(for: error, heading: "Couldn't load the list", width: innerWidth, theme: theme, canGoBack: true, keys: keys)
            ScreenView.drawLines(lines, into: &grid, x: x + 2, y: top, width: innerWidth, height: rows, theme: theme)
        case .loading:
            grid.put("Loading…", x: x + 2, y: top, limit: innerWidth, style: .dim)
        case .idle where searchable && !shown.isEmpty:
            // The "All" row, then what to do.
            drawRows(picker, shown: shown, current: current, x: x, y: top, width: width, rows: min(1, rows), theme: theme)
            if rows > 2 { grid.put("Type a name.", x: x + 2, y: top + 2, limit: innerWidth, style: .dim) }
        case .idle:
            grid.put(searchable ? "Type a name." : "", x: x + 2, y: top, limit: innerWidth, style: .dim)
        case .loaded where shown.isEmpty:
            grid.put("Nothing matches.", x: x + 2, y: top, limit: innerWidth, style: .dim)
        case .loaded:
            drawRows(picker, shown: shown, current: current, x: x, y: top, width: width, rows: rows, theme: theme)
        }

        /// The rows on show, scrolled to keep the highlight in view; the value in force (or the
        /// "All" row when none is) in yellow.
        func drawRows(_ picker: PickerState, shown: [FilterOption], current: String?, x: Int, y top: Int, width: Int, rows: Int, theme: Theme) {
            let innerWidth = width - 4
            let first = min(max(0, picker.selection - rows + 1), max(0, shown.count - rows))
            for (row, index) in (first..<min(shown.count, first + rows)).enumerated() {
                let option = shown[index]
                let selected = index == picker.selection
                let inForce = picker.isAllRow(option) ? current == nil : option.value == current
                let style: Style = selected ? .reverse : (inForce ? Style(foreground: .yellow, bold: true) : .plain)
                if selected { grid.fill(x: x + 1, y: top + row, width: width - 2, height: 1, style: style) }
                grid.put(
                    DisplayWidth.truncate(option.label, to: innerWidth, ellipsis: theme.glyphs.ellipsis), x: x + 2, y: top + row, limit: innerWidth,
                    style: style)
            }
        }
    }
}
