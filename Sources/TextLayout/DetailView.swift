import CatalogKit

/// Lays a ``Detail`` document out as styled lines for a pane of a given width.
public enum DetailView {
    /// The colour of a tone; `standard` is the view's own choice for the element, `fallback`.
    static func color(_ tone: Tone, standard fallback: Color?) -> Color? {
        switch tone {
        case .standard: return fallback
        case .red: return .red
        case .yellow: return .yellow
        case .green: return .green
        case .blue: return .blue
        case .magenta: return .magenta
        case .cyan: return .cyan
        case .white: return .white
        }
    }

    /// How a link's text is drawn: underlined (the selected one is reversed as well).
    static func linked(_ style: Style) -> Style {
        var style = style
        style.underline = true
        return style
    }

    /// The document as lines `width` columns wide at most, its failed parts naming
    /// `retryKey` (none when nil). Laid out once per document, width, theme and key; later
    /// frames reuse the lines.
    public static func lines(for detail: Detail, width: Int, theme: Theme, retryKey: String? = nil) -> [StyledLine] {
        laidOut(detail, flow: .full(width), theme: theme, retryKey: retryKey).lines
    }

    /// The document laid out, with where its links are: cached like ``lines(for:width:theme:retryKey:)``.
    /// `retryKey`: what a part that did not load names as the key that loads it again (the
    /// screen's, from its key map), or nil where retrying it does nothing.
    public static func laidOut(_ detail: Detail, width: Int, theme: Theme, retryKey: String?) -> DetailLayout {
        laidOut(detail, flow: .full(width), theme: theme, retryKey: retryKey)
    }

    /// The document laid out as a page in `flow`: the lines beside a floating picture are
    /// narrower, the rest take the full width. Cached per document, flow, theme and key.
    public static func laidOut(_ detail: Detail, flow: TextFlow, theme: Theme, retryKey: String?) -> DetailLayout {
        guard flow.width > 0 else { return DetailLayout() }
        return DetailLayoutCache.shared.layout(for: detail, flow: flow, theme: theme, retryKey: retryKey) {
            layout(detail, flow: flow, theme: theme, retryKey: retryKey)
        }
    }

    /// The layout itself, computed afresh.
    static func layout(_ detail: Detail, width: Int, theme: Theme, retryKey: String?) -> DetailLayout {
        layout(detail, flow: .full(width), theme: theme, retryKey: retryKey)
    }

    /// The layout in `flow`, computed afresh.
    static func layout(_ detail: Detail, flow: TextFlow, theme: Theme, retryKey: String?) -> DetailLayout {
        var out = DetailLayout()
        out.flow = flow
        for piece in out.wrap(detail.title) { out.append(StyledLine(piece, .bold)) }
        if let subtitle = detail.subtitle {
            for piece in out.wrap(subtitle) { out.append(StyledLine(piece, .dim)) }
        }
        if !detail.badges.isEmpty { renderBadges(detail.badges, into: &out) }
        for section in detail.sections {
            out.append(.empty)
            clearFloat(for: section, into: &out)
            if let heading = section.heading {
                out.append(StyledLine(DisplayWidth.truncate(heading, to: out.width, ellipsis: theme.glyphs.ellipsis), Style(foreground: .cyan, bold: true)))
            }
            render(section.content, theme: theme, retryKey: retryKey, into: &out)
        }
        return out
    }

    /// Stat bars are drawn to one scale, so they all need the same room: a block of them that
    /// would start beside the floating picture with most of it below starts below it instead.
    static func clearFloat(for section: DetailSection, into out: inout DetailLayout) {
        guard case let .bars(bars) = section.content else { return }
        let start = out.lines.count, besideRows = out.flow.besideRows
        let rows = bars.count + (section.heading == nil ? 0 : 1)
        guard start < besideRows, start + rows > besideRows, (besideRows - start) * 2 <= rows else { return }
        for _ in start..<besideRows { out.append(.empty) }
    }

    /// Badges as chips, as many a line as fit.
    static func renderBadges(_ badges: [Badge], into out: inout DetailLayout) {
        var spans: [Span] = []
        var linkSpans: [Int] = []
        var used = 0
        func flush() {
            out.append(StyledLine(spans))
            for span in linkSpans { out.markLast(span: span) }
            (spans, linkSpans, used) = ([], [], 0)
        }
        for badge in badges {
            let text = " \(badge.text) "
            let w = DisplayWidth.of(text)
            if used > 0 && used + 1 + w > out.width { flush() }
            if used > 0 { spans.append(Span(" ")); used += 1 }
            let chip = Style(foreground: color(badge.tone, standard: .cyan), bold: true, reverse: true)
            let isLink = badge.link != nil
            if isLink { linkSpans.append(spans.count) }
            spans.append(Span(text, isLink ? linked(chip) : chip))
            used += w
        }
        flush()
    }

