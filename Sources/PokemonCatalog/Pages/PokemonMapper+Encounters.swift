import CatalogKit

extension PokemonMapper {
    /// The part a failed encounter section stands for.
    public static let encountersPart = "encounters"

    /// "Where to find it": by game, newest first (by the version's id), each area with its
    /// ways, levels and chance: "Viridian Forest — Walking in tall grass or a cave, levels
    /// 3–5, 5%". A way met only at some times or in some states of the game says when
    /// ("Walking in tall grass or a cave (In the morning, During a swarm)"). Methods,
    /// conditions, areas and games carry the names the API gives them. "No wild encounters"
    /// when the list is empty.
    static func encounterSection(_ encounters: [EncounterDTO], names: NameLookup = NameLookup()) -> DetailSection {
        struct Place { var area: String; var ways: [String]; var minLevel: Int; var maxLevel: Int; var chance: Int }
        var games: [Int: (version: NamedResource, places: [Place])] = [:]
        for encounter in encounters {
            let area = names.label(.locationArea, encounter.locationArea)
            for detail in encounter.versionDetails {
                let id = detail.version.id ?? 0
                var ways: [String] = []
                for way in detail.encounterDetails {
                    let text = wayText(way, names: names)
                    if !ways.contains(text) { ways.append(text) }
                }
                let low = detail.encounterDetails.map(\.minLevel).min() ?? 0, high = detail.encounterDetails.map(\.maxLevel).max() ?? 0
                let place = Place(area: area, ways: ways, minLevel: low, maxLevel: high, chance: min(100, max(0, detail.maxChance)))
                games[id, default: (detail.version, [])].places.append(place)
            }
        }
        guard !games.isEmpty else { return DetailSection("Where to find it", .paragraph("No wild encounters.")) }
        let gameNames = distinctNames(games.mapValues(\.version), kind: .version, names: names)
        var fields: [Field] = []
        for id in games.keys.sorted(by: >) {
            guard let game = games[id] else { continue }
            for (index, place) in game.places.enumerated() {
                let levels = place.minLevel == place.maxLevel ? "level \(place.minLevel)" : "levels \(place.minLevel)–\(place.maxLevel)"
                fields.append(
                    Field(index == 0 ? gameNames[id] ?? "" : "", "\(place.area) — \(place.ways.joined(separator: "; ")), \(levels), \(place.chance)%"))
            }
        }
        return DetailSection("Where to find it", .fields(fields))
    }

    /// One way of meeting it: the method's name, and when, where the data says.
    static func wayText(_ way: EncounterDTO.Detail, names: NameLookup) -> String {
        let method = names.label(.encounterMethod, way.method)
        var conditions: [String] = []
        for value in way.conditionValues {
            let label = names.label(.encounterConditionValue, value)
            if !conditions.contains(label) { conditions.append(label) }
        }
        return conditions.isEmpty ? method : method + " (" + conditions.joined(separator: ", ") + ")"
    }

    /// The names of `resources` by key, where two different resources share an English name
    /// (the Japanese Red and the Red released abroad are two versions) each followed by
    /// what its slug adds to the name: "Red (Japan)".
    static func distinctNames(_ resources: [Int: NamedResource], kind: NameKind, names: NameLookup) -> [Int: String] {
        let labels = resources.mapValues { names.label(kind, $0) }
        var byLabel: [String: Int] = [:]
        for label in labels.values { byLabel[label, default: 0] += 1 }
        return labels.reduce(into: [:]) { result, pair in
            let (id, label) = pair
            guard byLabel[label, default: 0] > 1, let slug = resources[id]?.name else { result[id] = label; return }
            let named = Set(SearchMatcher.fold(label).split(separator: " "))
            let extra = slug.split(separator: "-").filter { !named.contains($0) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
            result[id] = extra.isEmpty ? label : label + " (" + extra.joined(separator: " ") + ")"
        }
    }

    /// The encounter section standing in for a list that did not load.
    static func encounterFailure(_ error: AppError) -> DetailSection {
        DetailSection(
            "Where to find it", .unavailable(part: encountersPart, message: "The encounters did not load. " + error.message, isRetryable: error.isRetryable))
    }
}
