import CatalogKit

/// An open filter picker: which filter, its options as they load, and the highlighted one.
public struct PickerState: Sendable, Equatable {
    public var kind: FilterKind
    /// What the user typed, in a searchable picker.
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
}
