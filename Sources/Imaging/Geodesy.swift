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

/// One of the eight compass points.
public enum CompassPoint: String, Sendable, CaseIterable {
    case north = "N", northEast = "NE", east = "E", southEast = "SE"
    case south = "S", southWest = "SW", west = "W", northWest = "NW"

    /// The compass point nearest to a bearing in degrees clockwise from north.
    public init(bearing: Double) {
        let normalized = (bearing.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let index = Int(exactly: ((normalized + 22.5) / 45).rounded(.down)) ?? 0
        self = Self.allCases[(index % 8 + 8) % 8]
    }
}

/// Distances and directions on a spherical Earth: the great-circle (haversine) distance and
/// the initial bearing, and how they read ("95 m NE").
public enum Geodesy {
    /// The Earth's mean radius in metres.
    public static let earthRadius = 6_371_008.8

    /// The great-circle distance in metres.
    public static func distance(from a: GeoPoint, to b: GeoPoint) -> Double {
        let phi1 = radians(a.latitude), phi2 = radians(b.latitude)
        let dPhi = phi2 - phi1, dLambda = radians(b.longitude - a.longitude)
        let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * earthRadius * asin(min(1, sqrt(h)))
    }

    /// The initial bearing from `a` towards `b`, in degrees clockwise from north, in 0..<360.
    public static func bearing(from a: GeoPoint, to b: GeoPoint) -> Double {
        let phi1 = radians(a.latitude), phi2 = radians(b.latitude), dLambda = radians(b.longitude - a.longitude)
        let y = sin(dLambda) * cos(phi2)
        let x = cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dLambda)
        let degrees = atan2(y, x) * 180 / .pi
        return (degrees + 360).truncatingRemainder(dividingBy: 360)
    }

    /// A distance as people read it: "95 m" below a kilometre, "1.2 km" below ten, "12 km".
    /// Nothing for a distance that is not one on the Earth (not finite, negative or longer
    /// than half the way round).
    public static func distanceText(_ metres: Double) -> String {
        guard metres.isFinite, metres >= 0, metres <= earthRadius * .pi * 1.001,
              let rounded = Int(exactly: metres.rounded()) else { return "" }
        if rounded < 1000 { return "\(rounded) m" }
        if metres < 9_950 {
            let tenths = Int(exactly: (metres / 100).rounded()) ?? 0
            return "\(tenths / 10).\(tenths % 10) km"
        }
        return "\(Int(exactly: (metres / 1000).rounded()) ?? 0) km"
    }

    /// Distance and compass point from `a` to `b`: "95 m NE"; just "0 m" when they coincide.
    public static func distanceAndDirection(from a: GeoPoint, to b: GeoPoint) -> String {
        let metres = distance(from: a, to: b)
        guard metres >= 0.5 else { return distanceText(metres) }
        return "\(distanceText(metres)) \(CompassPoint(bearing: bearing(from: a, to: b)).rawValue)"
    }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
