import CatalogKit

/// The shopping list on screen and in scripts: its page (a line per ingredient, ticked or
/// not), a line's breakdown by recipe, its JSON, and its text and Markdown exports.
enum ShoppingPages {
    /// The prefix of a line's entry id, which no TheMealDB id has: `line:garlic`.
    static let linePrefix = "line:"

    /// The ingredient key of a line's entry id, or nil for a recipe's id.
    static func lineKey(_ id: String) -> String? {
        id.hasPrefix(linePrefix) ? String(id.dropFirst(linePrefix.count)) : nil
    }

    /// The page: a row per ingredient (its total, its recipes; ✓ by ``MealRepository/badge(for:)``
    /// when ticked off), the list's document beside.
    static func page(_ list: ShoppingList) -> LinkedPage {
        let lines = list.lines
        let entries = lines.map { line in
            Entry(
                id: linePrefix + line.key, title: line.ingredient,
                columns: [EntryColumn(line.total.isEmpty ? "–" : line.total), EntryColumn(line.recipes.joined(separator: ", "))],
                fields: EntryFields([("total", .string(line.total)), ("recipes", .array(line.recipes.map { .string($0) })), ("ticked", .bool(line.ticked))]))
        }
        return LinkedPage(title: "Shopping list", document: document(list), entries: entries, itemName: "ingredient")
    }

    /// The list's recipes and what to buy, with what is ticked off apart.
    static func document(_ list: ShoppingList) -> Detail {
        let lines = list.lines
        var sections: [DetailSection] = []
        if list.recipes.isEmpty {
            sections.append(DetailSection(nil, .paragraph("Nothing on the list: the shopping key (b) on a recipe adds it.")))
        } else {
            sections.append(
                DetailSection(
                    "Recipes",
                    .fields(
                        list.recipes.map { recipe in
                            Field(
                                recipe.name, MealMapper.scaleText(recipe.scale), link: Link(kind: "meal", id: recipe.id, label: recipe.name), linksLabel: true)
                        })))
        }
        let open = lines.filter { !$0.ticked }, done = lines.filter(\.ticked)
        if !open.isEmpty { sections.append(DetailSection("To buy (\(open.count))", .fields(open.map(field)))) }
        if !done.isEmpty { sections.append(DetailSection("Ticked off (\(done.count))", .fields(done.map(field)))) }
        let recipes = list.recipes.count == 1 ? "1 recipe" : "\(list.recipes.count) recipes"
        var detail = Detail(title: "Shopping list", subtitle: "\(recipes) · \(open.count) to buy", sections: sections)
        detail.record = record(list)
        return detail
    }

    private static func field(_ line: ShoppingLine) -> Field {
        Field(line.ingredient, [line.total, "(" + line.recipes.joined(separator: ", ") + ")"].filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// One line's document: each recipe's measure, the total, whether it is ticked off.
    static func lineDocument(_ line: ShoppingLine, in list: ShoppingList) -> Detail {
        let uses = list.recipes.compactMap { recipe -> Field? in
            let measures = recipe.ingredients.filter { MealMapper.ingredientKey($0.name) == line.key }.map {
                Measure.scale(DisplayText.line($0.measure), by: recipe.scale)
            }
            guard !measures.isEmpty else { return nil }
            return Field(recipe.name, measures.joined(separator: " + "), link: Link(kind: "meal", id: recipe.id, label: recipe.name), linksLabel: true)
        }
        let about = [
            Field("Total", line.total.isEmpty ? "–" : line.total), Field("Ticked off", line.ticked ? "yes" : "no"),
            Field("Recipes with it", line.ingredient, link: Link(kind: "ingredient", id: line.key, label: line.ingredient)),
        ]
        return Detail(
            title: line.ingredient, subtitle: "Shopping list", sections: [DetailSection(nil, .fields(about)), DetailSection("By recipe", .fields(uses))])
    }

    /// The list's JSON (docs/json-schema.md, kind `shopping`).
    static func record(_ list: ShoppingList) -> EntityRecord {
        let recipes = list.recipes.map { JSONValue.object([("id", .string($0.id)), ("name", .string($0.name)), ("scale", .decimal($0.scale))]) }
        let items = list.lines.map { line in
            JSONValue.object([
                ("ingredient", .string(line.ingredient)), ("total", .string(line.total)),
                ("measures", .array(line.measures.map { .string($0) })), ("recipes", .array(line.recipes.map { .string($0) })),
                ("ticked", .bool(line.ticked)),
            ])
        }
        return EntityRecord(
            kind: "shopping", id: .string("list"), keys: [("name", .string("Shopping list")), ("recipes", .array(recipes)), ("items", .array(items))])
    }

    /// The list as plain text: its recipes, then one line per ingredient, `[x]` when ticked off.
    static func text(_ list: ShoppingList) -> String {
        var lines = ["Shopping list"]
        if !list.recipes.isEmpty { lines.append("for " + list.recipes.map { "\($0.name) \(MealMapper.scaleText($0.scale))" }.joined(separator: ", ")) }
        lines.append("")
        for line in list.lines {
            lines.append(
                "[\(line.ticked ? "x" : " ")] \(line.ingredient)" + (line.total.isEmpty ? "" : " — " + line.total) + " (" + line.recipes.joined(separator: ", ")
                    + ")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The list as Markdown: a heading, the recipes, and a task list (`- [x]` ticked off).
    static func markdown(_ list: ShoppingList) -> String {
        var lines = ["# Shopping list", ""]
        if !list.recipes.isEmpty {
            lines += list.recipes.map { "- " + escaped($0.name) + " " + MealMapper.scaleText($0.scale) } + [""]
        }
        for line in list.lines {
            let total = line.total.isEmpty ? "" : " — " + escaped(line.total)
            lines.append("- [\(line.ticked ? "x" : " ")] **\(escaped(line.ingredient))**\(total) _(\(line.recipes.map(escaped).joined(separator: ", ")))_")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text from the API with Markdown's marks escaped, so a name cannot make a link or a heading.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in DisplayText.line(text) {
            if "\\`*_[]<>#|~".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
