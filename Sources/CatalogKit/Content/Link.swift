/// A typed link from a document to another resource of the same catalog: a Pokémon's type,
/// ability or move, a recipe's area or ingredient, a place's category. Following one pushes
/// a screen; the catalog's ``Catalog/open(_:freshness:)`` says what is there.
public struct Link: Sendable, Hashable {
    /// What kind of resource, in the catalog's own words (see ``LinkKind``). Deep links on
    /// the command line use the same words (`explore pokemon type/electric`).
    public var kind: LinkKind
    /// The API's id or name for it, as the catalog needs it to fetch it.
    public var id: String
    /// What the user reads, already cleaned for display.
    public var label: String

    public init(kind: LinkKind, id: String, label: String) {
        self.kind = kind
        self.id = id
        self.label = label
    }
}

/// What a followed link shows: a document (in the detail pane) and, for a collection (the
/// Pokémon of a type, the recipes of an area), its entries, browsable and searchable like a
/// catalog's list and opened with ``Catalog/detail(for:freshness:)``.
public struct LinkedPage: Sendable, Equatable {
    /// For the title bar and the trail, for example "Electric".
    public var title: String
    public var document: Detail
    /// The collection's members, or nil for a page that is only a document (a move, one Pokémon).
    public var entries: [Entry]?
    /// What one of `entries` is called, for example "Pokémon" or "recipe".
    public var itemName: String

    public init(title: String, document: Detail, entries: [Entry]? = nil, itemName: String = "entry") {
        self.title = title
        self.document = document
        self.entries = entries
        self.itemName = itemName
    }
}
