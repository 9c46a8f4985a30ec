/// A catalog's name on the command line and in the favourites file (`explore pokemon`). Each
/// catalog module declares its own (`extension CatalogID { static let … }`); shared code only
/// passes ids along and never names one.
public struct CatalogID: RawRepresentable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }
    public static func < (lhs: CatalogID, rhs: CatalogID) -> Bool { lhs.rawValue < rhs.rawValue }
}
