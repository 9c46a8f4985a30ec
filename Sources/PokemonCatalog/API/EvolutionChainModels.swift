import CatalogKit

/// `GET evolution-chain/{id}`, decoded leniently: a field PokéAPI adds, drops or sends in an
/// unexpected shape never fails a chain, it only loses that one condition.
public struct EvolutionChainDTO: Decodable, Sendable, Equatable {
    /// One species in the chain and the ones it evolves into.
    public struct Link: Decodable, Sendable, Equatable {
        public var species: NamedResource
        public var isBaby: Bool?
        public var evolutionDetails: [Condition]
        public var evolvesTo: [Link]

        enum CodingKeys: String, CodingKey {
            case species
            case isBaby = "is_baby"
            case evolutionDetails = "evolution_details"
            case evolvesTo = "evolves_to"
        }

        public init(species: NamedResource, isBaby: Bool? = nil, evolutionDetails: [Condition] = [], evolvesTo: [Link] = []) {
            self.species = species
            self.isBaby = isBaby
            self.evolutionDetails = evolutionDetails
            self.evolvesTo = evolvesTo
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            species = try container.decode(NamedResource.self, forKey: .species)
            isBaby = container.lenient(Bool.self, .isBaby)
            evolutionDetails = (container.lenient(LossyArray<Condition>.self, .evolutionDetails))?.elements ?? []
            evolvesTo = (container.lenient(LossyArray<Link>.self, .evolvesTo))?.elements ?? []
        }
    }

    /// One way a link is reached from its parent: a trigger and the conditions that go with
    /// it, as PokéAPI's `evolution_details` entries have them.
    public struct Condition: Decodable, Sendable, Equatable {
        public var trigger: NamedResource?
        public var item: NamedResource?
        public var heldItem: NamedResource?
        /// 1 female, 2 male (PokéAPI's gender ids).
        public var gender: Int?
        public var minLevel: Int?
        public var minHappiness: Int?
        public var minAffection: Int?
        public var minBeauty: Int?
        public var knownMove: NamedResource?
        public var knownMoveType: NamedResource?
        public var location: NamedResource?
        public var timeOfDay: String?
        public var needsOverworldRain: Bool?
        public var partySpecies: NamedResource?
        public var partyType: NamedResource?
        /// Attack compared with Defense: 1 greater, 0 equal, -1 less.
        public var relativePhysicalStats: Int?
        public var tradeSpecies: NamedResource?
        public var turnUpsideDown: Bool?
        public var needsMultiplayer: Bool?
        public var nearSpecialRock: Bool?
        public var region: NamedResource?
        /// The form of the parent this applies to (a pokemon), where only one form evolves.
        public var baseForm: NamedResource?
        /// The form produced (a pokemon), where it is not the species' default.
        public var evolvedForm: NamedResource?
        public var usedMove: NamedResource?
        public var minMoveCount: Int?
        public var minSteps: Int?
        public var minDamageTaken: Int?
        /// The games that introduced this method; later groups have higher ids.
        public var versionGroup: NamedResource?

        enum CodingKeys: String, CodingKey {
            case trigger, item, gender, location, region
            case heldItem = "held_item"
            case minLevel = "min_level"
            case minHappiness = "min_happiness"
            case minAffection = "min_affection"
            case minBeauty = "min_beauty"
            case knownMove = "known_move"
            case knownMoveType = "known_move_type"
            case timeOfDay = "time_of_day"
            case needsOverworldRain = "needs_overworld_rain"
            case partySpecies = "party_species"
            case partyType = "party_type"
            case relativePhysicalStats = "relative_physical_stats"
            case tradeSpecies = "trade_species"
            case turnUpsideDown = "turn_upside_down"
            case needsMultiplayer = "needs_multiplayer"
            case nearSpecialRock = "near_special_rock"
            case baseForm = "base_form"
            case evolvedForm = "evolved_form"
            case usedMove = "used_move"
            case minMoveCount = "min_move_count"
            case minSteps = "min_steps"
            case minDamageTaken = "min_damage_taken"
            case versionGroup = "version_group"
        }

        public init(trigger: String? = nil) {
            self.trigger = trigger.map { NamedResource(name: $0, url: "") }
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            trigger = c.lenient(NamedResource.self, .trigger)
            item = c.lenient(NamedResource.self, .item)
            heldItem = c.lenient(NamedResource.self, .heldItem)
            gender = c.lenient(Int.self, .gender)
            minLevel = c.lenient(Int.self, .minLevel)
            minHappiness = c.lenient(Int.self, .minHappiness)
            minAffection = c.lenient(Int.self, .minAffection)
            minBeauty = c.lenient(Int.self, .minBeauty)
            knownMove = c.lenient(NamedResource.self, .knownMove)
            knownMoveType = c.lenient(NamedResource.self, .knownMoveType)
            location = c.lenient(NamedResource.self, .location)
            timeOfDay = c.lenient(String.self, .timeOfDay)
            needsOverworldRain = c.lenient(Bool.self, .needsOverworldRain)
            partySpecies = c.lenient(NamedResource.self, .partySpecies)
            partyType = c.lenient(NamedResource.self, .partyType)
            relativePhysicalStats = c.lenient(Int.self, .relativePhysicalStats)
            tradeSpecies = c.lenient(NamedResource.self, .tradeSpecies)
            turnUpsideDown = c.lenient(Bool.self, .turnUpsideDown)
            needsMultiplayer = c.lenient(Bool.self, .needsMultiplayer)
            nearSpecialRock = c.lenient(Bool.self, .nearSpecialRock)
            region = c.lenient(NamedResource.self, .region)
            baseForm = c.lenient(NamedResource.self, .baseForm)
            evolvedForm = c.lenient(NamedResource.self, .evolvedForm)
            usedMove = c.lenient(NamedResource.self, .usedMove)
            minMoveCount = c.lenient(Int.self, .minMoveCount)
            minSteps = c.lenient(Int.self, .minSteps)
            minDamageTaken = c.lenient(Int.self, .minDamageTaken)
            versionGroup = c.lenient(NamedResource.self, .versionGroup)
        }
    }

    public var id: Int
    public var chain: Link
}
