import CatalogKit
import Synchronization

/// The Pokédex's own keys: the team (`p` adds or removes, `P` opens its page, and on that
/// page `K`/`J` move the member up or down and `-` removes it), compare (`c` marks one,
/// `c` on another opens both side by side) and a random Pokémon (`~`, of the filters in force).
extension PokemonRepository {
    static let teamToggle: ActionID = "team.toggle"
    static let teamOpen: ActionID = "team.open"
    static let compareMark: ActionID = "compare.mark"
    static let randomOpen: ActionID = "random.open"
    static let memberUp: ActionID = "team.up"
    static let memberDown: ActionID = "team.down"
    static let memberRemove: ActionID = "team.remove"

    /// The keys, as the descriptor declares them for help, the key table and the config.
    static let actionList = [
        CatalogAction(teamToggle, key: "p", name: "team", summary: "add to or remove from the current team"),
        CatalogAction(teamOpen, key: "P", name: "team_page", summary: "the team: members, type coverage, stats"),
        CatalogAction(compareMark, key: "c", name: "compare", summary: "compare: mark one, then c on another"),
        CatalogAction(randomOpen, key: "~", name: "random", summary: "a random Pokémon (of the filters in force)"),
        CatalogAction(memberUp, key: "K", name: "team_up", summary: "move the member up", page: TeamPageMapper.kind),
        CatalogAction(memberDown, key: "J", name: "team_down", summary: "move the member down", page: TeamPageMapper.kind),
        CatalogAction(memberRemove, key: "-", name: "team_remove", summary: "remove the member from the team", page: TeamPageMapper.kind),
    ]

    /// The mark beside a member of the current team: a ball's top half.
    static let memberBadge = "◓"

    public var actions: [CatalogAction] { Self.actionList }

    public func badge(for entry: Entry) -> String? {
        teams.isMember(entry.id) ? Self.memberBadge : nil
    }

    public func perform(_ action: ActionID, in context: ActionContext) async throws(AppError) -> ActionOutcome {
        let onTeamPage = context.page?.kind == TeamPageMapper.kind
        switch action {
        case Self.teamOpen:
            return .follow(Link(kind: TeamPageMapper.kind, id: "", label: "Team"))
        case Self.randomOpen:
            let entry = try await randomEntry(filters: context.filters, freshness: .cachedIfFresh)
            return .follow(Link(kind: "pokemon", id: entry.id, label: entry.title))
        case Self.teamToggle, Self.compareMark, Self.memberUp, Self.memberDown, Self.memberRemove:
            // A Pokémon's own page (a deep link, the random key's) has no row: the page is it.
            let page = context.page.flatMap { $0.kind == "pokemon" ? Entry(id: $0.id, title: $0.label) : nil }
            guard let entry = context.entry ?? page else { return .notice("Choose a Pokémon first.") }
            return try await perform(action, on: entry, onTeamPage: onTeamPage, page: context.page)
        default:
            return .none
        }
    }

    /// An action on one Pokémon: the row or detail the user is on.
    private func perform(_ action: ActionID, on entry: Entry, onTeamPage: Bool, page: Link?) async throws(AppError) -> ActionOutcome {
        switch action {
        case Self.teamToggle:
            let notice = try await toggleTeamMember(entry, freshness: .cachedIfFresh)
            return onTeamPage ? .reloadPage(notice: notice) : .notice(notice)
        case Self.compareMark:
            return compareOutcome(entry)
        default:
            let team = page.flatMap { $0.id.isEmpty ? nil : $0.id }
            let notice = try teams.update { book -> String in
                switch action {
                case Self.memberRemove:
                    return book.remove(entry.id, from: team)
                        ? "Removed \(entry.title) from team \(book.team(team).name)." : "\(entry.title) is not in the team."
                default:
                    let moved = book.move(entry.id, by: action == Self.memberUp ? -1 : 1, in: team)
                    return moved ? "Moved \(entry.title) \(action == Self.memberUp ? "up" : "down")." : "\(entry.title) is already at that end."
                }
            }
            return .reloadPage(notice: notice)
        }
    }

    /// `c`: marks the first Pokémon; on a second, opens both side by side; on the marked
    /// one again, forgets it.
    private func compareOutcome(_ entry: Entry) -> ActionOutcome {
        let marked = compareMarks.withLock { mark -> Entry? in
            defer { mark = mark == nil ? entry : nil }
            return mark
        }
        guard let marked else { return .notice("Marked \(entry.title) to compare: the same key on another Pokémon shows both.") }
        guard marked.id != entry.id else { return .notice("No longer comparing \(entry.title).") }
        return .follow(Link(kind: ComparePageMapper.kind, id: marked.id + "," + entry.id, label: marked.title + " vs " + entry.title))
    }
}

/// The Pokémon `c` marked to compare with the next one, while there is one.
public final class CompareMark: Sendable {
    private let marked = Mutex<Entry?>(nil)

    public init() {}

    func withLock<T>(_ body: (inout Entry?) -> T) -> T {
        marked.withLock { body(&$0) }
    }
}
