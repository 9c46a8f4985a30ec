import CatalogKit

/// One place a Pokémon is found (`GET pokemon/{id}/encounters` is a list of these): the
/// location area, and per game how, at which levels and how often.
public struct EncounterDTO: Decodable, Sendable, Equatable {
    /// One game's encounters in the area.
    public struct VersionDetail: Decodable, Sendable, Equatable {
        public var version: NamedResource
        /// The chance of meeting it there at all, in per cent.
        public var maxChance: Int
        public var encounterDetails: [Detail]

        enum CodingKeys: String, CodingKey {
            case version
            case maxChance = "max_chance"
            case encounterDetails = "encounter_details"
        }
    }

    /// One way of meeting it: walking in grass, surfing, a gift, at some levels, and when
    /// (`condition_values`: in the morning, during a swarm, with the radar on).
    public struct Detail: Decodable, Sendable, Equatable {
        public var method: NamedResource
        public var minLevel: Int
        public var maxLevel: Int
        public var chance: Int
        public var conditionValues: [NamedResource]

        enum CodingKeys: String, CodingKey {
            case method, chance
            case minLevel = "min_level"
            case maxLevel = "max_level"
            case conditionValues = "condition_values"
        }

        public init(method: NamedResource, minLevel: Int, maxLevel: Int, chance: Int, conditionValues: [NamedResource] = []) {
            (self.method, self.minLevel, self.maxLevel, self.chance, self.conditionValues) = (method, minLevel, maxLevel, chance, conditionValues)
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            method = try c.decode(NamedResource.self, forKey: .method)
            minLevel = try c.decode(Int.self, forKey: .minLevel)
            maxLevel = try c.decode(Int.self, forKey: .maxLevel)
            chance = try c.decode(Int.self, forKey: .chance)
            conditionValues = c.lenientList(NamedResource.self, .conditionValues) ?? []
        }
    }

    public var locationArea: NamedResource
    public var versionDetails: [VersionDetail]

    enum CodingKeys: String, CodingKey {
        case locationArea = "location_area"
        case versionDetails = "version_details"
    }
}
