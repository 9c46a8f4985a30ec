import CatalogKit

/// A comparison's JSON (docs/json-schema.md): both Pokémon's facts, the stat differences
/// (the first's value minus the second's) and both factors against every attacking type.
enum CompareRecord {
    static func record(_ first: PokemonFacts, _ second: PokemonFacts, attackingTypes: [String]) -> EntityRecord {
        let others = Dictionary(second.stats.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        var differences = first.stats.map { ($0.name, JSONValue.number($0.value - (others[$0.name] ?? 0))) }
        differences.append(("total", .number(first.baseStatTotal - second.baseStatTotal)))
        let (a, b) = (first.matchups, second.matchups)
        let defences = attackingTypes.map { type -> JSONValue in
            let (x, y) = (a.defences[type] ?? 1, b.defences[type] ?? 1)
            let weaker: JSONValue = x == y ? .null : .string(x > y ? first.pokemon.name : second.pokemon.name)
            return .object([("type", .string(type)), ("factors", .array([TeamRecord.factor(x), TeamRecord.factor(y)])), ("weaker", weaker)])
        }
        return EntityRecord(
            kind: ComparePageMapper.recordKind, id: .string(first.pokemon.name + "," + second.pokemon.name),
            keys: [
                ("pokemon", .array([pokemon(first), pokemon(second)])),
                ("stat_differences", .object(differences)),
                ("type_defences", .array(defences)),
            ])
    }

    /// One side: the member's facts, and its size and evolution stage.
    static func pokemon(_ facts: PokemonFacts) -> JSONValue {
        guard case var .object(keys) = TeamRecord.member(facts) else { return .null }
        keys.append(("height_m", facts.pokemon.height.map { .decimal(Double($0) / 10) } ?? .null))
        keys.append(("weight_kg", facts.pokemon.weight.map { .decimal(Double($0) / 10) } ?? .null))
        keys.append(("evolution_stage", facts.evolutionStage.map { .object([("stage", .number($0.stage)), ("of", .number($0.of))]) } ?? .null))
        return .object(keys)
    }
}
