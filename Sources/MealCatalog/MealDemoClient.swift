import Foundation
import Networking

/// Answers TheMealDB requests from the built-in ``MealDemoData``, computing lists, lookups
/// and searches the way the API does, so that `explore meals --demo` needs no network.
public struct MealDemoClient: NetworkClient {
    /// The base URL to pair with this client; it never reaches a network.
    public static let baseURL = URL(string: "demo:/api/json/v1/1")!

    /// The fields the demo answers by, and the meal's full JSON.
    private struct Meal: Sendable {
        var id, name, category, area, thumb, json: String
    }

    private let meals: [Meal]

    public init() {
        meals = MealDemoData.meals.map { text in
            let object = ((try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]) ?? [:]
            func field(_ name: String) -> String { object[name] as? String ?? "" }
            return Meal(id: field("idMeal"), name: field("strMeal"), category: field("strCategory"), area: field("strArea"), thumb: field("strMealThumb"), json: text)
        }
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        if Task.isCancelled { throw NetworkError(.cancelled, request: request) }
        let endpoint = request.url.lastPathComponent
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func value(_ name: String) -> String? { query.first { $0.name == name }?.value }
        switch endpoint {
        case "categories.php":
            return Self.ok(MealDemoData.categories)
        case "list.php" where value("a") == "list":
            let areas = Set(meals.map(\.area)).sorted()
            return Self.ok(envelope(areas.map { #"{"strArea":"\#($0)"}"# }))
        case "filter.php":
            let byCategory = value("c") != nil
            let wanted = (value("c") ?? value("a") ?? "").lowercased()
            let summaries = meals.filter { (byCategory ? $0.category : $0.area).lowercased() == wanted }.map(summary)
            return Self.ok(envelope(summaries))
        case "lookup.php":
            return Self.ok(envelope(meals.filter { $0.id == value("i") }.map(\.json)))
        case "search.php":
            let needle = Self.fold(value("s") ?? "")
            return Self.ok(envelope(meals.filter { needle.isEmpty || Self.fold($0.name).contains(needle) }.map(\.json)))
        default:
            return HTTPResponse(status: .notFound, body: Data("<html>Not Found</html>".utf8))
        }
    }

    /// Case, accents and apostrophes ignored, as a forgiving search would.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased().filter { !"'’‘".contains($0) }
    }

    /// `{"meals": [...]}`, or `{"meals": null}` for none, as TheMealDB answers.
    private func envelope(_ items: [String]) -> String {
        items.isEmpty ? #"{"meals":null}"# : #"{"meals":["# + items.joined(separator: ",") + "]}"
    }

    private func summary(_ meal: Meal) -> String {
        let object: [String: Any] = ["idMeal": meal.id, "strMeal": meal.name, "strMealThumb": meal.thumb]
        let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private static func ok(_ body: String) -> HTTPResponse {
        HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    }
}
