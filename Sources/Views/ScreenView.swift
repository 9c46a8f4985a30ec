import Browser
import CatalogKit

/// The browser screen: list and detail side by side from ``wideWidth`` columns, one pane at
/// a time below that, a status bar (or the search bar) at the bottom, and the help overlay.
/// A pure function of the view model's state and the terminal size.
public enum ScreenView {
    public static let minimumWidth = 20
    public static let minimumHeight = 5
    /// From this width list and detail stand side by side.
    public static let wideWidth = 80

    public static func render(_ state: BrowserViewModel.State, width: Int, height: Int, theme: Theme = .standard) -> Frame {
        var grid = CellGrid(width: width, height: height, asciiOnly: theme.asciiOnly)
        guard width >= minimumWidth, height >= minimumHeight else {
            TooSmallView.draw(into: &grid)
            return Frame(grid: grid, listRows: 1, detailRows: 1, maxDetailScroll: 0)
        }
        let contentHeight = height - 1
        var frame = Frame(grid: grid, listRows: contentHeight - 2, detailRows: contentHeight - 2, maxDetailScroll: 0)

        if state.entries.isEmpty, state.search == nil, let error = state.listLoad.error {
            // Nothing to browse yet: the error takes the whole screen.
            frame.grid.box(x: 0, y: 0, width: width, height: contentHeight, title: state.title, glyphs: theme.glyphs)
            let lines = ErrorView.lines(for: error, heading: "Couldn't load the list", width: width - 4, theme: theme, canGoBack: false)
            drawLines(lines, into: &frame.grid, x: 2, y: 1, width: width - 4, height: contentHeight - 2, theme: theme)
        } else if width >= wideWidth {
            let listWidth = max(24, width * 34 / 100)
            frame.listRows = drawList(state, into: &frame.grid, x: 0, width: listWidth, height: contentHeight, focused: state.focus == .list, theme: theme)
            (frame.detailRows, frame.maxDetailScroll) = drawDetail(state, into: &frame.grid, x: listWidth, width: width - listWidth, height: contentHeight, focused: state.focus == .detail, narrow: false, theme: theme)
        } else if state.focus == .detail {
            (frame.detailRows, frame.maxDetailScroll) = drawDetail(state, into: &frame.grid, x: 0, width: width, height: contentHeight, focused: true, narrow: true, theme: theme)
        } else {
            frame.listRows = drawList(state, into: &frame.grid, x: 0, width: width, height: contentHeight, focused: true, theme: theme)
        }
        StatusBarView.draw(state, into: &frame.grid, y: height - 1, theme: theme)
        if let picker = state.picker {
            PickerView.draw(picker, current: state.filters.value(for: picker.kind), into: &frame.grid, theme: theme)
        }
        if state.isShowingHelp {
            let extra = state.filterKinds.map { (String($0.key), "choose " + Article.indefinite($0.title.lowercased())) }
            HelpView.draw(into: &frame.grid, theme: theme, extra: extra)
        }
        return frame
    }

    static func drawLines(_ lines: some Collection<StyledLine>, into grid: inout CellGrid, x: Int, y: Int, width: Int, height: Int, theme: Theme) {
        for (index, line) in lines.prefix(max(0, height)).enumerated() {
            grid.put(line, x: x, y: y + index, limit: width, theme: theme)
        }
    }

