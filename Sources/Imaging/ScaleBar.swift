/// A map's scale bar: a round distance (50 m, 100 m, 200 m, 500 m, 1 km…) and how many
/// cells it spans.
public struct ScaleBar: Sendable, Hashable {
    public let metres: Int
    public let cells: Int

    public init(metres: Int, cells: Int) {
        self.metres = metres
        self.cells = cells
    }

    /// "100 m", "1 km", "20 km".
    public var label: String {
        metres < 1000 ? "\(metres) m" : metres % 1000 == 0 ? "\(metres / 1000) km" : Geodesy.distanceText(Double(metres))
    }

    /// The round distances a bar may show: 1, 2 and 5 times a power of ten, from 1 m to 10,000 km.
    public static let roundDistances: [Int] =
        (0...6).flatMap { power -> [Int] in
            var scale = 1
            for _ in 0..<power { scale *= 10 }
            return [scale, 2 * scale, 5 * scale]
        } + [10_000_000]

    /// The longest round bar that fits in `maxCells` at `metresPerCell`, and at least one
    /// cell long; nil when even 1 m is longer than `maxCells`.
    public static func choose(metresPerCell: Double, maxCells: Int) -> ScaleBar? {
        guard metresPerCell.isFinite, metresPerCell > 0, maxCells >= 1 else { return nil }
        var best: ScaleBar?
        for metres in roundDistances {
            guard let cells = Int(exactly: (Double(metres) / metresPerCell).rounded()) else { break }
            if cells > maxCells { break }
            if cells >= 1 { best = ScaleBar(metres: metres, cells: cells) }
        }
        return best
    }
}
