/// What kind of resource a ``Link`` points at, in its catalog's own words ("type", "area"):
/// the `KIND` of a deep link (`explore pokemon type/electric`) and of a favourite. Each catalog
/// declares the kinds it opens in its own module (``Catalog/linkKinds``, its entries' kind
/// first); a new kind needs no change outside that module.
public struct LinkKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }
}
