/// A JSON value whose objects keep their keys in the order they were built, so the output
/// of a command is stable byte for byte (the golden tests and `diff` rely on it).
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Int)
    /// A number with a fraction (a latitude); one that is not finite is written null.
    case decimal(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Equal when written alike (a number that is not finite is written null), compared
    /// value by value: a screen compares documents on every frame, so nothing is written.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs.finite, rhs.finite) {
        case (.null, .null): return true
        case let (.bool(left), .bool(right)): return left == right
        case let (.number(left), .number(right)): return left == right
        case let (.decimal(left), .decimal(right)): return left == right
        case let (.string(left), .string(right)): return left == right
        case let (.array(left), .array(right)): return left == right
        case let (.object(left), .object(right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// This value, with a number that is not finite as the null it is written as.
    private var finite: JSONValue {
        if case let .decimal(value) = self, !value.isFinite { return .null }
        return self
    }

    /// `text`, or null when there is none.
    public static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// Compact (one line, for JSON lines) or indented by two spaces.
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(into: &out, pretty: pretty, depth: 0)
        return out
    }

    private func write(into out: inout String, pretty: Bool, depth: Int) {
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .number(value): out += String(value)
        case let .decimal(value): out += value.isFinite ? String(value) : "null"
        case let .string(value): Self.quote(value, into: &out)
        case let .array(items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: depth + 1) }
                item.write(into: &out, pretty: pretty, depth: depth + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: depth) }
            out += "]"
        case let .object(pairs):
            guard !pairs.isEmpty else { out += "{}"; return }
            out += "{"
            for (index, (key, value)) in pairs.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: depth + 1) }
                Self.quote(key, into: &out)
                out += pretty ? ": " : ":"
                value.write(into: &out, pretty: pretty, depth: depth + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: depth) }
            out += "}"
        }
    }

    /// A JSON string: quotes, backslashes and every control, C1 and bidirectional or other
    /// format character escaped (so text from the network cannot reach a terminal raw, nor
    /// reorder what it shows, through `jq -r` either way).
    static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where DisplayText.isInvisible(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
