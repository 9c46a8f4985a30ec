/// Decoding that lets an odd optional field cost that field, never the page: PokéAPI's
/// resources differ in shape between kinds (an item's flavour texts carry `text`, a move's
/// `flavor_text`) and between versions of the data.
extension KeyedDecodingContainer {
    /// The value, or nil when it is missing, null or of another shape.
    func lenient<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    /// The elements of the array at `key` that decode, in order; those of another shape are
    /// left out. Nil when the key is missing, null or not an array.
    func lenientList<T: Decodable>(_ type: T.Type, _ key: Key) -> [T]? {
        guard var items = try? nestedUnkeyedContainer(forKey: key) else { return nil }
        var kept: [T] = []
        while !items.isAtEnd {
            if let item = try? items.decode(T.self) {
                kept.append(item)
            } else if (try? items.decode(Skipped.self)) == nil {
                break
            }
        }
        return kept
    }
}

/// Any JSON value, read only to step over it.
private struct Skipped: Decodable {
    init(from decoder: any Decoder) throws {}
}
