import CatalogKit
import TextLayout

/// A ``Detail`` as plain text for reading in a terminal or a pager: the title, subtitle and
/// badges, then each section under its heading, fields in two aligned columns, paragraphs
/// wrapped to `width`, all measured in display columns as the interface measures them (a
/// CJK name is two columns a character). Stat bars only when `bars` (a UTF-8 terminal), colour only when
/// `colour` (a terminal without NO_COLOR); otherwise the text is plain ASCII layout.
public struct TextRenderer: Sendable {
    public var width: Int
    public var colour: Bool
    public var bars: Bool

    public init(width: Int = 80, colour: Bool = false, bars: Bool = false) {
        self.width = max(20, width)
        self.colour = colour
        self.bars = bars
    }

    public func render(_ detail: Detail) -> String {
        var lines: [String] = [style(Self.clean(detail.title), "1")]
        if let subtitle = detail.subtitle { lines.append(Self.clean(subtitle)) }
        if !detail.badges.isEmpty {
            lines.append(detail.badges.map { style("[" + Self.clean($0.text) + "]", Self.code(for: $0.tone)) }.joined(separator: " "))
        }
        for section in detail.sections {
            lines.append("")
            if let heading = section.heading { lines.append(style(Self.clean(heading), "1")) }
            lines += body(section.content)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func body(_ content: DetailContent) -> [String] {
        switch content {
        case let .fields(fields):
            let labelWidth = min(20, fields.map { DisplayWidth.of(Self.clean($0.label)) }.max() ?? 0)
            return fields.flatMap { field -> [String] in
                let label = Self.clean(field.label)
                let indent = labelWidth + 2
                let wrapped = Self.wrap(Self.clean(field.value), width: width - indent)
                return wrapped.enumerated().map { index, line in
                    let head = index == 0 ? Self.padded(label, to: labelWidth) : String(repeating: " ", count: labelWidth)
                    return head + "  " + line
                }
            }
        case let .bars(bars):
            let labelWidth = bars.map { DisplayWidth.of(Self.clean($0.label)) }.max() ?? 0
            let valueWidth = bars.map { String($0.value).count }.max() ?? 0
            return bars.map { bar in
                var line = Self.padded(Self.clean(bar.label), to: labelWidth) + "  "
                line += String(repeating: " ", count: valueWidth - String(bar.value).count) + String(bar.value)
                if self.bars {
                    let room = max(5, min(40, width - DisplayWidth.of(line) - 2))
                    let filled = bar.maximum > 0 ? min(room, (bar.value * room + bar.maximum / 2) / bar.maximum) : 0
                    line += "  " + style(String(repeating: "█", count: filled), Self.code(for: bar.tone)) + String(repeating: "·", count: room - filled)
                }
                return line
            }
        case let .paragraph(text):
            return Self.wrap(Self.clean(text), width: width)
        case let .list(items):
            return items.flatMap { item in
                Self.wrap(Self.clean(item), width: width - 2).enumerated().map { ($0.offset == 0 ? "- " : "  ") + $0.element }
            }
        case let .tree(node):
            return tree(node, prefix: "", childPrefix: "")
        case let .links(links):
            return links.map { Self.clean($0.label) }
        case let .unavailable(_, message, _):
            return Self.wrap("! " + Self.clean(message), width: width)
        }
    }

    private func tree(_ node: TreeNode, prefix: String, childPrefix: String) -> [String] {
        var line = prefix + Self.clean(node.label)
        if let note = node.note { line += " (" + Self.clean(note) + ")" }
        if node.isCurrent { line = style(line, "1") + " *" }
        var lines = [line]
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
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? " " : scalar
        }))
    }

    /// `text` and spaces after it to `width` columns; a longer text is left whole.
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }

    /// Words filled into lines of at most `width` columns; a longer word gets a line of its
    /// own, whole (an address in it stays one to copy).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var used = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let columns = DisplayWidth.of(String(word))
            if current.isEmpty {
                (current, used) = (String(word), columns)
            } else if used + 1 + columns <= width {
                current += " " + word
                used += 1 + columns
            } else {
                lines.append(current)
                (current, used) = (String(word), columns)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
