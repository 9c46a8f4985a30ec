import CatalogKit

/// Names as players type them, folded to the shape of PokéAPI's paths. (Display names are
/// the API's own English `names`, through ``NameBook``.)
public enum PokemonNames {
    /// A name as a player types it, as PokéAPI's paths spell it: case, accents, apostrophes,
    /// dots and colons aside, `♀`/`♂` as `-f`/`-m`, spaces and underscores as hyphens:
    /// `Nidoran♀` and `nidoran f` → `nidoran-f`, `Farfetch'd` → `farfetchd`, `Mr. Mime` →
    /// `mr-mime`, `Type: Null` → `type-null`, `Flabébé` → `flabebe`. Numbers stay as they are.
    public static func lookupKey(_ text: String) -> String {
        let gendered = text.replacing("♀", with: " f").replacing("♂", with: " m")
        return SearchMatcher.fold(gendered).split(separator: " ").joined(separator: "-")
    }
}