    /// `content` laid out `width` columns wide, after the lines already in `out`.
    static func render(_ content: DetailContent, width: Int, theme: Theme, retryKey: String?, into out: inout DetailLayout) {
        let flow = out.flow
        out.flow = .full(width)
        render(content, theme: theme, retryKey: retryKey, into: &out)
        out.flow = flow
    }

    /// `content` laid out in the flow of `out`, after the lines already there.
    static func render(_ content: DetailContent, theme: Theme, retryKey: String?, into out: inout DetailLayout) {
        switch content {
        case let .fields(fields):
            renderFields(fields, into: &out)
        case let .bars(bars):
            let width = out.flow.narrowest(out.lines.count..<(out.lines.count + bars.count))
            renderBars(bars, width: width, theme: theme).forEach { out.append($0) }
        case let .paragraph(text):
            out.wrap(text).forEach { out.append(StyledLine($0)) }
        case let .list(items):
            for item in items {
                for (index, piece) in out.wrap(item, indent: 2).enumerated() {
                    out.append(StyledLine((index == 0 ? theme.glyphs.separator + " " : "  ") + piece))
                }
            }
        case let .tree(root):
            renderTree(root, prefix: "", connector: "", theme: theme, into: &out)
        case let .unavailable(_, message, isRetryable):
            renderUnavailable(message, retryKey: isRetryable ? retryKey : nil, into: &out)
        case let .links(links):
            // One link a line, whole where it fits, else cut with an ellipsis.
            for link in links {
                let label = DisplayWidth.truncate(link.label, to: max(1, out.width - 2), ellipsis: theme.glyphs.ellipsis)
                out.append(StyledLine([Span(theme.glyphs.separator + " "), Span(label, linked(.plain))]), linkSpan: 1, continues: false)
            }
        }
    }

    /// A part that did not load: what failed, as a warning, and the key that loads it again
    /// (when retrying it works here).
    static func renderUnavailable(_ message: String, retryKey: String?, into out: inout DetailLayout) {
        for piece in out.wrap("! " + message) { out.append(StyledLine(piece, Style(foreground: .yellow))) }
        if let retryKey { out.append(StyledLine(retryKey + " retry", .dim)) }
    }

    /// Label–value pairs in two columns sized from their content: the labels get the
    /// width of the longest one when every pair fits on one line, and otherwise all the room
    /// the values do not need, down to two fifths of the line (or the longest word of a
    /// label, up to half). Both columns wrap, so neither is cut.
    /// A linked value's pieces are link places (span 2 of their lines), one link per field;
    /// a field that links its label (an ingredient, whose value is a measure) has its label's
    /// pieces as the places (span 0), so the link is on the name even when the value is blank.
    /// Beside a floating picture the columns are sized for the narrower lines, and the values
    /// take the full width below it.
    static func renderFields(_ fields: [Field], into out: inout DetailLayout) {
        let labelWidth = fieldLabelWidth(fields, width: out.width)
        for field in fields {
            let labels = TextWrap.wrap(field.label, width: labelWidth)
            let values = out.wrap(field.value, indent: labelWidth + 2)
            for index in 0..<max(labels.count, values.count, 1) {
                let label = index < labels.count ? labels[index] : ""
                let head = Span(DisplayWidth.pad(label, to: labelWidth), .dim)
                let value = index < values.count ? values[index] : ""
                if field.link != nil, field.linksLabel, !label.isEmpty {
                    let rest = String(repeating: " ", count: max(0, labelWidth - DisplayWidth.of(label))) + (value.isEmpty ? "" : "  " + value)
                    let spans = [Span(label, linked(.plain))] + (rest.isEmpty ? [] : [Span(rest)])
                    out.append(StyledLine(spans), linkSpan: 0, continues: index > 0)
                } else if field.link != nil, !field.linksLabel, index == 0 || !value.isEmpty {
                    // The first line always holds a place, so every link has one.
                    out.append(StyledLine([head, Span("  "), Span(value, linked(.plain))]), linkSpan: 2, continues: index > 0)
                } else {
                    out.append(value.isEmpty ? StyledLine([head]) : StyledLine([head, Span("  " + value)]))
                }
            }
        }
    }

    /// The label column's width for `fields` in a pane `width` columns wide.
    static func fieldLabelWidth(_ fields: [Field], width: Int) -> Int {
        let room = max(2, width - 2)
        let longestLabel = fields.map { DisplayWidth.of($0.label) }.max() ?? 0
        let longestValue = fields.map { DisplayWidth.of($0.value) }.max() ?? 0
        if longestLabel + longestValue <= room { return max(1, longestLabel) }
        // At least two fifths of the line, more for a label's longest word (up to half).
        let longestWord = fields.flatMap { $0.label.split(separator: " ").map { DisplayWidth.of(String($0)) } }.max() ?? 0
        let least = min(room / 2, max(room * 2 / 5, longestWord))
        return max(1, min(longestLabel, max(room - longestValue, least)))
    }

