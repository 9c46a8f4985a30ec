import CatalogKit

/// The JSON of a team's page and of a comparison (docs/json-schema.md): the numbers the
/// pages show, by the API's slugs, never the display text.
enum TeamRecord {
    /// The factor keys of the JSON, strongest first, as `type_defences` spells them.
    static let factorKeys: [(factor: Double, key: String)] = [(4, "4"), (2, "2"), (1, "1"), (0.5, "0.5"), (0.25, "0.25"), (0, "0")]

    static func team(_ team: Team, isCurrent: Bool, members: [PokemonFacts], coverage: TeamCoverage) -> EntityRecord {
        let defences = coverage.defences.map { defence -> JSONValue in
            .object([
                ("type", .string(defence.attacker)), ("weak", .number(defence.weak)), ("resist", .number(defence.resists)),
                ("immune", .number(defence.immune)), ("hole", .bool(defence.isHole)),
                ("counts", .object(factorKeys.map { ($0.key, .number(defence.count(at: $0.factor))) })),
                ("members", .object(zip(members, defence.factors).map { ($0.0.pokemon.name, factor($0.1)) })),
            ])
        }
        var stats = coverage.stats.map { stat in
            (stat.stat, JSONValue.object([("average", number(stat.average)), ("best", .number(stat.best)), ("best_member", .string(stat.bestMember))]))
        }
        if let strongest = members.max(by: { $0.baseStatTotal < $1.baseStatTotal }) {
            let average = Double(members.map(\.baseStatTotal).reduce(0, +)) / Double(members.count)
            stats.append(
                (
                    "total",
                    .object([
                        ("average", number(average)), ("best", .number(strongest.baseStatTotal)),
                        ("best_member", .string(strongest.pokemon.name)),
                    ])
                ))
        }
        return EntityRecord(
            kind: TeamPageMapper.recordKind, id: .string(team.name),
            keys: [
                ("name", .string(team.name)), ("current", .bool(isCurrent)),
                ("members", .array(members.map(member))),
                ("defences", .array(defences)),
                ("holes", .array(coverage.holes.map(JSONValue.string))),
                (
                    "offence",
                    .object([
                        ("super_effective", .array(coverage.coveredByStab.map(JSONValue.string))),
                        ("not_super_effective", .array(coverage.notCovered.map(JSONValue.string))),
                    ])
                ),
                ("stats", .object(stats)),
                ("ability_notes", .array(members.flatMap(abilityNotes))),
            ])
    }

    /// A member's facts: its ids, types, base stats and total, abilities.
    static func member(_ facts: PokemonFacts) -> JSONValue {
        .object([
            ("id", .number(facts.pokemon.id)), ("name", .string(facts.pokemon.name)), ("title", .string(facts.title)),
            ("types", .array(facts.types.map { .string($0.name) })),
            ("stats", .object(facts.stats.map { ($0.name, .number($0.value)) })), ("base_stat_total", .number(facts.baseStatTotal)),
            ("abilities", .array(facts.abilities.map { .object([("name", .string($0.ability.name)), ("hidden", .bool($0.isHidden))]) })),
        ])
    }

    /// What each of the member's abilities that changes a matchup does: the factor with it
    /// and without.
    static func abilityNotes(_ facts: PokemonFacts) -> [JSONValue] {
        let matchups = facts.matchups
        return facts.abilities.compactMap { slot -> JSONValue? in
            guard let changes = AbilityMatchups.changes[slot.ability.name] else { return nil }
            let types = changes.sorted { $0.key < $1.key }.map { type, factor -> (String, JSONValue) in
                let before = matchups.defences[type] ?? 1
                return (type, .object([("with", Self.factor(before * factor)), ("without", Self.factor(before))]))
            }
            return .object([
                ("member", .string(facts.pokemon.name)), ("ability", .string(slot.ability.name)), ("hidden", .bool(slot.isHidden)),
                ("types", .object(types)),
            ])
        }
    }

    /// A factor as JSON: a whole one as an integer (4), else as it is (0.5).
    static func factor(_ value: Double) -> JSONValue {
        guard value == value.rounded(), let whole = Int(exactly: value) else { return .decimal(value) }
        return .number(whole)
    }

    /// An average to one decimal, as the page shows it: 72.666… → 72.7, 80 → 80.
    static func number(_ value: Double) -> JSONValue {
        factor((value * 10).rounded() / 10)
    }
}
