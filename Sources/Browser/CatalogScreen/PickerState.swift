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

    /// The picker's first row: "All types", which removes the filter.
    public var allRow: FilterOption { FilterOption(value: "", label: kind.allLabel) }

    /// Whether `option` is the row that removes the filter.
    public func isAllRow(_ option: FilterOption) -> Bool { option == allRow }

    /// The options on show, which ``selection`` indexes: the "All" row (for a filter that can
    /// be removed) then all the options
    /// (the "All" row alone in a searchable picker before anything is typed), or in a picker
    /// that is not searchable and something typed, the options whose name or a word of it
    /// starts with ``query`` (case and accents ignored: `gr` shows Grass and Ground, `iv`
    /// Generation IV).
    public var shown: [FilterOption] {
        let all = kind.isRemovable ? [allRow] : []
        if kind.isSearchable { return query.isEmpty ? all : options }
        guard !query.isEmpty else { return load.value == nil ? [] : all + options }
        let start = SearchMatcher.fold(query)
        guard !start.isEmpty else { return options }
        return options.filter { option in
            let name = SearchMatcher.fold(option.label)
            return name.hasPrefix(start) || name.split(separator: " ").contains { $0.hasPrefix(start) } || name.contains(" " + start)
        }
    }
}
