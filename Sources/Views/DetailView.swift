import CatalogKit

/// Lays a ``Detail`` document out as styled lines for a pane of a given width.
public enum DetailView {
    /// Colours for well-known badge words (Pokémon types); others stay plain.
    static func badgeColor(_ badge: String) -> Color? {
        switch badge.lowercased() {
        case "fire", "fighting", "dragon": return .red
        case "water", "ice", "flying": return .blue
        case "grass", "bug": return .green
        case "electric", "ground", "rock": return .yellow
        case "psychic", "fairy", "ghost", "poison": return .magenta
        case "steel", "dark", "normal": return .white
        default: return .cyan
        }
    }

    /// How a link's text is drawn: underlined (the selected one is reversed as well).
    static func linked(_ style: Style) -> Style {
        var style = style
        style.underline = true
        return style
    }

    /// The document as lines `width` columns wide at most. Laid out once per document,
    /// width and theme; later frames reuse the lines.
    public static func lines(for detail: Detail, width: Int, theme: Theme) -> [StyledLine] {
        laidOut(detail, width: width, theme: theme).lines
    }

    /// The document laid out, with where its links are: cached like ``lines(for:width:theme:)``.
    public static func laidOut(_ detail: Detail, width: Int, theme: Theme) -> DetailLayout {
        guard width > 0 else { return DetailLayout() }
        return DetailLayoutCache.shared.layout(for: detail, width: width, theme: theme) {
            layout(detail, width: width, theme: theme)
        }
    }

    /// The layout itself, computed afresh.
    static func layout(_ detail: Detail, width: Int, theme: Theme) -> DetailLayout {
        var out = DetailLayout()
        for piece in TextWrap.wrap(detail.title, width: width) { out.append(StyledLine(piece, .bold)) }
        if let subtitle = detail.subtitle {
            for piece in TextWrap.wrap(subtitle, width: width) { out.append(StyledLine(piece, .dim)) }
        }
        if !detail.badges.isEmpty {
            var spans: [Span] = []
            var linkSpans: [Int] = []
            var used = 0
            func flush() {
                out.append(StyledLine(spans))
                for span in linkSpans { out.markLast(span: span) }
                (spans, linkSpans, used) = ([], [], 0)
            }
            for (index, badge) in detail.badges.enumerated() {
                let text = " \(badge) "
                let w = DisplayWidth.of(text)
                if used > 0 && used + 1 + w > width { flush() }
                if used > 0 { spans.append(Span(" ")); used += 1 }
                let chip = Style(foreground: badgeColor(badge), bold: true, reverse: true)
                let isLink = detail.badgeLinks.indices.contains(index) && detail.badgeLinks[index] != nil
                if isLink { linkSpans.append(spans.count) }
                spans.append(Span(text, isLink ? linked(chip) : chip))
                used += w
            }
            flush()
        }
        for section in detail.sections {
            out.append(.empty)
            if let heading = section.heading {
                out.append(StyledLine(DisplayWidth.truncate(heading, to: width, ellipsis: theme.glyphs.ellipsis), Style(foreground: .cyan, bold: true)))
            }
            render(section.content, width: width, theme: theme, into: &out)
        }
        return out
    }

    static func render(_ content: DetailContent, width: Int, theme: Theme, into out: inout DetailLayout) {
        switch content {
        case let .fields(fields):
            renderFields(fields, width: width, into: &out)
        case let .bars(bars):
            renderBars(bars, width: width, theme: theme).forEach { out.append($0) }
        case let .paragraph(text):
            TextWrap.wrap(text, width: width).forEach { out.append(StyledLine($0)) }
        case let .list(items):
            for item in items {
                let wrapped = TextWrap.wrap(item, width: max(1, width - 2))
                for (index, piece) in wrapped.enumerated() {
                    out.append(StyledLine((index == 0 ? theme.glyphs.separator + " " : "  ") + piece))
                }
            }
        case let .tree(root):
            renderTree(root, prefix: "", connector: "", width: width, theme: theme, into: &out)
        case let .links(links):
            // One link a line, whole where it fits, else cut with an ellipsis.
            for link in links {
                let label = DisplayWidth.truncate(link.label, to: max(1, width - 2), ellipsis: theme.glyphs.ellipsis)
                out.append(StyledLine([Span(theme.glyphs.separator + " "), Span(label, linked(.plain))]), linkSpan: 1, continues: false)
            }
        }
    }

    static func renderFields(_ fields: [Field], width: Int, into out: inout DetailLayout) {
        let labelWidth = min(fields.map { DisplayWidth.of($0.label) }.max() ?? 0, max(4, width / 3))
        let valueWidth = max(1, width - labelWidth - 2)
        for field in fields {
            let label = DisplayWidth.pad(field.label, to: labelWidth)
            for (index, piece) in TextWrap.wrap(field.value, width: valueWidth).enumerated() {
                let head = Span(index == 0 ? label : String(repeating: " ", count: labelWidth), .dim)
                if field.link != nil {
                    out.append(StyledLine([head, Span("  "), Span(piece, linked(.plain))]), linkSpan: 2, continues: index > 0)
                } else {
                    out.append(StyledLine([head, Span("  " + piece)]))
                }
            }
        }
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
                let color: Color = bar.value < 50 ? .red : (bar.value < 90 ? .yellow : .green)
                spans.append(Span(" " + barText(value: bar.value, maximum: bar.maximum, width: barWidth - 1, glyphs: theme.glyphs), Style(foreground: color)))
            }
            return StyledLine(spans)
        }
    }

    /// A bar of `width` cells at most, in eighths where the glyphs allow.
    static func barText(value: Int, maximum: Int, width: Int, glyphs: Glyphs) -> String {
        guard maximum > 0, width > 0 else { return "" }
        let fraction = min(1, max(0, Double(value) / Double(maximum)))
        let steps = glyphs.barEighths.isEmpty ? 1 : 8
        let units = Int((fraction * Double(width * steps)).rounded())
        var text = String(repeating: glyphs.barFull, count: units / steps)
        let rest = units % steps
        if rest > 0 && !glyphs.barEighths.isEmpty { text += glyphs.barEighths[rest - 1] }
        if text.isEmpty && value > 0 { text = glyphs.barEighths.first ?? glyphs.barFull }
        return text
    }

    static func renderTree(_ node: TreeNode, prefix: String, connector: String, width: Int, theme: Theme, into out: inout DetailLayout) {
        let style: Style = node.isCurrent ? Style(foreground: .yellow, bold: true) : .plain
        var spans = [Span(prefix + connector, .dim), Span(node.label, node.link == nil ? style : linked(style))]
        if let note = node.note, !note.isEmpty {
            spans.append(Span(" (\(note))", .dim))
        }
        if node.link != nil { out.append(StyledLine(spans), linkSpan: 1, continues: false) } else { out.append(StyledLine(spans)) }
        let childPrefix = prefix + (connector.isEmpty ? "" : (connector == theme.glyphs.lastBranch ? "   " : theme.glyphs.trunk))
        for (index, child) in node.children.enumerated() {
            let isLast = index == node.children.count - 1
            renderTree(child, prefix: childPrefix, connector: isLast ? theme.glyphs.lastBranch : theme.glyphs.branch, width: width, theme: theme, into: &out)
        }
    }
}
