/// The way to a screen as one title: "Pokédex › Pikachu › Electric", shortened from the left
/// ("… › Electric › Jolteon") so that the end, where the user is, stays in view.
public enum TrailText {
    public static func text(_ trail: [String], width: Int, theme: Theme) -> String {
        let (crumbs, shortened) = kept(trail, width: width, theme: theme)
        return ((shortened ? [theme.glyphs.ellipsis] : []) + crumbs).joined(separator: separator(theme))
    }

    /// Where each crumb shown by ``text(_:width:theme:)`` sits, in columns from the start of
    /// the text, cut at `width`: the crumb's index in `trail` and its columns.
    public static func crumbs(_ trail: [String], width: Int, theme: Theme) -> [(index: Int, columns: Range<Int>)] {
        let (crumbs, shortened) = kept(trail, width: width, theme: theme)
        let separatorWidth = DisplayWidth.of(separator(theme))
        var column = shortened ? DisplayWidth.of(theme.glyphs.ellipsis) + separatorWidth : 0
        var result: [(index: Int, columns: Range<Int>)] = []
        for (offset, crumb) in crumbs.enumerated() {
            let end = min(width, column + DisplayWidth.of(crumb))
            if column < end { result.append((trail.count - crumbs.count + offset, column..<end)) }
            column += DisplayWidth.of(crumb) + separatorWidth
        }
        return result
    }

    private static func separator(_ theme: Theme) -> String { theme.asciiOnly ? " > " : " › " }

    /// The crumbs that fit, from the end, and whether some were left out.
    private static func kept(_ trail: [String], width: Int, theme: Theme) -> (crumbs: [String], shortened: Bool) {
        var crumbs = trail
        var shortened = false
        while crumbs.count > 1 {
            let text = (shortened ? [theme.glyphs.ellipsis] : []) + crumbs
            if DisplayWidth.of(text.joined(separator: separator(theme))) <= width { break }
            crumbs.removeFirst()
            shortened = true
        }
        return (crumbs, shortened)
    }
}
