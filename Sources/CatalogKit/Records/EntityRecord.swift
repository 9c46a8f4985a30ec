/// An entity's own facts for its JSON (the commands' `show --json` and `Y`), built by its
/// catalog from the API's answers, never read back from the display text: its kind, its id
/// and the keys of its kind, in their order (docs/json-schema.md).
///
/// A key can come from a part of the document that loads on its own (a Pokémon's evolution
/// chain): ``parts`` names it, and when the part is loaded again its sections bring the
/// key's value (``DetailSection/recordValue``), so the record stays true after a retry.
public struct EntityRecord: Sendable, Equatable {
    /// Its catalog's entry kind: the JSON `kind`.
    public var kind: String
    /// The API's id: a number or a string, as the API gives it.
    public var id: JSONValue
    /// The keys after `id`, in order.
    public var keys: [(String, JSONValue)]
    /// For each part of the document (by its name), the key whose value it holds.
    public var parts: [String: String]

    public init(kind: String, id: JSONValue, keys: [(String, JSONValue)], parts: [String: String] = [:]) {
        self.kind = kind
        self.id = id
        self.keys = keys
        self.parts = parts
    }

    /// The id as text: what the commands and TSV print, and what `show` asks by.
    public var idText: String {
        switch id {
        case let .number(number): return String(number)
        case let .string(text): return text
        default: return id.serialized()
        }
    }

    /// The part `part` arrived again as `sections`: its key takes their value (null when
    /// they bring none, as when the part failed again).
    public mutating func fill(part: String, from sections: [DetailSection]) {
        guard let key = parts[part], let index = keys.firstIndex(where: { $0.0 == key }) else { return }
        keys[index].1 = sections.lazy.compactMap(\.recordValue).first ?? .null
    }

    public static func == (lhs: EntityRecord, rhs: EntityRecord) -> Bool {
        lhs.kind == rhs.kind && lhs.id == rhs.id && lhs.parts == rhs.parts && JSONValue.object(lhs.keys) == JSONValue.object(rhs.keys)
    }
}
