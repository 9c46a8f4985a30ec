import CatalogKit
import PlaceCatalog
import Testing

/// The one great-circle distance, as the places measure it.
@Suite("Great-circle distances")
struct GreatCircleTests {
    @Test("Haversine distances: Paris–London, a degree at the equator, the antipode, a point to itself")
    func distances() throws {
        let paris = try #require(Coordinate(parsing: "48.8566,2.3522"))
        let london = try #require(Coordinate(parsing: "51.5074,-0.1278"))
        #expect(abs(paris.distance(to: london) - 343_560) < 500)
        #expect(paris.distance(to: paris) == 0)
        #expect(abs(GreatCircle.distance(latitude: 0, longitude: 0, toLatitude: 1, longitude: 0) - 111_195) < 1)
        #expect(abs(GreatCircle.distance(latitude: 0, longitude: 0, toLatitude: 0, longitude: 180) - GreatCircle.earthRadius * .pi) < 1)
    }
}
