import CatalogKit

/// A detail document as JSON text, for `Y` (copy as JSON): title, subtitle, badges, web
/// pages and sections, each section's content under its kind. Written by hand, compact, keys
/// in a fixed order, so the same document always gives the same text.
public enum DetailJSON {
    public static func text(_ detail: Detail) -> String {
        var members: [(String, String)] = [("title", string(detail.title))]
        if let subtitle = detail.subtitle { members.append(("subtitle", string(subtitle))) }
        if !detail.badges.isEmpty { members.append(("badges", array(detail.badges.map { string($0.text) }))) }
        if !detail.webPages.isEmpty {
            members.append(("webPages", array(detail.webPages.map { object([("label", string($0.label)), ("url", string($0.url))]) })))
        }
        members.append(("sections", array(detail.sections.map(section))))
        return object(members)
    }

    static func section(_ section: DetailSection) -> String {
        var members: [(String, String)] = []
        if let heading = section.heading { members.append(("heading", string(heading))) }
        switch section.content {
        case let .fields(fields):
            members.append(("fields", array(fields.map { object([("label", string($0.label)), ("value", string($0.value))]) })))
        case let .bars(bars):
            members.append(("bars", array(bars.map { object([("label", string($0.label)), ("value", String($0.value)), ("maximum", String($0.maximum))]) })))
        case let .paragraph(text): members.append(("paragraph", string(text)))
        case let .list(items): members.append(("list", array(items.map(string))))
        case let .tree(node): members.append(("tree", tree(node)))
        case let .links(links): members.append(("links", array(links.map { string($0.label) })))
        case let .unavailable(part, message, _): members.append(("unavailable", object([("part", string(part)), ("message", string(message))])))
        }
        return object(members)
    }

    static func tree(_ node: TreeNode) -> String {
        var members = [("label", string(node.label))]
        if let note = node.note { members.append(("note", string(note))) }
        if !node.children.isEmpty { members.append(("children", array(node.children.map(tree)))) }
        return object(members)
    }

    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

    /// A JSON string: quotes, backslashes and every control character escaped.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
