import CatalogKit

/// The team commands and the team key, on the team store: each change is one operation on
/// what the teams file holds at that moment.
extension PokemonRepository {
    /// Runs `command` on the team `name` (the current one for nil).
    func run(_ command: TeamCommand, team name: String?, freshness: Freshness) async throws(AppError) -> TeamCommandOutcome {
        let named = try name.map(TeamBook.checkedName)
        switch command {
        case .show:
            return .page(try await teamPage(named, freshness: freshness))
        case .list:
            return .teams(TeamPageMapper.teamsDocument(try teams.load()))
        case let .add(names):
            let found = try await facts(names, chain: false, freshness)
            let (team, added) = try teams.update { book throws(AppError) -> (Team, [String]) in
                let before = book.team(named)
                // Each Pokémon once, and only those not in the team yet; all of them or none.
                var seen = Set(before.members.map(\.id))
                let new = found.filter { seen.insert($0.id).inserted }
                guard before.members.count + new.count <= TeamBook.maximumMembers else {
                    throw AppError(
                        kind: .invalidRequest,
                        message: "Team \(before.name) has \(before.members.count) of \(TeamBook.maximumMembers): "
                            + "\(new.count) more would make \(before.members.count + new.count). Nothing was added.", isRetryable: false)
                }
                var team = before
                for member in new { team = try book.add(TeamMember(id: member.id, title: member.title), to: named) }
                return (team, new.map(\.title))
            }
            guard !added.isEmpty else {
                var named = Set<String>()
                let titles = found.filter { named.insert($0.id).inserted }.map(\.title)
                return .message("\(Self.joined(titles)) already in team \(team.name) (\(team.members.count)/\(TeamBook.maximumMembers))")
            }
            return .message("added \(Self.joined(added)) to team \(team.name) (\(team.members.count)/\(TeamBook.maximumMembers))")
        case let .remove(names):
            let ids = try await memberIDs(names, in: named, freshness: freshness)
            let (team, removed) = try teams.update { book -> (Team, [String]) in
                let titles = Dictionary(book.team(named).members.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
                let removed = ids.filter { book.remove($0, from: named) }.map { titles[$0] ?? $0 }
                return (book.team(named), removed)
            }
            guard !removed.isEmpty else { throw AppError(kind: .notFound, message: "None of them is in team \(team.name).", isRetryable: false) }
            return .message("removed \(Self.joined(removed)) from team \(team.name) (\(team.members.count)/\(TeamBook.maximumMembers))")
        case .clear:
            let team = try teams.update { book -> Team in
                book.clear(named)
                return book.team(named)
            }
            return .message("cleared team \(team.name)")
        case let .use(team):
            let current = try teams.update { book throws(AppError) -> String in
                try book.select(team)
                return book.current
            }
            return .message("team \(current) is the current team")
        }
    }

    /// The team key on a Pokémon: adds it to the current team or removes it; the notice.
    public func toggleTeamMember(_ entry: Entry, freshness: Freshness) async throws(AppError) -> String {
        // A row opened by name (a deep link) is keyed by the Pokémon's number.
        let member = try await facts(entry.id, chain: false, freshness)
        let (isIn, team) = try teams.update { book throws(AppError) -> (Bool, Team) in
            let isIn = try book.toggle(TeamMember(id: member.id, title: member.title))
            return (isIn, book.team())
        }
        let count = "(\(team.members.count)/\(TeamBook.maximumMembers))"
        return isIn ? "Added \(member.title) to team \(team.name) \(count)." : "Removed \(member.title) from team \(team.name) \(count)."
    }

    /// The ids of the members `names` name: a member's title or id as given, else the
    /// Pokémon the name is (asked of the API).
    private func memberIDs(_ names: [String], in team: String?, freshness: Freshness) async throws(AppError) -> [String] {
        let members = try teams.load().team(team).members
        var ids: [String] = []
        for name in names {
            let folded = SearchMatcher.fold(name)
            if let member = members.first(where: { $0.id == name || SearchMatcher.fold($0.title) == folded }) {
                ids.append(member.id)
            } else {
                ids.append(try await facts(name, chain: false, freshness).id)
            }
        }
        return ids
    }

    /// "Charizard, Gyarados and Pikachu".
    static func joined(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
