import CatalogKit

/// The pages a recipe's links open: a category with its description, an area, an
/// ingredient with its description, each with the recipes that belong to it.
public enum MealLinkMapper {
    /// The recipes as list entries (`filter.php` gives only their names and ids).
    static func entries(_ meals: [MealSummaryDTO]) -> [Entry] {
        meals.map(MealMapper.entry(from:))
    }

    public static func categoryPage(_ name: String, summary: String?, meals: [MealSummaryDTO]) -> LinkedPage {
        page(name, kind: "Category", summary: summary, meals: meals)
    }

    public static func areaPage(_ name: String, meals: [MealSummaryDTO]) -> LinkedPage {
        page(name, kind: "Area", summary: nil, meals: meals)
    }

    public static func ingredientPage(_ name: String, ingredient: IngredientDTO?, meals: [MealSummaryDTO]) -> LinkedPage {
        var fields: [Field] = []
        if let type = ingredient?.type { fields.append(Field("Kind", DisplayText.line(type))) }
        return page(ingredient.map { DisplayText.line($0.name) } ?? name, kind: "Ingredient", summary: ingredient?.summary, meals: meals, fields: fields)
    }

    static func page(_ name: String, kind: String, summary: String?, meals: [MealSummaryDTO], fields: [Field] = []) -> LinkedPage {
        let title = DisplayText.line(name)
        var sections: [DetailSection] = []
        if !fields.isEmpty { sections.append(DetailSection(nil, .fields(fields))) }
        if let summary = summary.map(MealMapper.steps), !summary.isEmpty {
            sections.append(DetailSection("About", .paragraph(summary)))
        }
        let count = meals.count == 1 ? "1 recipe" : "\(meals.count) recipes"
        let document = Detail(title: title, subtitle: "\(kind) · \(count)", sections: sections)
        return LinkedPage(title: title, document: document, entries: entries(meals), itemName: "recipe")
    }
}
