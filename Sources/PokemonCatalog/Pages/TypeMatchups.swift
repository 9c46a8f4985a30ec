import CatalogKit

/// How attacks of each type fare against a Pokémon of one or two types, from the types'
/// `damage_relations`: each defending type doubles, halves or cancels the damage of the
/// attacking types it names, and the factors multiply (Rock hits Fire/Flying ×4). Types that
/// no relation names hit ×1 and are not listed.
public struct TypeMatchups: Sendable, Equatable {
    /// The attacking types (slugs) whose factor is not `unlisted`, with the factor.
    public let defences: [String: Double]
    /// The factor of every attacking type `defences` does not name: 1, or 0 behind Wonder
    /// Guard, which lets only super-effective hits land.
    public let unlisted: Double
    /// The defending Pokémon's own types, each with the types it hits super-effectively.
    public let offence: [(type: String, strongAgainst: [String])]

    init(defences: [String: Double], unlisted: Double, offence: [(type: String, strongAgainst: [String])]) {
        (self.defences, self.unlisted, self.offence) = (defences, unlisted, offence)
    }

    public init(types: [TypeDTO]) {
        var factors: [String: Double] = [:]
        for type in types {
            let relations = type.damageRelations
            for (attackers, factor) in [(relations.doubleDamageFrom, 2.0), (relations.halfDamageFrom, 0.5), (relations.noDamageFrom, 0.0)] {
                for attacker in attackers { factors[attacker.name, default: 1] *= factor }
            }
        }
        defences = factors.filter { $0.value != 1 }
        unlisted = 1
        offence = types.map { ($0.name, $0.damageRelations.doubleDamageTo.map(\.name)) }
    }

    public static func == (lhs: TypeMatchups, rhs: TypeMatchups) -> Bool {
        lhs.defences == rhs.defences && lhs.unlisted == rhs.unlisted && lhs.offence.map(\.type) == rhs.offence.map(\.type)
            && lhs.offence.map(\.strongAgainst) == rhs.offence.map(\.strongAgainst)
    }

    /// The factors shown, strongest first: ×4, ×2, ×½, ×¼, ×0.
    public static let shownFactors: [(factor: Double, label: String)] = [(4, "×4"), (2, "×2"), (0.5, "×½"), (0.25, "×¼"), (0, "×0")]

    /// The attacking types (slugs) at `factor`, in the order the relations name them.
    public func attackers(at factor: Double) -> [String] {
        defences.filter { $0.value == factor }.keys.sorted()
    }

    /// "×4", "×1", "×½"… for any factor.
    public static func label(_ factor: Double) -> String {
        if let shown = shownFactors.first(where: { $0.factor == factor }) { return shown.label }
        return "×" + (factor == factor.rounded() && abs(factor) < 1_000_000 ? String(Int(factor)) : String(factor))
    }
}

/// Abilities that change what an attacking type does to their holder, which PokéAPI gives
/// only as prose: Levitate makes Ground moves miss, Flash Fire takes in Fire, Thick Fat halves
/// Fire and Ice, Dry Skin takes Fire ×1.25, Fluffy doubles Fire, Wonder Guard lets only
/// super-effective hits land. The game rule, by the ability's slug; names come from the API.
enum AbilityMatchups {
    static let changes: [String: [String: Double]] = [
        "levitate": ["ground": 0], "earth-eater": ["ground": 0],
        "flash-fire": ["fire": 0], "well-baked-body": ["fire": 0],
        "water-absorb": ["water": 0], "storm-drain": ["water": 0], "dry-skin": ["water": 0, "fire": 1.25],
        "volt-absorb": ["electric": 0], "lightning-rod": ["electric": 0], "motor-drive": ["electric": 0],
        "sap-sipper": ["grass": 0],
        "thick-fat": ["fire": 0.5, "ice": 0.5], "heatproof": ["fire": 0.5], "water-bubble": ["fire": 0.5],
        "purifying-salt": ["ghost": 0.5], "fluffy": ["fire": 2],
    ]
    /// Only super-effective hits land: every other type does nothing.
    static let wonderGuard = "wonder-guard"

    /// `matchups` with `ability` held; nil when it changes nothing.
    static func applied(_ ability: String, to matchups: TypeMatchups) -> TypeMatchups? {
        if ability == wonderGuard {
            return TypeMatchups(defences: matchups.defences.filter { $0.value >= 2 }, unlisted: 0, offence: matchups.offence)
        }
        guard let changes = changes[ability] else { return nil }
        var defences = matchups.defences
        for (type, factor) in changes {
            let after = (defences[type] ?? matchups.unlisted) * factor
            defences[type] = after == matchups.unlisted ? nil : after
        }
        return TypeMatchups(defences: defences, unlisted: matchups.unlisted, offence: matchups.offence)
    }

    /// What `ability` changes for a holder with `matchups`: "Ground ×0 (else ×½)"; nil when
    /// it changes nothing.
    static func note(_ ability: String, matchups: TypeMatchups, typeName: (String) -> String = { DisplayText.title(fromSlug: $0) }) -> String? {
        if ability == wonderGuard {
            let landing = matchups.defences.filter { $0.value >= 2 }.keys.sorted().map(typeName)
            return "only super-effective hits land" + (landing.isEmpty ? "" : " (" + landing.joined(separator: ", ") + ")") + "; every other type ×0"
        }
        guard let changes = changes[ability] else { return nil }
        let parts = changes.sorted { $0.key < $1.key }.map { type, factor -> String in
            let before = matchups.defences[type] ?? matchups.unlisted
            let after = before * factor
            return typeName(type) + " " + TypeMatchups.label(after) + " (else " + TypeMatchups.label(before) + ")"
        }
        return parts.joined(separator: ", ")
    }
}
