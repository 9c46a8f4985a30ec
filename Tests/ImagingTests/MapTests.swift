import Foundation
import Imaging
import Testing

@Suite("Maps: distance texts, Braille, the place map")
struct MapTests {
    static let paris = GeoPoint(latitude: 48.8566, longitude: 2.3522)

    /// The point `metres` away from `start` towards `bearing` degrees (spherical destination formula).
    static func destination(from start: GeoPoint, metres: Double, bearing: Double) -> GeoPoint {
        let delta = metres / Geodesy.earthRadius, theta = bearing * .pi / 180
        let phi1 = start.latitude * .pi / 180, lambda1 = start.longitude * .pi / 180
        let phi2 = asin(sin(phi1) * cos(delta) + cos(phi1) * sin(delta) * cos(theta))
        let y: Double = sin(theta) * sin(delta) * cos(phi1)
        let x: Double = cos(delta) - sin(phi1) * sin(phi2)
        let lambda2 = lambda1 + atan2(y, x)
        return GeoPoint(latitude: phi2 * 180 / .pi, longitude: lambda2 * 180 / .pi)
    }

    @Test("Distance texts: metres, then tenths of kilometres, then kilometres")
    func distanceTexts() {
        #expect(Geodesy.distanceText(95.3) == "95 m")
        #expect(Geodesy.distanceText(0) == "0 m")
        #expect(Geodesy.distanceText(999.4) == "999 m")
        #expect(Geodesy.distanceText(999.6) == "1.0 km")
        #expect(Geodesy.distanceText(1_249) == "1.2 km")
        #expect(Geodesy.distanceText(9_960) == "10 km")
        #expect(Geodesy.distanceText(12_400) == "12 km")
    }

    @Test("Braille dots: U+2800 plus one bit per dot")
    func braille() {
        var canvas = BrailleCanvas(width: 2, height: 1)
        #expect(canvas.rows == ["  "])
        canvas.set(x: 0, y: 0)
        #expect(canvas.rows == ["⠁ "])
        canvas.set(x: 1, y: 3)
        #expect(canvas.character(row: 0, column: 0) == "⢁")  // 0x01 + 0x80
        for x in 2..<4 { for y in 0..<4 { canvas.set(x: x, y: y) } }
        #expect(canvas.rows == ["⢁⣿"])
        canvas.set(x: -1, y: 0)
        canvas.set(x: 4, y: 4)
        #expect(canvas.isSet(x: 1, y: 3) && !canvas.isSet(x: 1, y: 2) && !canvas.isSet(x: 9, y: 9))
    }

    @Test("Scale bars are round: 50 m, 100 m, 200 m, 500 m, 1 km…")
    func scaleBars() {
        #expect(ScaleBar.choose(metresPerCell: 10, maxCells: 20) == ScaleBar(metres: 200, cells: 20))
        #expect(ScaleBar.choose(metresPerCell: 10, maxCells: 9) == ScaleBar(metres: 50, cells: 5))
        #expect(ScaleBar.choose(metresPerCell: 60, maxCells: 20) == ScaleBar(metres: 1000, cells: 17))
        #expect(ScaleBar(metres: 1000, cells: 17).label == "1 km")
        #expect(ScaleBar(metres: 500, cells: 5).label == "500 m")
        #expect(ScaleBar(metres: 20_000, cells: 5).label == "20 km")
        #expect(ScaleBar.choose(metresPerCell: 10, maxCells: 0) == nil)
        #expect(ScaleBar.choose(metresPerCell: 0, maxCells: 10) == nil)
    }

    @Test("A place map: centre in the middle, places where they are, the selected one marked")
    func placeMap() {
        let north = Self.destination(from: Self.paris, metres: 400, bearing: 0)
        let east = Self.destination(from: Self.paris, metres: 400, bearing: 90)
        let southWest = Self.destination(from: Self.paris, metres: 300, bearing: 225)
        let far = Self.destination(from: Self.paris, metres: 5_000, bearing: 0)
        let map = PlaceMap(center: Self.paris, places: [north, east, southWest, far], selected: 1, width: 21, height: 11, radius: 500)
        #expect(map.rows.count == 11 && map.rows.allSatisfy { $0.count == 21 })
        #expect(map.centerCell == CellPosition(row: 5, column: 10))
        #expect(map.offMap == 1)
        // 500 m over the 20.5 dots from the middle to the side (42 dots across, 44 down: the width limits).
        #expect(abs(map.metresPerDot - 500 / 20.5) < 1e-9)
        // The centre is at dot (21, 22); east, 400 m is 16.4 dots to the right: dot (37, 22).
        #expect(map.selectedCell == CellPosition(row: 5, column: 18))
        #expect(map.canvas.isSet(x: 36, y: 21) && map.canvas.isSet(x: 38, y: 23) && map.canvas.isSet(x: 37, y: 22))
        #expect(map.canvas.isSet(x: 21, y: 5))  // north: 16.4 dots above the middle (21.5)
        #expect(map.scaleBar == ScaleBar(metres: 200, cells: 4))
    }

    @Test("The scale bar is no longer than the farthest place shown is from the centre")
    func fittedScaleBar() throws {
        // A wide, low map: its sides reach far beyond the places, all within 120 m.
        let places = [0.0, 90, 180, 270].map { Self.destination(from: Self.paris, metres: 120, bearing: $0) }
        let map = PlaceMap(center: Self.paris, places: places, width: 60, height: 6)
        let bar = try #require(map.scaleBar)
        #expect(bar.metres <= 120 && bar.metres == 100, "\(bar)")
        // Without the fit a third of the width would have held 200 m.
        #expect(ScaleBar.choose(metresPerCell: map.metresPerDot * 2, maxCells: 20).map(\.metres) == 200)
    }

    @Test("Without a radius the map reaches the farthest place; no places, 50 m")
    func automaticReach() {
        let place = Self.destination(from: Self.paris, metres: 1_000, bearing: 270)
        let map = PlaceMap(center: Self.paris, places: [place], width: 40, height: 10)
        #expect(map.offMap == 0)
        #expect(map.rows.joined().contains { $0 != " " })
        let empty = PlaceMap(center: Self.paris, places: [], width: 10, height: 5)
        #expect(abs(empty.metresPerDot - 50 / 9.5) < 1e-9)
        #expect(empty.selectedCell == nil)
    }
}
