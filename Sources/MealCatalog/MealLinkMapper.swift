import CatalogKit

/// The pages a recipe's links open: a category with its description, an area, an
/// ingredient with its description, each with the recipes that belong to it.
public enum MealLinkMapper {
    /// The recipes as list entries (`filter.php` gives only their names and ids).
    static func entries(_ meals: [MealSummaryDTO]) -> [Entry] {
        meals.map(MealMapper.entry(from:))
    }

    public static func categoryPage(_ name: String, summary: String?, meals: [MealSummaryDTO]) -> LinkedPage {
        page(name, kind: "Category", summary: summary, meals: meals, keys: [("description", .optional(summary.map(MealMapper.steps)))])
    }

    public static func areaPage(_ name: String, meals: [MealSummaryDTO]) -> LinkedPage {
        page(name, kind: "Area", summary: nil, meals: meals)
    }

    public static func ingredientPage(_ name: String, ingredient: IngredientDTO?, meals: [MealSummaryDTO]) -> LinkedPage {
        var fields: [Field] = []
        if let type = ingredient?.type { fields.append(Field("Kind", DisplayText.line(type))) }
        return page(
            ingredient.map { DisplayText.line($0.name) } ?? name, kind: "Ingredient", summary: ingredient?.summary, meals: meals, fields: fields,
            keys: [("type", .optional(ingredient?.type.map(DisplayText.line))), ("description", .optional(ingredient?.summary.map(MealMapper.steps)))])
    }

    /// The page of one category, area or ingredient; its record (for `show KIND/NAME`) has
    /// `id` and `name` (the API's name), `keys` from the API's description, then `recipes`
    /// (`[{"id", "name"}]`, TheMealDB's `idMeal` and `strMeal`).
    static func page(_ name: String, kind: String, summary: String?, meals: [MealSummaryDTO], fields: [Field] = [], keys: [(String, JSONValue)] = [])
        -> LinkedPage
    {
        let title = DisplayText.line(name)
        var sections: [DetailSection] = []
        if !fields.isEmpty { sections.append(DetailSection(nil, .fields(fields))) }
        if let summary = summary.map(MealMapper.steps), !summary.isEmpty {
            sections.append(DetailSection("About", .paragraph(summary)))
        }
        let count = meals.count == 1 ? "1 recipe" : "\(meals.count) recipes"
        var document = Detail(title: title, subtitle: "\(kind) · \(count)", sections: sections)
        let recipes = meals.map { JSONValue.object([("id", .string($0.id)), ("name", .string(DisplayText.line($0.name)))]) }
        document.record = EntityRecord(kind: kind.lowercased(), id: .string(title), keys: [("name", .string(title))] + keys + [("recipes", .array(recipes))])
        return LinkedPage(title: title, document: document, entries: entries(meals), itemName: "recipe")
    }
}
