/// How a Pokémon's name is written in its JSON and on the command line.
public enum PokemonJSON {
    /// A display name as a PokéAPI-style slug: "Mr. Mime" → "mr-mime".
    public static func slug(_ text: String) -> String {
        var result = ""
        for character in SearchMatcher.fold(text) {
            result.append(character == " " ? "-" : character)
        }
        return result
    }
}
