import CatalogKit

/// What a team or a comparison knows of one Pokémon: the pokemon and its species, its type
/// resources (for the matchups, from their `damage_relations`), its `pokemon-form` names
/// for a form, and its evolution chain where a comparison wants the stage.
struct PokemonFacts: Sendable {
    var pokemon: PokemonDTO
    var species: SpeciesDTO
    /// In slot order.
    var types: [TypeDTO]
    var form: PokemonFormDTO?
    var chain: EvolutionChainDTO?

    /// The name shown: a form's full English name ("Mega Charizard X"), else the species'.
    var title: String {
        let speciesName = PokemonMapper.localizedName(of: species) ?? NameLookup.placeholder(species.name)
        guard PokemonMapper.isAlternativeForm(pokemon) else { return speciesName }
        return form.flatMap { PokemonMapper.english($0.names) } ?? NameLookup.placeholder(pokemon.name)
    }

    /// The Pokémon's own id as text: what a team member and a link keep.
    var id: String { String(pokemon.id) }

    /// Its base stats as the coverage takes them (clamped as the detail shows them).
    var stats: [TeamCoverage.BaseStat] {
        pokemon.stats.map { TeamCoverage.BaseStat(name: $0.stat.name, value: PokemonMapper.statValue($0.baseStat)) }
    }

    /// The sum of its base stats.
    var baseStatTotal: Int { stats.reduce(0) { $0 + $1.value } }

    /// As the coverage takes it, named by its slug.
    var member: TeamCoverage.Member {
        TeamCoverage.Member(name: pokemon.name, types: types, stats: stats)
    }

    /// How attacks fare against it.
    var matchups: TypeMatchups { TypeMatchups(types: types) }

    /// Its abilities in slot order.
    var abilities: [PokemonDTO.AbilitySlot] { pokemon.abilities.sorted { $0.slot < $1.slot } }

    /// Its types' names, in slot order.
    func typeNames(_ names: NameLookup) -> [String] {
        types.map { PokemonMapper.english($0.names) ?? names.label(NameKey(.type, key: $0.name, slug: $0.name)) }
    }

    /// Its list row on a team or comparison page: number, name, types and base stat total.
    func entry(_ names: NameLookup) -> Entry {
        Entry(
            id: id, title: title, number: pokemon.id, subtitle: typeNames(names).joined(separator: "/") + " · total \(baseStatTotal)",
            name: pokemon.name,
            fields: EntryFields([
                ("types", .array(types.map { .string($0.name) })), ("base_stat_total", .number(baseStatTotal)),
            ]))
    }

    /// Its stage in its evolution chain and the chain's number of stages on its branch
    /// (Charizard: 3 of 3); nil without a chain.
    var evolutionStage: (stage: Int, of: Int)? {
        guard let chain else { return nil }
        return Self.stage(of: species.name, in: PokemonMapper.pruned(chain.chain), depth: 1)
    }

    /// The depth of `name` below `link`, and the longest branch through it.
    private static func stage(of name: String, in link: EvolutionChainDTO.Link, depth: Int) -> (stage: Int, of: Int)? {
        if link.species.name == name { return (depth, depth + height(link)) }
        for child in link.evolvesTo {
            if let found = stage(of: name, in: child, depth: depth + 1) { return found }
        }
        return nil
    }

    /// How many stages follow `link` on its longest branch.
    private static func height(_ link: EvolutionChainDTO.Link) -> Int {
        link.evolvesTo.map { 1 + height($0) }.max() ?? 0
    }
}
