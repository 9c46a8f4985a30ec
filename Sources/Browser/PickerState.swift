import CatalogKit

/// An open filter picker: which filter, its options as they load, and the highlighted one.
public struct PickerState: Sendable, Equatable {
    public var kind: FilterKind
    /// What the user typed, in a searchable picker.
    public var query = ""
    public var options: [FilterOption] = []
    public var load: LoadState<Int> = .loading
    public var selection = 0

    public init(kind: FilterKind) {
        self.kind = kind
    }
}
