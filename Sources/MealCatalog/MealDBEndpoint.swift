#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// The TheMealDB v1 calls the recipe browser makes, relative to
/// `https://www.themealdb.com/api/json/v1/<key>`.
public enum MealDBEndpoint: Endpoint, Equatable {
    /// `categories.php`: every category with its description.
    case categories
    /// `filter.php?c=`: the meals of a category (id, name, picture).
    case mealsInCategory(String)
    /// `filter.php?a=`: the meals of an area (a cuisine).
    case mealsInArea(String)
    /// `filter.php?i=`: the meals that use an ingredient (`garlic`, `chicken_breast`).
    case mealsWithIngredient(String)
    /// `list.php?a=list`: every area.
    case areas
    /// `list.php?c=list`: every category's name.
    case categoryNames
    /// `list.php?i=list`: every ingredient, with its description.
    case ingredients
    /// `lookup.php?i=`: one meal in full.
    case lookup(String)
    /// `search.php?s=`: meals whose names contain the text, in full.
    case search(String)
    /// `search.php?f=`: meals whose names start with the letter or digit, in full.
    case firstLetter(Character)
    /// `random.php`: one meal in full, picked by the server (it takes no filter).
    case random

    public var path: String {
        switch self {
        case .categories: return "categories.php"
        case .mealsInCategory, .mealsInArea, .mealsWithIngredient: return "filter.php"
        case .areas, .categoryNames, .ingredients: return "list.php"
        case .lookup: return "lookup.php"
        case .search, .firstLetter: return "search.php"
        case .random: return "random.php"
        }
    }

    public var queryItems: [URLQueryItem] {
        switch self {
        case .categories, .random: return []
        case let .mealsInCategory(category): return [URLQueryItem(name: "c", value: category)]
        case let .mealsInArea(area): return [URLQueryItem(name: "a", value: area)]
        case let .mealsWithIngredient(ingredient): return [URLQueryItem(name: "i", value: ingredient)]
        case .areas: return [URLQueryItem(name: "a", value: "list")]
        case .categoryNames: return [URLQueryItem(name: "c", value: "list")]
        case .ingredients: return [URLQueryItem(name: "i", value: "list")]
        case let .lookup(id): return [URLQueryItem(name: "i", value: id)]
        case let .search(text): return [URLQueryItem(name: "s", value: text)]
        case let .firstLetter(letter): return [URLQueryItem(name: "f", value: String(letter))]
        }
    }

    /// The public API with `key` (`1` is TheMealDB's free test key).
    public static func baseURL(key: String) -> URL {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "www.themealdb.com"
        components.path = "/api/json/v1/" + key
        return components.url ?? URL(string: "https://www.themealdb.com/api/json/v1/1")!
    }
}
