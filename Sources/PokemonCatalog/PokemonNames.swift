import CatalogKit

/// English display names for list entries, which PokéAPI's lists give only as slugs.
///
/// Most names follow from the slug ("pikachu" → "Pikachu"); the table holds the few whose
/// punctuation or symbols the slug loses ("nidoran-f" → "Nidoran♀", "type-null" →
/// "Type: Null"). The detail pane uses the species' own localized name instead.
public enum PokemonNames {
    static let exceptions: [String: String] = [
        "nidoran-f": "Nidoran♀", "nidoran-m": "Nidoran♂",
        "mr-mime": "Mr. Mime", "mime-jr": "Mime Jr.", "mr-rime": "Mr. Rime",
        "farfetchd": "Farfetch’d", "sirfetchd": "Sirfetch’d",
        "type-null": "Type: Null", "flabebe": "Flabébé",
        "ho-oh": "Ho-Oh", "porygon-z": "Porygon-Z",
        "jangmo-o": "Jangmo-o", "hakamo-o": "Hakamo-o", "kommo-o": "Kommo-o",
        "wo-chien": "Wo-Chien", "chien-pao": "Chien-Pao", "ting-lu": "Ting-Lu", "chi-yu": "Chi-Yu",
    ]

    /// Regional forms are named as the games and PokéAPI's `pokemon-form` names do:
    /// "mr-mime-galar" → "Galarian Mr. Mime", "tauros-paldea-combat-breed" → "Paldean Tauros
    /// Combat Breed" (a cap, "pikachu-alola-cap", is no regional form).
    static let regionalAdjectives = ["alola": "Alolan", "galar": "Galarian", "hisui": "Hisuian", "paldea": "Paldean"]

    /// The display name for a pokemon or species slug.
    public static func displayName(forSlug slug: String) -> String {
        let cleaned = DisplayText.line(slug).lowercased()
        if let known = exceptions[cleaned] { return known }
        let words = cleaned.split(separator: "-").map(String.init)
        if let index = words.indices.dropFirst().first(where: { regionalAdjectives[words[$0]] != nil }),
           let adjective = regionalAdjectives[words[index]], words.dropFirst(index + 1).first != "cap" {
            let rest = words.dropFirst(index + 1).joined(separator: "-")
            return adjective + " " + displayName(forSlug: words[..<index].joined(separator: "-")) + (rest.isEmpty ? "" : " " + displayName(forSlug: rest))
        }
        // Forms of a special name keep it: "mr-mime-galar" → "Mr. Mime Galar".
        for (base, name) in exceptions where cleaned.hasPrefix(base + "-") {
            return name + " " + DisplayText.title(fromSlug: String(cleaned.dropFirst(base.count + 1)))
        }
        // Zygarde's forms are named for the share of its cells: "zygarde-50" → "Zygarde 50%".
        if cleaned.hasPrefix("zygarde-") {
            return cleaned.split(separator: "-").map { word in
                Int(word) != nil ? word + "%" : DisplayText.title(fromSlug: String(word))
            }.joined(separator: " ")
        }
        return DisplayText.title(fromSlug: cleaned).replacing(" Gmax", with: " Gigantamax")
    }

    /// A name as a player types it, as PokéAPI's paths spell it: case, accents, apostrophes,
    /// dots and colons aside, `♀`/`♂` as `-f`/`-m`, spaces and underscores as hyphens:
    /// `Nidoran♀` and `nidoran f` → `nidoran-f`, `Farfetch'd` → `farfetchd`, `Mr. Mime` →
    /// `mr-mime`, `Type: Null` → `type-null`, `Flabébé` → `flabebe`. Numbers stay as they are.
    public static func lookupKey(_ text: String) -> String {
        let gendered = text.replacing("♀", with: " f").replacing("♂", with: " m")
        return SearchMatcher.fold(gendered).split(separator: " ").joined(separator: "-")
    }
}
