import Browser
import CatalogKit
import TextLayout

/// The catalog screen: list and detail side by side from ``ScreenLayout/wideWidth``
/// columns, one pane at a time below that, a status bar (or the search bar) at the bottom,
/// and the help overlay. A pure function of the state and the terminal size; where the
/// panes go is ``ScreenLayout``'s to say, the same layout the screen model uses.
public enum ScreenView {
    public static let minimumWidth = ScreenLayout.minimumWidth
    public static let minimumHeight = ScreenLayout.minimumHeight

    public static func render(_ state: CatalogScreenState, width: Int, height: Int, theme: Theme = .standard) -> CellGrid {
        var grid = CellGrid(width: width, height: height, asciiOnly: theme.asciiOnly)
        let layout = ScreenLayout(width: width, height: height, state: state)
        let contentHeight = layout.contentHeight
        switch layout.arrangement {
        case .tooSmall:
            TooSmallView.draw(into: &grid)
            return grid
        case .fullScreenError:
            // Nothing to browse yet: the error takes the whole screen.
            grid.box(x: 0, y: 0, width: width, height: contentHeight, title: state.title, glyphs: theme.glyphs)
            if let error = state.listLoad.error {
                let lines = ErrorView.lines(
                    for: error, heading: "Couldn't load the list", width: width - 4, theme: theme, canGoBack: false, keys: state.paneKeys)
                drawLines(lines, into: &grid, x: 2, y: 1, width: width - 4, height: contentHeight - 2, theme: theme)
            }
        case .sideBySide, .listOnly, .detailOnly:
            if layout.listWidth > 0 {
                drawList(state, layout: layout, into: &grid, focused: state.focus == .list || layout.arrangement == .listOnly, theme: theme)
            }
            if layout.detailWidth > 0 {
                drawDetail(state, layout: layout, into: &grid, focused: state.focus == .detail, theme: theme)
            }
        }
        StatusBarView.draw(state, into: &grid, y: height - 1, theme: theme)
        if let picker = state.picker {
            PickerView.draw(picker, current: state.filters.value(for: picker.kind), keys: state.paneKeys, into: &grid, theme: theme)
        }
        if let help = state.help {
            HelpView.draw(help, into: &grid, theme: theme)
        }
        return grid
    }

    static func drawLines(_ lines: some Collection<StyledLine>, into grid: inout CellGrid, x: Int, y: Int, width: Int, height: Int, theme: Theme) {
        for (index, line) in lines.prefix(max(0, height)).enumerated() {
            grid.put(line, x: x, y: y + index, limit: width, theme: theme)
        }
    }

