import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// The map beside a place: Geoapify's static map of the loaded places, one marker each,
/// framed to show them all. The screen marks the selected one on it, so the image is asked
/// for again only when the places or the pane's size change. Without a key (the demo) there
/// is none, and the screen draws its Braille map.
extension PlaceRepository {
    /// At most this many markers (the URL stays short); the nearest places come first.
    static let mapMarkers = 60
    /// Pixels kept free around the outermost markers.
    static let mapMargin = 16

    public func mapPicture(of places: [MapPoint], width: Int, height: Int) -> MapPicture? {
        // In one order whatever the list's (sorted by name, by time): the same places, the same image.
        let shown = places.prefix(Self.mapMarkers).sorted { ($0.latitude, $0.longitude) < ($1.latitude, $1.longitude) }
        guard staticMaps, width >= 32, height >= 32, width <= 4096, height <= 4096,
            let frame = MapFrame.fitting(shown, width: width, height: height, margin: Self.mapMargin),
            let request = try? HTTPRequest(endpoint: GeoapifyEndpoint.staticMap(frame: frame, markers: shown), baseURL: api.baseURL)
        else { return nil }
        return MapPicture(url: request.url, frame: frame)
    }

    /// A static map's bytes, through the keyed client (the key joins the URL only there).
    /// Other addresses are refused: the repository fetches from its own server only.
    public func pictureBytes(at url: URL, freshness: Freshness) async throws(AppError) -> Data {
        guard url.host == api.baseURL.host, url.port == api.baseURL.port, url.path.hasSuffix("/v1/staticmap") else {
            throw AppError(kind: .notFound, message: "No pictures here.", isRetryable: false)
        }
        return try await api.pictureBytes(at: url, freshness: freshness)
    }
}
