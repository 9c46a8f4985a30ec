import CatalogKit

/// PokéAPI's response shapes, reduced to the fields the Pokédex shows. Field names follow
/// the API (snake case through coding keys, cheaper than a key-decoding strategy).

/// `{name, url}`: PokéAPI's link to another resource. The URL may be absolute (live API) or
/// host-relative (the api-data dump); ``id`` reads the number from its path either way.
public struct NamedResource: Decodable, Sendable, Equatable {
    public let name: String
    public let url: String
    /// The last numeric path segment of ``url``: `…/pokemon-species/25/` → 25. Read once,
    /// when the resource is made: a learnset asks it of some 5,000 URLs each time its page is made.
    public let id: Int?

    public init(name: String, url: String) {
        self.name = name
        self.url = url
        id = ResourceURL.id(in: url)
    }

    enum CodingKeys: String, CodingKey {
        case name, url
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try container.decode(String.self, forKey: .name), url: try container.decode(String.self, forKey: .url))
    }
}

/// Reads ids out of PokéAPI resource URLs.
public enum ResourceURL {
    /// The last path segment that is a number, ignoring any scheme, host and query. Read as
    /// bytes: a Pokémon's learnset asks it of some 5,000 URLs per document.
    public static func id(in url: String) -> Int? {
        var bytes = url.utf8[...]
        if let end = bytes.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { bytes = bytes[..<end] }
        if let colon = schemeEnd(in: bytes) {
            let afterScheme = bytes[colon...]
            bytes = afterScheme.firstIndex(of: UInt8(ascii: "/")).map { afterScheme[$0...] } ?? afterScheme[afterScheme.endIndex...]
        }
        // The last non-empty segment.
        let slash = UInt8(ascii: "/")
        while let last = bytes.last, last == slash { bytes = bytes.dropLast() }
        let segment = bytes.lastIndex(of: slash).map { bytes[bytes.index(after: $0)...] } ?? bytes
        return number(segment)
    }

    /// Where the text after `://` starts, if the URL has one.
    private static func schemeEnd(in bytes: Substring.UTF8View) -> Substring.UTF8View.Index? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: ":") {
                let rest = bytes[bytes.index(after: index)...]
                if rest.starts(with: "//".utf8) { return bytes.index(index, offsetBy: 3) }
            }
            index = bytes.index(after: index)
        }
        return nil
    }

    /// A positive whole number written in ASCII digits (a leading `+` allowed, as `Int` reads
    /// it); nil for anything else or one too large.
    private static func number(_ segment: Substring.UTF8View) -> Int? {
        var digits = segment
        if digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflowA, !overflowB else { return nil }
            value = sum
        }
        return value > 0 ? value : nil
    }
}

/// `{url}` without a name, as in a species' `evolution_chain`.
public struct ResourceLink: Decodable, Sendable, Equatable {
    public var url: String
    public var id: Int? { ResourceURL.id(in: url) }
}

/// A page of a list endpoint.
public struct ResourceList: Decodable, Sendable, Equatable {
    public var count: Int
    public var next: String?
    public var previous: String?
    public var results: [NamedResource]
}

/// `GET pokemon/{id}`.
public struct PokemonDTO: Decodable, Sendable, Equatable {
    public struct TypeSlot: Decodable, Sendable, Equatable {
        public var slot: Int
        public var type: NamedResource
    }

    public struct AbilitySlot: Decodable, Sendable, Equatable {
        public var ability: NamedResource
        public var isHidden: Bool
        public var slot: Int

        enum CodingKeys: String, CodingKey {
            case ability, slot
            case isHidden = "is_hidden"
        }
    }

    public struct Stat: Decodable, Sendable, Equatable {
        public var baseStat: Int
        public var stat: NamedResource
        /// The effort values a defeated one gives in this stat.
        public var effort: Int?

        enum CodingKeys: String, CodingKey {
            case stat, effort
            case baseStat = "base_stat"
        }
    }

    public var id: Int
    public var name: String
    /// Decimetres.
    public var height: Int?
    /// Hectograms.
    public var weight: Int?
    public var types: [TypeSlot]
    public var abilities: [AbilitySlot]
    public var stats: [Stat]
    public var species: NamedResource
    /// False for alternative forms (megas, regional forms, Deoxys Attack); nil when absent.
    public var isDefault: Bool?
    /// The pokemon's cosmetic forms (Unown's letters), `pokemon-form` links.
    public var forms: [NamedResource]?
    /// The moves it learns, in every version group; nil when absent or unreadable.
    public var moves: [MoveSlot]?
    /// Its pictures; nil when absent or unreadable.
    public var sprites: SpritesDTO?
    /// Experience for defeating one; nil when absent (PokéAPI sends null for some forms).
    public var baseExperience: Int?
    /// Items wild ones may hold, with their rarity per game.
    public var heldItems: [HeldItem]
    /// Its types in earlier generations, where they differed.
    public var pastTypes: [PastTypes]

    enum CodingKeys: String, CodingKey {
        case id, name, height, weight, types, abilities, stats, species, forms, moves, sprites
        case isDefault = "is_default"
        case baseExperience = "base_experience"
        case heldItems = "held_items"
        case pastTypes = "past_types"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        height = try c.decodeIfPresent(Int.self, forKey: .height)
        weight = try c.decodeIfPresent(Int.self, forKey: .weight)
        types = try c.decode([TypeSlot].self, forKey: .types)
        abilities = try c.decode([AbilitySlot].self, forKey: .abilities)
        stats = try c.decode([Stat].self, forKey: .stats)
        species = try c.decode(NamedResource.self, forKey: .species)
        isDefault = try c.decodeIfPresent(Bool.self, forKey: .isDefault)
        forms = try c.decodeIfPresent([NamedResource].self, forKey: .forms)
        // The learnset is the biggest part of the payload and the least essential: an odd
        // entry loses that move only, an odd shape the moves only, never the Pokémon.
        moves = c.lenient(LossyArray<MoveSlot>.self, .moves)?.elements
        sprites = c.lenient(SpritesDTO.self, .sprites)
        baseExperience = c.lenient(Int.self, .baseExperience)
        heldItems = c.lenient(LossyArray<HeldItem>.self, .heldItems)?.elements ?? []
        pastTypes = c.lenient(LossyArray<PastTypes>.self, .pastTypes)?.elements ?? []
    }
}

