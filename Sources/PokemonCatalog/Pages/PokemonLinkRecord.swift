import CatalogKit

/// The keys of the pages a Pokémon links to, for `show KIND/ID` (docs/json-schema.md): built
/// from PokéAPI's answers by the API's own names, never from the page's display text.
enum PokemonLinkRecord {
    /// Resources as `{"id", "name"}` (the id from the resource's address), in the API's order.
    static func resources(_ resources: [NamedResource]) -> JSONValue {
        .array(resources.map { .object([("id", $0.id.map(JSONValue.number) ?? .null), ("name", .string($0.name))]) })
    }

    static func name(_ resource: NamedResource?) -> JSONValue {
        .optional(resource?.name)
    }

    /// The English effect text, paragraphs kept, `$effect_chance` filled in; null when none.
    static func effect(_ entries: [EffectEntry]?, chance: Int? = nil, short: Bool = false) -> JSONValue {
        let entry = entries?.last { $0.language.name == "en" }
        guard let text = short ? entry?.shortEffect : entry?.effect ?? entry?.shortEffect else { return .null }
        return .string(PokemonLinkMapper.fillChance(PokemonLinkMapper.paragraphs(text), chance))
    }

    static func type(_ type: TypeDTO) -> EntityRecord {
        let relations = type.damageRelations
        let names: (([NamedResource]) -> JSONValue) = { .array($0.map { .string($0.name) }) }
        return EntityRecord(
            kind: "type", id: .number(type.id),
            keys: [
                ("name", .string(type.name)),
                (
                    "damage_relations",
                    .object([
                        ("double_damage_to", names(relations.doubleDamageTo)),
                        ("half_damage_to", names(relations.halfDamageTo)),
                        ("no_damage_to", names(relations.noDamageTo)),
                        ("double_damage_from", names(relations.doubleDamageFrom)),
                        ("half_damage_from", names(relations.halfDamageFrom)),
                        ("no_damage_from", names(relations.noDamageFrom)),
                    ])
                ),
                ("pokemon", resources(type.pokemon.sorted { $0.slot < $1.slot }.map(\.pokemon))),
            ])
    }

    static func ability(_ ability: AbilityDTO) -> EntityRecord {
        let holders = ability.pokemon.map { holder in
            JSONValue.object([
                ("id", holder.pokemon.id.map(JSONValue.number) ?? .null), ("name", .string(holder.pokemon.name)), ("hidden", .bool(holder.isHidden)),
            ])
        }
        return EntityRecord(
            kind: "ability", id: .number(ability.id),
            keys: [
                ("name", .string(ability.name)),
                ("generation", name(ability.generation)),
                ("short_effect", effect(ability.effectEntries, short: true)),
                ("effect", effect(ability.effectEntries)),
                ("pokemon", .array(holders)),
            ])
    }

    static func move(_ move: MoveDTO) -> EntityRecord {
        EntityRecord(
            kind: "move", id: .number(move.id),
            keys: [
                ("name", .string(move.name)),
                ("type", name(move.type)),
                ("damage_class", name(move.damageClass)),
                ("power", move.power.map(JSONValue.number) ?? .null),
                ("accuracy", move.accuracy.map(JSONValue.number) ?? .null),
                ("pp", move.pp.map(JSONValue.number) ?? .null),
                ("priority", move.priority.map(JSONValue.number) ?? .null),
                ("effect_chance", move.effectChance.map(JSONValue.number) ?? .null),
                ("effect", effect(move.effectEntries, chance: move.effectChance)),
                ("generation", name(move.generation)),
                ("pokemon", resources(move.learnedByPokemon ?? [])),
            ])
    }

    static func generation(_ generation: GenerationDTO) -> EntityRecord {
        EntityRecord(
            kind: "generation", id: .number(generation.id),
            keys: [
                ("name", .string(generation.name)),
                ("main_region", .string(generation.mainRegion.name)),
                ("pokemon_species", resources(generation.pokemonSpecies)),
            ])
    }

    static func eggGroup(_ group: EggGroupDTO) -> EntityRecord {
        EntityRecord(
            kind: "egg-group", id: .number(group.id),
            keys: [
                ("name", .string(group.name)),
                ("pokemon_species", resources(group.pokemonSpecies)),
            ])
    }

    static func item(_ item: ItemDTO) -> EntityRecord {
        EntityRecord(
            kind: "item", id: .number(item.id),
            keys: [
                ("name", .string(item.name)),
                ("category", name(item.category)),
                ("effect", effect(item.effectEntries)),
                ("pokemon", resources((item.heldByPokemon ?? []).map(\.pokemon))),
            ])
    }
}
