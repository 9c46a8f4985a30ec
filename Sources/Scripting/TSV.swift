import CatalogKit

/// Tab-separated output: a header line, then one entity per line. Backslashes, tabs,
/// newlines and carriage returns in values are written `\\`, `\t`, `\n`, `\r`, so a line
/// is always one entity and a field never holds a tab.
public enum TSV {
    public static func escape(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func line(_ values: [String]) -> String {
        values.map(escape).joined(separator: "\t") + "\n"
    }

    /// The header of a list whose rows are written in `style`.
    public static func entryHeader(style: EntryStyle) -> String {
        style == .numbered ? line(["id", "name", "title"]) : line(["id", "name", "detail"])
    }

    /// One row of a list: id, name and, for numbered entries, the display title; for
    /// described ones the row's subtitle or columns.
    public static func entryRow(_ entry: Entry, style: EntryStyle) -> String {
        if style == .numbered { return line([entry.id, entry.name ?? PokemonJSON.slug(entry.title), entry.title]) }
        let detail = entry.subtitle ?? entry.columns.map(\.text).filter { !$0.isEmpty }.joined(separator: " · ")
        return line([entry.id, entry.title, detail])
    }

    /// One entity shown with `show`: kind, id, title, subtitle and badges, then a column per
    /// label of the document's main fields (values under one label joined by ", "), per bar
    /// and per paragraph (by its heading). Lists, trees and links stay for JSON.
    public static func detail(_ detail: Detail, kind: LinkKind, key: String) -> String {
        var header = ["kind", "id", "title", "subtitle", "badges"]
        var values = [kind.rawValue, key, detail.title, detail.subtitle ?? "", detail.badges.map(\.text).joined(separator: ", ")]
        func add(_ label: String, _ value: String) {
            guard !header.contains(label) else { return }
            header.append(label)
            values.append(value)
        }
        let main = Detail(title: detail.title, sections: detail.sections.filter { $0.heading == nil })
        for group in DocumentJSON.fieldGroups(main) { add(group.label, group.fields.map(\.value).joined(separator: ", ")) }
        for section in detail.sections {
            switch section.content {
            case let .bars(bars): bars.forEach { add($0.label, String($0.value)) }
            case let .paragraph(text): add(section.heading ?? "text", text)
            default: break
            }
        }
        return line(header) + line(values)
    }
}
