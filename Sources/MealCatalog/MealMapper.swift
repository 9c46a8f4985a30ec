import CatalogKit

/// Turns TheMealDB's shapes into the shared domain: list entries and recipe documents.
public enum MealMapper {
    public static func entry(from meal: MealSummaryDTO) -> Entry {
        let subtitle = [meal.category, meal.area].compactMap { $0.map(DisplayText.line) }.joined(separator: " · ")
        return Entry(id: meal.id, title: DisplayText.line(meal.name), subtitle: subtitle.isEmpty ? nil : subtitle)
    }

    /// A list row for a meal a search returned in full.
    public static func entry(from meal: MealDTO) -> Entry {
        let subtitle = [meal.category, meal.area].compactMap { $0.map(DisplayText.line) }.joined(separator: " · ")
        return Entry(id: meal.id, title: DisplayText.line(meal.name), subtitle: subtitle.isEmpty ? nil : subtitle)
    }

    /// Instructions keep their line breaks (they usually separate steps); `\r\n` and blank
    /// lines are normalised and each line is cleaned.
    static func steps(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n")
            .map { DisplayText.line(String($0)) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// An ingredient as `filter.php?i=` documents it: lower case, words joined by `_`
    /// ("Chicken Breast" → `chicken_breast`).
    public static func ingredientKey(_ name: String) -> String {
        DisplayText.line(name).lowercased().split(separator: " ").joined(separator: "_")
    }

    /// The recipe: category and area (each a link), tags, ingredients with their measures (each a link), the
    /// instructions as paragraphs, and the source and video links as text.
    public static func detail(from meal: MealDTO) -> Detail {
        let subtitle = [meal.category, meal.area].compactMap { $0.map(DisplayText.line) }.joined(separator: " · ")
        var sections: [DetailSection] = []
        var about: [Field] = []
        if let category = meal.category.map(DisplayText.line), !category.isEmpty {
            about.append(Field("Category", category, link: Link(kind: "category", id: category, label: category)))
        }
        if let area = meal.area.map(DisplayText.line), !area.isEmpty {
            about.append(Field("Area", area, link: Link(kind: "area", id: area, label: area)))
        }
        if !about.isEmpty { sections.append(DetailSection(nil, .fields(about))) }
        if !meal.ingredients.isEmpty {
            let fields = meal.ingredients.map { ingredient in
                let name = DisplayText.line(ingredient.name)
                return Field(name, DisplayText.line(ingredient.measure), link: Link(kind: "ingredient", id: ingredientKey(name), label: name))
            }
            sections.append(DetailSection("Ingredients (\(meal.ingredients.count))", .fields(fields)))
        }
        if let instructions = meal.instructions.map(steps), !instructions.isEmpty {
            sections.append(DetailSection("Instructions", .paragraph(instructions)))
        }
        var links: [Field] = []
        if let source = meal.source { links.append(Field("Source", DisplayText.line(source))) }
        if let video = meal.youtube { links.append(Field("Video", DisplayText.line(video))) }
        if !links.isEmpty { sections.append(DetailSection("Links", .fields(links))) }
        return Detail(
            title: DisplayText.line(meal.name),
            subtitle: subtitle.isEmpty ? nil : subtitle,
            badges: meal.tags.map { Badge(DisplayText.line($0)) },
            sections: sections
        )
    }
}
