/// What `explore __complete` prints: the kind of answer on the first line (`words`, `files`
/// or `directories`), then one candidate a line, `VALUE` or `VALUE<TAB>WHAT IT IS`. Only
/// candidates that start with the word being completed and are safe words are printed:
/// a value from the cache must be a slug as the APIs spell them (letters, digits, `-`, `.`,
/// `_`), so nothing a shell would expand (`$`, `*`, `~`, quotes, spaces) is ever offered.
public enum CompletionLines {
    public static func render(_ answer: Completer.Answer, cached: [Completer.Candidate] = []) -> String {
        var lines = [answer.kind.rawValue]
        var seen = Set<String>()
        for candidate in answer.candidates + cached.filter({ isSlug($0.value) })
        where candidate.value.hasPrefix(answer.current) && isSafe(candidate.value) && seen.insert(candidate.value).inserted {
            let summary = describe(candidate.summary)
            let word = answer.valuePrefix + candidate.value
            lines.append(summary.isEmpty ? word : word + "\t" + summary)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A slug as the APIs' names, types, categories and areas are spelled: `pikachu`,
    /// `mr-mime`, `10`, `Dessert`; never a word with shell syntax in it.
    public static func isSlug(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, isAlphanumeric(first) else { return false }
        return word.unicodeScalars.allSatisfy { isAlphanumeric($0) || $0 == "-" || $0 == "." || $0 == "_" }
    }

    /// A word any of the three shells inserts as it is: an option, a slug, or a page kind
    /// (`type/`, `egg-group/`).
    static func isSafe(_ word: String) -> Bool {
        if word.hasPrefix("--") { return isSlug(String(word.dropFirst(2))) }
        if word.hasSuffix("/") { return isSlug(String(word.dropLast())) }
        return isSlug(word)
    }

    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// A description on one line without control characters, at most 60 characters.
    static func describe(_ text: String) -> String {
        let cleaned = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.properties.generalCategory == .control ? " " : scalar
                }))
        return cleaned.count > 60 ? String(cleaned.prefix(59)) + "…" : cleaned
    }
}
