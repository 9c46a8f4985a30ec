/// One starred entity: which catalog it belongs to, the link that opens it there (its kind
/// and id, as deep links name them) and the title it had when starred.
///
/// In `favourites.json` (see ``FavouritesStore``) it is one object of the `favourites`
/// array: `{"catalog": "pokemon", "kind": "pokemon", "id": "25", "title": "Pikachu"}`.
public struct Favourite: Sendable, Hashable, Codable {
    /// The catalog's name on the command line.
    public var catalog: CatalogID
    /// The link kind: its catalog's entry kind, or a linked page's kind ("type", "area").
    public var kind: LinkKind
    /// The catalog's id for it, as `explore CATALOG KIND/ID` takes it.
    public var id: String
    /// What the list of favourites shows.
    public var title: String

    public init(catalog: CatalogID, kind: LinkKind, id: String, title: String) {
        self.catalog = catalog
        self.kind = kind
        self.id = id
        self.title = title
    }

    /// Two favourites are the same entity when catalog, kind and id agree (titles may differ).
    public var key: Key { Key(catalog: catalog, kind: kind, id: id) }

    /// The link that opens it in its catalog.
    public var link: Link { Link(kind: kind, id: id, label: title) }

    /// What identifies a favourite.
    public struct Key: Sendable, Hashable {
        public var catalog: CatalogID
        public var kind: LinkKind
        public var id: String

        public init(catalog: CatalogID, kind: LinkKind, id: String) {
            self.catalog = catalog
            self.kind = kind
            self.id = id
        }
    }
}
