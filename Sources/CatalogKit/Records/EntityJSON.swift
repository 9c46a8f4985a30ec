/// One entity as JSON for the commands and `Y`: `schema`, `kind`, `id` and the keys of its
/// kind (its record: a Pokémon's types, abilities, stats and evolution; a recipe's category,
/// area and ingredients), then the whole detail document. Schema in docs/json-schema.md.
public enum EntityJSON {
    /// Bumped when a key changes meaning or goes away; new keys do not bump it.
    public static let schemaVersion = 1

    /// The document for one entity of `kind` whose catalog key is `key`; `url` is the API's
    /// address for it, where one can be given without a key. The keys of its kind come from
    /// the entity's ``EntityRecord``, which its catalog built from the API's answers; a
    /// document without one (a place) has its title as `name`.
    public static func detail(_ detail: Detail, kind: LinkKind, key: String, url: String?) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("schema", .number(schemaVersion)), ("kind", .string(kind.rawValue))]
        if let record = detail.record {
            pairs.append(("id", record.id))
            pairs += record.keys
        } else {
            pairs.append(("id", .string(key)))
            pairs.append(("name", .string(detail.title)))
        }
        pairs.append(("url", .optional(url)))
        pairs.append(("title", .string(detail.title)))
        pairs.append(("subtitle", .optional(detail.subtitle)))
        pairs.append(("badges", DocumentJSON.badges(detail.badges)))
        pairs.append(("sections", DocumentJSON.sections(detail.sections)))
        return .object(pairs)
    }

    /// One row of a list: `schema`, `kind`, `id` (a number for numbered entries, as the
    /// API's), `name` (for numbered entries the lowercase name `show` takes, then the display
    /// `title`), for described ones `subtitle` and the row's further `columns`, and `url`.
    public static func entry(_ entry: Entry, kind: LinkKind, style: EntryStyle, url: String? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("schema", .number(schemaVersion)), ("kind", .string(kind.rawValue))]
        if style == .numbered {
            pairs.append(("id", Int(entry.id).map(JSONValue.number) ?? .string(entry.id)))
            pairs.append(("name", .string(entry.name ?? SlugText.slug(entry.title))))
            pairs.append(("title", .string(entry.title)))
        } else {
            pairs.append(("id", .string(entry.id)))
            pairs.append(("name", .string(entry.title)))
            pairs.append(("subtitle", .optional(entry.subtitle)))
            pairs.append(("columns", .array(entry.columns.map { .string($0.text) })))
        }
        pairs += entry.fields.pairs
        pairs.append(("url", .optional(url)))
        return .object(pairs)
    }
}
