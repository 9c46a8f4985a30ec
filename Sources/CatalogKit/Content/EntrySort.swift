/// An order a catalog's list can be shown in beside its own and by name: by one of its rows'
/// data fields (``Entry/fields``, numbers or true/false), smallest first or largest (true)
/// first, rows without a value last, ties in the list's own order. `s` goes through them.
public struct EntrySort: Sendable, Hashable {
    /// As the status bar names it: "by walking time", "open now first".
    public var name: String
    /// The field's key in ``Entry/fields``: "travel_s", "open_now".
    public var field: String
    /// Largest first (true before false).
    public var descending: Bool

    public init(_ name: String, field: String, descending: Bool = false) {
        self.name = name
        self.field = field
        self.descending = descending
    }

    /// `entries` in this order.
    public func sorted(_ entries: [Entry]) -> [Entry] {
        let keyed = entries.enumerated().map { (position: $0.offset, key: key(of: $0.element), entry: $0.element) }
        return keyed.sorted { a, b in
            switch (a.key, b.key) {
            case let (left?, right?) where left != right: return descending ? left > right : left < right
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.position < b.position
            }
        }.map(\.entry)
    }

    /// The field's value as a number (true is 1), nil when it has none.
    func key(of entry: Entry) -> Double? {
        switch entry.fields.pairs.first(where: { $0.0 == field })?.1 {
        case let .number(value)?: return Double(value)
        case let .decimal(value)? where value.isFinite: return value
        case let .bool(value)?: return value ? 1 : 0
        default: return nil
        }
    }
}
