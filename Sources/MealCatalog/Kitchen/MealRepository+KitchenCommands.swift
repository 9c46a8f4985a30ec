import CatalogKit

extension MealRepository {
    /// `explore meals pantry|cook|shopping|random`, and `show --scale N`.
    public func run(_ call: CommandCall, freshness: Freshness) async throws(AppError) -> CommandOutput {
        switch call.name {
        case "pantry": return try await pantryCommand(call, freshness: freshness)
        case "cook":
            var pantry = try self.pantry()
            if let with = call.values["--with"] { pantry = Pantry(); pantry.add(try await ingredientNames(with, freshness: freshness)) }
            guard !pantry.ingredients.isEmpty else {
                throw Self.usage("the pantry is empty: give --with INGREDIENT…, or fill it with “explore meals pantry add …”")
            }
            let narrowing = Self.narrowing(call)
            let matches = try await pantryMatches(pantry, narrowing: narrowing.filter, freshness: freshness)
            return .entries(PantryPages.page(pantry, matches: matches, narrowing: narrowing, id: narrowing.id).entries ?? [])
        case "shopping": return try await shoppingCommand(call, freshness: freshness)
        case "random": return .entity(try await randomMeal(narrowing: Self.narrowing(call).filter, freshness: freshness))
        case "show":
            guard let text = call.value("--scale") else { break }
            guard let scale = Self.scale(parsing: text) else {
                throw Self.usage("--scale takes a number above 0 and at most 100 (2, 0.5, 1/2, 1½), not “\(DisplayText.line(text))”")
            }
            // A page (a category, an area) has no measures to scale.
            if let operand = call.operands.first, operand.contains("/") {
                throw Self.usage("--scale applies to a recipe, not to “\(DisplayText.line(operand))”")
            }
            guard let operand = call.operands.first, let key = try await entityKey(for: operand, freshness: freshness) else {
                throw AppError(kind: .notFound, message: "No recipe matches “\(DisplayText.line(call.operands.first ?? ""))”.", isRetryable: false)
            }
            return .document(document(try await meal(key, freshness: freshness), scale: scale))
        default: break
        }
        throw AppError(kind: .notFound, message: "There is no \(call.name) command here.", isRetryable: false)
    }

    /// "; the file that could not be read is now PATH", or nothing.
    static func movedAside(_ path: String?) -> String {
        path.map { "; the file that could not be read is now \(DisplayText.line($0))" } ?? ""
    }

    /// `pantry [list|add NAME…|remove NAME…|clear]`.
    private func pantryCommand(_ call: CommandCall, freshness: Freshness) async throws(AppError) -> CommandOutput {
        let names = Array(call.operands.dropFirst())
        switch call.operands.first ?? "list" {
        case "list", "show":
            return .document(PantryPages.contents(try pantry()))
        case "add":
            guard !names.isEmpty else { throw Self.usage("pantry add needs an ingredient") }
            let known = try await ingredientNames(names, freshness: freshness)
            let (added, all) = try requireKitchen().changePantry { pantry in (pantry.add(known), pantry.ingredients) }
            return .message((added.isEmpty ? "already in the pantry" : "added " + added.joined(separator: ", ")) + Self.pantrySummary(all))
        case "remove":
            guard !names.isEmpty else { throw Self.usage("pantry remove needs an ingredient") }
            let (removed, all) = try requireKitchen().changePantry { pantry in (pantry.remove(names.map { $0.replacing("_", with: " ") }), pantry.ingredients) }
            return .message((removed.isEmpty ? "none of those is in the pantry" : "removed " + removed.joined(separator: ", ")) + Self.pantrySummary(all))
        case "clear":
            let aside = try requireKitchen().clearPantry()
            return .message("the pantry is empty" + Self.movedAside(aside))
        case let word:
            throw Self.usage("pantry takes list, add, remove or clear, not “\(DisplayText.line(word))”")
        }
    }

