import CatalogKit
import Foundation
import Networking
import PlaceCatalog
import Testing
import TestSupport

/// A place at latitude 1e308 once killed the places screen on its first frame, and the
/// answer stayed in the cache for six hours: coordinates that are not on the Earth are
/// invalid data, left out and counted; distances that are not on the Earth are not shown.
@Suite("Places: coordinates and distances that are not on the Earth")
struct InvalidCoordinateTests {
    /// One good café and three places whose coordinates are not on the Earth.
    static let hostileList = #"""
        {"type":"FeatureCollection","features":[
         {"type":"Feature","properties":{"place_id":"good","name":"Good Café","lat":48.857,"lon":2.353,"categories":["catering.cafe"]}},
         {"type":"Feature","properties":{"place_id":"far","name":"Far Away","lat":1e308,"lon":2.35,"categories":["catering.cafe"]}},
         {"type":"Feature","properties":{"place_id":"north","name":"Beyond The Pole","lat":91,"lon":2.35,"categories":["catering.cafe"]}},
         {"type":"Feature","properties":{"place_id":"round","name":"Round Twice","lat":48.85,"lon":540,"categories":["catering.cafe"]}}
        ]}
        """#

    static func repository(answer: String, near: String = PlaceDemo.center) -> (PlaceRepository, StubClient) {
        let stub = StubClient { _ throws(NetworkError) in HTTPResponse(status: .ok, body: Data(answer.utf8)) }
        return (PlaceRepository(api: APIClient(baseURL: URL(string: "https://geo.example")!, client: stub), near: near, category: "catering.cafe"), stub)
    }

    @Test("Decoding leaves out places at latitude 1e308, latitude 91 and longitude 540, and counts them")
    func decoding() throws {
        let collection = try APIClient.decode(
            FeatureCollection.self, from: Data(Self.hostileList.utf8), request: HTTPRequest(url: URL(string: "https://geo.example")!))
        #expect(collection.features.map(\.properties.placeID) == ["good"])
        #expect(collection.invalidCoordinates == 3)
        #expect(collection.received == 4)
    }

    @Test("A list page keeps the good place, says how many were left out, and pages on past all four")
    func page() async throws {
        let (places, _) = Self.repository(answer: Self.hostileList)
        let page = try await places.page(offset: 0, filters: [], freshness: .cachedIfFresh)
        #expect(page.entries.map(\.id) == ["good"])
        #expect(page.leftOut == "3 places left out: their coordinates are not on the Earth")
        #expect(page.nextOffset == 4)
        #expect(page.entries.allSatisfy { entry in entry.location.map { abs($0.latitude) <= 90 && abs($0.longitude) <= 180 } ?? true })
    }

    @Test("A geocoded centre at latitude 1e308 is refused with a message, never used")
    func geocodedCentre() async throws {
        let answer = #"{"features":[{"properties":{"name":"Atlantis","lat":1e308,"lon":0}}]}"#
        let (places, _) = Self.repository(answer: answer, near: "Atlantis")
        do {
            _ = try await places.page(offset: 0, filters: [], freshness: .cachedIfFresh)
            Issue.record("a centre not on the Earth was used")
        } catch {
            #expect(error.message.contains("not on the Earth"), "\(error.message)")
        }
    }

    @Test("A distance of 1e308 (or negative, or NaN-like) is not shown: the detail says none")
    func distances() throws {
        #expect(PlaceMapper.distance(1e308) == "")
        #expect(PlaceMapper.distance(-5) == "")
        #expect(PlaceMapper.distance(.infinity) == "")
        #expect(PlaceMapper.distance(20_000_000) == "20000.0 km")
        let collection = try APIClient.decode(
            FeatureCollection.self, from: Data(#"{"features":[{"properties":{"place_id":"p","name":"P","distance":1e308}}]}"#.utf8),
            request: HTTPRequest(url: URL(string: "https://geo.example")!))
        let place = try #require(collection.features.first?.properties)
        #expect(place.distance == nil)
        let text = PlaceMapper.detail(from: place, center: nil).sections.description
        #expect(!text.contains("Distance"))
    }

    @Test(
        "Coordinates are decimal: hexadecimal, inf and nan are refused; an exponent is decimal",
        arguments: [
            ("0x10,0", false), ("0x1p-1074,0", false), ("inf,0", false), ("nan,nan", false), ("1e-05,2.5", true), ("-33.9,+151.2", true), (".5,1.", true),
            ("1e,2", false), ("48.8,", false),
        ])
    func decimalCoordinates(text: String, valid: Bool) {
        #expect((Coordinate(parsing: text) != nil) == valid, "\(text)")
    }

    @Test("The compass point of a bearing that is not a number is still a point")
    func compassOfNaN() {
        let nowhere = Coordinate(latitude: .nan, longitude: .nan)
        #expect(["N", "NE", "E", "SE", "S", "SW", "W", "NW"].contains(nowhere.compassPoint(to: Coordinate(latitude: 0, longitude: 0))))
    }
}
