/// Words near a mistyped one, by edit distance over the folded words (case, accents and
/// punctuation aside), as git and gh suggest commands: at most `limit`, nearest first, and
/// only those within a third of the word's length (at least one edit).
public enum NearestWords {
    public static func nearest(to typed: String, in words: [String], limit: Int = 3) -> [String] {
        let target = Array(SearchMatcher.fold(typed))
        guard !target.isEmpty else { return [] }
        let allowed = max(1, target.count / 3)
        var scored: [(distance: Int, word: String)] = []
        var seen = Set<String>()
        for word in words where seen.insert(word).inserted {
            let candidate = Array(SearchMatcher.fold(word))
            guard abs(candidate.count - target.count) <= allowed else { continue }
            let distance = editDistance(target, candidate, limit: allowed)
            if distance <= allowed { scored.append((distance, word)) }
        }
        return scored.sorted { $0.distance < $1.distance }.prefix(limit).map(\.word)
    }

    /// " Did you mean pokemon?" for the nearest of `words`, or "" when none is near.
    public static func didYouMean(_ typed: String, in words: [String]) -> String {
        let near = nearest(to: typed, in: words)
        return near.isEmpty ? "" : " Did you mean " + near.joined(separator: ", ") + "?"
    }

    /// Edit distance with swapped neighbours as one edit (optimal string alignment: "shwo" is
    /// one edit from "show"), giving up (limit + 1) once every way is past `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
                if i > 0, j > 0, x == b[j - 1], a[i - 1] == y { current[j + 1] = min(current[j + 1], before[j - 1] + 1) }
            }
            if current.min() ?? 0 > limit { return limit + 1 }
            (before, previous) = (previous, current)
        }
        return previous[b.count]
    }
}
