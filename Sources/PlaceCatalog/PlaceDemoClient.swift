import Foundation
import Networking

/// Answers Geoapify requests from the built-in ``PlaceDemoData``, the way the API does
/// (category prefixes, name matching, distances from the bias point, nearest first, paging
/// that ends on an empty page), so that `explore places --demo` needs no network and no key.
public struct PlaceDemoClient: NetworkClient {
    /// The base URL to pair with this client; it never reaches a network.
    public static let baseURL = URL(string: "demo:/")!
    /// Where the demo city is.
    public static let center = "\(PlaceDemoData.center.lat),\(PlaceDemoData.center.lon)"

    /// A demo feature with what the client filters and sorts by.
    private struct Place: Sendable {
        var id: String
        var name: String
        var categories: [String]
        var coordinate: Coordinate
        var json: String
    }

    private let places: [Place]

    public init() {
        places = PlaceDemoData.features.compactMap { text in
            guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
                  let properties = object["properties"] as? [String: Any],
                  let id = properties["place_id"] as? String,
                  let lat = properties["lat"] as? Double, let lon = properties["lon"] as? Double
            else { return nil }
            return Place(id: id, name: properties["name"] as? String ?? "", categories: properties["categories"] as? [String] ?? [],
                         coordinate: Coordinate(latitude: lat, longitude: lon), json: text)
        }
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        if Task.isCancelled { throw NetworkError(.cancelled, request: request) }
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func value(_ name: String) -> String? { query.first { $0.name == name }?.value }
        switch request.url.path.split(separator: "/").joined(separator: "/") {
        case "v2/places":
            let wanted = (value("categories") ?? "").split(separator: ",").map(String.init)
            let name = Self.fold(value("name") ?? "")
            let bias = value("bias").flatMap(Self.lonLat(after: "proximity:")) ?? Coordinate(latitude: PlaceDemoData.center.lat, longitude: PlaceDemoData.center.lon)
            let radius = value("filter").flatMap { filter -> Double? in
                filter.split(separator: ",").last.flatMap { Double($0) }
            } ?? .infinity
            let center = value("filter").flatMap(Self.lonLat(after: "circle:")) ?? bias
            let matching = places
                .filter { place in wanted.isEmpty || place.categories.contains { category in wanted.contains { category == $0 || category.hasPrefix($0 + ".") } } }
                .filter { name.isEmpty || Self.fold($0.name).contains(name) }
                .filter { $0.coordinate.distance(to: center) <= radius }
                .sorted { $0.coordinate.distance(to: bias) < $1.coordinate.distance(to: bias) }
            let offset = max(0, Int(value("offset") ?? "") ?? 0), limit = max(1, Int(value("limit") ?? "") ?? 20)
            let page = matching.dropFirst(offset).prefix(limit)
            return Self.ok(collection(page.map { withDistance($0.json, $0.coordinate.distance(to: bias)) }))
        case "v2/place-details":
            return Self.ok(collection(places.filter { $0.id == value("id") }.map(\.json)))
        case "v1/geocode/search", "v1/geocode/autocomplete":
            let text = (value("text") ?? "").lowercased().trimmingCharacters(in: .whitespaces)
            let hits = PlaceDemoData.geocoding.filter { !text.isEmpty && $0.key.hasPrefix(text) }.sorted { $0.key < $1.key }.map(\.value)
            let features = hits.flatMap { text -> [String] in
                guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
                      let features = object["features"] as? [Any]
                else { return [] }
                return features.compactMap { (try? JSONSerialization.data(withJSONObject: $0)).map { String(decoding: $0, as: UTF8.self) } }
            }
            return Self.ok(collection(features))
        default:
            return HTTPResponse(status: .notFound, body: Data(#"{"statusCode":404,"error":"Not Found"}"#.utf8))
        }
    }

    /// Case, accents and apostrophes ignored, as a forgiving search would.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased().filter { !"'’‘".contains($0) }
    }

    private static func lonLat(after prefix: String) -> (String) -> Coordinate? {
        { text in
            guard text.hasPrefix(prefix) else { return nil }
            let numbers = text.dropFirst(prefix.count).split(separator: ",").compactMap { Double($0) }
            guard numbers.count >= 2 else { return nil }
            return Coordinate(latitude: numbers[1], longitude: numbers[0])
        }
    }

    /// The feature with a `distance` property, as the API adds for a bias point.
    private func withDistance(_ json: String, _ metres: Double) -> String {
        guard var object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any],
              var properties = object["properties"] as? [String: Any]
        else { return json }
        properties["distance"] = Int(metres.rounded())
        object["properties"] = properties
        return (try? JSONSerialization.data(withJSONObject: object)).map { String(decoding: $0, as: UTF8.self) } ?? json
    }

    private func collection(_ features: [String]) -> String {
        #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
    }

    private static func ok(_ body: String) -> HTTPResponse {
        HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    }
}
