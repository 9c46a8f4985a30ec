import Foundation
import Networking
import TestSupport

/// The corpus's recipes in full (every `lookup.php` and `search.php` answer), served as
/// TheMealDB would serve them: `lookup.php?i=` by id, `filter.php?i=` as the recipes among
/// them that use the ingredient (TheMealDB's `{"strMeal", "strMealThumb", "idMeal"}` rows),
/// `filter.php?c=` and `?a=` from the corpus files, `random.php` as the first recipe.
enum CorpusMeals {
    static let folder = "mealdb/api/json/v1/1"

    /// Every full meal in the corpus, by id, as the JSON objects it holds.
    static func meals() throws -> [String: [String: Any]] {
        var meals: [String: [String: Any]] = [:]
        for endpoint in ["lookup.php", "search.php"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Corpus.root!.appendingPathComponent("\(folder)/\(endpoint)").path)
            for name in names {
                let object = try JSONSerialization.jsonObject(with: Corpus.data("\(folder)/\(endpoint)/\(name)")) as? [String: Any]
                for meal in object?["meals"] as? [[String: Any]] ?? [] {
                    if let id = meal["idMeal"] as? String { meals[id] = meal }
                }
            }
        }
        return meals
    }

    /// The ingredient names of a meal object, in slot order.
    static func ingredients(_ meal: [String: Any]) -> [String] {
        (1...20).compactMap { (meal["strIngredient\($0)"] as? String)?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// One corpus meal: what `filter.php` rows name, its ingredients, and its object as JSON.
    struct Meal: Sendable {
        var name: String
        var thumbnail: String
        var ingredients: [String]
        var json: Data
    }

    /// A stub answering as described above; 404 for anything else.
    static func client() throws -> StubClient {
        let meals = try meals().mapValues { meal in
            Meal(
                name: meal["strMeal"] as? String ?? "", thumbnail: meal["strMealThumb"] as? String ?? "", ingredients: ingredients(meal),
                json: (try? JSONSerialization.data(withJSONObject: meal)) ?? Data())
        }
        let ids = meals.keys.sorted()
        return StubClient { request throws(NetworkError) in
            let endpoint = request.url.lastPathComponent
            let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let (name, value) = (items.first?.name ?? "", items.first?.value ?? "")
            func answer(_ rows: [Data]) -> HTTPResponse {
                let list = rows.isEmpty ? "null" : "[" + rows.map { String(decoding: $0, as: UTF8.self) }.joined(separator: ",") + "]"
                return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data(#"{"meals":\#(list)}"#.utf8))
            }
            switch (endpoint, name) {
            case ("lookup.php", "i"): return answer(meals[value].map { [$0.json] } ?? [])
            case ("random.php", _): return answer(ids.first.flatMap { meals[$0] }.map { [$0.json] } ?? [])
            case ("filter.php", "i"):
                return answer(
                    ids.compactMap { id -> Data? in
                        guard let meal = meals[id], meal.ingredients.contains(where: { $0.lowercased().replacingOccurrences(of: " ", with: "_") == value })
                        else { return nil }
                        return try? JSONSerialization.data(withJSONObject: ["idMeal": id, "strMeal": meal.name, "strMealThumb": meal.thumbnail])
                    })
            case ("filter.php", _):
                if let data = try? Corpus.data("\(folder)/filter.php/\(name)=\(value).json") {
                    return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: data)
                }
                return answer([])
            default:
                return HTTPResponse(status: .notFound, body: Data())
            }
        }
    }
}
