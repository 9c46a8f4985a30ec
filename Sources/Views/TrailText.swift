/// The way to a screen as one title: "Pokédex › Pikachu › Electric", shortened from the left
/// ("… › Electric › Jolteon") so that the end, where the user is, stays in view.
public enum TrailText {
    public static func text(_ trail: [String], width: Int, theme: Theme) -> String {
        let separator = theme.asciiOnly ? " > " : " › "
        var crumbs = trail
        var shortened = false
        while crumbs.count > 1 {
            let text = (shortened ? [theme.glyphs.ellipsis] : []) + crumbs
            if DisplayWidth.of(text.joined(separator: separator)) <= width { break }
            crumbs.removeFirst()
            shortened = true
        }
        return ((shortened ? [theme.glyphs.ellipsis] : []) + crumbs).joined(separator: separator)
    }
}
