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

    /// The heading of the Moves section, naming the game: "Moves · Scarlet Violet".
    public static func heading(for moves: [MoveSlot]) -> String {
        guard let group = latestVersionGroup(of: moves) else { return "Moves" }
        return "Moves · " + DisplayText.title(fromSlug: group.name)
    }

    /// The links of the "Moves" section, in the order described above.
    public static func links(for moves: [MoveSlot]) -> [Link] {
        guard let group = latestVersionGroup(of: moves) else { return [] }
        var rows: [(rank: Int, level: Int, name: String, link: Link)] = []
        for slot in moves {
            let name = ResourceNames.move(slot.move.name)
            let key = slot.move.id.map(String.init) ?? slot.move.name
            for learning in slot.learnings where learning.versionGroup.name == group.name {
                let (rank, prefix) = method(learning.method.name, level: learning.level)
                rows.append((rank, learning.level, name, Link(kind: "move", id: key, label: prefix + " " + name)))
            }
        }
        rows.sort { ($0.rank, $0.level, $0.name) < ($1.rank, $1.level, $1.name) }
        var seen = Set<String>()
        return rows.map(\.link).filter { seen.insert($0.label).inserted }
    }

    /// The order of a learn method and the label's prefix.
    static func method(_ name: String, level: Int) -> (Int, String) {
        switch name {
        case "level-up": return (0, level > 0 ? "Lv \(level)" : "Evolution")
        case "machine": return (1, "TM")
        case "egg": return (2, "Egg")
        case "tutor": return (3, "Tutor")
        default: return (4, DisplayText.title(fromSlug: name))
        }
    }
}
