import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

extension MealRepository {
    /// Recipes for the executable: TheMealDB with the key from `MEALDB_API_KEY` (else the
    /// public test key), or the built-in demo.
    public static let descriptor = CatalogDescriptor(
        id: "meals", title: "Recipes", summary: "meals by category and area, from TheMealDB",
        freshFor: .seconds(86_400), urlOption: "mealdb-url", urlExample: "http://127.0.0.1:8080/api/json/v1/1",
        filterKinds: [MealRepository.category, MealRepository.area]
    ) { context in
        if context.demo {
            guard MealDemo.isAvailable else { return DemoData.missing("Recipes · demo") }
            return .ready(OpenableLinksCatalog(MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: MealDemo.client), title: "Recipes · demo")))
        }
        let key = context.environment["MEALDB_API_KEY"].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 } ?? "1"
        Redaction.registerSecret(key)
        let baseURL = context.baseURL ?? MealDBEndpoint.baseURL(key: key)
        return .ready(MealRepository(api: APIClient(baseURL: baseURL, client: context.network),
                                     images: APIClient(baseURL: baseURL, client: context.network), imageOrigin: context.baseURL))
    }
}
