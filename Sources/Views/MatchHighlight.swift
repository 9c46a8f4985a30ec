import CatalogKit
import TextLayout

/// Which letters of a title a search query matched, fzf-style, to draw them marked: the
/// query's folded letters (case, accents and punctuation ignored, as ``SearchMatcher``
/// folds them) as one run where the title holds them so, else each in order, a word's
/// start first.
public enum MatchHighlight {
    /// The display columns (from the title's start) of the matched characters; empty when
    /// the letters are not all there.
    public static func columns(of query: String, in title: String) -> [Int] {
        let needle = Array(SearchMatcher.fold(query).filter { $0 != " " })
        guard !needle.isEmpty else { return [] }
        // Each character of the title, folded, with its column.
        var letters: [(letter: Character?, column: Int, wordStart: Bool)] = []
        var column = 0
        var previousWasLetter = false
        for character in title {
            let folded = SearchMatcher.fold(String(character)).first
            letters.append((folded, column, folded != nil && !previousWasLetter))
            previousWasLetter = folded != nil
            column += DisplayWidth.of(String(character))
        }
        let count = needle.count
        // One run: the earliest start holding the whole query, a word's start first.
        let starts = letters.indices.filter { start in
            var index = start, matched = 0
            while matched < count, index < letters.count, let letter = letters[index].letter, letter == needle[matched] {
                matched += 1
                index += 1
            }
            return matched == count
        }
        if let start = starts.first(where: { letters[$0].wordStart }) ?? starts.first {
            return (start..<(start + count)).map { letters[$0].column }
        }
        // Letters in order.
        var result: [Int] = []
        var next = 0
        for entry in letters where next < count {
            if entry.letter == needle[next] {
                result.append(entry.column)
                next += 1
            }
        }
        return next == count ? result : []
    }
}
