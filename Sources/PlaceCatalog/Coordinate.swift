import CatalogKit
import FoundationEssentials
import Glibc

/// A point on the Earth in degrees.
public struct Coordinate: Sendable, Hashable, CustomStringConvertible {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Parses `"48.8566,2.3522"` (latitude first); nil unless both are decimal numbers (no
    /// hexadecimal, no `inf` or `nan`) and on Earth.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        guard parts.count == 2, let latitude = Self.decimal(parts[0]), let longitude = Self.decimal(parts[1]),
            Self.isOnEarth(latitude: latitude, longitude: longitude)
        else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// Whether `latitude` and `longitude` are finite and within ±90° and ±180°: anything else
    /// is not a place but invalid data.
    public static func isOnEarth(latitude: Double, longitude: Double) -> Bool {
        latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }

    /// The longest way between two points on the Earth, in metres (half the circumference of
    /// the mean sphere, with a little room): a distance beyond it is invalid data.
    public static let farthest = 20_040_000.0

    /// `text` as a decimal number: an optional sign, digits with an optional fraction and an
    /// optional exponent. `Double("0x10")`, `"inf"` and `"nan"` parse, but are not decimal.
    static func decimal(_ text: String) -> Double? {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { (0x30...0x39).contains($0) }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if let sign = bytes.first, sign == 0x2B || sign == 0x2D { bytes = bytes.dropFirst() }
        var mantissa = digits()
        if bytes.first == 0x2E {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if let e = bytes.first, e == 0x45 || e == 0x65 {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == 0x2B || sign == 0x2D { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return nil }
        }
        return bytes.isEmpty ? Double(text) : nil
    }

    /// `"2.3522,48.8566"`: longitude first, as Geoapify's filters want it.
    public var lonLat: String { "\(longitude),\(latitude)" }

    /// `"48.8566, 2.3522"`, five decimals.
    public var description: String {
        DecimalText.fixed(latitude, decimals: 5) + ", " + DecimalText.fixed(longitude, decimals: 5)
    }

    /// Great-circle distance in metres (see ``GreatCircle``).
    public func distance(to other: Coordinate) -> Double {
        GreatCircle.distance(latitude: latitude, longitude: longitude, toLatitude: other.latitude, longitude: other.longitude)
    }

    /// The initial bearing towards `other`, degrees clockwise from north, in 0..<360.
    public func bearing(to other: Coordinate) -> Double {
        let φ1 = latitude * .pi / 180, φ2 = other.latitude * .pi / 180
        let Δλ = (other.longitude - longitude) * .pi / 180
        let y = sin(Δλ) * cos(φ2)
        let x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(Δλ)
        let degrees = atan2(y, x) * 180 / .pi
        return (degrees + 360).truncatingRemainder(dividingBy: 360)
    }

    /// The nearest of the eight compass points towards `other`: "N", "NE", … "NW".
    public func compassPoint(to other: Coordinate) -> String {
        let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
        let sector = Int(exactly: ((bearing(to: other) + 22.5) / 45).rounded(.down)) ?? 0
        return points[((sector % 8) + 8) % 8]
    }
}
