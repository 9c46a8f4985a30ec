#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Ranks entries against a typed query: by number (`25`, `#25`), then exact name, prefix,
/// word prefix, substring, then letters in order from the start of a word.
///
/// Matching ignores case, accents and punctuation: hyphens and dots count as spaces,
/// apostrophes (straight or curly) vanish, so `ho oh` finds Ho-Oh and `farfetch'd` finds
/// Farfetch’d. The folded titles are computed once per index, so a keystroke costs one pass.
public struct SearchMatcher: Sendable {
    private struct Candidate: Sendable {
        var entry: Entry
        /// The title folded, and the API's name folded when the entry has one.
        var folded: [[UInt8]]
        var numberText: String?
    }

    private let candidates: [Candidate]

    /// Longest query that counts, in characters (the search bar keeps no more either).
    public static let maximumQueryLength = 100

    public init(entries: [Entry]) {
        candidates = entries.map { entry in
            // The API's name too: "charizard mega" finds Mega Charizard X.
            let texts = [entry.title] + (entry.name.map { [$0] } ?? [])
            return Candidate(entry: entry, folded: texts.map { Array(Self.fold($0).utf8) }, numberText: entry.number.map(String.init))
        }
    }

    public var count: Int { candidates.count }

    /// Lower case, no accents, punctuation folded as described above, single spaces.
    public static func fold(_ text: String) -> String {
        asciiFold(text) ?? foldByCharacter(text)
    }

    /// ``fold(_:)`` a byte at a time for text that is all ASCII (most names are), the same
    /// result without breaking the text into characters; nil for any other text.
    static func asciiFold(_ text: String) -> String? {
        ASCIIFold.fold(text) { byte in
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "`"): return .drop
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "/"),
                UInt8(ascii: "("), UInt8(ascii: ")"):
                return .space
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .keep(byte + 32)
            default: return .keep(byte)
            }
        }
    }

    /// ``fold(_:)`` for any text, a character at a time.
    static func foldByCharacter(_ text: String) -> String {
        let plain = SearchFolding.withoutAccents(text).lowercased()
        var result = ""
        var pendingSpace = false
        for character in plain {
            switch character {
            case "'", "’", "‘", "`", "´":
                continue
            case " ", "-", "_", ".", ":", ",", "/", "(", ")", "–", "—":
                pendingSpace = !result.isEmpty
            // As the API's slugs spell them: `nidoran♀` finds Nidoran F (`nidoran-f`) too.
            case "♀", "♂":
                if !result.isEmpty { result.append(" ") }
                result.append(character == "♀" ? "f" : "m")
                pendingSpace = false
            default:
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }

    /// Entries matching `query`, best first; ties keep the list order. Only the first
    /// ``maximumQueryLength`` characters count, so a search costs at most a
    /// fixed multiple of the names' length, however long the query.
    public func matches(_ query: String) -> [Entry] {
        let trimmed = String(query.prefix(Self.maximumQueryLength)).trimmingWhitespace()
        guard !trimmed.isEmpty else { return candidates.map(\.entry) }
        var digits: Substring?
        if trimmed.hasPrefix("#") {
            digits = trimmed.dropFirst()
        } else if trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) {
            digits = Substring(trimmed)
        }
        if let digits {
            let wanted = String(digits.drop { $0 == "0" })
            guard !wanted.isEmpty, wanted.allSatisfy({ $0.isASCII && $0.isNumber }) else { return [] }
            var exact: [Entry] = []
            var prefixed: [Entry] = []
            for candidate in candidates {
                guard let number = candidate.numberText else { continue }
                if number == wanted { exact.append(candidate.entry) } else if number.hasPrefix(wanted) { prefixed.append(candidate.entry) }
            }
            return exact + prefixed
        }

        let needle = Array(Self.fold(trimmed).utf8)
        guard !needle.isEmpty else { return [] }
        var buckets: [[Entry]] = Array(repeating: [], count: 5)
        for candidate in candidates {
            if let rank = candidate.folded.compactMap({ Self.rank(needle, in: $0) }).min() {
                buckets[rank].append(candidate.entry)
            }
        }
        return buckets.flatMap { $0 }
    }

    private static let space = UInt8(ascii: " ")

    /// 0 exact, 1 prefix, 2 word prefix, 3 substring, 4 letters in order from a word start;
    /// nil for no match.
    private static func rank(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        if haystack.starts(with: needle) { return needle.count == haystack.count ? 0 : 1 }
        var substring: Int?
        let last = haystack.count - needle.count
        var start = 1
        while start <= last {
            if haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle) {
                if haystack[start - 1] == space { return 2 }
                if substring == nil { substring = 3 }
            }
            start += 1
        }
        if let substring { return substring }
        guard needle.count >= 2 else { return nil }
        // Letters in order, starting at the beginning of a word: the first word that starts
        // with the first letter leaves the most room, so one pass from there decides.
        guard let position = haystack.indices.first(where: { haystack[$0] == needle[0] && ($0 == 0 || haystack[$0 - 1] == space) }) else {
            return nil
        }
        var index = 1
        for next in haystack[(position + 1)...] where next == needle[index] {
            index += 1
            if index == needle.count { return 4 }
        }
        return nil
    }
}
