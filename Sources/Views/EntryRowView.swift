import Browser
import CatalogKit
import TextLayout

/// The text of a list row after its number: the title and either its subtitle or its
/// columns. Columns (a place's distance and street) line up across the rows: each is as wide
/// as its widest text in the list. Where the row is too narrow, short trailing columns (a
/// distance) keep their width, and so do the short forms of text columns that have one (a
/// place's "open") while the title keeps a fair share; the title takes what it needs of the
/// rest, and text columns (a street) get what remains, or are left out when that is only a
/// few letters.
public enum EntryRowView {
    /// The natural widths of the title and of each column, over the rows shown.
    public typealias Widths = EntryMetrics.Widths

    /// Columns narrower than this are left out rather than shown as a few letters.
    static let minimumTextColumn = 8
    /// The title's share that short forms leave it (or all of it, when it is shorter).
    static let minimumTitle = 12
    static let gap = 2

    /// The widths for `entries`; nil when none of them has columns.
    public static func widths(of entries: some Collection<Entry>) -> Widths? {
        EntryMetrics.widths(of: entries)
    }

    /// The title's width and each column's (0 when left out) in `room` columns.
    static func fit(_ widths: Widths, room: Int) -> (title: Int, columns: [Int]) {
        var columns = widths.columns
        func total(_ title: Int) -> Int { title + columns.filter { $0 > 0 }.reduce(0) { $0 + $1 + gap } }
        if total(widths.title) <= room { return (widths.title, columns) }
        // Text columns give way first; trailing ones (distances) are short and keep theirs.
        let textIndices = columns.indices.filter { widths.alignments[$0] == .leading && columns[$0] > 0 }
        for index in textIndices { columns[index] = 0 }
        var rest = room - total(0)
        guard rest > 0 else { return (max(0, room), columns.map { _ in 0 }) }
        // Short forms next, while the title keeps its share.
        for index in textIndices where index < widths.short.count && widths.short[index] > 0 {
            let width = widths.short[index]
            guard rest - width - gap >= min(widths.title, minimumTitle) else { continue }
            columns[index] = width
            rest -= width + gap
        }
        // The title first, whole if it can be; text columns take what is left, if enough: a
        // column with a short form all of its text or only the short form.
        var title = min(widths.title, rest)
        var left = rest - title
        for index in textIndices {
            let held = columns[index]
            let room = left + (held > 0 ? held + gap : 0)
            let share = min(widths.columns[index], room - gap)
            if held > 0 ? share == widths.columns[index] && share > held : share >= minimumTextColumn {
                columns[index] = share
                left = room - share - gap
            }
        }
        title += left
        return (title, columns)
    }

    /// Draws `entry`'s text at (`x`, `y`) in `room` columns.
    public static func draw(
        _ entry: Entry, widths: Widths?, into grid: inout CellGrid, x: Int, y: Int, room: Int, style: Style, detailStyle: Style, theme: Theme
    ) {
        guard room > 0 else { return }
        guard let widths, !entry.columns.isEmpty else {
            drawWithSubtitle(entry, into: &grid, x: x, y: y, room: room, style: style, detailStyle: detailStyle, theme: theme)
            return
        }
        let fitted = fit(widths, room: room)
        grid.put(DisplayWidth.truncate(entry.title, to: fitted.title, ellipsis: theme.glyphs.ellipsis), x: x, y: y, limit: fitted.title, style: style)
        var column = x + fitted.title
        for (index, width) in fitted.columns.enumerated() where width > 0 {
            column += gap
            let own = index < entry.columns.count ? entry.columns[index] : EntryColumn("")
            let text = DisplayWidth.of(own.text) > width ? own.short.flatMap { DisplayWidth.of($0) <= width ? $0 : nil } ?? own.text : own.text
            let cut = DisplayWidth.truncate(text, to: width, ellipsis: theme.glyphs.ellipsis)
            let offset = widths.alignments[index] == .trailing ? width - DisplayWidth.of(cut) : 0
            grid.put(cut, x: column + offset, y: y, limit: width - offset, style: detailStyle)
            column += width
        }
    }

    /// A title with its subtitle at the right edge, or after it where there is no room.
    static func drawWithSubtitle(_ entry: Entry, into grid: inout CellGrid, x: Int, y: Int, room: Int, style: Style, detailStyle: Style, theme: Theme) {
        var text = entry.title
        if let subtitle = entry.subtitle, !subtitle.isEmpty {
            let subtitleWidth = DisplayWidth.of(subtitle)
            if room - DisplayWidth.of(text) - 2 >= subtitleWidth {
                grid.put(subtitle, x: x + room - subtitleWidth, y: y, style: detailStyle)
            } else {
                text += " " + theme.glyphs.separator + " " + subtitle
            }
        }
        grid.put(DisplayWidth.truncate(text, to: room, ellipsis: theme.glyphs.ellipsis), x: x, y: y, limit: room, style: style)
    }
}
