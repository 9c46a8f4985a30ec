import CatalogKit

extension MealRepository {
    /// The recipes' keys of their own (README "Keys"): `a` is the area picker here, so the
    /// shopping list's is `b`.
    static let cookingActions = [
        CatalogAction("pantry.open", key: "I", name: "pantry", summary: "the pantry: recipes by how much of them you have"),
        CatalogAction("pantry.pick", key: "P", name: "pantry_ingredients", summary: "every ingredient, to fill the pantry with p"),
        CatalogAction("pantry.toggle", key: "p", name: "pantry_toggle", summary: "put the ingredient in the pantry, or take it out"),
        CatalogAction("shopping.toggle", key: "b", name: "shop", summary: "put the recipe on the shopping list at its scale, or take it off"),
        CatalogAction("shopping.open", key: "L", name: "shopping_list", summary: "the shopping list"),
        CatalogAction("shopping.tick", key: "t", name: "tick", summary: "tick the ingredient off, or back on", page: "shopping"),
        CatalogAction("shopping.copy", key: "y", name: "copy_shopping_list", summary: "copy the list as Markdown", page: "shopping"),
        CatalogAction("scale.up", key: "+", name: "scale_up", summary: "more: the recipe's measures scaled up"),
        CatalogAction("scale.down", key: "-", name: "scale_down", summary: "less: the recipe's measures scaled down"),
        CatalogAction("random", key: "d", name: "random_dinner", summary: "a random recipe (of the category or area chosen)"),
    ]

    public var actions: [CatalogAction] { Self.cookingActions }

    /// ✓ beside an ingredient in the pantry and a line ticked off, • beside a recipe on the
    /// shopping list: from what the files held when last read.
    public func badge(for entry: Entry) -> String? {
        guard let marks = kitchen?.marks else { return nil }
        if let key = PantryPages.ingredientKey(entry.id) { return marks.holds(ingredient: key) ? "✓" : nil }
        if let key = ShoppingPages.lineKey(entry.id) { return marks.ticks(key) ? "✓" : nil }
        return marks.lists(recipe: entry.id) ? "•" : nil
    }

    public func perform(_ action: ActionID, in context: ActionContext) async throws(AppError) -> ActionOutcome {
        switch action {
        case "pantry.open":
            let narrowing = PantryPages.narrowing(for: context.filters, defaults: defaultFilters)
            return .follow(Link(kind: "pantry", id: narrowing.id, label: narrowing.filter.map { "Pantry · " + $0.value } ?? "Pantry"))
        case "pantry.pick": return .follow(Link(kind: "pantry", id: "ingredients", label: "Pantry ingredients"))
        case "pantry.toggle": return try togglePantry(context)
        case "shopping.toggle": return try await toggleShopping(context)
        case "shopping.open": return .follow(Link(kind: "shopping", id: "list", label: "Shopping list"))
        case "shopping.tick":
            guard let key = context.entry.flatMap({ ShoppingPages.lineKey($0.id) }) else { return .notice("t ticks off an ingredient of the list") }
            return .reloadPage(notice: try tick(key))
        case "shopping.copy": return .copy(ShoppingPages.markdown(try requireKitchen().loadShopping()), what: "the shopping list as Markdown")
        case "scale.up", "scale.down": return try await rescale(context, by: action == "scale.up" ? 1 : -1)
        case "random":
            let narrowing = PantryPages.narrowing(for: context.filters, defaults: defaultFilters).filter
            let id = try await randomMeal(narrowing: narrowing, freshness: .cachedIfFresh)
            return .follow(Link(kind: "meal", id: id, label: "A random recipe"))
        default: return .none
        }
    }

    /// `p`: the ingredient of the picker's row, or of the ingredient page on screen, in or out.
    private func togglePantry(_ context: ActionContext) throws(AppError) -> ActionOutcome {
        let name: String
        if let entry = context.entry, PantryPages.ingredientKey(entry.id) != nil {
            name = entry.title
        } else if let page = context.page, page.kind == "ingredient" {
            name = context.detail?.title ?? page.label
        } else {
            return .notice("p works on an ingredient: its page, or the list P opens")
        }
        let said = try requireKitchen().changePantry { pantry in
            guard pantry.remove([name]).isEmpty else { return "took \(name) out of the pantry (\(pantry.ingredients.count))" }
            pantry.add([name])
            return "put \(name) in the pantry (\(pantry.ingredients.count))"
        }
        return context.page?.kind == "pantry" ? .reloadPage(notice: said) : .notice(said)
    }

    /// `b`: the recipe on screen onto the shopping list at its scale (a new scale replaces the
    /// old), or off it when it is there at that scale already.
    private func toggleShopping(_ context: ActionContext) async throws(AppError) -> ActionOutcome {
        let recipe = context.detail.flatMap { $0.record?.kind == MealRecord.kind ? $0.entityID : nil }
        guard let id = recipe ?? context.entry.flatMap({ Int($0.id) != nil ? $0.id : nil }) else {
            return .notice("b puts a recipe on the shopping list: open one")
        }
        let scale = recipe == nil ? 1 : Self.scale(of: context.detail ?? Detail(title: ""))
        let kitchen = try requireKitchen()
        let listed = try kitchen.loadShopping().recipes.first { $0.id == id }
        if let listed, abs(listed.scale - scale) < 1e-9 {
            let count = try kitchen.changeShopping { list in
                list.remove(ids: [id])
                return list.recipes.count
            }
            return .notice("took \(listed.name) off the shopping list (\(count) " + (count == 1 ? "recipe)" : "recipes)"))
        }
        return .notice(try await addToShopping(id, scale: scale, freshness: .cachedIfFresh))
    }

    /// `+`/`-`: the recipe in the detail one step up or down its scale.
    private func rescale(_ context: ActionContext, by step: Int) async throws(AppError) -> ActionOutcome {
        guard let detail = context.detail, detail.record?.kind == MealRecord.kind else { return .notice("+ and - scale a recipe: open one") }
        guard let scaled = try await rescaled(detail, by: step, freshness: .cachedIfFresh) else {
            return .notice(MealMapper.scaleText(Self.scale(of: detail)) + (step > 0 ? " is the most" : " is the least"))
        }
        let listed = kitchen?.marks.lists(recipe: detail.entityID ?? "") == true ? "; b puts it on the shopping list so" : ""
        return .replaceDetail(scaled, notice: "scaled " + MealMapper.scaleText(Self.scale(of: scaled)) + listed)
    }
}
