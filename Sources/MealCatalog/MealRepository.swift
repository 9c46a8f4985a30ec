import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// Recipes: TheMealDB behind the shared ``Catalog`` protocol.
///
/// The list is the meals of one category (Dessert to begin with) or one area, chosen with
/// the `c` and `a` pickers (the full lists of `list.php`); links open a recipe's category,
/// area and ingredients (see `MealRepository+Links.swift`); search asks `search.php` as the
/// user types (debounced); a detail is one `lookup.php`, or none for a meal a search returned.
public struct MealRepository: Catalog {
    public let title: String
    public let itemName = "recipe"
    /// Names are searched by TheMealDB, once typing pauses.
    public var searchStrategy: SearchStrategy {
        .remote(
            debounce: .milliseconds(250),
            search: { [self] query, filters, freshness throws(AppError) in
                try await search(query, filters: filters, freshness: freshness)
            })
    }

    /// A category or an area: one at a time, so both are in one group.
    public static let category = FilterKind(id: "category", title: "Category", key: "c", group: "list")
    public static let area = FilterKind(id: "area", title: "Area", key: "a", group: "list")
    public let filterKinds = [MealRepository.category, MealRepository.area]
    public let defaultFilters = [CatalogFilter(kind: MealRepository.category, option: FilterOption(value: "Dessert"))]

    private let api: APIClient
    /// Full meals from recent searches and lookups, by id.
    let searched = RecentValues<MealDTO>(limit: 200)
    /// The recipes of each ingredient (`filter.php?i=`) the pantry asked for, by its key.
    let withIngredient = RecentValues<[MealSummaryDTO]>(limit: 100)
    /// The pantry and the shopping list, or nil where there is no data folder to keep them in.
    let kitchen: Kitchen?
    /// An index below its argument, for a random pick (a test's is fixed).
    let pick: @Sendable (Int) -> Int

    /// Where photos come from, or nil for no photos (the demo).
    private let images: APIClient?
    /// The server whose origin the photos are asked from instead of TheMealDB's (`--base-url`).
    private let imageOrigin: URL?

    /// `environment` finds the data folder that keeps the pantry and the shopping list
    /// (`XDG_DATA_HOME`, `HOME`); without it they cannot be used.
    public init(
        api: APIClient, title: String = "Recipes", images: APIClient? = nil, imageOrigin: URL? = nil,
        environment: [String: String]? = nil, pick: @escaping @Sendable (Int) -> Int = { Int.random(in: 0..<max(1, $0)) }
    ) {
        self.api = api
        kitchen = environment.map(Kitchen.init(environment:))
        self.pick = pick
        self.title = title
        self.images = images
        self.imageOrigin = imageOrigin
    }

    /// `lookup.php?i={id}` on the server this repository asks (a key in its path masked).
    public func entityAddress(for id: String) -> String? {
        EntityAddress.url(base: api.baseURL, path: "/lookup.php", query: [URLQueryItem(name: "i", value: id)])
    }

    public func pictureBytes(at url: URL, freshness: Freshness) async throws(AppError) -> Data {
        guard let images else { throw AppError(kind: .notFound, message: "No pictures here.", isRetryable: false) }
        return try await images.pictureBytes(at: url, freshness: freshness)
    }

    /// The recipe document with its photo, when photos are on, its measures taken by `scale`.
    func document(_ meal: MealDTO, scale: Double = 1) -> Detail {
        var detail = MealMapper.detail(from: meal, scale: scale)
        if images != nil { detail.picture = MealMapper.picture(meal.thumbnail, origin: imageOrigin) }
        return detail
    }

