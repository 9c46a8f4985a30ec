import CatalogKit

/// A team's page: its members as the list (number, name, types, base stat total; Enter opens
/// one), and as the document its defensive coverage against each attacking type, the holes,
/// its offensive coverage from the members' own types (STAB), the abilities that change a
/// matchup, and the average and best of each base stat. Everything comes from the type
/// resources' `damage_relations`; the record holds the same numbers for `team show --json`.
enum TeamPageMapper {
    /// The link kind of a team's page; its id is the team's name.
    static let kind: LinkKind = "team"
    static let recordKind = "team"

    static func page(team: Team, isCurrent: Bool, members: [PokemonFacts], attackingTypes: [String], names: NameLookup) -> LinkedPage {
        let coverage = TeamCoverage(members: members.map(\.member), attackingTypes: attackingTypes)
        func typeName(_ slug: String) -> String { names.label(NameKey(.type, key: slug, slug: slug)) }
        var document = Detail(
            title: "Team " + DisplayText.line(team.name),
            subtitle: "\(members.count) of \(TeamBook.maximumMembers)" + (isCurrent ? " · the current team" : ""))
        if members.isEmpty {
            document.sections = [
                DetailSection(nil, .paragraph("No members yet. Add a Pokémon with the team key (p) on it, or with explore pokemon team add NAME."))
            ]
        } else {
            document.sections =
                [
                    membersSection(members, names: names),
                    defenceSection(coverage, members: members, typeName: typeName),
                    holesSection(coverage, typeName: typeName),
                ]
                + [abilitySection(members, names: names, typeName: typeName)].compactMap { $0 }
                + [offenceSection(coverage, members: members, typeName: typeName), statSection(coverage, members: members)]
        }
        document.record = TeamRecord.team(team, isCurrent: isCurrent, members: members, coverage: coverage)
        return LinkedPage(title: document.title, document: document, entries: members.map { $0.entry(names) }, itemName: "member")
    }

    /// Every team, the current one said (`team list`); its record is `"kind": "teams"`.
    static func teamsDocument(_ book: TeamBook) -> Detail {
        let all = book.teams.contains { $0.name == book.current } ? book.teams : book.teams + [book.team()]
        var document = Detail(title: "Teams", subtitle: "the current team: " + DisplayText.line(book.current))
        document.sections = [
            DetailSection(
                nil,
                .fields(
                    all.map { team in
                        Field(
                            DisplayText.line(team.name),
                            team.members.prefix(TeamBook.maximumMembers).map { DisplayText.line($0.title) }.joined(separator: ", ")
                                + " (\(min(team.members.count, TeamBook.maximumMembers)) of \(TeamBook.maximumMembers))"
                                + (team.name == book.current ? " · current" : ""))
                    }))
        ]
        document.record = EntityRecord(
            kind: "teams", id: .string(book.current),
            keys: [
                ("current", .string(book.current)),
                (
                    "teams",
                    .array(
                        all.map { team in
                            .object([
                                ("name", .string(team.name)),
                                (
                                    "members",
                                    .array(
                                        team.members.prefix(TeamBook.maximumMembers).map { .object([("id", .string($0.id)), ("title", .string($0.title))]) })
                                ),
                            ])
                        })
                ),
            ])
        return document
    }

    static func membersSection(_ members: [PokemonFacts], names: NameLookup) -> DetailSection {
        DetailSection(
            "Members",
            .fields(
                members.map { member in
                    Field(
                        member.title, member.typeNames(names).joined(separator: ", ") + " · total \(member.baseStatTotal)",
                        link: Link(kind: "pokemon", id: member.id, label: member.title), linksLabel: true)
                }))
    }

