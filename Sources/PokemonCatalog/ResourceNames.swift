import CatalogKit

/// English names of the resources a Pokémon's detail names by slug alone (its egg groups, the
/// moves it learns), where the slug does not spell the API's own English name: egg group
/// `ground` is "Field" and `plant` is "Grass"; move `double-edge` is "Double-Edge". The
/// linked screens read the resource's `names`; these keep the link's label the same.
public enum ResourceNames {
    /// All fifteen egg groups, as their `names` give them in English.
    static let eggGroups: [String: String] = [
        "monster": "Monster", "water1": "Water 1", "bug": "Bug", "flying": "Flying",
        "ground": "Field", "fairy": "Fairy", "plant": "Grass", "humanshape": "Human-Like",
        "water3": "Water 3", "mineral": "Mineral", "indeterminate": "Amorphous",
        "water2": "Water 2", "ditto": "Ditto", "dragon": "Dragon", "no-eggs": "Undiscovered",
    ]

    /// Moves whose English name keeps a hyphen (or its case) that a slug loses.
    static let moves: [String: String] = [
        "double-edge": "Double-Edge", "self-destruct": "Self-Destruct", "soft-boiled": "Soft-Boiled",
        "lock-on": "Lock-On", "mud-slap": "Mud-Slap", "will-o-wisp": "Will-O-Wisp",
        "x-scissor": "X-Scissor", "u-turn": "U-turn", "wake-up-slap": "Wake-Up Slap",
        "v-create": "V-create", "power-up-punch": "Power-Up Punch", "baby-doll-eyes": "Baby-Doll Eyes",
        "freeze-dry": "Freeze-Dry", "trick-or-treat": "Trick-or-Treat", "topsy-turvy": "Topsy-Turvy",
        "multi-attack": "Multi-Attack",
    ]

    /// The English name of egg group `slug`.
    public static func eggGroup(_ slug: String) -> String {
        let cleaned = DisplayText.line(slug).lowercased()
        return eggGroups[cleaned] ?? DisplayText.title(fromSlug: cleaned)
    }

    /// The English name of move `slug`.
    public static func move(_ slug: String) -> String {
        let cleaned = DisplayText.line(slug).lowercased()
        return moves[cleaned] ?? DisplayText.title(fromSlug: cleaned)
    }
}
