/// A way to narrow a catalog's list, such as a recipe category or a location, chosen from a
/// picker that a key opens.
public struct FilterKind: Sendable, Hashable, Identifiable {
    /// Stable name, for example "category".
    public var id: String
    /// Shown in the picker and the help, for example "Category".
    public var title: String
    /// The key that opens the picker, for example `c`.
    public var key: Character
    /// Filters of one group replace each other (a recipe's category or its area); filters of
    /// different groups combine (a place's category and its location).
    public var group: String
    /// The picker has a text field, and its options are asked for as the user types (places
    /// matching a name, say) rather than listed once.
    public var isSearchable: Bool
    /// The list can be had without a filter of this group: its picker has an "All" row.
    /// False where the API lists nothing without one (TheMealDB lists by category or area,
    /// Geoapify by category around a place): the catalog's default stands in.
    public var isRemovable: Bool

    public init(id: String, title: String, key: Character, group: String? = nil, isSearchable: Bool = false, isRemovable: Bool = true) {
        self.id = id
        self.title = title
        self.key = key
        self.group = group ?? id
        self.isSearchable = isSearchable
        self.isRemovable = isRemovable
    }
}

/// One value a filter can take: what the catalog needs and what the user reads.
public struct FilterOption: Sendable, Hashable {
    /// For the catalog, for example "catering.cafe" or "48.8566,2.3522".
    public var value: String
    /// For the user, for example "Cafés" or "Paris, France".
    public var label: String
    /// The API has the value but no entry of it (a Pokémon type only Tera or Shadow forms
    /// take): the commands accept it and say the list is empty; the picker leaves it out.
    public var isEmpty: Bool

    public init(value: String, label: String? = nil, isEmpty: Bool = false) {
        self.value = value
        self.label = label ?? value
        self.isEmpty = isEmpty
    }
}

/// A filter in force: a kind and the chosen option.
public struct CatalogFilter: Sendable, Hashable {
    public var kind: FilterKind
    public var option: FilterOption

    public init(kind: FilterKind, option: FilterOption) {
        self.kind = kind
        self.option = option
    }

    public var value: String { option.value }
    public var label: String { option.label }
}

extension FilterKind {
    /// The picker's first row, which removes this filter: "All types", "All categories".
    public var allLabel: String {
        let name = title.lowercased()
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if name.hasSuffix("y"), let before = name.dropLast().last, !vowels.contains(before) { return "All " + name.dropLast() + "ies" }
        return "All " + name + (name.hasSuffix("s") ? "" : "s")
    }
}

extension Array where Element == CatalogFilter {
    /// The filter of `kind` in force, if any.
    public func value(for kind: FilterKind) -> String? {
        first { $0.kind.id == kind.id }?.value
    }

    /// These filters without any of `kind`.
    public func removing(_ kind: FilterKind) -> [CatalogFilter] {
        filter { $0.kind.id != kind.id }
    }

    /// These filters with `filter` in place of any of its group.
    public func replacing(with newFilter: CatalogFilter) -> [CatalogFilter] {
        guard let index = firstIndex(where: { $0.kind.group == newFilter.kind.group }) else { return self + [newFilter] }
        var result = filter { $0.kind.group != newFilter.kind.group }
        result.insert(newFilter, at: Swift.min(index, result.count))
        return result
    }
}
