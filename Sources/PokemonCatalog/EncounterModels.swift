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

    /// One way of meeting it: walking in grass, surfing, a gift, at some levels.
    public struct Detail: Decodable, Sendable, Equatable {
        public var method: NamedResource
        public var minLevel: Int
        public var maxLevel: Int
        public var chance: Int

        enum CodingKeys: String, CodingKey {
            case method, chance
            case minLevel = "min_level"
            case maxLevel = "max_level"
        }
    }

    public var locationArea: NamedResource
    public var versionDetails: [VersionDetail]

    enum CodingKeys: String, CodingKey {
        case locationArea = "location_area"
        case versionDetails = "version_details"
    }
}
