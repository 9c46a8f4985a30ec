import CatalogKit

/// Tab-separated output: a header line, then one entity per line. Backslashes, tabs,
/// newlines and carriage returns in values are written `\\`, `\t`, `\n`, `\r`, so a line
/// is always one entity and a field never holds a tab; other control characters become a
/// space, and the invisible ones a terminal or an editor would act on (C1 controls, bidi
/// overrides that turn text around, as U+202E does) are left out.
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
            case _ where DisplayText.isInvisible(scalar): continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func line(_ values: [String]) -> String {
        values.map(escape).joined(separator: "\t") + "\n"
    }

    /// The columns of a list row's JSON (``EntityJSON/entry``) without `schema` and `kind`,
    /// which are the same on every row: `id`, `name` first, so `cut -f2` is the name.
    static func entryColumns(_ json: JSONValue) -> [(String, String)] {
        JSONFlattening.columns(json).filter { $0.0 != "schema" && $0.0 != "kind" }
    }

    /// The header of a list whose rows have `columns`.
    static func header(_ columns: [(String, String)]) -> String {
        line(columns.map { $0.0 })
    }

    /// One row of a list under `header`: each header's value, empty where the row has none.
    static func row(_ columns: [(String, String)], header: [String]) -> String {
        let values = Dictionary(columns, uniquingKeysWith: { first, _ in first })
        return line(header.map { values[$0] ?? "" })
    }

    /// One entity shown with `show`: its JSON document (``EntityJSON/detail``) flattened,
    /// without `schema` and the display document `sections`, which stay for JSON. The header
    /// is the JSON keys (docs/json-schema.md, TSV).
    public static func detail(_ json: JSONValue) -> String {
        let columns = JSONFlattening.columns(json).filter { $0.0 != "schema" && $0.0 != "sections" && !$0.0.hasPrefix("sections.") }
        return header(columns) + line(columns.map { $0.1 })
    }
}
