import CatalogKit

/// A JSON document as flat columns for TSV: each scalar under its path of keys joined with
/// a dot (`stats.speed`), a key that is not snake case ASCII (an API name such as
/// `special-attack`, a factor such as `0.5`) written in snake case (`special_attack`,
/// `0_5`); the values of a list joined with `;`, a list of objects as one column per key of
/// its objects (`abilities.name`), one value per object, a list within those joined with
/// `,`. Null and an empty list are an empty field.
enum JSONFlattening {
    /// The columns of `value`, in the order of its keys.
    static func columns(_ value: JSONValue) -> [(String, String)] {
        columns(value, path: "", separator: ";")
    }

    private static func columns(_ value: JSONValue, path: String, separator: String) -> [(String, String)] {
        var out: [(String, [String])] = []
        collect(value, path: path, into: &out)
        return out.map { ($0.0, $0.1.joined(separator: separator)) }
    }

    /// `key` as a header segment: lowercase ASCII letters, digits and `_`.
    static func snakeCase(_ key: String) -> String {
        var out = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9", "_": out.unicodeScalars.append(scalar)
            case "A"..."Z": out += String(scalar).lowercased()
            default: if !out.hasSuffix("_") { out += "_" }
            }
        }
        return out.isEmpty ? "_" : out
    }

    private static func collect(_ value: JSONValue, path: String, into out: inout [(String, [String])]) {
        switch value {
        case let .object(pairs):
            for (key, inner) in pairs {
                let name = snakeCase(key)
                collect(inner, path: path.isEmpty ? name : path + "." + name, into: &out)
            }
        case let .array(items):
            if !items.contains(where: \.isObject) {
                append(items.compactMap(\.scalarText), at: path, into: &out)
                return
            }
            // One value per object, so the columns line up: a key an object lacks is empty,
            // a list within an object is joined with "," (`places.categories`).
            let rows = items.map { item in columns(item, path: path, separator: ",") }
            var keys: [String] = []
            for row in rows { keys += row.map(\.0).filter { !keys.contains($0) } }
            for key in keys {
                append(rows.map { row in row.first { $0.0 == key }?.1 ?? "" }, at: key, into: &out)
            }
        default:
            append(value.scalarText.map { [$0] } ?? [], at: path, into: &out)
        }
    }

    private static func append(_ values: [String], at path: String, into out: inout [(String, [String])]) {
        if let index = out.firstIndex(where: { $0.0 == path }) {
            out[index].1 += values
        } else {
            out.append((path, values))
        }
    }
}

extension JSONValue {
    fileprivate var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// A scalar as TSV writes it; nil for null and for a list or object.
    fileprivate var scalarText: String? {
        switch self {
        case let .string(text): return text
        case let .number(number): return String(number)
        case let .decimal(number): return number.isFinite ? String(number) : nil
        case let .bool(flag): return flag ? "true" : "false"
        case .null, .array, .object: return nil
        }
    }
}
