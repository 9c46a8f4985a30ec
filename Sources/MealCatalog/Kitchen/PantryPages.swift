import CatalogKit

/// The pantry page: the recipes the pantry's ingredients go into, best covered first, each
/// row saying how many of its ingredients the pantry covers and what is missing.
enum PantryPages {
    /// The recipes a pantry page is narrowed to: all of them, or one category's or area's.
    struct Narrowing: Sendable, Equatable {
        var filter: CatalogFilter?

        /// The link id: `all`, `category:Seafood`, `area:Italian`.
        var id: String {
            guard let filter else { return "all" }
            return filter.kind.id + ":" + filter.value
        }
    }

    /// The narrowing a pantry link's id names, or nil when it names none.
    static func narrowing(_ id: String) -> Narrowing? {
        if id == "all" { return Narrowing() }
        for kind in [MealRepository.category, MealRepository.area] where id.hasPrefix(kind.id + ":") {
            let value = DisplayText.line(String(id.dropFirst(kind.id.count + 1)))
            guard !value.isEmpty else { return nil }
            return Narrowing(filter: CatalogFilter(kind: kind, option: FilterOption(value: value)))
        }
        return nil
    }

    /// The narrowing for a screen with `filters` active: theirs, unless it is the catalog's
    /// default one (the list always has a category; the pantry looks at every recipe then).
    static func narrowing(for filters: [CatalogFilter], defaults: [CatalogFilter]) -> Narrowing {
        let chosen = filters.first { $0.kind == MealRepository.category || $0.kind == MealRepository.area }
        guard let chosen, !defaults.contains(chosen) else { return Narrowing() }
        return Narrowing(filter: chosen)
    }

    static func page(_ pantry: Pantry, matches: [PantryMatch], narrowing: Narrowing, id: String) -> LinkedPage {
        let title = narrowing.filter.map { "Pantry · " + $0.value } ?? "Pantry"
        let count = matches.count == 1 ? "1 recipe" : "\(matches.count) recipes"
        var about = [Field("In the pantry", pantry.ingredients.isEmpty ? "nothing yet" : pantry.ingredients.joined(separator: ", "))]
        if let filter = narrowing.filter {
            about.append(Field(filter.kind.title, filter.value, link: Link(kind: "pantry", id: "all", label: "every recipe")))
        }
        var sections = [DetailSection(nil, .fields(about))]
        if pantry.ingredients.isEmpty {
            sections.append(DetailSection(nil, .paragraph("Add ingredients with “explore meals pantry add …”, or from an ingredient’s page.")))
        } else if !matches.isEmpty {
            let fields = matches.prefix(MealRepository.lookedUpMatches).map { match in
                Field(match.name, match.summary(for: pantry), link: Link(kind: "meal", id: match.id, label: match.name), linksLabel: true)
            }
            sections.append(DetailSection("Best matches", .fields(fields)))
        }
        var document = Detail(title: title, subtitle: "\(pantry.ingredients.count) in the pantry · \(count)", sections: sections)
        document.record = record(pantry, matches: matches, narrowing: narrowing, id: id, name: title)
        let entries = matches.map { match in
            Entry(id: match.id, title: match.name, subtitle: match.summary(for: pantry), fields: fields(match, pantry: pantry))
        }
        return LinkedPage(title: title, document: document, entries: entries, itemName: "recipe")
    }

    /// A row's data: what it uses from the pantry and, once looked up, its counts.
    static func fields(_ match: PantryMatch, pantry: Pantry) -> EntryFields {
        let missing = match.missing(from: pantry)
        return EntryFields([
            ("uses", .array(match.uses.map { .string($0) })),
            ("covered", .number(match.covered(by: pantry))),
            ("total", match.ingredients.map { .number($0.count) } ?? .null),
            ("missing", missing.map { .array($0.map { .string($0) }) } ?? .null),
        ])
    }

    /// The page's JSON (docs/json-schema.md, kind `pantry`).
    static func record(_ pantry: Pantry, matches: [PantryMatch], narrowing: Narrowing, id: String, name: String) -> EntityRecord {
        let recipes = matches.map { match in JSONValue.object([("id", .string(match.id)), ("name", .string(match.name))] + fields(match, pantry: pantry).pairs)
        }
        return EntityRecord(
            kind: "pantry", id: .string(id),
            keys: [
                ("name", .string(name)),
                ("ingredients", .array(pantry.ingredients.map { .string($0) })),
                ("category", .optional(narrowing.filter.flatMap { $0.kind == MealRepository.category ? $0.value : nil })),
                ("area", .optional(narrowing.filter.flatMap { $0.kind == MealRepository.area ? $0.value : nil })),
                ("recipes", .array(recipes)),
            ])
    }

    /// The prefix of an ingredient's entry id on the picker page: `ingredient:garlic`.
    static let ingredientPrefix = "ingredient:"

    /// The ingredient key of a picker row's entry id, or nil for a recipe's id.
    static func ingredientKey(_ id: String) -> String? {
        id.hasPrefix(ingredientPrefix) ? String(id.dropFirst(ingredientPrefix.count)) : nil
    }

    /// The picker (`pantry/ingredients`): every ingredient of `list.php?i=list`, searched as
    /// the user types, those in the pantry marked ✓ (``MealRepository/badge(for:)``).
    static func picker(_ ingredients: [IngredientDTO], pantry: Pantry) -> LinkedPage {
        var seen = Set<String>()
        let entries = ingredients.compactMap { ingredient -> Entry? in
            let name = DisplayText.line(ingredient.name), key = MealMapper.ingredientKey(ingredient.name)
            guard !key.isEmpty, seen.insert(key).inserted else { return nil }
            let held = pantry.contains(name)
            return Entry(id: ingredientPrefix + key, title: name, fields: EntryFields([("in_pantry", .bool(held))]))
        }
        let held = pantry.ingredients.isEmpty ? "nothing yet" : pantry.ingredients.joined(separator: ", ")
        var document = Detail(
            title: "Pantry ingredients", subtitle: "\(entries.count) ingredients · \(pantry.ingredients.count) in the pantry",
            sections: [DetailSection(nil, .fields([Field("In the pantry", held, link: Link(kind: "pantry", id: "all", label: "Pantry"))]))])
        document.record = EntityRecord(
            kind: "pantry", id: .string("ingredients"),
            keys: [
                ("name", .string("Pantry ingredients")), ("ingredients", .array(pantry.ingredients.map { .string($0) })),
            ])
        return LinkedPage(title: "Pantry ingredients", document: document, entries: entries, itemName: "ingredient")
    }

    /// What the pantry holds, for `explore meals pantry list`: one ingredient a line, and as
    /// JSON `{"kind": "pantry", "id": "pantry", "name", "ingredients"}`.
    static func contents(_ pantry: Pantry) -> Detail {
        var document = Detail(
            title: "Pantry", subtitle: pantry.ingredients.count == 1 ? "1 ingredient" : "\(pantry.ingredients.count) ingredients",
            sections: pantry.ingredients.isEmpty ? [] : [DetailSection(nil, .list(pantry.ingredients))])
        document.record = EntityRecord(
            kind: "pantry", id: .string("pantry"),
            keys: [
                ("name", .string("Pantry")), ("ingredients", .array(pantry.ingredients.map { .string($0) })),
            ])
        return document
    }
}
