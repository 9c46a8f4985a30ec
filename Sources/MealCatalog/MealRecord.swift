import CatalogKit

/// A recipe's keys for its JSON (docs/json-schema.md), built from TheMealDB's answer: its
/// `idMeal`, name, category and area (null when blank), tags, ingredients with their
/// measures in the recipe's order (taken by `scale`, which is then a key before them), and
/// the instructions with their line breaks.
enum MealRecord {
    static let kind = "meal"

    static func record(_ meal: MealDTO, scale: Double = 1) -> EntityRecord {
        let category = meal.category.map(DisplayText.line).flatMap { $0.isEmpty ? nil : $0 }
        let area = meal.area.map(DisplayText.line).flatMap { $0.isEmpty ? nil : $0 }
        let instructions = meal.instructions.map(MealMapper.steps).flatMap { $0.isEmpty ? nil : $0 }
        let ingredients = meal.ingredients.map { ingredient in
            JSONValue.object([
                ("name", .string(DisplayText.line(ingredient.name))), ("measure", .string(Measure.scale(DisplayText.line(ingredient.measure), by: scale))),
            ])
        }
        let scaled: [(String, JSONValue)] = scale == 1 ? [] : [("scale", .decimal(scale))]
        return EntityRecord(
            kind: kind, id: .string(meal.id),
            keys: [
                ("name", .string(DisplayText.line(meal.name))),
                ("category", .optional(category)),
                ("area", .optional(area)),
                ("tags", .array(meal.tags.map { .string(DisplayText.line($0)) })),
            ] + scaled + [
                ("ingredients", .array(ingredients)),
                ("instructions", .optional(instructions)),
            ])
    }
}
