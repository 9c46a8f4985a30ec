#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CatalogKit

/// Places' own options (`--near`, `--radius`, `--category`): read by the interface and by
/// places' commands, refused with another catalog; `--near` is also the config's
/// `places_near`. Declared here, so the command line's parsers, help and completions learn
/// them from the descriptor.
enum PlaceOptions {
    static let defaultRadius = 1000
    static let defaultCategory = "catering"

    static let near = OptionSpec("--near", "LAT,LON|NAME", "places: around this point or named place (default Paris)", configKey: "places_near")
    static let radius = OptionSpec(
        "--radius", "METERS", "places: how far around (default \(defaultRadius))",
        defaultValue: String(defaultRadius), range: 1...50_000)
    static let category = OptionSpec(
        "--category", "CAT", "places: Geoapify categories (default \(defaultCategory))",
        completes: .words([
            "catering", "catering.cafe", "catering.restaurant", "catering.bar", "tourism.sights",
            "entertainment.museum", "leisure.park", "commercial.supermarket",
        ]),
        defaultValue: defaultCategory)
    static let openNow = OptionSpec("--open-now", nil, "places: only those open now, in their own time")
    static let at = OptionSpec("--at", "TIME", "places: hours at this time in the place's own, not now: 21:00 or 'Sa 21:00'")
    static let travel = OptionSpec(
        "--travel", "MODE", "places: route times on foot, by bicycle or by car (default walk)",
        completes: .words(TravelMode.allCases.map(\.rawValue)), configKey: "places_travel", defaultValue: TravelMode.walk.rawValue)
    static let all = [near, radius, category, openNow, at, travel]

    /// `explore places list|show|search`.
    static let commands = [
        CommandSpec(
            catalog: .places, name: "list", operand: nil,
            options: all + [OptionSpec("--limit", "N", "at most N (default 20)", role: .limit, range: 1...1_000_000)],
            summary: "places around a point",
            examples: [
                "explore places list --near 48.8566,2.3522 --category catering.cafe --json",
                "explore places list --open-now --format gpx > cafes.gpx",
                "explore places list --category catering.bar --open-now --at 'Sa 23:30'",
            ],
            defaultLimit: 20, formats: PlaceExport.formats),
        CommandSpec(
            catalog: .places, name: "show", operand: "PLACE_ID", summary: "one place: address, hours, contact; or category/CAT[@LAT,LON], its places",
            examples: ["explore places show 51a3…", "explore places show category/catering.cafe --json | jq '.places[].distance_m'"]),
        CommandSpec(
            catalog: .places, name: "search", operand: "NAME", options: all, summary: "places around a point by name",
            examples: ["explore places search 'Café de Flore' --near Paris"]),
    ]

    /// A value of one of ``all``: the value to use, or what is wrong with it.
    @Sendable
    static func check(_ name: String, _ value: String) -> Result<String, OptionProblem> {
        switch name {
        case near.name:
            let trimmed = value.trimmingWhitespace()
            guard !trimmed.isEmpty else { return .failure(OptionProblem("needs LAT,LON or a place name")) }
            let parts = trimmed.split(separator: ",").map { $0.trimmingWhitespace() }
            if parts.count == 2, parts.allSatisfy({ Double($0) != nil }), Coordinate(parsing: trimmed) == nil {
                return .failure(OptionProblem("needs decimal degrees as LAT,LON: a latitude from -90 to 90 and a longitude from -180 to 180"))
            }
            if trimmed.hasPrefix("--") { return .failure(OptionProblem("needs LAT,LON or a place name, not '\(trimmed)'")) }
            return .success(trimmed)
        case radius.name:
            guard !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let metres = Int(value), (1...50_000).contains(metres) else {
                return .failure(OptionProblem("needs whole metres from 1 to 50000, not '\(value)'"))
            }
            return .success(String(metres))
        case at.name:
            guard let moment = PlaceMoment(value.trimmingWhitespace()) else {
                return .failure(OptionProblem("needs a time as HH:MM, or a day and a time ('Sa 21:00', 'saturday 21:00'), not '\(value)'"))
            }
            return .success(moment.text)
        case travel.name:
            guard let mode = TravelMode(rawValue: value.lowercased()) else {
                return .failure(OptionProblem("is one of \(TravelMode.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'"))
            }
            return .success(mode.rawValue)
        case category.name:
            guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || "._,".contains($0) }) else {
                return .failure(OptionProblem("needs Geoapify categories such as catering.cafe, not '\(value)'"))
            }
            return .success(value)
        default:
            return .success(value)
        }
    }
}
