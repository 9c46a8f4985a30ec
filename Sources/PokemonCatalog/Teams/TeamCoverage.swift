/// A party's type coverage, from its members' types' `damage_relations`: for each attacking
/// type, how many members are weak (×2, ×4), resist (×½, ×¼) or are immune (×0), with the
/// holes called out (a type at least three members are weak to and none resists or is immune
/// to); which types the party's own types hit super-effectively (STAB) and which none does;
/// and the average and best of each base stat.
public struct TeamCoverage: Sendable, Equatable {
    /// One member as the coverage needs it.
    public struct Member: Sendable, Equatable {
        public var name: String
        /// Its types with their damage relations, in slot order.
        public var types: [TypeDTO]
        /// Base stats as the API lists them: its stat name ("speed") and the value.
        public var stats: [BaseStat]

        public init(name: String, types: [TypeDTO], stats: [BaseStat]) {
            self.name = name
            self.types = types
            self.stats = stats
        }
    }

    /// One base stat of a member.
    public struct BaseStat: Sendable, Equatable {
        public var name: String
        public var value: Int

        public init(name: String, value: Int) {
            self.name = name
            self.value = value
        }
    }

    /// How the party stands against one attacking type.
    public struct Defence: Sendable, Equatable {
        public var attacker: String
        /// Each member's factor against the attacking type, in member order (×1 included).
        public var factors: [Double]
        public var weak: Int { factors.filter { $0 >= 2 }.count }
        public var resists: Int { factors.filter { $0 > 0 && $0 < 1 }.count }
        public var immune: Int { factors.filter { $0 == 0 }.count }
        /// How many members take exactly `factor` (×4, ×2, ×½, ×¼ or ×0).
        public func count(at factor: Double) -> Int { factors.filter { $0 == factor }.count }
        /// At least three weak and nobody resists or is immune.
        public var isHole: Bool { weak >= 3 && resists == 0 && immune == 0 }
    }

    /// One line per attacking type, in the order given.
    public let defences: [Defence]
    /// Attacking types that some member's own type hits super-effectively, in the order given.
    public let coveredByStab: [String]
    /// Attacking types that no member's own type hits super-effectively.
    public let notCovered: [String]
    /// Per stat (in the API's order, as the first member lists them): the party's average and best.
    public let stats: [(stat: String, average: Double, best: Int, bestMember: String)]

    /// The coverage of `members` against `attackingTypes` (the type slugs the API lists that
    /// take part in battle).
    public init(members: [Member], attackingTypes: [String]) {
        let matchups = members.map { TypeMatchups(types: $0.types) }
        defences = attackingTypes.map { attacker in
            Defence(attacker: attacker, factors: matchups.map { $0.defences[attacker] ?? 1 })
        }
        let hit = Set(members.flatMap { $0.types.flatMap { $0.damageRelations.doubleDamageTo.map(\.name) } })
        coveredByStab = attackingTypes.filter(hit.contains)
        notCovered = attackingTypes.filter { !hit.contains($0) }
        let order = members.first?.stats.map(\.name) ?? []
        stats = order.compactMap { stat in
            let values = members.compactMap { member in member.stats.first { $0.name == stat }.map { (member.name, $0.value) } }
            guard let best = values.max(by: { $0.1 < $1.1 }) else { return nil }
            return (stat, Double(values.reduce(0) { $0 + $1.1 }) / Double(values.count), best.1, best.0)
        }
    }

    /// The holes: attacking types the party is badly exposed to.
    public var holes: [String] { defences.filter(\.isHole).map(\.attacker) }

    public static func == (lhs: TeamCoverage, rhs: TeamCoverage) -> Bool {
        lhs.defences == rhs.defences && lhs.coveredByStab == rhs.coveredByStab && lhs.notCovered == rhs.notCovered
            && lhs.stats.map(\.stat) == rhs.stats.map(\.stat) && lhs.stats.map(\.best) == rhs.stats.map(\.best)
    }
}
