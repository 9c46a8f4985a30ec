/// English articles for the few words the interface composes.
public enum Article {
    /// "a category", "an area".
    public static func indefinite(_ noun: String) -> String {
        guard let first = noun.first?.lowercased() else { return noun }
        return ("aeiou".contains(first) ? "an " : "a ") + noun
    }
}
