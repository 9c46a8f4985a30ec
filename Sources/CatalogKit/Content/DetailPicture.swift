#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The picture a ``Detail`` names: a Pokémon's sprite, a dish's photo. `url` is the small
/// one; `largeURL`, when there is one, is worth asking for when the pane is large.
public struct DetailPicture: Sendable, Hashable {
    public var url: URL
    public var largeURL: URL?
    /// The small picture is pixel art (a sprite): scaled by nearest neighbour, not averaged.
    public var isPixelArt: Bool

    public init(url: URL, largeURL: URL? = nil, isPixelArt: Bool = false) {
        self.url = url
        self.largeURL = largeURL
        self.isPixelArt = isPixelArt
    }

    /// Whether the picture asked for in a box `columns` wide is pixel art.
    public func isPixelArt(forColumns columns: Int) -> Bool {
        isPixelArt && url(forColumns: columns) == url
    }

    /// The URL to ask for in a box `columns` cells wide: the large one from 32 columns.
    public func url(forColumns columns: Int) -> URL {
        columns >= Self.largeColumns ? largeURL ?? url : url
    }

    /// From this many columns a sprite's 96 pixels are enlarged: the artwork looks better.
    public static let largeColumns = 32
}

/// A point on the Earth in degrees, as a list row or a map centre carries it.
public struct MapPoint: Sendable, Hashable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
