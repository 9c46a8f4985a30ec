/// The keys a recipe's JSON adds to its document, read from the document TheMealDB's
/// catalog builds (see MealMapper): `name`, `category`, `area`, `tags`, `ingredients`,
/// `instructions`.
enum MealJSON {
    static func keys(_ detail: Detail) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [("name", .string(detail.title))]
        let groups = DocumentJSON.fieldGroups(detail)
        pairs.append(("category", .optional(groups.first { $0.label == "Category" }?.fields.first?.value)))
        pairs.append(("area", .optional(groups.first { $0.label == "Area" }?.fields.first?.value)))
        pairs.append(("tags", .array(detail.badges.map { .string($0.text) })))
        var ingredients: [JSONValue] = []
        var instructions: String?
        for section in detail.sections {
            switch section.content {
            case let .fields(fields) where section.heading?.hasPrefix("Ingredients") == true:
                ingredients = fields.map { .object([("name", .string($0.label)), ("measure", .string($0.value))]) }
            case let .paragraph(text) where section.heading == "Instructions":
                instructions = text
            default: break
            }
        }
        pairs.append(("ingredients", .array(ingredients)))
        pairs.append(("instructions", .optional(instructions)))
        return pairs
    }
}
