#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any JSON document, as a value: what the fixture client reshapes (slices a list, filters
/// items, writes a distance) without a type for each API. Numbers are doubles; whole ones are
/// written back without a fraction.
enum FixtureJSON: Codable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([FixtureJSON])
    case object([String: FixtureJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([FixtureJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: FixtureJSON].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .number(value):
            if let whole = Int(exactly: value) { try container.encode(whole) } else { try container.encode(value) }
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }

    /// The document in `data`, or nil when it is not JSON.
    static func parse(_ data: Data) -> FixtureJSON? {
        try? JSONDecoder().decode(FixtureJSON.self, from: data)
    }

    /// The document as JSON bytes.
    var data: Data? { try? JSONEncoder().encode(self) }

    /// The member `key` of an object; nil for anything else.
    subscript(key: String) -> FixtureJSON? {
        if case let .object(members) = self { return members[key] }
        return nil
    }

    /// The value at a dotted `path` of object members ("properties.name").
    func value(at path: String) -> FixtureJSON? {
        path.split(separator: ".").reduce(Optional(self)) { value, key in value?[String(key)] }
    }

    /// This value with the value at the dotted `path` set (objects made on the way).
    func setting(_ path: String, to value: FixtureJSON) -> FixtureJSON {
        guard case var .object(members) = self else { return self }
        let keys = path.split(separator: ".").map(String.init)
        guard let first = keys.first else { return self }
        members[first] = keys.count == 1 ? value : (members[first] ?? .object([:])).setting(keys.dropFirst().joined(separator: "."), to: value)
        return .object(members)
    }

    var string: String? { if case let .string(value) = self { value } else { nil } }
    var number: Double? { if case let .number(value) = self { value } else { nil } }
    var array: [FixtureJSON]? { if case let .array(value) = self { value } else { nil } }
    var object: [String: FixtureJSON]? { if case let .object(value) = self { value } else { nil } }
}
