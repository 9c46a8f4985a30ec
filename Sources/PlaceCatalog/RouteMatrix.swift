import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The way to one place by the route matrix: seconds and metres along the route.
public struct Travel: Sendable, Hashable {
    public var seconds: Double
    public var metres: Double
    public var mode: TravelMode

    public init(seconds: Double, metres: Double, mode: TravelMode) {
        self.seconds = seconds
        self.metres = metres
        self.mode = mode
    }

    /// "6 min walk".
    public var text: String { mode.text(seconds: seconds) }
}

/// Geoapify's route matrix answer: `sources_to_targets`, one row per source, each a list of
/// `{distance, time, source_index, target_index}`, null where no route was found. Only the
/// first source is asked for (the list's centre).
struct RouteMatrixAnswer: Decodable, Sendable {
    struct Cell: Decodable, Sendable {
        var distance: Double?
        var time: Double?
        var targetIndex: Int?

        enum CodingKeys: String, CodingKey {
            case distance, time
            case targetIndex = "target_index"
        }
    }

    /// Per target index, the route found, if any (a time and a distance that are numbers).
    var cells: [Int: (seconds: Double, metres: Double)]

    enum CodingKeys: String, CodingKey {
        case rows = "sources_to_targets"
    }

    init(from decoder: any Decoder) throws {
        let rows = try decoder.container(keyedBy: CodingKeys.self).decode(LossyArray<LossyArray<Cell>>.self, forKey: .rows)
        var cells: [Int: (seconds: Double, metres: Double)] = [:]
        let first = rows.elements.first
        // A cell without its index counts by position only when no cell before was dropped.
        let aligned = first.map { $0.received == $0.elements.count } ?? false
        for (position, cell) in (first?.elements ?? []).enumerated() {
            guard let time = cell.time, let distance = cell.distance, time.isFinite, distance.isFinite, time >= 0, distance >= 0,
                distance <= Coordinate.farthest * 2
            else { continue }
            guard let index = cell.targetIndex ?? (aligned ? position : nil) else { continue }
            cells[index] = (time, distance)
        }
        self.cells = cells
    }
}