    /// The meals of the filter's category or area, all at once (TheMealDB does not page);
    /// with neither, every recipe from A to Z.
    public func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        // The rows' marks (a recipe on the shopping list) need the files read once.
        kitchen?.loadMarksOnce()
        let endpoint: MealDBEndpoint
        if let area = filters.value(for: Self.area) {
            endpoint = .mealsInArea(area)
        } else if let category = filters.value(for: Self.category) {
            endpoint = .mealsInCategory(category)
        } else {
            let entries = try await allMeals(freshness)
            return EntryPage(entries: Array(entries.dropFirst(offset)), total: entries.count, isLast: true, nextOffset: entries.count)
        }
        let meals: [MealSummaryDTO]
        do {
            meals = try await fetch(endpoint, as: MealEnvelope<MealSummaryDTO>.self, subject: "recipe list", freshness).meals ?? []
        } catch {
            throw error.suggestingDemo("meals")
        }
        // The filter's answer names neither; the one filtered by is known.
        let area = filters.value(for: Self.area)
        let category = area == nil ? filters.value(for: Self.category) : nil
        let entries = meals.map { meal in
            var entry = MealMapper.entry(from: meal)
            entry.fields = MealMapper.fields(category: meal.category ?? category, area: meal.area ?? area)
            return entry
        }
        return EntryPage(entries: entries, total: entries.count, isLast: true, nextOffset: offset + entries.count)
    }

    public func filterOptions(for kind: FilterKind, matching query: String, freshness: Freshness) async throws(AppError) -> [FilterOption] {
        let names: [String]
        if kind == Self.area {
            names = (try await fetch(.areas, as: MealEnvelope<AreaDTO>.self, subject: "list of areas", freshness).meals ?? []).map(\.name)
        } else {
            names = (try await fetch(.categoryNames, as: MealEnvelope<CategoryNameDTO>.self, subject: "list of categories", freshness).meals ?? []).map(\.name)
        }
        // Narrowed by what was typed in the picker, if anything (case and accents aside).
        let wanted = Self.fold(query)
        return names.map(DisplayText.line).filter { !$0.isEmpty && (wanted.isEmpty || Self.fold($0).contains(wanted)) }.map { FilterOption(value: $0) }
    }

    /// Meals whose names contain `query`; none is an empty list, not an error. The search
    /// answers with full meals: they are kept, so opening one sends no lookup.
    public func search(_ query: String, filters: [CatalogFilter], freshness: Freshness = .cachedIfFresh) async throws(AppError) -> [Entry] {
        let meals = try await fetch(.search(query), as: MealEnvelope<MealDTO>.self, subject: "recipe", freshness).meals ?? []
        for meal in meals { await searched.remember(meal, for: meal.id) }
        return meals.map(MealMapper.entry(from:))
    }

    /// The recipe: from the last searches when one returned it (unless revalidating), else one
    /// lookup; a line of the shopping list (``ShoppingPages``) is its breakdown by recipe, an
    /// ingredient of the pantry's picker its page.
    public func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        if let key = ShoppingPages.lineKey(entry.id) { return try shoppingLine(key) }
        if let key = PantryPages.ingredientKey(entry.id) {
            return try await open(Link(kind: "ingredient", id: key, label: entry.title), freshness: freshness).document
        }
        return document(try await meal(entry.id, freshness: freshness))
    }

    /// The meal of `id` in full: kept from a search or lookup (unless revalidating), else one lookup.
    func meal(_ id: String, freshness: Freshness) async throws(AppError) -> MealDTO {
        if freshness == .cachedIfFresh, let meal = await searched.value(for: id) { return meal }
        let meals = try await fetch(.lookup(id), as: MealEnvelope<MealDTO>.self, subject: "recipe", freshness).meals ?? []
        guard let meal = meals.first else {
            throw AppError(kind: .notFound, message: "Not found: the server has no such recipe.", isRetryable: false)
        }
        await searched.remember(meal, for: meal.id)
        return meal
    }

    func fetch<T: Decodable & Sendable>(_ endpoint: MealDBEndpoint, as type: T.Type, subject: String, _ freshness: Freshness) async throws(AppError) -> T {
        try await api.fetch(endpoint, as: type, subject: subject, freshness: freshness)
    }

    func result<T: Decodable & Sendable>(_ endpoint: MealDBEndpoint, as type: T.Type, subject: String, _ freshness: Freshness) async -> Result<T, AppError> {
        await api.result(endpoint, as: type, subject: subject, freshness: freshness)
    }
}
