import CatalogKit
import Foundation

/// Ranks entries against a typed query: case- and accent-insensitive, by number
/// (`25`, `#25`), prefix, word prefix, substring, then fuzzy (letters in order).
///
/// The folded titles are computed once per index, so a keystroke costs one pass over it.
public struct SearchMatcher: Sendable {
    private struct Candidate: Sendable {
        var entry: Entry
        var folded: [UInt8]
        var numberText: String?
    }

    private let candidates: [Candidate]

    public init(entries: [Entry]) {
        candidates = entries.map { entry in
            Candidate(entry: entry, folded: Array(Self.fold(entry.title).utf8), numberText: entry.number.map(String.init))
        }
    }

    public var count: Int { candidates.count }

    /// Lower case, no accents, punctuation kept.
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }

    /// Entries matching `query`, best first; ties keep the list order.
    public func matches(_ query: String) -> [Entry] {
        var trimmed = Self.fold(query).trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return candidates.map(\.entry) }
        var numberQuery: String?
        if trimmed.hasPrefix("#") {
            trimmed.removeFirst()
            numberQuery = trimmed
        } else if trimmed.allSatisfy(\.isASCII) && trimmed.allSatisfy(\.isNumber) {
            numberQuery = trimmed
        }
        if let digits = numberQuery {
            let wanted = digits.drop { $0 == "0" }
            guard !wanted.isEmpty || !digits.isEmpty else { return [] }
            var exact: [Entry] = []
            var prefixed: [Entry] = []
            for candidate in candidates {
                guard let number = candidate.numberText else { continue }
                if number == wanted { exact.append(candidate.entry) }
                else if !wanted.isEmpty && number.hasPrefix(wanted) { prefixed.append(candidate.entry) }
            }
            return exact + prefixed
        }

        let needle = Array(trimmed.utf8)
        var buckets: [[Entry]] = [[], [], [], []]
        for candidate in candidates {
            if let rank = Self.rank(needle, in: candidate.folded) {
                buckets[rank].append(candidate.entry)
            }
        }
        return buckets.flatMap { $0 }
    }

    /// 0 prefix, 1 word prefix, 2 substring, 3 letters in order; nil for no match.
    private static func rank(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        if haystack.starts(with: needle) { return 0 }
        var substring: Int?
        let last = haystack.count - needle.count
        var start = 1
        while start <= last {
            if haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle) {
                let previous = haystack[start - 1]
                if previous == 0x20 || previous == 0x2D { return 1 }  // after a space or a hyphen
                if substring == nil { substring = 2 }
            }
            start += 1
        }
        if let substring { return substring }
        guard needle.count >= 2 else { return nil }
        var index = 0
        for byte in haystack where byte == needle[index] {
            index += 1
            if index == needle.count { return 3 }
        }
        return nil
    }
}
