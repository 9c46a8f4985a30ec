#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CatalogKit
import Networking

/// The Geoapify calls the places browser makes, relative to `https://api.geoapify.com`.
/// The API key is not part of an endpoint: ``APIKeyClient`` adds it to every request.
public enum GeoapifyEndpoint: Endpoint, Equatable {
    /// `/v2/places`: places of `categories` within `radius` metres of `center`, nearest
    /// first, optionally only those whose name matches `name`.
    case places(categories: String, center: Coordinate, radius: Int, name: String?, limit: Int, offset: Int)
    /// `/v2/place-details`: everything known about one place.
    case placeDetails(id: String)
    /// `/v1/geocode/search`: where a named place is.
    case geocode(text: String)
    /// `/v1/geocode/autocomplete`: suggestions for a partly typed place name.
    case autocomplete(text: String)
    /// `/v1/geocode/reverse`: what is at a point (its time zone, for the list's hours).
    case reverse(Coordinate)
    /// `POST /v1/routematrix`: the time and distance from `source` to each of `targets`.
    case routeMatrix(mode: TravelMode, source: Coordinate, targets: [Coordinate])
    /// `/v1/staticmap`: a PNG of `frame` with a marker on each of `markers`.
    case staticMap(frame: MapFrame, markers: [MapPoint])

    public var path: String {
        switch self {
        case .places: return "v2/places"
        case .placeDetails: return "v2/place-details"
        case .geocode: return "v1/geocode/search"
        case .autocomplete: return "v1/geocode/autocomplete"
        case .reverse: return "v1/geocode/reverse"
        case .routeMatrix: return "v1/routematrix"
        case .staticMap: return "v1/staticmap"
        }
    }

    public var queryItems: [URLQueryItem] {
        switch self {
        case let .places(categories, center, radius, name, limit, offset):
            var items = [
                URLQueryItem(name: "categories", value: categories),
                URLQueryItem(name: "filter", value: "circle:\(center.lonLat),\(radius)"),
                URLQueryItem(name: "bias", value: "proximity:\(center.lonLat)"),
            ]
            if let name, !name.isEmpty { items.append(URLQueryItem(name: "name", value: name)) }
            items.append(URLQueryItem(name: "limit", value: String(limit)))
            items.append(URLQueryItem(name: "offset", value: String(offset)))
            return items
        case let .placeDetails(id):
            return [URLQueryItem(name: "id", value: id)]
        case let .geocode(text), let .autocomplete(text):
            return [URLQueryItem(name: "text", value: text)]
        case let .reverse(point):
            return [URLQueryItem(name: "lat", value: String(point.latitude)), URLQueryItem(name: "lon", value: String(point.longitude))]
        case .routeMatrix:
            return []
        case let .staticMap(frame, markers):
            func degrees(_ value: Double) -> String { DecimalText.fixed(value, decimals: 6) }
            let pins = markers.map { "lonlat:\(degrees($0.longitude)),\(degrees($0.latitude));type:circle;color:#d6336c;size:small" }
            return [
                URLQueryItem(name: "style", value: "osm-bright"),
                URLQueryItem(name: "width", value: String(frame.width)),
                URLQueryItem(name: "height", value: String(frame.height)),
                URLQueryItem(name: "center", value: "lonlat:\(degrees(frame.center.longitude)),\(degrees(frame.center.latitude))"),
                URLQueryItem(name: "zoom", value: DecimalText.fixed(frame.zoom, decimals: 2)),
                URLQueryItem(name: "format", value: "png"),
            ] + (pins.isEmpty ? [] : [URLQueryItem(name: "marker", value: pins.joined(separator: "|"))])
        }
    }

    public var method: HTTPMethod {
        if case .routeMatrix = self { return .post }
        return .get
    }

    public var headers: [String: String] {
        if case .routeMatrix = self { return ["Content-Type": "application/json"] }
        return [:]
    }

    /// The route matrix's question as Geoapify documents it: `mode`, `sources` and `targets`
    /// as `{"location": [lon, lat]}`. The key is never in it (it travels in the URL).
    public var body: Data? {
        guard case let .routeMatrix(mode, source, targets) = self else { return nil }
        func location(_ point: Coordinate) -> JSONValue { .object([("location", .array([.decimal(point.longitude), .decimal(point.latitude)]))]) }
        let question = JSONValue.object([("mode", .string(mode.rawValue)), ("sources", .array([location(source)])), ("targets", .array(targets.map(location)))])
        return Data(question.serialized().utf8)
    }

    public static let defaultBaseURL = URL(string: "https://api.geoapify.com")!
}