    /// The list pane.
    static func drawList(_ state: CatalogScreenState, layout: ScreenLayout, into grid: inout CellGrid, focused: Bool, theme: Theme) {
        let x = 0, width = layout.listWidth, height = layout.contentHeight
        var title = state.trail.isEmpty ? state.title : TrailText.text(state.trail, width: width - 4, theme: theme)
        for filter in state.filters { title += " · " + filter.label }
        if let search = state.search, !search.query.isEmpty {
            title = Article.capitalized(state.itemName) + " matching “\(search.query)”"
        }
        grid.box(x: x, y: 0, width: width, height: height, title: title, glyphs: theme.glyphs, style: focused ? .plain : .dim)
        let innerX = x + 1, innerWidth = width - 2
        let rows = height - 2
        let entries = state.visibleEntries

        func message(_ lines: [StyledLine]) {
            drawLines(lines, into: &grid, x: innerX + 1, y: 1, width: innerWidth - 2, height: rows, theme: theme)
        }

        if let lines = listMessage(state, width: innerWidth - 2, theme: theme) {
            message(lines)
            return
        }

        let footer = layout.hasListFooter ? listFooter(state, width: innerWidth, theme: theme) : nil
        let entryRows = layout.listRows

        let metrics = state.visibleMetrics
        let numberWidth = metrics.largestNumber.map { 1 + max(3, String($0).count) } ?? 0
        let showsNumbers = numberWidth > 0
        // The model keeps the selection in view; this only guards against a stale top.
        var cursor = state.cursor
        cursor.keepVisible(count: entries.count, rows: entryRows)
        let top = cursor.top
        let rowWidths = metrics.widths
        for row in 0..<entryRows {
            let index = top + row
            guard index < entries.count else { break }
            let entry = entries[index]
            let y = 1 + row
            let isSelected = index == state.selection
            let rowStyle: Style = isSelected ? (focused ? .reverse : Style(foreground: .yellow, bold: true)) : .plain
            if isSelected { grid.fill(x: innerX, y: y, width: innerWidth, height: 1, style: rowStyle) }
            // A favourite's star sits in the row's leading blank column: nothing moves.
            if state.starred.contains(entry.id) {
                grid.put(theme.glyphs.star, x: innerX, y: y, limit: 1, style: isSelected ? rowStyle : Style(foreground: .yellow, bold: true))
            }
            var column = innerX + 1
            if showsNumbers {
                grid.put(
                    DisplayWidth.pad(numberText(entry.number), to: numberWidth), x: column, y: y, limit: innerWidth - 1, style: isSelected ? rowStyle : .dim)
                column += numberWidth + 1
            }
            column += putBadge(state.badges[entry.id], into: &grid, x: column, y: y, room: innerX + innerWidth - 1 - column, style: isSelected ? rowStyle : nil)
            let room = innerX + innerWidth - 1 - column
            guard room > 0 else { continue }
            EntryRowView.draw(
                entry, widths: rowWidths, into: &grid, x: column, y: y, room: room, style: rowStyle, detailStyle: isSelected ? rowStyle : .dim, theme: theme)
            if let query = state.search?.query, !query.isEmpty {
                // The letters the query matched, marked in the title.
                for offset in MatchHighlight.columns(of: query, in: entry.title) where offset < room {
                    grid.mark(x: column + offset, y: y, isSelected: isSelected)
                }
            }
        }
        if let footer {
            grid.put(footer, x: innerX + 1, y: height - 2, limit: innerWidth - 2, theme: theme)
        }
        return
    }

    /// What the list pane says in place of rows, `width` columns wide: a failed search, one
    /// under way, no matches, or an empty list; nil when it has rows to show.
    static func listMessage(_ state: CatalogScreenState, width: Int, theme: Theme) -> [StyledLine]? {
        if let search = state.search {
            if let error = search.load.error, (search.results ?? []).isEmpty {
                return ErrorView.lines(for: error, heading: "Couldn't search", width: width, theme: theme, canGoBack: true, keys: state.paneKeys)
            }
            if search.load.isLoading && !search.query.isEmpty && (search.results ?? []).isEmpty {
                return TextWrap.wrap("Searching…", width: width).map { StyledLine($0, .dim) }
            }
            if let results = search.results, results.isEmpty {
                return TextWrap.wrap("No \(state.itemName) matches “\(search.query)”.", width: width).map { StyledLine($0, .dim) }
            }
        } else if state.visibleEntries.isEmpty {
            let keys = state.filterKinds.map { "\($0.key) (\($0.title.lowercased()))" }.joined(separator: " or ")
            let text = state.listLoad.isLoading ? "Loading…" : (keys.isEmpty ? "Nothing here." : "Nothing here. Try another \(keys).")
            return TextWrap.wrap(text, width: width).map { StyledLine($0, .dim) }
        }
        return nil
    }