/// `GET pokemon-species/{id}`.
public struct SpeciesDTO: Decodable, Sendable, Equatable {
    public struct LocalizedName: Decodable, Sendable, Equatable {
        public var name: String
        public var language: NamedResource
    }

    public struct Genus: Decodable, Sendable, Equatable {
        public var genus: String
        public var language: NamedResource
    }

    public struct FlavorText: Decodable, Sendable, Equatable {
        public var flavorText: String
        public var language: NamedResource
        public var version: NamedResource?

        enum CodingKeys: String, CodingKey {
            case language, version
            case flavorText = "flavor_text"
        }
    }

    /// One pokemon of the species: the default one and its alternative forms (Rotom's appliances).
    public struct Variety: Decodable, Sendable, Equatable {
        public var isDefault: Bool?
        public var pokemon: NamedResource

        enum CodingKeys: String, CodingKey {
            case pokemon
            case isDefault = "is_default"
        }
    }

    public var id: Int
    public var name: String
    public var names: [LocalizedName]
    public var genera: [Genus]
    public var flavorTextEntries: [FlavorText]
    public var generation: NamedResource?
    public var habitat: NamedResource?
    public var evolutionChain: ResourceLink?
    public var genderRate: Int?
    public var isBaby: Bool?
    public var isLegendary: Bool?
    public var isMythical: Bool?
    public var varieties: [Variety]?
    public var eggGroups: [NamedResource]?
    /// 3 to 255: the higher, the easier to catch.
    public var captureRate: Int?
    /// Friendship when caught.
    public var baseHappiness: Int?
    public var growthRate: NamedResource?
    /// Egg cycles to hatch.
    public var hatchCounter: Int?
    /// Its numbers in the national and regional Pokédexes.
    public var pokedexNumbers: [DexNumber]?

    /// One Pokédex number.
    public struct DexNumber: Decodable, Sendable, Equatable {
        public var entryNumber: Int
        public var pokedex: NamedResource

        enum CodingKeys: String, CodingKey {
            case pokedex
            case entryNumber = "entry_number"
        }
    }

    enum CodingKeys: String, CodingKey {
        case id, name, names, genera, generation, habitat, varieties
        case captureRate = "capture_rate"
        case baseHappiness = "base_happiness"
        case growthRate = "growth_rate"
        case hatchCounter = "hatch_counter"
        case pokedexNumbers = "pokedex_numbers"
        case eggGroups = "egg_groups"
        case flavorTextEntries = "flavor_text_entries"
        case evolutionChain = "evolution_chain"
        case genderRate = "gender_rate"
        case isBaby = "is_baby"
        case isLegendary = "is_legendary"
        case isMythical = "is_mythical"
    }
}

/// `GET type/{name}`.
public struct TypeDTO: Decodable, Sendable, Equatable {
    public struct Member: Decodable, Sendable, Equatable {
        public var pokemon: NamedResource
        public var slot: Int
    }

    public struct DamageRelations: Decodable, Sendable, Equatable {
        public var doubleDamageTo: [NamedResource]
        public var halfDamageTo: [NamedResource]
        public var noDamageTo: [NamedResource]
        public var doubleDamageFrom: [NamedResource]
        public var halfDamageFrom: [NamedResource]
        public var noDamageFrom: [NamedResource]

        enum CodingKeys: String, CodingKey {
            case doubleDamageTo = "double_damage_to"
            case halfDamageTo = "half_damage_to"
            case noDamageTo = "no_damage_to"
            case doubleDamageFrom = "double_damage_from"
            case halfDamageFrom = "half_damage_from"
            case noDamageFrom = "no_damage_from"
        }
    }

    public var id: Int
    public var name: String
    public var names: [SpeciesDTO.LocalizedName]?
    public var pokemon: [Member]
    public var damageRelations: DamageRelations

    enum CodingKeys: String, CodingKey {
        case id, name, names, pokemon
        case damageRelations = "damage_relations"
    }
}

/// `GET generation/{id}`.
public struct GenerationDTO: Decodable, Sendable, Equatable {
    public var id: Int
    public var name: String
    public var names: [SpeciesDTO.LocalizedName]?
    public var mainRegion: NamedResource
    public var pokemonSpecies: [NamedResource]

    enum CodingKeys: String, CodingKey {
        case id, name, names
        case mainRegion = "main_region"
        case pokemonSpecies = "pokemon_species"
    }
}

/// `GET pokemon-form/{id}`: a form's own English names ("Attack Forme", "Pikachu PhD").
public struct PokemonFormDTO: Decodable, Sendable, Equatable {
    public var id: Int
    public var name: String
    public var formName: String?
    /// The full name ("Alolan Raichu"); often empty.
    public var names: [SpeciesDTO.LocalizedName]?
    /// The form's part of the name ("Alola Form"); often empty.
    public var formNames: [SpeciesDTO.LocalizedName]?

    enum CodingKeys: String, CodingKey {
        case id, name, names
        case formName = "form_name"
        case formNames = "form_names"
    }
}
