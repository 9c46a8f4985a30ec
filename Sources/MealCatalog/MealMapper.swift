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

    /// The recipe: category and area, tags, ingredients with their measures, the
    /// instructions as paragraphs, and the source and video links as text.
    public static func detail(from meal: MealDTO) -> Detail {
        let subtitle = [meal.category, meal.area].compactMap { $0.map(DisplayText.line) }.joined(separator: " · ")
        var sections: [DetailSection] = []
        if !meal.ingredients.isEmpty {
            let fields = meal.ingredients.map { Field(DisplayText.line($0.name), DisplayText.line($0.measure)) }
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
            badges: meal.tags.map(DisplayText.line),
            sections: sections
        )
    }
}