    static func renderBars(_ bars: [Bar], width: Int, theme: Theme) -> [StyledLine] {
        let labelWidth = min(bars.map { DisplayWidth.of($0.label) }.max() ?? 0, max(3, width / 3))
        let numberWidth = max(3, bars.map { String($0.value).count }.max() ?? 3)
        let barWidth = width - labelWidth - numberWidth - 2
        return bars.map { bar in
            let label = DisplayWidth.pad(bar.label, to: labelWidth)
            let number = String(repeating: " ", count: max(0, numberWidth - String(bar.value).count)) + String(bar.value)
            var spans = [Span(label, .dim), Span(" " + number)]
            if barWidth >= 2 {
                let text = barText(value: bar.value, maximum: bar.maximum, width: barWidth - 1, glyphs: theme.glyphs)
                spans.append(Span(" " + text, Style(foreground: color(bar.tone, standard: nil))))
            }
            return StyledLine(spans)
        }
    }

    /// A bar of `width` cells at most, in eighths where the glyphs allow.
    static func barText(value: Int, maximum: Int, width: Int, glyphs: Glyphs) -> String {
        guard maximum > 0, width > 0 else { return "" }
        let fraction = min(1, max(0, Double(value) / Double(maximum)))
        let steps = glyphs.barEighths.isEmpty ? 1 : 8
        let units = Int(exactly: (fraction * Double(width * steps)).rounded()) ?? 0
        var text = String(repeating: glyphs.barFull, count: units / steps)
        let rest = units % steps
        if rest > 0 && !glyphs.barEighths.isEmpty { text += glyphs.barEighths[rest - 1] }
        if text.isEmpty && value > 0 { text = glyphs.barEighths.first ?? glyphs.barFull }
        return text
    }

    /// One node and its children. A node's text (its name and, in brackets, how it is
    /// reached) wraps: the lines after the first start under the name, with the guide lines
    /// of the branches around it drawn beside them.
    /// A linked node's name is the link: each line's piece of it is a place (span 1).
    static func renderTree(_ node: TreeNode, prefix: String, connector: String, theme: Theme, into out: inout DetailLayout) {
        let childPrefix = prefix + (connector.isEmpty ? "" : (connector == theme.glyphs.lastBranch ? "   " : theme.glyphs.trunk))
        let continuation = childPrefix + (node.children.isEmpty ? "" : theme.glyphs.trunk)
        var text = node.label
        if let note = node.labelNote, !note.isEmpty { text += " (\(note))" }
        let indent = max(DisplayWidth.of(prefix + connector), DisplayWidth.of(continuation))
        let plainName = node.isCurrent ? Style(foreground: .yellow, bold: true) : Style.plain
        let nameStyle = node.link == nil ? plainName : linked(plainName)
        var nameLeft = node.label.filter { $0 != " " }.count
        for (index, piece) in out.wrap(text, indent: indent).enumerated() {
            var spans = [Span(index == 0 ? prefix + connector : continuation, .dim)]
            // The name's characters come first: count them off, spaces aside.
            var split = piece.startIndex
            while nameLeft > 0, split < piece.endIndex {
                if piece[split] != " " { nameLeft -= 1 }
                piece.formIndex(after: &split)
            }
            // A linked name has a place on the first line even when it is empty.
            let hasName = split > piece.startIndex || (index == 0 && node.link != nil)
            if hasName { spans.append(Span(String(piece[..<split]), nameStyle)) }
            if split < piece.endIndex { spans.append(Span(String(piece[split...]), .dim)) }
            if hasName, node.link != nil {
                out.append(StyledLine(spans), linkSpan: 1, continues: index > 0)
            } else {
                out.append(StyledLine(spans))
            }
        }
        renderWays(node.ways, prefix: continuation, theme: theme, into: &out)
        for (index, child) in node.children.enumerated() {
            let isLast = index == node.children.count - 1
            renderTree(child, prefix: childPrefix, connector: isLast ? theme.glyphs.lastBranch : theme.glyphs.branch, theme: theme, into: &out)
        }
    }

    /// A node's several ways, one a line under its name, each after a bullet; a way that
    /// wraps goes on under its own text, the tree's guide lines beside it.
    static func renderWays(_ ways: [String], prefix: String, theme: Theme, into out: inout DetailLayout) {
        let bullet = theme.glyphs.separator + " "
        let indent = DisplayWidth.of(prefix + bullet)
        for way in ways {
            for (index, piece) in out.wrap(way, indent: indent).enumerated() {
                out.append(StyledLine([Span(prefix, .dim), Span((index == 0 ? bullet : "  ") + piece, .dim)]))
            }
        }
    }
}
