#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cell position: `row` and `column` from the top left.
public struct CellPosition: Sendable, Hashable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// A map of places around a centre, drawn with Braille dots in `width × height` cells:
/// north up, the centre as a small cross, every place as a dot, the selected place as a
/// 3 × 3 block of dots, and a scale bar to go with it. The projection is equirectangular
/// around the centre (exact enough at city scale).
public struct PlaceMap: Sendable, Hashable {
    /// The drawing.
    public let canvas: BrailleCanvas
    /// Metres per dot, the same across and down.
    public let metresPerDot: Double
    /// The centre's cell.
    public let centerCell: CellPosition?
    /// The selected place's cell (for the view to colour), nil when none or off the map.
    public let selectedCell: CellPosition?
    /// How many places fell outside the map.
    public let offMap: Int
    /// A round scale bar at most a third of the width, and no longer than the farthest place
    /// shown is from the centre (places 300 m away get a 200 m bar, not 1 km).
    public let scaleBar: ScaleBar?

    /// The map of `places` around `center` in `width × height` cells, showing at least
    /// `radius` metres around the centre (by default: far enough for every place, at least 50 m).
    public init(center: GeoPoint, places: [GeoPoint], selected: Int? = nil, width: Int, height: Int, radius: Double? = nil) {
        var canvas = BrailleCanvas(width: width, height: height)
        // A point that is not on the Earth has no offset; it counts as off the map.
        let offsets = places.map { Self.offset(of: $0, from: center) }
        let farthest = offsets.compactMap { $0.map { max(abs($0.east), abs($0.north)) } }.max() ?? 0
        let reach = min(max(radius.flatMap { $0.isFinite ? $0 : nil } ?? farthest * 1.05, 50), Geodesy.earthRadius * .pi)
        let middleX = Double(canvas.dotWidth - 1) / 2, middleY = Double(canvas.dotHeight - 1) / 2
        let metresPerDot = reach / max(0.5, min(middleX, middleY))
        /// The dot of an offset; one far outside the canvas (or not a number) is (-1, -1).
        func dot(_ offset: (east: Double, north: Double)?) -> (x: Int, y: Int) {
            guard let offset,
                let x = Int(exactly: (middleX + offset.east / metresPerDot).rounded()),
                let y = Int(exactly: (middleY - offset.north / metresPerDot).rounded())
            else { return (-1, -1) }
            return (x, y)
        }
        func inside(_ point: (x: Int, y: Int)) -> Bool {
            point.x >= 0 && point.y >= 0 && point.x < canvas.dotWidth && point.y < canvas.dotHeight
        }

        let middle = dot(center.isOnEarth ? (0, 0) : nil)
        for (dx, dy) in [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)] { canvas.set(x: middle.x + dx, y: middle.y + dy) }
        var offMap = 0
        var selectedCell: CellPosition?
        var farthestShown = 0.0
        for (index, offset) in offsets.enumerated() {
            let point = dot(offset)
            guard inside(point) else {
                offMap += 1
                continue
            }
            if let offset { farthestShown = max(farthestShown, (offset.east * offset.east + offset.north * offset.north).squareRoot()) }
            if index == selected {
                for dx in -1...1 { for dy in -1...1 { canvas.set(x: point.x + dx, y: point.y + dy) } }
                selectedCell = CellPosition(row: point.y / 4, column: point.x / 2)
            } else {
                canvas.set(x: point.x, y: point.y)
            }
        }
        self.canvas = canvas
        self.metresPerDot = metresPerDot
        self.centerCell = inside(middle) ? CellPosition(row: middle.y / 4, column: middle.x / 2) : nil
        self.selectedCell = selectedCell
        self.offMap = offMap
        let fitting = farthestShown > 0 ? Int(exactly: (farthestShown / (metresPerDot * 2)).rounded(.down)) ?? 1 : width / 3
        self.scaleBar = ScaleBar.choose(metresPerCell: metresPerDot * 2, maxCells: max(1, min(width / 3, fitting)))
    }

    /// The map as one string per row.
    public var rows: [String] { canvas.rows }

    /// Metres east and north of `center` (equirectangular); nil when either point is not on
    /// the Earth (not finite, or beyond ±90° / ±180°).
    static func offset(of point: GeoPoint, from center: GeoPoint) -> (east: Double, north: Double)? {
        guard point.isOnEarth, center.isOnEarth else { return nil }
        var dLongitude = point.longitude - center.longitude
        if dLongitude > 180 { dLongitude -= 360 }
        if dLongitude < -180 { dLongitude += 360 }
        let metresPerDegree = Geodesy.earthRadius * .pi / 180
        let east = dLongitude * metresPerDegree * cos(Geodesy.radians(center.latitude))
        return (east, (point.latitude - center.latitude) * metresPerDegree)
    }
}
