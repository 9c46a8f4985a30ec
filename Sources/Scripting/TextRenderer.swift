import CatalogKit
import TextLayout

/// A ``Detail`` as plain text for reading in a terminal or a pager: the title, subtitle and
/// badges, then each section under its heading, fields in two aligned columns, paragraphs
/// (a recipe's steps each its own), an evolution tree with each way of a step on its own
/// line. With a `width` every line is wrapped to it on word boundaries, measured in display
/// columns as the interface measures them (a CJK name is two columns a character), the
/// tree's lines keeping their indentation; with none (a pipe) nothing is wrapped: a
/// paragraph, a field or a way is one line. Stat bars only when `bars` (a UTF-8 terminal),
/// colour only when `colour` (a terminal without NO_COLOR); otherwise plain text.
public struct TextRenderer: Sendable {
    /// Columns to wrap to; nil: lines are not wrapped.
    public var width: Int?
    public var colour: Bool
    public var bars: Bool

    public init(width: Int? = 80, colour: Bool = false, bars: Bool = false) {
        self.width = width.map { max(20, $0) }
        self.colour = colour
        self.bars = bars
    }

    public func render(_ detail: Detail) -> String {
        var lines = wrap(Self.clean(detail.title)).map { style($0, "1") }
        if let subtitle = detail.subtitle { lines += wrap(Self.clean(subtitle)) }
        if !detail.badges.isEmpty { lines += badgeLines(detail.badges) }
        for section in detail.sections {
            lines.append("")
            if let heading = section.heading { lines += wrap(Self.clean(heading)).map { style($0, "1") } }
            lines += body(section.content)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in lines of at most ``width`` columns (less `indent`), or whole without one.
    private func wrap(_ text: String, indent: Int = 0, firstLineShorter by: Int = 0) -> [String] {
        guard let width else { return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return TextWrap.wrap(text, widths: { max(1, width - indent - ($0 == 0 ? by : 0)) })
    }

    /// The badges as `[Electric]` chips, as many a line as fit.
    private func badgeLines(_ badges: [Badge]) -> [String] {
        var lines: [String] = []
        var line = "", used = 0
        for badge in badges {
            let chip = "[" + Self.clean(badge.text) + "]"
            let columns = DisplayWidth.of(chip)
            if used > 0, let width, used + 1 + columns > width {
                lines.append(line)
                (line, used) = ("", 0)
            }
            line += (used > 0 ? " " : "") + style(chip, Self.code(for: badge.tone))
            used += (used > 0 ? 1 : 0) + columns
        }
        return lines + [line]
    }

    private func body(_ content: DetailContent) -> [String] {
        switch content {
        case let .fields(fields):
            let labelWidth = min(20, fields.map { DisplayWidth.of(Self.clean($0.label)) }.max() ?? 0)
            return fields.flatMap { field -> [String] in
                let labels = width == nil ? [Self.clean(field.label)] : TextWrap.wrap(Self.clean(field.label), width: max(1, labelWidth))
                let values = wrap(Self.clean(field.value), indent: labelWidth + 2)
                return (0..<max(labels.count, values.count)).map { index in
                    let label = index < labels.count ? labels[index] : ""
                    let value = index < values.count ? values[index] : ""
                    return value.isEmpty ? label : Self.padded(label, to: labelWidth) + "  " + value
                }
            }
        case let .bars(bars):
            let labelWidth = bars.map { DisplayWidth.of(Self.clean($0.label)) }.max() ?? 0
            let valueWidth = bars.map { String($0.value).count }.max() ?? 0
            return bars.map { bar in
                var line = Self.padded(Self.clean(bar.label), to: labelWidth) + "  "
                line += String(repeating: " ", count: valueWidth - String(bar.value).count) + String(bar.value)
                if self.bars {
                    let room = max(5, min(40, (width ?? 80) - DisplayWidth.of(line) - 2))
                    let filled = bar.maximum > 0 ? min(room, (bar.value * room + bar.maximum / 2) / bar.maximum) : 0
                    line += "  " + style(String(repeating: "█", count: filled), Self.code(for: bar.tone)) + String(repeating: "·", count: room - filled)
                }
                return line
            }
        case let .paragraph(text):
            return wrap(Self.cleanKeepingLines(text))
        case let .list(items):
            return items.flatMap { item in
                wrap(Self.clean(item), indent: 2).enumerated().map { ($0.offset == 0 ? "- " : "  ") + $0.element }
            }
        case let .tree(node):
            return tree(node, prefix: "", childPrefix: "")
        case let .links(links):
            return links.flatMap { wrap(Self.clean($0.label)) }
        case let .unavailable(_, message, _):
            return wrap("! " + Self.clean(message))
        }
    }

    /// A node (its name and how it is reached), its ways one a line under it, then its
    /// children; wrapped lines go on under their text, beside the guides of the branches.
    private func tree(_ node: TreeNode, prefix: String, childPrefix: String) -> [String] {
        var text = Self.clean(node.label)
        if let note = node.labelNote { text += " (" + Self.clean(note) + ")" }
        let continuation = childPrefix + (node.children.isEmpty ? "" : "|  ")
        let indent = max(DisplayWidth.of(prefix), DisplayWidth.of(continuation))
        var lines: [String] = []
        for (index, piece) in wrap(text, indent: indent, firstLineShorter: node.isCurrent ? 2 : 0).enumerated() {
            if index == 0 {
                lines.append(prefix + (node.isCurrent ? style(piece, "1") + " *" : piece))
            } else {
                lines.append(continuation + piece)
            }
        }
        for way in node.ways {
            for (index, piece) in wrap(Self.clean(way), indent: DisplayWidth.of(continuation) + 2).enumerated() {
                lines.append(continuation + (index == 0 ? "- " : "  ") + piece)
            }
        }
        for (index, child) in node.children.enumerated() {
            let last = index == node.children.count - 1
            lines += tree(child, prefix: childPrefix + (last ? "`- " : "|- "), childPrefix: childPrefix + (last ? "   " : "|  "))
        }
        return lines
    }

    private func style(_ text: String, _ code: String?) -> String {
        guard colour, let code else { return text }
        return "\u{1B}[" + code + "m" + text + "\u{1B}[0m"
    }

    static func code(for tone: Tone) -> String? {
        switch tone {
        case .standard: return nil
        case .red: return "31"
        case .green: return "32"
        case .yellow: return "33"
        case .blue: return "34"
        case .magenta: return "35"
        case .cyan: return "36"
        case .white: return "37"
        }
    }

    /// Network text without control characters (the catalogs clean their text already;
    /// this keeps the terminal safe whatever reaches here).
    static func clean(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? " " : scalar
                }))
    }

    /// ``clean(_:)`` line by line: the line breaks that separate paragraphs stay.
    static func cleanKeepingLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { clean(String($0)) }.joined(separator: "\n")
    }

    /// `text` and spaces after it to `width` columns; a longer text is left whole.
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}
