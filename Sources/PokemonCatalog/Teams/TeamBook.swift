import CatalogKit

/// The teams file's document (`teams.json` in the data folder): several named parties of
/// up to six Pokémon, one of them current (the one `p` and `explore pokemon team` change
/// when no team is named).
///
/// ```json
/// {"version": 1, "current": "main", "teams": [{"name": "main", "members": [{"id": "6", "title": "Charizard"}]}]}
/// ```
///
/// Every change is a function on the document as the file holds it at that moment (see
/// ``TeamStore``), so two instances editing teams lose nothing.
public struct TeamBook: Codable, Sendable, Equatable {
    /// The team there is before any is named.
    public static let defaultName = "main"
    /// A party's size in the games.
    public static let maximumMembers = 6
    /// The longest team name kept, in characters.
    public static let maximumNameLength = 40

    public var version = 1
    public var current = TeamBook.defaultName
    public var teams: [Team] = []

    public init(current: String = TeamBook.defaultName, teams: [Team] = []) {
        self.current = current
        self.teams = teams
    }

    /// The team called `name` (the current one for nil), empty when it has no members yet.
    public func team(_ name: String? = nil) -> Team {
        let wanted = name ?? current
        return teams.first { $0.name == wanted } ?? Team(name: wanted)
    }

    /// Whether the current team holds the Pokémon whose id is `id`.
    public func isMember(_ id: String) -> Bool {
        team().members.contains { $0.id == id }
    }

    /// Adds `member` to the team `name` (the current one for nil); a Pokémon already in it
    /// stays where it is. A full team refuses it.
    @discardableResult
    public mutating func add(_ member: TeamMember, to name: String? = nil) throws(AppError) -> Team {
        try change(name) { team throws(AppError) in
            guard !team.members.contains(where: { $0.id == member.id }) else { return }
            guard team.members.count < Self.maximumMembers else {
                throw AppError(
                    kind: .invalidRequest, message: "The team \(team.name) is full (\(Self.maximumMembers) of \(Self.maximumMembers)): remove a member first.",
                    isRetryable: false)
            }
            team.members.append(member)
        }
    }

    /// Removes the Pokémon whose id is `id` from the team `name`; whether it was there.
    @discardableResult
    public mutating func remove(_ id: String, from name: String? = nil) -> Bool {
        var found = false
        _ = try? change(name) { team in
            found = team.members.contains { $0.id == id }
            team.members.removeAll { $0.id == id }
        }
        return found
    }

    /// Adds `member` when it is not in the team `name`, else removes it: whether it is in now.
    public mutating func toggle(_ member: TeamMember, in name: String? = nil) throws(AppError) -> Bool {
        if remove(member.id, from: name) { return false }
        try add(member, to: name)
        return true
    }

    /// Moves the member whose id is `id` by `offset` places (−1: up), kept within the team;
    /// whether it moved.
    @discardableResult
    public mutating func move(_ id: String, by offset: Int, in name: String? = nil) -> Bool {
        var moved = false
        _ = try? change(name) { team in
            guard let from = team.members.firstIndex(where: { $0.id == id }) else { return }
            let to = min(max(0, from + offset), team.members.count - 1)
            guard to != from else { return }
            team.members.insert(team.members.remove(at: from), at: to)
            moved = true
        }
        return moved
    }

    /// Empties the team `name`.
    public mutating func clear(_ name: String? = nil) {
        _ = try? change(name) { team in team.members.removeAll() }
    }

    /// Makes the team `name` the current one (a new name starts an empty team).
    public mutating func select(_ name: String) throws(AppError) {
        current = try Self.checkedName(name)
        if !teams.contains(where: { $0.name == current }) { teams.append(Team(name: current)) }
    }

    /// `name` as a team is called: trimmed, one line, at most ``maximumNameLength`` characters.
    public static func checkedName(_ name: String) throws(AppError) -> String {
        let line = DisplayText.line(name).trimmingWhitespace()
        guard !line.isEmpty, line.count <= maximumNameLength else {
            throw AppError(kind: .invalidRequest, message: "A team's name is 1 to \(maximumNameLength) characters long.", isRetryable: false)
        }
        return line
    }

    /// Applies `edit` to the team `name` (created when missing); the team after it.
    private mutating func change(_ name: String?, _ edit: (inout Team) throws(AppError) -> Void) throws(AppError) -> Team {
        let wanted = try name.map(Self.checkedName) ?? current
        let index =
            teams.firstIndex { $0.name == wanted }
            ?? {
                teams.append(Team(name: wanted))
                return teams.count - 1
            }()
        try edit(&teams[index])
        return teams[index]
    }
}

/// One named party, its members in their order.
public struct Team: Codable, Sendable, Equatable {
    public var name: String
    public var members: [TeamMember]

    public init(name: String, members: [TeamMember] = []) {
        self.name = name
        self.members = members
    }
}

/// One member: the Pokémon's own id (a form's own, `10034` for Mega Charizard X) and the
/// title it had when added.
public struct TeamMember: Codable, Sendable, Hashable {
    public var id: String
    public var title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
