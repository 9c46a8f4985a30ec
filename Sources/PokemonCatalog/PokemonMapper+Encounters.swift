import CatalogKit

extension PokemonMapper {
    /// The part a failed encounter section stands for.
    public static let encountersPart = "encounters"

    /// "Where to find it": by game, newest first (by the version's id), each area with its
    /// ways, levels and chance: "Viridian Forest — walk, levels 3–5, 5%". "No wild encounters"
    /// when the list is empty.
    static func encounterSection(_ encounters: [EncounterDTO], names: NameLookup = NameLookup()) -> DetailSection {
        struct Place { var area: String; var methods: [String]; var minLevel: Int; var maxLevel: Int; var chance: Int }
        var games: [Int: (name: String, places: [Place])] = [:]
        for encounter in encounters {
            let area = names.label(.locationArea, encounter.locationArea)
            for detail in encounter.versionDetails {
                let id = detail.version.id ?? 0
                var methods: [String] = []
                for way in detail.encounterDetails where !methods.contains(way.method.name) { methods.append(way.method.name) }
                let low = detail.encounterDetails.map(\.minLevel).min() ?? 0, high = detail.encounterDetails.map(\.maxLevel).max() ?? 0
                let place = Place(area: area, methods: methods, minLevel: low, maxLevel: high, chance: min(100, max(0, detail.maxChance)))
                games[id, default: (names.label(.version, detail.version), [])].places.append(place)
            }
        }
        guard !games.isEmpty else { return DetailSection("Where to find it", .paragraph("No wild encounters.")) }
        var fields: [Field] = []
        for id in games.keys.sorted(by: >) {
            guard let game = games[id] else { continue }
            for (index, place) in game.places.enumerated() {
                let levels = place.minLevel == place.maxLevel ? "level \(place.minLevel)" : "levels \(place.minLevel)–\(place.maxLevel)"
                let ways = place.methods.map { DisplayText.title(fromSlug: $0).lowercased() }.joined(separator: ", ")
                fields.append(Field(index == 0 ? game.name : "", "\(place.area) — \(ways), \(levels), \(place.chance)%"))
            }
        }
        return DetailSection("Where to find it", .fields(fields))
    }

    /// The encounter section standing in for a list that did not load.
    static func encounterFailure(_ error: AppError) -> DetailSection {
        DetailSection("Where to find it", .unavailable(part: encountersPart, message: "The encounters did not load. " + error.message, isRetryable: error.isRetryable))
    }
}
