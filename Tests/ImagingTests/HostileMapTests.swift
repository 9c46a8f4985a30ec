import Imaging
import Testing

/// A place or centre around ±1e306° made the map's offsets infinite, their ratio NaN, and
/// `Int(NaN.rounded())` trapped (SIGILL) on the first frame of the places screen.
@Suite("Maps of points that are not on the Earth")
struct HostileMapTests {
    static let paris = GeoPoint(latitude: 48.8566, longitude: 2.3522)
    static let hostile = [
        GeoPoint(latitude: 1e308, longitude: 2.35), GeoPoint(latitude: -1e306, longitude: 1e306),
        GeoPoint(latitude: 91, longitude: 2.35), GeoPoint(latitude: 48.85, longitude: 540),
        GeoPoint(latitude: .nan, longitude: .infinity),
    ]

    @Test("Places not on the Earth are off the map; the good one is drawn")
    func hostilePlaces() {
        let map = PlaceMap(center: Self.paris, places: Self.hostile + [GeoPoint(latitude: 48.857, longitude: 2.353)], selected: 0, width: 30, height: 10)
        #expect(map.offMap == Self.hostile.count)
        #expect(map.selectedCell == nil)
        #expect(map.centerCell != nil)
        #expect(map.metresPerDot.isFinite)
    }

    @Test("A centre not on the Earth draws an empty map without a centre", arguments: HostileMapTests.hostile)
    func hostileCentre(center: GeoPoint) {
        let map = PlaceMap(center: center, places: [Self.paris], selected: 0, width: 20, height: 6, radius: .infinity)
        #expect(map.centerCell == nil)
        #expect(map.offMap == 1)
        #expect(map.rows.count == 6)
    }

    @Test("Distance texts of 1e308 m, infinity and NaN are empty, not 309 digits")
    func distanceTexts() {
        #expect(Geodesy.distanceText(1e308) == "")
        #expect(Geodesy.distanceText(.infinity) == "")
        #expect(Geodesy.distanceText(.nan) == "")
        #expect(Geodesy.distanceText(20_000_000) == "20000 km")
        #expect(ScaleBar.choose(metresPerCell: .infinity, maxCells: 10) == nil)
        #expect(ScaleBar.choose(metresPerCell: 1e-300, maxCells: 10) == nil)
    }
}
