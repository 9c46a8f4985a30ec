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

    /// The document as lines `width` columns wide at most. Laid out once per document,
    /// width and theme; later frames reuse the lines.
    public static func lines(for detail: Detail, width: Int, theme: Theme) -> [StyledLine] {
        guard width > 0 else { return [] }
        return DetailLayoutCache.shared.lines(for: detail, width: width, theme: theme) {
            layout(detail, width: width, theme: theme)
        }
    }

    /// The layout itself, computed afresh.
    static func layout(_ detail: Detail, width: Int, theme: Theme) -> [StyledLine] {
        var lines: [StyledLine] = []
        for piece in TextWrap.wrap(detail.title, width: width) { lines.append(StyledLine(piece, .bold)) }
        if let subtitle = detail.subtitle {
            for piece in TextWrap.wrap(subtitle, width: width) { lines.append(StyledLine(piece, .dim)) }
        }
        if !detail.badges.isEmpty {
            var spans: [Span] = []
            var used = 0
            for badge in detail.badges {
                let text = " \(badge) "
                let w = DisplayWidth.of(text)
                if used > 0 && used + 1 + w > width {
                    lines.append(StyledLine(spans))
                    spans = []
                    used = 0
                }
                if used > 0 { spans.append(Span(" ")); used += 1 }
                spans.append(Span(text, Style(foreground: badgeColor(badge), bold: true, reverse: true)))
                used += w
            }
            lines.append(StyledLine(spans))
        }
        for section in detail.sections {
            lines.append(.empty)
            if let heading = section.heading {
                lines.append(StyledLine(DisplayWidth.truncate(heading, to: width, ellipsis: theme.glyphs.ellipsis), Style(foreground: .cyan, bold: true)))
            }
            lines.append(contentsOf: render(section.content, width: width, theme: theme))
        }
        return lines
    }

    static func render(_ content: DetailContent, width: Int, theme: Theme) -> [StyledLine] {
        switch content {
        case let .fields(fields):
            return renderFields(fields, width: width)
        case let .bars(bars):
            return renderBars(bars, width: width, theme: theme)
        case let .paragraph(text):
            return TextWrap.wrap(text, width: width).map { StyledLine($0) }
        case let .list(items):
            var lines: [StyledLine] = []
            for item in items {
                let wrapped = TextWrap.wrap(item, width: max(1, width - 2))
                for (index, piece) in wrapped.enumerated() {
                    lines.append(StyledLine((index == 0 ? theme.glyphs.separator + " " : "  ") + piece))
                }
            }
            return lines
        case let .tree(root):
            var lines: [StyledLine] = []
            renderTree(root, prefix: "", connector: "", width: width, theme: theme, into: &lines)
            return lines
        case let .unavailable(_, message, isRetryable):
            return renderUnavailable(message, isRetryable: isRetryable, width: width)
        case let .links(links):
            // One link a line, whole where it fits, else cut with an ellipsis.
            return links.map { StyledLine(theme.glyphs.separator + " " + DisplayWidth.truncate($0.label, to: max(1, width - 2), ellipsis: theme.glyphs.ellipsis), Style(underline: true)) }
        }
    }

    /// A part that did not load: what failed, as a warning, and the key that loads it again.
    static func renderUnavailable(_ message: String, isRetryable: Bool, width: Int) -> [StyledLine] {
        var lines = TextWrap.wrap("! " + message, width: width).map { StyledLine($0, Style(foreground: .yellow)) }
        if isRetryable { lines.append(StyledLine("r retry", .dim)) }
        return lines
    }

    static func renderFields(_ fields: [Field], width: Int) -> [StyledLine] {
        let labelWidth = min(fields.map { DisplayWidth.of($0.label) }.max() ?? 0, max(4, width / 3))
        let valueWidth = max(1, width - labelWidth - 2)
        var lines: [StyledLine] = []
        for field in fields {
            let label = DisplayWidth.pad(field.label, to: labelWidth)
            for (index, piece) in TextWrap.wrap(field.value, width: valueWidth).enumerated() {
                let head = index == 0 ? label : String(repeating: " ", count: labelWidth)
                lines.append(StyledLine([Span(head, .dim), Span("  " + piece)]))
            }
        }
        return lines
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

    static func renderTree(_ node: TreeNode, prefix: String, connector: String, width: Int, theme: Theme, into lines: inout [StyledLine]) {
        var spans = [Span(prefix + connector, .dim), Span(node.label, node.isCurrent ? Style(foreground: .yellow, bold: true) : .plain)]
        if let note = node.note, !note.isEmpty {
            spans.append(Span(" (\(note))", .dim))
        }
        lines.append(StyledLine(spans))
        let childPrefix = prefix + (connector.isEmpty ? "" : (connector == theme.glyphs.lastBranch ? "   " : theme.glyphs.trunk))
        for (index, child) in node.children.enumerated() {
            let isLast = index == node.children.count - 1
            renderTree(child, prefix: childPrefix, connector: isLast ? theme.glyphs.lastBranch : theme.glyphs.branch, width: width, theme: theme, into: &lines)
        }
    }
}
