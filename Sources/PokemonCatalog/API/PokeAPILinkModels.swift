/// PokéAPI's shapes for the resources a Pokémon links to (its moves, abilities, egg groups),
/// reduced to what their screens show.

/// One move of a pokemon's `moves`: the move and how it is learnt in each version group.
public struct MoveSlot: Decodable, Sendable, Equatable {
    /// How a move is learnt in one version group.
    public struct Learning: Decodable, Sendable, Equatable {
        public var level: Int
        public var method: NamedResource
        public var versionGroup: NamedResource

        enum CodingKeys: String, CodingKey {
            case level = "level_learned_at"
            case method = "move_learn_method"
            case versionGroup = "version_group"
        }
    }

    public var move: NamedResource
    public var learnings: [Learning]

    enum CodingKeys: String, CodingKey {
        case move
        case learnings = "version_group_details"
    }
}

/// An English text entry with its short form, as abilities and moves give their effects.
public struct EffectEntry: Decodable, Sendable, Equatable {
    public var effect: String?
    public var shortEffect: String?
    public var language: NamedResource

    enum CodingKeys: String, CodingKey {
        case effect, language
        case shortEffect = "short_effect"
    }
}

/// A flavour text of a move, an ability or an item: moves and abilities name it
/// `flavor_text`, items `text`; either is read.
public struct ResourceFlavorText: Decodable, Sendable, Equatable {
    public var text: String
    public var language: NamedResource

    enum CodingKeys: String, CodingKey {
        case language, text
        case flavorText = "flavor_text"
    }

    public init(text: String, language: NamedResource) {
        (self.text, self.language) = (text, language)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        language = try c.decode(NamedResource.self, forKey: .language)
        guard let text = c.lenient(String.self, .flavorText) ?? c.lenient(String.self, .text) else {
            throw DecodingError.keyNotFound(CodingKeys.flavorText, .init(codingPath: c.codingPath, debugDescription: "no flavour text"))
        }
        self.text = text
    }
}

/// `GET ability/{id}`.
public struct AbilityDTO: Decodable, Sendable, Equatable {
    /// A pokemon that has the ability, and whether only as its hidden ability.
    public struct Holder: Decodable, Sendable, Equatable {
        public var isHidden: Bool
        public var pokemon: NamedResource

        enum CodingKeys: String, CodingKey {
            case pokemon
            case isHidden = "is_hidden"
        }
    }

    public var id: Int
    public var name: String
    public var names: [SpeciesDTO.LocalizedName]?
    public var effectEntries: [EffectEntry]?
    public var flavorTextEntries: [ResourceFlavorText]?
    public var generation: NamedResource?
    public var pokemon: [Holder]

    enum CodingKeys: String, CodingKey {
        case id, name, names, generation, pokemon
        case effectEntries = "effect_entries"
        case flavorTextEntries = "flavor_text_entries"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        names = c.lenientList(SpeciesDTO.LocalizedName.self, .names)
        effectEntries = c.lenientList(EffectEntry.self, .effectEntries)
        flavorTextEntries = c.lenientList(ResourceFlavorText.self, .flavorTextEntries)
        generation = c.lenient(NamedResource.self, .generation)
        pokemon = c.lenientList(Holder.self, .pokemon) ?? []
    }
}

/// `GET move/{id}`.
public struct MoveDTO: Decodable, Sendable, Equatable {
    public var id: Int
    public var name: String
    public var names: [SpeciesDTO.LocalizedName]?
    public var type: NamedResource?
    public var damageClass: NamedResource?
    public var power: Int?
    public var accuracy: Int?
    public var pp: Int?
    public var priority: Int?
    /// The chance in percent that `$effect_chance` in the effect text stands for.
    public var effectChance: Int?
    public var effectEntries: [EffectEntry]?
    public var flavorTextEntries: [ResourceFlavorText]?
    public var generation: NamedResource?
    public var learnedByPokemon: [NamedResource]?

    enum CodingKeys: String, CodingKey {
        case id, name, names, type, power, accuracy, pp, priority, generation
        case damageClass = "damage_class"
        case effectChance = "effect_chance"
        case effectEntries = "effect_entries"
        case flavorTextEntries = "flavor_text_entries"
        case learnedByPokemon = "learned_by_pokemon"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        names = c.lenientList(SpeciesDTO.LocalizedName.self, .names)
        type = c.lenient(NamedResource.self, .type)
        damageClass = c.lenient(NamedResource.self, .damageClass)
        (power, accuracy, pp) = (c.lenient(Int.self, .power), c.lenient(Int.self, .accuracy), c.lenient(Int.self, .pp))
        priority = c.lenient(Int.self, .priority)
        effectChance = c.lenient(Int.self, .effectChance)
        effectEntries = c.lenientList(EffectEntry.self, .effectEntries)
        flavorTextEntries = c.lenientList(ResourceFlavorText.self, .flavorTextEntries)
        generation = c.lenient(NamedResource.self, .generation)
        learnedByPokemon = c.lenientList(NamedResource.self, .learnedByPokemon)
    }
}

/// `GET egg-group/{id}`.
public struct EggGroupDTO: Decodable, Sendable, Equatable {
    public var id: Int
    public var name: String
    public var names: [SpeciesDTO.LocalizedName]?
    public var pokemonSpecies: [NamedResource]

    enum CodingKeys: String, CodingKey {
        case id, name, names
        case pokemonSpecies = "pokemon_species"
    }
}

/// `GET item/{id}`: an item's English name, category, effect and the wild Pokémon that hold it.
public struct ItemDTO: Decodable, Sendable, Equatable {
    public struct Holder: Decodable, Sendable, Equatable {
        public var pokemon: NamedResource
    }

    public var id: Int
    public var name: String
    public var names: [SpeciesDTO.LocalizedName]?
    public var category: NamedResource?
    public var effectEntries: [EffectEntry]?
    public var flavorTextEntries: [ResourceFlavorText]?
    public var heldByPokemon: [Holder]?

    enum CodingKeys: String, CodingKey {
        case id, name, names, category
        case effectEntries = "effect_entries"
        case flavorTextEntries = "flavor_text_entries"
        case heldByPokemon = "held_by_pokemon"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        names = c.lenientList(SpeciesDTO.LocalizedName.self, .names)
        category = c.lenient(NamedResource.self, .category)
        effectEntries = c.lenientList(EffectEntry.self, .effectEntries)
        flavorTextEntries = c.lenientList(ResourceFlavorText.self, .flavorTextEntries)
        heldByPokemon = c.lenientList(Holder.self, .heldByPokemon)
    }
}
