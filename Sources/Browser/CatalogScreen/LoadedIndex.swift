import CatalogKit

/// The entries a list has loaded, searchable with a ``SearchMatcher`` (fuzzy, accent- and
/// case-insensitive) while a remote search is on its way. The matcher is built again only
/// when the loaded entries have changed.
struct LoadedIndex {
    private var key: (count: Int, first: String?, last: String?)?
    private var matcher = SearchMatcher(entries: [])

    /// The loaded `entries` matching `query`, best first.
    mutating func matches(_ query: String, in entries: [Entry]) -> [Entry] {
        let key = (entries.count, entries.first?.id, entries.last?.id)
        if self.key.map({ $0 != key }) ?? true {
            matcher = SearchMatcher(entries: entries)
            self.key = key
        }
        return matcher.matches(query)
    }

    /// `loaded` matches, then the server's `remote` answer less what is already there: the
    /// rows shown at once stay where they are (the cursor may be on one), the server's
    /// additions come below them.
    static func merge(_ loaded: [Entry], _ remote: [Entry]) -> [Entry] {
        var seen = Set(loaded.map(\.id))
        return loaded + remote.filter { seen.insert($0.id).inserted }
    }
}
