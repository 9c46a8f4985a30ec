/// English articles for the few words the interface composes.
public enum Article {
    /// "a category", "an area".
    public static func indefinite(_ noun: String) -> String {
        guard let first = noun.first?.lowercased() else { return noun }
        return ("aeiou".contains(first) ? "an " : "a ") + noun
    }

    /// The noun as a heading, its first letter capitalised: "Recipe", "Place", "Pokémon".
    /// Placeholder titles take this one style, whatever the catalog's spelling.
    public static func capitalized(_ noun: String) -> String {
        noun.prefix(1).uppercased() + noun.dropFirst()
    }
}
