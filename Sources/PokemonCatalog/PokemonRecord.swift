import CatalogKit

/// A Pokémon's keys for its JSON (docs/json-schema.md), built from PokéAPI's answers: its id
/// (an alternative form's own, else the national number), its name, types, abilities with
/// `is_hidden`, base stats by the API's stat names, and its evolution chain (a part of its
/// own, filled in again when the chain loads after a failure).
enum PokemonRecord {
    static let kind = "pokemon"

    static func record(pokemon: PokemonDTO, species: SpeciesDTO, displayName: String, evolution: DetailSection?) -> EntityRecord {
        let id = pokemon.name != species.name && pokemon.id > PokemonMapper.firstFormID ? pokemon.id : species.id
        let types = pokemon.types.sorted { $0.slot < $1.slot }.map { JSONValue.string(PokemonJSON.slug(DisplayText.title(fromSlug: $0.type.name))) }
        let abilities = pokemon.abilities.sorted { $0.slot < $1.slot }.map { slot -> JSONValue in
            let title = DisplayText.title(fromSlug: slot.ability.name)
            return .object([("name", .string(PokemonJSON.slug(title))), ("title", .string(title)), ("hidden", .bool(slot.isHidden))])
        }
        let stats = pokemon.stats.map { ($0.stat.name, JSONValue.number(PokemonMapper.statValue($0.baseStat))) }
        return EntityRecord(kind: kind, id: .number(id), keys: [
            ("name", .string(PokemonJSON.slug(displayName))),
            ("types", .array(types)),
            ("abilities", .array(abilities)),
            ("stats", .object(stats)),
            ("evolution", evolution?.recordValue ?? .null),
        ], parts: [PokemonMapper.evolutionPart: "evolution"])
    }

    /// The chain's value in the record: its tree from the first stage, or, for a Pokémon
    /// that does not evolve, the one stage named `title`.
    static func evolution(_ root: TreeNode?, title: String) -> JSONValue {
        if let root { return DocumentJSON.tree(root) }
        return .object([("label", .string(title)), ("condition", .null), ("current", .bool(true)), ("link", .null), ("children", .array([]))])
    }
}
