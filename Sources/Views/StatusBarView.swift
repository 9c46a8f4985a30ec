import Browser
import CatalogKit
import TextLayout

/// The bottom line: catalog, position and loading on the left, the key map's hints on the
/// right; the search bar takes its place while a query is being typed.
public enum StatusBarView {
    public static func draw(_ state: CatalogScreenState, into grid: inout CellGrid, y: Int, theme: Theme) {
        let width = grid.width
        grid.fill(x: 0, y: y, width: width, height: 1, style: .reverse)
        let entries = state.visibleEntries
        let isLoading = state.listLoad.isLoading || state.detail.load.isLoading || state.search?.load.isLoading == true

        var left: [Span] = []
        let hints = state.keyMap.hints
        if state.picker != nil {
            left.append(Span(" " + state.title, Style(bold: true, reverse: true)))
        } else if let search = state.search, search.isEditing {
            // The end of a long query is what was just typed: it stays, the start gives way.
            let count = search.results.map { "  \($0.count) match" + ($0.count == 1 ? "" : "es") } ?? ""
            let room = width - 2 - DisplayWidth.of(count)
            let keepsCount = room >= 8 || DisplayWidth.of(search.query) <= room
            left.append(Span("/", Style(bold: true, reverse: true)))
            left.append(Span(tail(search.query, width: keepsCount ? room : width - 2, ellipsis: theme.glyphs.ellipsis), .reverse))
            left.append(Span(" ", Style(reverse: false)))  // the cursor
            if keepsCount, !count.isEmpty { left.append(Span(count, Style(dim: true, reverse: true))) }
        } else {
            left.append(Span(" " + state.title, Style(bold: true, reverse: true)))
            if state.hasList, !entries.isEmpty {
                let total: String
                if let search = state.search, let results = search.results {
                    total = "\(results.count) for “\(search.query)”"
                } else {
                    total = state.total.map(String.init) ?? "\(state.entries.count)+"
                }
                left.append(Span("  \(state.selection + 1)/\(total)", .reverse))
                if !state.filters.isEmpty {
                    left.append(Span("  " + state.filters.map { "\($0.kind.title.lowercased()) \($0.label)" }.joined(separator: ", "), .reverse))
                }
                // A notice about the order says it: the order is said once.
                if let order = state.order, state.notice?.hasPrefix("order:") != true { left.append(Span("  " + order, .reverse)) }
            }
            if let notice = state.notice {
                let style = Style(foreground: .yellow, bold: true, reverse: true)
                // One that does not fit beside the title (a web address said whole so it can be
                // selected) takes the line alone.
                let besides = left.reduce(0) { $0 + DisplayWidth.of($1.text) }
                if besides + 2 + DisplayWidth.of(notice) > width {
                    left = [Span(" " + notice, style)]
                } else {
                    left.append(Span("  " + notice, style))
                }
            } else if isLoading {
                left.append(Span("  loading…", Style(dim: true, reverse: true)))
            }
        }
        // Too narrow for the title and the position: the position stays whole ("1/14", never
        // "1/1"), the title gives way.
        if left.count > 1, DisplayWidth.of(left[0].text) + DisplayWidth.of(left[1].text) > width, left[0].text == " " + state.title {
            left.removeFirst()
            left[0].text = " " + left[0].text.trimmingWhitespace()
        }
        var used = 0
        for span in left {
            used += grid.put(span.text, x: used, y: y, limit: width - used, style: theme.apply(span.style))
        }
        // As many hints as fit, the most important (the last ones) kept longest.
        for count in stride(from: hints.count, to: 0, by: -1) {
            let text = hints.suffix(count).joined(separator: "  ")
            let hintWidth = DisplayWidth.of(text) + 1
            if used + 2 + hintWidth <= width {
                grid.put(text, x: width - hintWidth, y: y, style: .reverse)
                break
            }
        }
    }

    /// The last characters of `text` that fit in `width` columns, after `ellipsis` when cut.
    static func tail(_ text: String, width: Int, ellipsis: String) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        let room = width - DisplayWidth.of(ellipsis)
        guard room > 0 else { return "" }
        var kept = ""
        var used = 0
        for character in text.reversed() {
            let w = DisplayWidth.of(character)
            if used + w > room { break }
            used += w
            kept.insert(character, at: kept.startIndex)
        }
        return ellipsis + kept
    }
}
