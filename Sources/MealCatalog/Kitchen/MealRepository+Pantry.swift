import CatalogKit

extension MealRepository {
    /// How many of the best matches are looked up in full (`lookup.php`) to say what they miss.
    static let lookedUpMatches = 10
    /// Ingredient lists asked at once: a few more than the connections, so that none waits
    /// idle, never the whole pantry at once (2,000 ingredients were 1,339 requests together,
    /// which then timed out).
    static let ingredientRequestsAtOnce = 6

    /// The pantry as it is kept; empty where there is no data folder.
    func pantry() throws(AppError) -> Pantry {
        try kitchen?.loadPantry() ?? Pantry()
    }

    /// The recipes that use the pantry's ingredients, best covered first, narrowed to the
    /// recipes of `narrowing` (a category or an area) when it is given.
    ///
    /// TheMealDB's free API filters by one ingredient at a time, so each pantry ingredient is
    /// one `filter.php?i=` (kept for the session) and the lists are intersected here: a
    /// recipe's `uses` are the ingredients that listed it. The best ``lookedUpMatches`` are
    /// then looked up to count their ingredients and name what is missing.
    func pantryMatches(_ pantry: Pantry, narrowing: CatalogFilter?, freshness: Freshness) async throws(AppError) -> [PantryMatch] {
        var seen = Set<String>()
        let wanted = pantry.ingredients.filter { seen.insert(MealMapper.ingredientKey($0)).inserted }
        var matches: [String: PantryMatch] = [:], order: [String] = []
        for (name, meals) in try await recipes(using: wanted, freshness: freshness) {
            for meal in meals {
                if matches[meal.id] == nil {
                    order.append(meal.id)
                    matches[meal.id] = PantryMatch(id: meal.id, name: DisplayText.line(meal.name), uses: [])
                }
                matches[meal.id]?.uses.append(name)
            }
        }
        if let narrowing {
            let allowed = Set(try await page(offset: 0, filters: [narrowing], freshness: freshness).entries.map(\.id))
            order.removeAll { !allowed.contains($0) }
        }
        var ranked = PantryMatch.ranked(order.compactMap { matches[$0] }, pantry: pantry)
        let looked = await ingredients(of: ranked.prefix(Self.lookedUpMatches).map(\.id), freshness: freshness)
        for index in ranked.indices { ranked[index].ingredients = looked[ranked[index].id] }
        return PantryMatch.ranked(ranked, pantry: pantry)
    }

    /// Each ingredient's recipes (`filter.php?i=`, ``ingredientRequestsAtOnce`` at a time, a
    /// new one as each answers), in the order given; how far it has got is told to
    /// ``LoadProgress`` when it takes more than one round. The first failure (or a
    /// cancellation) ends it: nothing more is asked, and what is in flight is cancelled.
    private func recipes(using names: [String], freshness: Freshness) async throws(AppError) -> [(String, [MealSummaryDTO])] {
        let outcome = await withTaskGroup(of: (Int, Result<[MealSummaryDTO], AppError>).self) { group -> Result<[(Int, [MealSummaryDTO])], AppError> in
            var next = 0
            func askNext() {
                guard next < names.count else { return }
                let (index, name) = (next, names[next])
                next += 1
                _ = group.addTaskUnlessCancelled {
                    (index, await self.recipes(using: name, freshness: freshness))
                }
            }
            for _ in 0..<Self.ingredientRequestsAtOnce { askNext() }
            var answers: [(Int, [MealSummaryDTO])] = []
            for await (index, result) in group {
                guard case let .success(recipes) = result else {
                    group.cancelAll()
                    return result.map { _ in [] }
                }
                answers.append((index, recipes))
                if names.count > Self.ingredientRequestsAtOnce { LoadProgress.tell("\(answers.count) of \(names.count) ingredients answered…") }
                askNext()
            }
            guard answers.count == names.count else { return .failure(.cancelled) }
            return .success(answers.sorted { $0.0 < $1.0 })
        }
        return try outcome.get().map { (names[$0.0], $0.1) }
    }

    /// The recipes using one ingredient, kept for the session (unless revalidating); none
    /// (`{"meals": null}`, a 404) is an empty list.
    private func recipes(using name: String, freshness: Freshness) async -> Result<[MealSummaryDTO], AppError> {
        let key = MealMapper.ingredientKey(name)
        if freshness == .cachedIfFresh, let kept = await withIngredient.value(for: key) { return .success(kept) }
        switch await result(.mealsWithIngredient(key), as: MealEnvelope<MealSummaryDTO>.self, subject: "recipe list", freshness) {
        case let .success(envelope):
            await withIngredient.remember(envelope.meals ?? [], for: key)
            return .success(envelope.meals ?? [])
        case let .failure(error) where error.kind == .notFound: return .success([])
        case let .failure(error): return .failure(error)
        }
    }

    /// The ingredient names of each of these recipes that could be looked up, by id.
    private func ingredients(of ids: [String], freshness: Freshness) async -> [String: [String]] {
        await withTaskGroup(of: (String, [String]?).self) { group in
            for id in ids {
                group.addTask {
                    let names = (try? await self.meal(id, freshness: freshness))?.ingredients.map { DisplayText.line($0.name) }
                    return (id, names)
                }
            }
            var found: [String: [String]] = [:]
            for await (id, names) in group { found[id] = names }
            return found
        }
    }

    /// The pantry page (link `pantry/all`, or `pantry/category:Seafood`, `pantry/area:Italian`):
    /// the ranked recipes as its list, the pantry and the best matches as its document.
    func pantryPage(_ link: Link, with ingredients: [String]? = nil, freshness: Freshness) async throws(AppError) -> LinkedPage {
        if link.id == "ingredients" {
            let all = try await fetch(.ingredients, as: MealEnvelope<IngredientDTO>.self, subject: "list of ingredients", freshness).meals ?? []
            return PantryPages.picker(all, pantry: try pantry())
        }
        guard let narrowing = PantryPages.narrowing(link.id) else { throw Self.noSuch(link) }
        var pantry = try self.pantry()
        if let ingredients { pantry = Pantry(ingredients: []); pantry.add(ingredients) }
        let matches = try await pantryMatches(pantry, narrowing: narrowing.filter, freshness: freshness)
        return PantryPages.page(pantry, matches: matches, narrowing: narrowing, id: link.id)
    }
}
