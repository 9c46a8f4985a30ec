import CatalogKit

/// An open filter picker: which filter, its options as they load, and the highlighted one.
public struct PickerState: Sendable, Equatable {
    public var kind: FilterKind
    /// What the user typed: in a searchable picker, what the options are asked for; in the
    /// others, the start of the names to show (type-to-filter).
    public var query: String
    public var options: [FilterOption]
    public var load: LoadState<Int>
    public var selection: Int

    public init(kind: FilterKind, query: String = "", options: [FilterOption] = [], load: LoadState<Int> = .loading, selection: Int = 0) {
        self.kind = kind
        self.query = query
        self.options = options
        self.load = load
        self.selection = selection
    }

    /// The options on show, which ``selection`` indexes: all of them, or in a picker that is
    /// not searchable, those whose name or a word of it starts with ``query`` (case and
    /// accents ignored: `gr` shows Grass and Ground, `iv` Generation IV).
    public var shown: [FilterOption] {
        guard !kind.isSearchable, !query.isEmpty else { return options }
        let start = SearchMatcher.fold(query)
        guard !start.isEmpty else { return options }
        return options.filter { option in
            let name = SearchMatcher.fold(option.label)
            return name.hasPrefix(start) || name.split(separator: " ").contains { $0.hasPrefix(start) } || name.contains(" " + start)
        }
    }
}
