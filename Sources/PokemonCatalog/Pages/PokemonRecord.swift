import CatalogKit

/// A Pokémon's keys for its JSON (docs/json-schema.md), built from PokéAPI's answers: its id
/// (an alternative form's own, else the national number), its name, types, abilities with
/// `is_hidden`, base stats by the API's stat names, its evolution chain and type defences
/// (parts of their own, filled in again when they load after a failure), and its training
/// and breeding facts.
enum PokemonRecord {
    static let kind = "pokemon"

    static func record(
        pokemon: PokemonDTO, species: SpeciesDTO, displayName: String, evolution: DetailSection?, defences: DetailSection? = nil,
        moves: DetailSection? = nil, names: NameLookup = NameLookup()
    ) -> EntityRecord {
        let id = pokemon.name != species.name && pokemon.id > PokemonMapper.firstFormID ? pokemon.id : species.id
        let types = pokemon.types.sorted { $0.slot < $1.slot }.map { JSONValue.string(SlugText.slug(DisplayText.title(fromSlug: $0.type.name))) }
        let abilities = pokemon.abilities.sorted { $0.slot < $1.slot }.map { slot -> JSONValue in
            let title = names.label(.ability, slot.ability)
            return .object([("name", .string(slot.ability.name)), ("title", .string(title)), ("hidden", .bool(slot.isHidden))])
        }
        let stats = pokemon.stats.map { ($0.stat.name, JSONValue.number(PokemonMapper.statValue($0.baseStat))) }
        return EntityRecord(
            kind: kind, id: .number(id),
            keys: [
                ("name", .string(SlugText.slug(pokemon.name))),
                ("types", .array(types)),
                ("abilities", .array(abilities)),
                ("stats", .object(stats)),
                ("evolution", evolution?.recordValue ?? .null),
                ("type_defences", defences?.recordValue ?? .null),
                ("training", training(pokemon: pokemon, species: species)),
                ("moves", moves?.recordValue ?? .null),
            ], parts: [PokemonMapper.evolutionPart: "evolution", PokemonMapper.matchupsPart: "type_defences"])
    }

    /// The training and breeding facts by the API's own names and values.
    static func training(pokemon: PokemonDTO, species: SpeciesDTO) -> JSONValue {
        let effort = pokemon.stats.compactMap { stat in stat.effort.flatMap { $0 > 0 ? (stat.stat.name, JSONValue.number($0)) : nil } }
        let held = pokemon.heldItems.map { item in
            JSONValue.object([("item", .string(item.item.name)), ("rarity", item.versionDetails.last.map { .number($0.rarity) } ?? .null)])
        }
        let past = pokemon.pastTypes.map { past in
            JSONValue.object([
                ("generation", .string(past.generation.name)),
                ("types", .array(past.types.sorted { $0.slot < $1.slot }.map { .string($0.type.name) })),
            ])
        }
        let numbers = (species.pokedexNumbers ?? []).map { ($0.pokedex.name, JSONValue.number($0.entryNumber)) }
        func number(_ value: Int?) -> JSONValue { value.map(JSONValue.number) ?? .null }
        return .object([
            ("ev_yield", .object(effort)), ("base_experience", number(pokemon.baseExperience)),
            ("capture_rate", number(species.captureRate)), ("base_happiness", number(species.baseHappiness)),
            ("growth_rate", species.growthRate.map { .string($0.name) } ?? .null),
            ("growth_rate_title", species.growthRate.map { .string(PokemonMapper.growthRate($0.name)) } ?? .null),
            ("hatch_counter", number(species.hatchCounter)),
            ("held_items", .array(held)), ("past_types", .array(past)), ("pokedex_numbers", .object(numbers)),
        ])
    }

    /// The chain's value in the record: its tree from the first stage, or, for a Pokémon
    /// that does not evolve, the one stage named `title`.
    static func evolution(_ root: TreeNode?, title: String) -> JSONValue {
        if let root { return DocumentJSON.tree(root) }
        return .object([("label", .string(title)), ("condition", .null), ("current", .bool(true)), ("link", .null), ("children", .array([]))])
    }
}