    /// The list's footer row: paging news, a failed search of the server or a failed page
    /// (with the retry key, in the longest wording that fits `innerWidth`).
    static func listFooter(_ state: CatalogScreenState, width innerWidth: Int, theme: Theme) -> StyledLine {
        if let search = state.search, search.load.error != nil {
            // The matches among the loaded rows stay; only the server's part failed. The
            // longest wording that fits the pane, the retry key kept as long as it can be.
            let key = state.retryKey.map { [Span(" · "), Span($0, .bold), Span(" retry")] } ?? []
            let wordings = [("couldn't search the server", key), ("server search failed", key), ("search failed", key), ("search failed", [])]
            let fitting =
                wordings.first { text, keySpans in
                    DisplayWidth.of(theme.glyphs.warning + " " + text + keySpans.map(\.text).joined()) <= innerWidth - 2
                } ?? wordings[wordings.count - 1]
            return StyledLine([Span(theme.glyphs.warning + " ", Style(foreground: .red, bold: true)), Span(fitting.0)] + fitting.1)
        } else if state.listLoad.error != nil {
            var spans = [Span(theme.glyphs.warning + " ", Style(foreground: .red, bold: true)), Span("couldn't load more")]
            if let key = state.retryKey { spans += [Span(" · "), Span(key, .bold), Span(" retry")] }
            return StyledLine(spans)
        } else {
            return StyledLine("loading more…", .dim)
        }
    }

    /// The catalog's mark (a team member's) before a row's title, in the row's own colours
    /// when `style` is given; the columns it takes.
    static func putBadge(_ badge: String?, into grid: inout CellGrid, x: Int, y: Int, room: Int, style: Style?) -> Int {
        guard let badge, room > 2 else { return 0 }
        grid.put(badge, x: x, y: y, limit: 1, style: style ?? Style(foreground: .cyan, bold: true))
        return 2
    }

    /// A row's number as the list shows it: `#025`; empty for none.
    static func numberText(_ number: Int?) -> String {
        guard let number else { return "" }
        let digits = String(number)
        return "#" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// The detail pane, scrolled as far as the state says and its content allows.
    static func drawDetail(_ state: CatalogScreenState, layout: ScreenLayout, into grid: inout CellGrid, focused: Bool, theme: Theme) {
        let x = layout.detailX, width = layout.detailWidth, height = layout.contentHeight
        var title =
            state.hasList
            ? state.detail.entry?.title ?? state.detail.load.value?.title ?? Article.capitalized(state.itemName)
            : TrailText.text(state.trail.isEmpty ? [state.title] : state.trail, width: width - (state.detailStarred ? 6 : 4), theme: theme)
        if state.detailStarred { title = theme.glyphs.star + " " + title }
        if let badge = state.detailBadge { title = badge + " " + title }
        grid.box(x: x, y: 0, width: width, height: height, title: title, glyphs: theme.glyphs, style: focused ? .plain : .dim)
        let flow = layout.detailFlow(for: state)
        let innerWidth = flow.width
        let rows = height - 2
        guard innerWidth > 0, rows > 0 else { return }
        let lines = DetailPane.lines(state, flow: flow, narrow: layout.isNarrowDetail, theme: theme)
        let area = layout.pictureArea(for: state)
        let maxScroll = max(0, max(lines.count, area?.rows ?? 0) - rows)
        let scroll = min(state.detailScroll, maxScroll)
        drawLines(lines.dropFirst(scroll), into: &grid, x: x + 2, y: 1, width: innerWidth, height: rows, theme: theme)
        if let area {
            PictureView.draw(state, area: area, x: x + 2 + innerWidth - area.columns, top: 1, scroll: scroll, bottom: 1 + rows, into: &grid, theme: theme)
        }
        if maxScroll > 0, width > 12 {
            let below = scroll < maxScroll ? " more ↓ " : " end "
            grid.put(below, x: x + width - 1 - DisplayWidth.of(below) - 1, y: height - 1, style: .dim)
            if scroll > 0 {
                let above = " more ↑ "
                grid.put(above, x: x + width - 1 - DisplayWidth.of(above) - 1, y: 0, style: .dim)
            }
        }
    }
}
