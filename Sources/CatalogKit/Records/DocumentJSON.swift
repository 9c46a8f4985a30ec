/// A ``Detail`` document as JSON, the same for every catalog: its title, subtitle, badges
/// and sections, each section by what it holds. The entity's own keys (``EntityJSON``) go
/// around it. Schema in docs/json-schema.md.
public enum DocumentJSON {
    static func badges(_ badges: [Badge]) -> JSONValue {
        .array(
            badges.map { badge in
                .object([("text", .string(badge.text)), ("link", link(badge.link))])
            })
    }

    static func link(_ link: Link?) -> JSONValue {
        guard let link else { return .null }
        return .object([("kind", .string(link.kind.rawValue)), ("id", .string(link.id)), ("label", .string(link.label))])
    }

    static func sections(_ sections: [DetailSection]) -> JSONValue {
        .array(
            sections.map { section in
                var pairs: [(String, JSONValue)] = [("heading", .optional(section.heading))]
                switch section.content {
                case let .fields(fields):
                    pairs.append(
                        (
                            "fields",
                            .array(
                                fields.map { field in
                                    .object([("label", .string(field.label)), ("value", .string(field.value)), ("link", link(field.link))])
                                })
                        ))
                case let .bars(bars):
                    pairs.append(
                        (
                            "bars",
                            .array(
                                bars.map { bar in
                                    .object([("label", .string(bar.label)), ("value", .number(bar.value)), ("maximum", .number(bar.maximum))])
                                })
                        ))
                case let .paragraph(text):
                    pairs.append(("paragraph", .string(text)))
                case let .list(items):
                    pairs.append(("list", .array(items.map(JSONValue.string))))
                case let .tree(node):
                    pairs.append(("tree", tree(node)))
                case let .links(links):
                    pairs.append(("links", .array(links.map { link($0) })))
                case let .unavailable(part, message, _):
                    pairs.append(("unavailable", .object([("part", .string(part)), ("message", .string(message))])))
                }
                return .object(pairs)
            })
    }

    /// A tree node: its label, how it is reached (`condition`, null at the root), whether it
    /// is the entity shown, where it leads, and its children.
    public static func tree(_ node: TreeNode) -> JSONValue {
        .object([
            ("label", .string(node.label)),
            ("condition", .optional(node.note)),
            ("current", .bool(node.isCurrent)),
            ("link", link(node.link)),
            ("children", .array(node.children.map(tree))),
        ])
    }

    /// Label–value fields of every section, with the rows that continue a label (an empty
    /// label, as for a second ability) under the label before them.
    public static func fieldGroups(_ detail: Detail) -> [(label: String, fields: [Field])] {
        var groups: [(label: String, fields: [Field])] = []
        for section in detail.sections {
            guard case let .fields(fields) = section.content else { continue }
            for field in fields {
                if field.label.isEmpty, !groups.isEmpty {
                    groups[groups.count - 1].fields.append(field)
                } else {
                    groups.append((field.label, [field]))
                }
            }
        }
        return groups
    }
}
