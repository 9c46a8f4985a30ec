import CatalogKit

/// The search bar's state.
public struct SearchState: Sendable, Equatable {
    /// Longest query kept, in characters: names are short, and a pasted essay must not
    /// make every later keystroke costly.
    public static let maximumQueryLength = SearchMatcher.maximumQueryLength

    /// What the user typed.
    public var query: String
    /// The bar has the keyboard (typing edits the query).
    public var isEditing: Bool
    /// Entries matching the query, best first; nil while the name index is not there yet or
    /// the query is empty (the full list shows).
    public var results: [Entry]? { didSet { metrics = results.map(EntryMetrics.init) } }
    /// What the results' rows need to line up, made when the results change.
    public private(set) var metrics: EntryMetrics?
    /// Loading of the name index or of remote results.
    public var load: LoadState<Int>
    /// Where the user is in the results.
    public var cursor: ListCursor

    public init(query: String = "", isEditing: Bool = true, results: [Entry]? = nil, load: LoadState<Int> = .idle, cursor: ListCursor = ListCursor()) {
        self.query = query
        self.isEditing = isEditing
        self.results = results
        metrics = results.map(EntryMetrics.init)
        self.load = load
        self.cursor = cursor
    }

    /// `query` with `text` added, cut to ``maximumQueryLength``; pasted text is cleaned first
    /// (controls dropped, runs of spaces and line breaks folded).
    public static func appending(_ text: String, to query: String, pasted: Bool) -> String {
        let room = maximumQueryLength - query.count
        guard room > 0 else { return query }
        var addition = pasted ? DisplayText.line(text) : text
        if pasted, query.last == " " || query.isEmpty { addition = String(addition.drop { $0 == " " }) }
        return query + addition.prefix(room)
    }
}
