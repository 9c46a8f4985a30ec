/// The detail pane's content as laid out at the pane's width, reduced to what the screen
/// model needs: how many lines it takes (the scroll limit) and the line of each link, in
/// ``CatalogKit/Detail/links`` order (where ↑/↓ and Tab move). The views compute it with the
/// code that draws; this layer cannot see them, so the composition root injects it.
public struct DetailOutline: Sendable, Equatable {
    public var lineCount: Int
    /// The first line of each link of the document shown, in reading order.
    public var linkLines: [Int]
    /// Where each link's text sits, by link: lines and columns from the text's left edge (a
    /// long link wraps onto more lines), for a click to find the link under it.
    public var linkSpots: [[LinkSpot]]
    /// The crumbs of the trail in the screen's top line, where a click goes back to one.
    public var titleCrumbs: [TitleCrumb]

    public init(lineCount: Int, linkLines: [Int] = [], linkSpots: [[LinkSpot]] = [], titleCrumbs: [TitleCrumb] = []) {
        self.lineCount = lineCount
        self.linkLines = linkLines
        self.linkSpots = linkSpots
        self.titleCrumbs = titleCrumbs
    }

    /// The link whose text is at `column` of `line`, if any.
    public func link(atLine line: Int, column: Int) -> Int? {
        linkSpots.firstIndex { $0.contains { $0.line == line && $0.columns.contains(column) } }
    }

    public static let empty = DetailOutline(lineCount: 0)
}

/// A piece of a link's text in the laid-out detail.
public struct LinkSpot: Sendable, Equatable {
    public var line: Int
    public var columns: Range<Int>

    public init(line: Int, columns: Range<Int>) {
        self.line = line
        self.columns = columns
    }
}

/// One crumb of the trail as drawn in the top line: its place in the trail and its columns.
public struct TitleCrumb: Sendable, Equatable {
    public var index: Int
    public var columns: Range<Int>

    public init(index: Int, columns: Range<Int>) {
        self.index = index
        self.columns = columns
    }
}

/// Where the selected link and the scroll go on ↑/↓ and Tab in the detail pane, as in a text
/// browser: ↑/↓ step to the previous or next link while one is on screen or one line away,
/// and scroll a line otherwise; Tab and Shift-Tab go to the next or previous link wherever
/// it is, scrolling it into view. A pure function of the position and the outline.
public struct LinkPosition: Sendable, Equatable {
    public var selected: Int?
    public var scroll: Int

    public init(selected: Int?, scroll: Int) {
        self.selected = selected
        self.scroll = scroll
    }

    /// After ↓ (`forward`) or ↑, with `rows` lines showing.
    public func stepping(forward: Bool, rows: Int, outline: DetailOutline) -> LinkPosition {
        let lines = outline.linkLines, rows = max(1, rows)
        let top = scroll, bottom = scroll + rows - 1
        let onScreen = selected.flatMap { lines.indices.contains($0) && (top...bottom).contains(lines[$0]) ? $0 : nil }
        let candidate: Int? =
            forward
            ? (onScreen.map { $0 + 1 } ?? lines.firstIndex { $0 >= top })
            : (onScreen.map { $0 - 1 } ?? lines.lastIndex { $0 <= bottom })
        if let candidate, lines.indices.contains(candidate), (top - 1...bottom + 1).contains(lines[candidate]) {
            return reaching(candidate, rows: rows, outline: outline)
        }
        let maximum = max(0, outline.lineCount - rows)
        return LinkPosition(selected: selected, scroll: min(max(0, scroll + (forward ? 1 : -1)), maximum))
    }

    /// After Tab (`forward`) or Shift-Tab: the next or previous link anywhere; none past the ends.
    public func jumping(forward: Bool, rows: Int, outline: DetailOutline) -> LinkPosition {
        let lines = outline.linkLines
        let candidate: Int? =
            switch selected {
            case let .some(index): forward ? index + 1 : index - 1
            case .none: forward ? lines.firstIndex { $0 >= scroll } ?? (lines.isEmpty ? nil : 0) : lines.lastIndex { $0 < scroll + max(1, rows) }
            }
        guard let candidate, lines.indices.contains(candidate) else { return self }
        return reaching(candidate, rows: rows, outline: outline)
    }

    /// `index` selected, scrolled as little as needed to show its line.
    private func reaching(_ index: Int, rows: Int, outline: DetailOutline) -> LinkPosition {
        let line = outline.linkLines[index], rows = max(1, rows)
        var top = scroll
        if line < top { top = line }
        if line > top + rows - 1 { top = line - rows + 1 }
        return LinkPosition(selected: index, scroll: min(max(0, top), max(0, outline.lineCount - rows)))
    }
}
