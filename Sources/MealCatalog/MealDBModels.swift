import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// TheMealDB's response shapes, reduced to the fields the recipe browser shows. Every value
/// is a string on the wire, ids included, and any of them may be null.

/// `{"meals": [...]}`, where no match is `{"meals": null}`.
public struct MealEnvelope<Meal: Decodable & Sendable & Equatable>: Decodable, Sendable, Equatable {
    /// Nil for `null`; items that cannot be read (a null name, say) are left out.
    public var meals: [Meal]?

    enum CodingKeys: String, CodingKey { case meals }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        meals = try container.decodeIfPresent(LossyArray<Meal>.self, forKey: .meals)?.elements
    }
}

/// A meal as lists give it: `filter.php` and the summary fields of `search.php`.
public struct MealSummaryDTO: Decodable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var category: String?
    public var area: String?

    enum CodingKeys: String, CodingKey {
        case id = "idMeal", name = "strMeal", category = "strCategory", area = "strArea"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeLenientString(.id)
        name = try container.decodeLenientString(.name)
        category = container.optionalString(.category)
        area = container.optionalString(.area)
    }
}

/// One ingredient and how much of it; both trimmed.
public struct Ingredient: Sendable, Equatable {
    public var name: String
    public var measure: String

    public init(name: String, measure: String) {
        self.name = name
        self.measure = measure
    }
}

/// `lookup.php?i=`: a meal in full. The twenty flat `strIngredientN` / `strMeasureN` pairs
/// become a list of ``Ingredient``s; empty slots (`null`, `""`, whitespace) are skipped.
public struct MealDTO: Decodable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var category: String?
    public var area: String?
    public var instructions: String?
    public var tags: [String]
    public var youtube: String?
    public var source: String?
    public var ingredients: [Ingredient]
    /// The dish's photo (`strMealThumb`), as the server wrote it.
    public var thumbnail: String?

    /// TheMealDB's fixed number of ingredient slots.
    public static let slots = 20

    /// Keys made at run time, for the numbered slots.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        id = try container.decodeLenientString(Key("idMeal"))
        name = try container.decodeLenientString(Key("strMeal"))
        category = container.optionalString(Key("strCategory"))
        area = container.optionalString(Key("strArea"))
        instructions = container.optionalString(Key("strInstructions"))
        tags = (container.optionalString(Key("strTags")) ?? "")
            .split(separator: ",")
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty }
        youtube = container.optionalString(Key("strYoutube"))
        source = container.optionalString(Key("strSource"))
        thumbnail = container.optionalString(Key("strMealThumb"))
        var ingredients: [Ingredient] = []
        for slot in 1...Self.slots {
            guard let name = container.optionalString(Key("strIngredient\(slot)")) else { continue }
            ingredients.append(Ingredient(name: name, measure: container.optionalString(Key("strMeasure\(slot)")) ?? ""))
        }
        self.ingredients = ingredients
    }
}

/// `categories.php`.
public struct CategoriesDTO: Decodable, Sendable, Equatable {
    public struct Category: Decodable, Sendable, Equatable {
        public var name: String
        public var summary: String?

        enum CodingKeys: String, CodingKey {
            case name = "strCategory", summary = "strCategoryDescription"
        }
    }

    public var categories: [Category]?
}

/// `list.php?a=list`.
public struct AreaDTO: Decodable, Sendable, Equatable {
    public var name: String

    enum CodingKeys: String, CodingKey {
        case name = "strArea"
    }
}

/// `list.php?c=list`: a category's name.
public struct CategoryNameDTO: Decodable, Sendable, Equatable {
    public var name: String

    enum CodingKeys: String, CodingKey {
        case name = "strCategory"
    }
}

/// `list.php?i=list`: an ingredient, its description (often null or empty) and its kind.
public struct IngredientDTO: Decodable, Sendable, Equatable {
    public var name: String
    public var summary: String?
    public var type: String?

    enum CodingKeys: String, CodingKey {
        case name = "strIngredient", summary = "strDescription", type = "strType"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeLenientString(.name)
        summary = container.optionalString(.summary)
        type = container.optionalString(.type)
    }
}

extension KeyedDecodingContainer {
    /// A string value, or a number written as one; an error when missing or null.
    func decodeLenientString(_ key: Key) throws -> String {
        if let text = try? decode(String.self, forKey: key) { return text.trimmingWhitespace() }
        if let number = try? decode(Int.self, forKey: key) { return String(number) }
        return try decode(String.self, forKey: key)
    }

    /// A trimmed, non-empty string, or nil for null, missing, empty or whitespace.
    func optionalString(_ key: Key) -> String? {
        guard let text = (try? decodeIfPresent(String.self, forKey: key)) ?? nil else { return nil }
        let trimmed = text.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }
}
