#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A point on the Earth, in degrees.
public struct GeoPoint: Sendable, Hashable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Finite and within ±90° latitude and ±180° longitude.
    public var isOnEarth: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }
}

/// Distances on a spherical Earth as the map draws and names them: the Earth's radius, and
/// how a distance reads ("95 m", "1.2 km"). The great-circle distance itself is
/// `GreatCircle`'s, in CatalogKit, where the places measure it.
public enum Geodesy {
    /// The Earth's mean radius in metres.
    public static let earthRadius = 6_371_008.8

    /// A distance as people read it: "95 m" below a kilometre, "1.2 km" below ten, "12 km".
    /// Nothing for a distance that is not one on the Earth (not finite, negative or longer
    /// than half the way round).
    public static func distanceText(_ metres: Double) -> String {
        guard metres.isFinite, metres >= 0, metres <= earthRadius * .pi * 1.001,
            let rounded = Int(exactly: metres.rounded())
        else { return "" }
        if rounded < 1000 { return "\(rounded) m" }
        if metres < 9_950 {
            let tenths = Int(exactly: (metres / 100).rounded()) ?? 0
            return "\(tenths / 10).\(tenths % 10) km"
        }
        return "\(Int(exactly: (metres / 1000).rounded()) ?? 0) km"
    }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
