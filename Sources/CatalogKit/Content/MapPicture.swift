#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A map image of a list's places that the catalog's server draws to order (a static map):
/// where to get it, and where on the Earth it shows, so that the screen can mark the selected
/// entry on it without asking again as the selection moves.
public struct MapPicture: Sendable, Hashable {
    public var url: URL
    public var frame: MapFrame

    public init(url: URL, frame: MapFrame) {
        self.url = url
        self.frame = frame
    }
}

/// The part of the Earth a map image shows: Web Mercator around `center` at `zoom` (the
/// whole world 256 × 2^zoom pixels wide, as map tiles count zoom levels), `width` × `height`
/// pixels.
public struct MapFrame: Sendable, Hashable {
    public var center: MapPoint
    public var zoom: Double
    public var width: Int
    public var height: Int

    public init(center: MapPoint, zoom: Double, width: Int, height: Int) {
        self.center = center
        self.zoom = zoom
        self.width = width
        self.height = height
    }

    /// The closest zoom this frame uses; the farthest keeps the whole world in 256 pixels.
    public static let zoomRange = 1.0...18.0

    /// Where `point` falls on the image, as fractions of its width and height from the top
    /// left (0..<1 on it); nil when it is not on it, or not on the Earth.
    public func position(of point: MapPoint) -> (x: Double, y: Double)? {
        guard width > 0, height > 0, let here = Self.world(point), let middle = Self.world(center) else { return nil }
        let scale = 256 * pow(2, zoom)
        var dx = here.x - middle.x
        if dx > 0.5 { dx -= 1 }
        if dx < -0.5 { dx += 1 }
        let x = 0.5 + dx * scale / Double(width), y = 0.5 + (here.y - middle.y) * scale / Double(height)
        guard x >= 0, x < 1, y >= 0, y < 1 else { return nil }
        return (x, y)
    }

    /// The frame of `width` × `height` pixels that shows every one of `points` with `margin`
    /// pixels to spare, as close as ``zoomRange`` allows; nil without a point on the Earth.
    public static func fitting(_ points: [MapPoint], width: Int, height: Int, margin: Int) -> MapFrame? {
        let spots = points.compactMap(world)
        guard width > 2 * margin, height > 2 * margin, let first = spots.first else { return nil }
        let (west, east) = (spots.map(\.x).min() ?? first.x, spots.map(\.x).max() ?? first.x)
        let (north, south) = (spots.map(\.y).min() ?? first.y, spots.map(\.y).max() ?? first.y)
        let across = max(east - west, 1e-9), down = max(south - north, 1e-9)
        let scale = min(Double(width - 2 * margin) / across, Double(height - 2 * margin) / down)
        let zoom = min(max(log2(scale / 256), zoomRange.lowerBound), zoomRange.upperBound)
        let middleY = (north + south) / 2
        let latitude = atan(sinh(.pi * (1 - 2 * middleY))) * 180 / .pi
        let center = MapPoint(latitude: latitude, longitude: (west + east) / 2 * 360 - 180)
        // Two decimals of zoom: the same places give the same address.
        return MapFrame(center: center, zoom: (zoom * 100).rounded(.down) / 100, width: width, height: height)
    }

    /// A point in Web Mercator's unit square (x east from 180° W, y south from the top), or
    /// nil when it is not on the Earth.
    static func world(_ point: MapPoint) -> (x: Double, y: Double)? {
        guard point.latitude.isFinite, point.longitude.isFinite, abs(point.latitude) <= 90, abs(point.longitude) <= 180 else { return nil }
        let latitude = min(max(point.latitude, -85.0511), 85.0511) * .pi / 180
        let y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2
        return ((point.longitude + 180) / 360, y)
    }
}