    /// The list pane. Returns how many entry rows it has.
    static func drawList(_ state: BrowserViewModel.State, into grid: inout CellGrid, x: Int, width: Int, height: Int, focused: Bool, theme: Theme) -> Int {
        var title = state.title
        for filter in state.filters { title += " · " + filter.label }
        if let search = state.search, !search.query.isEmpty {
            title = state.itemName.prefix(1).uppercased() + state.itemName.dropFirst() + " matching “\(search.query)”"
        }
        grid.box(x: x, y: 0, width: width, height: height, title: title, glyphs: theme.glyphs, style: focused ? .plain : .dim)
        let innerX = x + 1, innerWidth = width - 2
        var rows = height - 2
        let entries = state.visibleEntries

        func message(_ lines: [StyledLine]) {
            drawLines(lines, into: &grid, x: innerX + 1, y: 1, width: innerWidth - 2, height: rows, theme: theme)
        }

        if let search = state.search {
            if let error = search.load.error {
                message(ErrorView.lines(for: error, heading: "Couldn't search", width: innerWidth - 2, theme: theme, canGoBack: true))
                return rows
            }
            if search.load.isLoading && !search.query.isEmpty && (search.results ?? []).isEmpty {
                message(TextWrap.wrap("Searching…", width: innerWidth - 2).map { StyledLine($0, .dim) })
                return rows
            }
            if let results = search.results, results.isEmpty {
                message(TextWrap.wrap("No \(state.itemName) matches “\(search.query)”.", width: innerWidth - 2).map { StyledLine($0, .dim) })
                return rows
            }
        } else if entries.isEmpty {
            let keys = state.filterKinds.map { "\($0.key) (\($0.title.lowercased()))" }.joined(separator: " or ")
            let text = state.listLoad.isLoading ? "Loading…" : (keys.isEmpty ? "Nothing here." : "Nothing here. Try another \(keys).")
            message(TextWrap.wrap(text, width: innerWidth - 2).map { StyledLine($0, .dim) })
            return rows
        }

        // A footer row for paging news.
        var footer: StyledLine?
        if state.search == nil {
            if state.listLoad.error != nil {
                footer = StyledLine([Span(theme.glyphs.warning + " ", Style(foreground: .red, bold: true)), Span("couldn't load more · "), Span("r", .bold), Span(" retry")])
            } else if state.listLoad.isLoading {
                footer = StyledLine("loading more…", .dim)
            }
        }
        if footer != nil, rows > 1 { rows -= 1 }

        let showsNumbers = entries.contains { $0.number != nil }
        let numberWidth = showsNumbers ? 1 + max(3, String(entries.compactMap(\.number).max() ?? 0).count) : 0
        let top = min(state.listTop, max(0, entries.count - 1))
        for row in 0..<rows {
            let index = top + row
            guard index < entries.count else { break }
            let entry = entries[index]
            let y = 1 + row
            let isSelected = index == state.selection
            let rowStyle: Style = isSelected ? (focused ? .reverse : Style(foreground: .yellow, bold: true)) : .plain
            if isSelected { grid.fill(x: innerX, y: y, width: innerWidth, height: 1, style: rowStyle) }
            var column = innerX + 1
            if showsNumbers {
                let number = entry.number.map { n -> String in
                    let digits = String(n)
                    return "#" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
                } ?? ""
                grid.put(DisplayWidth.pad(number, to: numberWidth), x: column, y: y, limit: innerWidth - 1, style: isSelected ? rowStyle : .dim)
                column += numberWidth + 1
            }
            let room = innerX + innerWidth - 1 - column
            guard room > 0 else { continue }
            var text = entry.title
            if let subtitle = entry.subtitle, !subtitle.isEmpty {
                let subtitleWidth = DisplayWidth.of(subtitle)
                if room - DisplayWidth.of(text) - 2 >= subtitleWidth {
                    grid.put(subtitle, x: innerX + innerWidth - 1 - subtitleWidth, y: y, style: isSelected ? rowStyle : .dim)
                } else {
                    text += " " + theme.glyphs.separator + " " + subtitle
                }
            }
            grid.put(DisplayWidth.truncate(text, to: room, ellipsis: theme.glyphs.ellipsis), x: column, y: y, limit: room, style: rowStyle)
        }
        if let footer {
            grid.put(footer, x: innerX + 1, y: height - 2, limit: innerWidth - 2, theme: theme)
        }
        return rows
    }

    /// The detail pane. Returns its row count and how far it can scroll.
    static func drawDetail(_ state: BrowserViewModel.State, into grid: inout CellGrid, x: Int, width: Int, height: Int, focused: Bool, narrow: Bool, theme: Theme) -> (Int, Int) {
        let entry = state.detail.entry
        grid.box(x: x, y: 0, width: width, height: height, title: entry?.title ?? state.itemName, glyphs: theme.glyphs, style: focused ? .plain : .dim)
        let innerWidth = width - 4
        let rows = height - 2
        guard innerWidth > 0, rows > 0 else { return (max(1, rows), 0) }
        let lines: [StyledLine]
        switch state.detail.load {
        case .idle:
            lines = TextWrap.wrap(state.entries.isEmpty ? "" : "Select a \(state.itemName) to see it here.", width: innerWidth).map { StyledLine($0, .dim) }
        case .loading:
            lines = [StyledLine(entry?.title ?? "", .bold), StyledLine("Loading…", .dim)]
        case let .loaded(detail):
            lines = DetailView.lines(for: detail, width: innerWidth, theme: theme)
        case let .failed(error):
            lines = ErrorView.lines(for: error, heading: "Couldn't load \(entry?.title ?? state.itemName)", width: innerWidth, theme: theme, canGoBack: narrow)
        }
        let maxScroll = max(0, lines.count - rows)
        let scroll = min(state.detailScroll, maxScroll)
        drawLines(lines.dropFirst(scroll), into: &grid, x: x + 2, y: 1, width: innerWidth, height: rows, theme: theme)
        if maxScroll > 0, width > 12 {
            let below = scroll < maxScroll ? " more ↓ " : " end "
            grid.put(below, x: x + width - 1 - DisplayWidth.of(below) - 1, y: height - 1, style: .dim)
            if scroll > 0 {
                let above = " more ↑ "
                grid.put(above, x: x + width - 1 - DisplayWidth.of(above) - 1, y: 0, style: .dim)
            }
        }
        return (rows, maxScroll)
    }
}
