/// A way to narrow a catalog's list, such as a recipe category or area, chosen from a
/// picker that a key opens.
public struct FilterKind: Sendable, Hashable, Identifiable {
    /// Stable name, for example "category".
    public var id: String
    /// Shown in the picker and the help, for example "Category".
    public var title: String
    /// The key that opens the picker, for example `c`.
    public var key: Character

    public init(id: String, title: String, key: Character) {
        self.id = id
        self.title = title
        self.key = key
    }
}

/// The filter in force: a kind and the chosen value.
public struct CatalogFilter: Sendable, Hashable {
    public var kind: FilterKind
    public var value: String

    public init(kind: FilterKind, value: String) {
        self.kind = kind
        self.value = value
    }
}