    /// One line per attacking type: who is weak (with the factor), who resists, who is immune.
    static func defenceSection(_ coverage: TeamCoverage, members: [PokemonFacts], typeName: (String) -> String) -> DetailSection {
        let fields = coverage.defences.map { defence -> Field in
            func who(_ test: (Double) -> Bool, factor: Bool) -> String {
                zip(members, defence.factors).filter { test($0.1) }.sorted { $0.1 > $1.1 }
                    .map { $0.0.title + (factor ? " " + TypeMatchups.label($0.1) : "") }.joined(separator: ", ")
            }
            var parts: [String] = []
            if defence.weak > 0 { parts.append("\(defence.weak) weak (\(who({ $0 >= 2 }, factor: true)))") }
            if defence.resists > 0 { parts.append("\(defence.resists) resist (\(who({ $0 > 0 && $0 < 1 }, factor: true)))") }
            if defence.immune > 0 { parts.append("\(defence.immune) immune (\(who({ $0 == 0 }, factor: false)))") }
            let value = parts.isEmpty ? "neutral" : parts.joined(separator: " · ")
            return Field(typeName(defence.attacker), defence.isHole ? value + " · HOLE" : value)
        }
        return DetailSection("Defensive coverage", .fields(fields))
    }

    static func holesSection(_ coverage: TeamCoverage, typeName: (String) -> String) -> DetailSection {
        let holes = coverage.defences.filter(\.isHole)
        guard !holes.isEmpty else {
            return DetailSection("Holes", .paragraph("None: no attacking type is super-effective on three members with none resisting it."))
        }
        return DetailSection("Holes", .list(holes.map { "\(typeName($0.attacker)): \($0.weak) members weak, none resists or is immune" }))
    }

    /// Members' abilities that change what a type does to them (not counted above: only
    /// one ability is active at a time).
    static func abilitySection(_ members: [PokemonFacts], names: NameLookup, typeName: (String) -> String) -> DetailSection? {
        let fields = members.flatMap { member in
            member.abilities.compactMap { slot -> Field? in
                guard let note = AbilityMatchups.note(slot.ability.name, matchups: member.matchups, typeName: typeName) else { return nil }
                let name = names.label(.ability, slot.ability)
                return Field(
                    member.title, "with " + name + (slot.isHidden ? " (hidden)" : "") + ": " + note,
                    link: PokemonMapper.link("ability", slot.ability, label: name))
            }
        }
        return fields.isEmpty ? nil : DetailSection("Abilities that change matchups", .fields(fields))
    }

    static func offenceSection(_ coverage: TeamCoverage, members: [PokemonFacts], typeName: (String) -> String) -> DetailSection {
        var fields = [
            Field("Super-effective on", coverage.coveredByStab.isEmpty ? "nothing" : coverage.coveredByStab.map(typeName).joined(separator: ", ")),
            Field("Cannot hit ×2", coverage.notCovered.isEmpty ? "nothing: every type is covered" : coverage.notCovered.map(typeName).joined(separator: ", ")),
        ]
        var seen = Set<String>()
        for type in members.flatMap(\.types) where seen.insert(type.name).inserted && !type.damageRelations.doubleDamageTo.isEmpty {
            fields.append(Field(typeName(type.name) + " ×2 on", type.damageRelations.doubleDamageTo.map { typeName($0.name) }.joined(separator: ", ")))
        }
        return DetailSection("Offensive coverage (STAB)", .fields(fields))
    }

    static func statSection(_ coverage: TeamCoverage, members: [PokemonFacts]) -> DetailSection {
        let titles = Dictionary(members.map { ($0.pokemon.name, $0.title) }, uniquingKeysWith: { first, _ in first })
        var fields = coverage.stats.map { stat in
            Field(
                PokemonMapper.statLabel(stat.stat), "average " + average(stat.average) + " · best \(stat.best) (\(titles[stat.bestMember] ?? stat.bestMember))")
        }
        let totals = members.map(\.baseStatTotal)
        if let best = totals.max(), let strongest = members.first(where: { $0.baseStatTotal == best }) {
            fields.append(Field("Total", "average " + average(Double(totals.reduce(0, +)) / Double(totals.count)) + " · best \(best) (\(strongest.title))"))
        }
        return DetailSection("Base stats", .fields(fields))
    }

    /// One decimal: 72.666… → "72.7", 80 → "80" (base stats are clamped, so it is finite).
    static func average(_ value: Double) -> String {
        guard let tenths = Int(exactly: (value * 10).rounded()) else { return "?" }
        return tenths % 10 == 0 ? String(tenths / 10) : PokemonMapper.decimal(tenths)
    }
}
