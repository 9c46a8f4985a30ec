#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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

    public var path: String {
        switch self {
        case .places: return "v2/places"
        case .placeDetails: return "v2/place-details"
        case .geocode: return "v1/geocode/search"
        case .autocomplete: return "v1/geocode/autocomplete"
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
        }
    }

    public static let defaultBaseURL = URL(string: "https://api.geoapify.com")!
}