    /// `shopping [show|add ID…|remove ID…|clear]`, `--scale N` for add, `--format text|md|json`.
    private func shoppingCommand(_ call: CommandCall, freshness: Freshness) async throws(AppError) -> CommandOutput {
        let words = Array(call.operands.dropFirst())
        switch call.operands.first ?? "show" {
        case "show", "list":
            let list = try shoppingList()
            switch call.format {
            case "md": return .text(ShoppingPages.markdown(list))
            case "text": return .text(ShoppingPages.text(list))
            default: return .document(ShoppingPages.document(list))
            }
        case "add":
            guard !words.isEmpty else { throw Self.usage("shopping add needs a recipe's id or name") }
            // Without --scale a recipe already on the list keeps its scale.
            let scale = try call.value("--scale").map { text throws(AppError) in
                guard let scale = Self.scale(parsing: text) else {
                    throw Self.usage("--scale takes a number above 0 and at most 100, not “\(DisplayText.line(text))”")
                }
                return scale
            }
            var said: [String] = []
            for word in words {
                guard let key = try await entityKey(for: word, freshness: freshness) else {
                    throw AppError(kind: .notFound, message: "No recipe matches “\(DisplayText.line(word))”.", isRetryable: false)
                }
                said.append(try await addToShopping(key, scale: scale, freshness: freshness))
            }
            return .message(said.joined(separator: "; "))
        case "remove":
            guard !words.isEmpty else { throw Self.usage("shopping remove needs a recipe's id") }
            let (removed, count) = try requireKitchen().changeShopping { list in (list.remove(ids: words), list.recipes.count) }
            let names = removed.map(\.name).joined(separator: ", ")
            return .message(
                (removed.isEmpty ? "none of those is on the shopping list" : "took \(names) off") + " (\(count) " + (count == 1 ? "recipe)" : "recipes)"))
        case "clear":
            let aside = try requireKitchen().clearShopping()
            return .message("the shopping list is empty" + Self.movedAside(aside))
        case let word:
            throw Self.usage("shopping takes show, add, remove or clear, not “\(DisplayText.line(word))”")
        }
    }

    /// The ingredients as TheMealDB spells them (`list.php?i=list`, matched by key: "chicken
    /// breast", `chicken_breast`); one it does not know is an error naming the nearest.
    func ingredientNames(_ typed: [String], freshness: Freshness) async throws(AppError) -> [String] {
        let listed: [IngredientDTO]
        switch await result(.ingredients, as: MealEnvelope<IngredientDTO>.self, subject: "list of ingredients", freshness) {
        case let .success(envelope): listed = envelope.meals ?? []
        case let .failure(error) where error.kind == .notFound: listed = []
        case let .failure(error): throw error
        }
        let names = listed.map { DisplayText.line($0.name) }
        var byKey: [String: String] = [:]
        for name in names where byKey[MealMapper.ingredientKey(name)] == nil { byKey[MealMapper.ingredientKey(name)] = name }
        var found: [String] = []
        for word in typed.map({ DisplayText.line($0.replacing("_", with: " ")) }) where !word.isEmpty {
            if let name = byKey[MealMapper.ingredientKey(word)] {
                found.append(name)
            } else if names.isEmpty {
                found.append(word)
            } else {
                throw AppError(
                    kind: .notFound, message: "TheMealDB has no ingredient “\(word)”." + NearestWords.didYouMean(word, in: names), isRetryable: false)
            }
        }
        return found
    }

    /// `--category C` or `--area A` of a command.
    static func narrowing(_ call: CommandCall) -> PantryPages.Narrowing {
        if let name = call.value("--area") { return PantryPages.Narrowing(filter: CatalogFilter(kind: area, option: FilterOption(value: name))) }
        if let name = call.value("--category") { return PantryPages.Narrowing(filter: CatalogFilter(kind: category, option: FilterOption(value: name))) }
        return PantryPages.Narrowing()
    }

    private static func pantrySummary(_ all: [String]) -> String {
        " (pantry: " + (all.isEmpty ? "empty" : all.joined(separator: ", ")) + ")"
    }

    static func usage(_ message: String) -> AppError {
        AppError(kind: .invalidRequest, message: message, isRetryable: false)
    }
}
