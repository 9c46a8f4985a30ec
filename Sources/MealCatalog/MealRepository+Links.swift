import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

extension MealRepository {
    public var linkKinds: [LinkKind] { Self.descriptor.linkKinds }

    /// What a recipe's link (or a deep link) points at. A recipe by id is one `lookup.php`
    /// (by name one `search.php`); a category asks `categories.php` (for its description) and
    /// `filter.php?c=` together; an ingredient `list.php?i=list` and `filter.php?i=` together;
    /// an area one `filter.php?a=`; the pantry (`pantry/all`, `pantry/area:Italian`) one
    /// `filter.php?i=` per pantry ingredient and a few lookups; the shopping list
    /// (`shopping/list`) reads the data folder only. A name in another case than the API's costs one more
    /// round trip (`list.php` for the right spelling, then the recipes again).
    public func open(_ link: Link, freshness: Freshness) async throws(AppError) -> LinkedPage {
        let key = DisplayText.line(link.id)
        guard !key.isEmpty else { throw Self.noSuch(link) }
        switch link.kind {
        case "meal":
            let document = try await recipe(key, freshness: freshness)
            return LinkedPage(title: document.title, document: document, entries: nil, itemName: itemName)
        case "category":
            async let described = result(.categories, as: CategoriesDTO.self, subject: "list of categories", freshness)
            async let listed = meals(.mealsInCategory(key), freshness)
            let (categories, found) = await (described, listed)
            let known = try categories.get().categories ?? []
            let match = known.first { Self.fold($0.name) == Self.fold(key) }
            var meals = try found.get()
            if meals.isEmpty, let match, match.name != key { meals = try await self.meals(.mealsInCategory(match.name), freshness).get() }
            guard match != nil || !meals.isEmpty else { throw Self.noSuch(link) }
            return MealLinkMapper.categoryPage(match?.name ?? key, summary: match?.summary, meals: meals)
        case "area":
            var name = key
            var meals = try await self.meals(.mealsInArea(key), freshness).get()
            if meals.isEmpty {
                let areas = try await fetch(.areas, as: MealEnvelope<AreaDTO>.self, subject: "list of areas", freshness).meals ?? []
                guard let match = areas.first(where: { Self.fold($0.name) == Self.fold(key) }) else { throw Self.noSuch(link) }
                name = match.name
                if match.name != key { meals = try await self.meals(.mealsInArea(match.name), freshness).get() }
            }
            return MealLinkMapper.areaPage(name, meals: meals)
        case "ingredient":
            let wanted = MealMapper.ingredientKey(key.replacing("_", with: " "))
            async let described = result(.ingredients, as: MealEnvelope<IngredientDTO>.self, subject: "list of ingredients", freshness)
            async let listed = meals(.mealsWithIngredient(wanted), freshness)
            let (ingredients, found) = await (described, listed)
            let meals = try found.get()
            // The description is a nicety: the recipes stand without it.
            let ingredient = (try? ingredients.get())?.meals?.first { MealMapper.ingredientKey($0.name) == wanted }
            guard ingredient != nil || !meals.isEmpty else { throw Self.noSuch(link) }
            return MealLinkMapper.ingredientPage(link.label.isEmpty ? key : DisplayText.line(link.label), ingredient: ingredient, meals: meals)
        case "pantry":
            return try await pantryPage(link, freshness: freshness)
        case "shopping":
            guard key == "list" else { throw Self.noSuch(link) }
            return ShoppingPages.page(try shoppingList())
        default:
            throw AppError(kind: .notFound, message: "Recipes have no pages of kind “\(DisplayText.line(link.kind.rawValue))”.", isRetryable: false)
        }
    }

    /// A recipe by id, or by its name (exactly, case and accents aside).
    private func recipe(_ key: String, freshness: Freshness) async throws(AppError) -> Detail {
        if key.allSatisfy(\.isASCII), Int(key) != nil {
            return try await detail(for: Entry(id: key, title: key), freshness: freshness)
        }
        let found = try await fetch(.search(key), as: MealEnvelope<MealDTO>.self, subject: "recipe", freshness).meals ?? []
        guard let meal = found.first(where: { Self.fold($0.name) == Self.fold(key) }) else {
            throw AppError(kind: .notFound, message: "Not found: no recipe is called “\(key)”.", isRetryable: false)
        }
        return MealMapper.detail(from: meal)
    }

    /// The meals of a `filter.php` list; none (`{"meals": null}`, or a server of files
    /// without that file) is an empty list.
    private func meals(_ endpoint: MealDBEndpoint, _ freshness: Freshness) async -> Result<[MealSummaryDTO], AppError> {
        switch await result(endpoint, as: MealEnvelope<MealSummaryDTO>.self, subject: "recipe list", freshness) {
        case let .success(envelope): return .success(envelope.meals ?? [])
        case let .failure(error) where error.kind == .notFound: return .success([])
        case let .failure(error): return .failure(error)
        }
    }

    static func noSuch(_ link: Link) -> AppError {
        let what = link.kind == "meal" ? "recipe" : DisplayText.line(link.kind.rawValue)
        return AppError(kind: .notFound, message: "Not found: there is no \(what) “\(DisplayText.line(link.id))” with recipes.", isRetryable: false)
    }

    /// Case and accents ignored, `_` as a space.
    static func fold(_ text: String) -> String {
        SearchFolding.withoutAccents(DisplayText.line(text.replacing("_", with: " "))).lowercased()
    }
}
