import CatalogKit

/// A Pokémon's moves as its detail lists them: the ones it learns in the latest games, by
/// level first (in level order), then by machine, egg and tutor, then any other way, each
/// labelled with how ("Lv 1 Thunder Shock", "TM Thunderbolt").
public enum Learnset {
    /// Version groups that came out late but replay old games (the Japanese Red, Green and
    /// Blue): never "the latest games" even though their ids are high.
    static let retroVersionGroups: Set<String> = ["red-green-japan", "blue-japan"]

    /// The version group whose moves are listed: the highest id in which the Pokémon learns
    /// moves by level, preferring one where it also learns some by machine (a full main-series
    /// game, not a rental format), and one whose level-up list is at least half as long as its
    /// longest (Legends: Arceus gives Wurmple two moves where the main games give five). A
    /// Pokémon that learns moves in no game by level (the newest Megas) gets the newest game
    /// it learns moves in at all. Nil without moves.
    public static func latestVersionGroup(of moves: [MoveSlot]) -> NamedResource? {
        var groups: [Int: (group: NamedResource, names: Set<String>, levelled: Int)] = [:]
        for slot in moves {
            for learning in slot.learnings where !retroVersionGroups.contains(learning.versionGroup.name) {
                guard let id = learning.versionGroup.id else { continue }
                groups[id, default: (learning.versionGroup, [], 0)].names.insert(learning.method.name)
                if learning.method.name == "level-up" { groups[id]?.levelled += 1 }
            }
        }
        let longest = groups.values.map(\.levelled).max() ?? 0
        let levelled = groups.filter { $0.value.levelled > 0 && $0.value.levelled * 2 >= longest }
        let full = levelled.filter { $0.value.names.contains("machine") }
        let chosen = full.max { $0.key < $1.key } ?? levelled.max { $0.key < $1.key } ?? groups.max { $0.key < $1.key }
        return chosen?.value.group
    }

    /// The version groups the Pokémon learns moves in, newest first (by id), the retro ones aside.
    public static func versionGroups(of moves: [MoveSlot]) -> [NamedResource] {
        var groups: [Int: NamedResource] = [:]
        for slot in moves {
            for learning in slot.learnings where !retroVersionGroups.contains(learning.versionGroup.name) {
                if let id = learning.versionGroup.id { groups[id] = learning.versionGroup }
            }
        }
        return groups.keys.sorted(by: >).compactMap { groups[$0] }
    }

    /// The Moves section: in `game` (a version group's slug) when the Pokémon learns moves
    /// there, else in ``latestVersionGroup(of:)``; headed with the game's name ("Moves ·
    /// Scarlet/Violet"), each row a link to the move with how it is learnt, its type, class,
    /// power and accuracy (once its resource is known). Empty without moves.
    public static func sections(for moves: [MoveSlot], game: String? = nil, names: NameLookup = NameLookup()) -> [DetailSection] {
        let groups = versionGroups(of: moves)
        guard let group = shownGroup(among: groups, of: moves, game: game) else { return [] }
        let links = links(for: moves, in: group, names: names)
        guard !links.isEmpty else { return [] }
        let heading = "Moves · " + names.label(.versionGroup, group)
        let record: JSONValue = .object([("game", .string(group.name)), ("games", .array(groups.map { .string($0.name) }))])
        return [DetailSection(heading, .links(links), recordValue: record)]
    }

    /// The game whose moves are listed: `game` where the Pokémon learns moves there, else the
    /// latest (``latestVersionGroup(of:)``); `groups` are the moves' ``versionGroups(of:)``,
    /// worked out once by the caller.
    public static func shownGroup(among groups: [NamedResource], of moves: [MoveSlot], game: String?) -> NamedResource? {
        groups.first { $0.name == game } ?? latestVersionGroup(of: moves)
    }

    /// The rows of `group`, in the order described above.
    static func links(for moves: [MoveSlot], in group: NamedResource, names: NameLookup) -> [Link] {
        var rows: [(rank: Int, level: Int, name: String, link: Link)] = []
        for slot in moves {
            let key = NameKey(.move, slot.move)
            let name = names.label(key)
            let facts = names.moveFacts(key).map { " · " + describe($0, names: names) } ?? ""
            for learning in slot.learnings where learning.versionGroup.name == group.name {
                let (rank, prefix) = method(learning.method, level: learning.level, names: names)
                rows.append((rank, learning.level, name, Link(kind: "move", id: key.key, label: prefix + " " + name + facts)))
            }
        }
        rows.sort { ($0.rank, $0.level, $0.name) < ($1.rank, $1.level, $1.name) }
        var seen = Set<String>()
        return rows.map(\.link).filter { seen.insert($0.label).inserted }
    }

    /// "Electric · Special · 90 · 100%": a power or accuracy the move does not have is "—".
    static func describe(_ facts: MoveFacts, names: NameLookup) -> String {
        var parts: [String] = []
        if let type = facts.type { parts.append(names.label(.type, type)) }
        if let damageClass = facts.damageClass { parts.append(DisplayText.title(fromSlug: damageClass)) }
        parts.append(facts.power.map(String.init) ?? "—")
        parts.append(facts.accuracy.map { "\($0)%" } ?? "—")
        return parts.joined(separator: " · ")
    }

    /// The order of a learn method and the label's prefix: "Lv 12", "Evolution" (level 0),
    /// "TM" (PokéAPI gives a machine's number only through one more request per move and game,
    /// which the list does not make), "Egg", "Tutor", then any other method by its English name.
    static func method(_ method: NamedResource, level: Int, names: NameLookup) -> (Int, String) {
        switch method.name {
        case "level-up": return (0, level > 0 ? "Lv \(level)" : "Evolution")
        case "machine": return (1, "TM")
        case "egg": return (2, "Egg")
        case "tutor": return (3, "Tutor")
        default: return (4, names.label(.learnMethod, method))
        }
    }
}
