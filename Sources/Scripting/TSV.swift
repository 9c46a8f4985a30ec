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

    /// The header of a list of `kind`.
    public static func entryHeader(kind: String) -> String {
        kind == "pokemon" ? line(["id", "name", "title"]) : line(["id", "name", "detail"])
    }

    /// One row of a list: id, name and, for the Pokédex, the display title; beyond it the
    /// row's subtitle or columns.
    public static func entryRow(_ entry: Entry, kind: String) -> String {
        if kind == "pokemon" { return line([entry.id, PokemonJSON.slug(entry.title), entry.title]) }
        let detail = entry.subtitle ?? entry.columns.map(\.text).filter { !$0.isEmpty }.joined(separator: " · ")
        return line([entry.id, entry.title, detail])
    }

    /// One entity shown with `show`: kind, id, title, subtitle and badges, then a column per
    /// field label (values under one label joined by ", ") and per bar.
    public static func detail(_ detail: Detail, kind: String, key: String) -> String {
        var header = ["kind", "id", "title", "subtitle", "badges"]
        var values = [kind, key, detail.title, detail.subtitle ?? "", detail.badges.map(\.text).joined(separator: ", ")]
        for group in DocumentJSON.fieldGroups(detail) where !header.contains(group.label) {
            header.append(group.label)
            values.append(group.fields.map(\.value).joined(separator: ", "))
        }
        for section in detail.sections {
            guard case let .bars(bars) = section.content else { continue }
            for bar in bars where !header.contains(bar.label) {
                header.append(bar.label)
                values.append(String(bar.value))
            }
        }
        return line(header) + line(values)
    }
}
