/// How a name is written as a key in JSON and on the command line, as the APIs write theirs.
public enum SlugText {
    /// A display name as a PokéAPI-style slug: "Mr. Mime" → "mr-mime".
    public static func slug(_ text: String) -> String {
        var result = ""
        for character in SearchMatcher.fold(text) {
            result.append(character == " " ? "-" : character)
        }
        return result
    }
}
