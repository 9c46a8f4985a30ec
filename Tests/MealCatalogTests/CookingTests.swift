import CatalogKit
import Foundation
@testable import MealCatalog
import Networking
import Testing
import TestSupport

private let base = URL(string: "https://meals.example/api/json/v1/1")!

/// A data folder of its own for one test, and a repository over the corpus keeping its
/// pantry and shopping list there.
private func kitchen(_ stub: StubClient, pick: @escaping @Sendable (Int) -> Int = { _ in 0 }) throws -> (MealRepository, String) {
    let folder = try ScratchFolder.make("cooking")
    return (MealRepository(api: APIClient(baseURL: base, client: stub), environment: ["XDG_DATA_HOME": folder], pick: pick), folder)
}

/// The `filter.php?i=` requests a stub has seen, by ingredient.
private func ingredientFilters(_ stub: StubClient) -> [String] {
    stub.requests.filter { $0.url.lastPathComponent == "filter.php" && $0.url.query?.hasPrefix("i=") == true }.compactMap { $0.url.query }
}

@Suite("Cooking: pantry, shopping list, scaling, random", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct CookingTests {
    @Test("The pantry page asks one filter.php?i= per pantry ingredient, once, and ranks the best covered first")
    func pantryRanking() async throws {
        let stub = try CorpusMeals.client()
        let (repository, folder) = try kitchen(stub)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try repository.requireKitchen().changePantry { $0.add(["Chicken", "Garlic", "Lemon", "garlic"]) }
        let page = try await repository.open(Link(kind: "pantry", id: "all", label: "Pantry"), freshness: .cachedIfFresh)
        #expect(ingredientFilters(stub).sorted() == ["i=chicken", "i=garlic", "i=lemon"])
        let rows = try #require(page.entries)
        #expect(
            rows.map(\.title) == ["Chicken Karaage", "Keleya Zaara", "Spicy Arrabiata Penne", "Baingan Bharta", "Pilchard puttanesca", "Chicken Parmentier"])
        #expect(rows.first?.subtitle == "2 of 9 — missing: chicken thigh, ginger, soy sauce, sake, granulated sugar, potato starch, vegetable oil")
        #expect(rows.last?.subtitle?.hasPrefix("1 of 17 — missing: potatoes") == true)
        // Lookups only for the matches, and a second visit asks nothing again.
        #expect(stub.requests.filter { $0.url.lastPathComponent == "lookup.php" }.count == rows.count)
        let before = stub.requests.count
        _ = try await repository.open(Link(kind: "pantry", id: "all", label: "Pantry"), freshness: .cachedIfFresh)
        #expect(stub.requests.count == before)
        #expect(page.document.record?.kind == "pantry")
        #expect(page.document.subtitle == "3 in the pantry · 6 recipes")
    }

    @Test("More ingredients than the lookups' limit: only the best are looked up; narrowing to an area")
    func narrowed() async throws {
        let stub = try CorpusMeals.client()
        let (repository, folder) = try kitchen(stub)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try repository.requireKitchen().changePantry { $0.add(["Butter", "Eggs", "Salt", "Olive Oil", "Garlic"]) }
        let all = try await repository.open(Link(kind: "pantry", id: "all", label: ""), freshness: .cachedIfFresh)
        #expect(ingredientFilters(stub).count == 5)
        #expect((all.entries?.count ?? 0) > MealRepository.lookedUpMatches)
        #expect(stub.requests.filter { $0.url.lastPathComponent == "lookup.php" }.count == MealRepository.lookedUpMatches)
        #expect(all.entries?.last?.subtitle?.hasPrefix("uses ") == true)
        let italian = try await repository.open(Link(kind: "pantry", id: "area:Italian", label: ""), freshness: .cachedIfFresh)
        #expect(ingredientFilters(stub).count == 5)
        #expect(italian.title == "Pantry · Italian")
        let areaList = try await repository.page(offset: 0, filters: [CatalogFilter(kind: MealRepository.area, option: FilterOption(value: "Italian"))])
        let italianIDs = Set(italian.entries?.map(\.id) ?? [])
        #expect(italianIDs.isSubset(of: Set(areaList.entries.map(\.id))))
        #expect(italian.entries?.isEmpty == false)
    }

    @Test("Apam balik ×2 has Milk 400ml and Salt 1 tsp; ×½ Milk 100ml; + and - step the scale")
    func scaling() async throws {
        let stub = try CorpusMeals.client()
        let (repository, folder) = try kitchen(stub)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = try await repository.detail(for: Entry(id: "53049", title: "Apam balik"))
        func measure(_ detail: Detail, _ name: String) -> String? {
            detail.sections.lazy.compactMap { section -> [Field]? in if case let .fields(fields) = section.content { return fields } else { return nil } }
                .flatMap { $0 }.first { $0.label == name }?.value
        }
        var doubled = plain
        for _ in 0..<2 { doubled = try #require(try await repository.rescaled(doubled, by: 1, freshness: .cachedIfFresh)) }
        #expect(MealRepository.scale(of: doubled) == 2)
        #expect(measure(doubled, "Milk") == "400ml" && measure(doubled, "Salt") == "1 tsp")
        #expect(doubled.sections.contains { $0.heading == "Ingredients (9, ×2)" })
        var halved = plain
        for _ in 0..<2 { halved = try #require(try await repository.rescaled(halved, by: -1, freshness: .cachedIfFresh)) }
        #expect(measure(halved, "Milk") == "100ml" && measure(halved, "Salt") == "¼ tsp")
        // The record scales too, and says by how much.
        let milk = halved.record?.keys.first { $0.0 == "ingredients" }?.1.serialized() ?? ""
        #expect(milk.contains(#"{"name":"Milk","measure":"100ml"}"#))
        #expect(halved.record?.keys.contains { $0.0 == "scale" && $0.1 == .decimal(0.5) } == true)
        #expect(stub.requests.count == 1)
    }

    @Test("Two recipes on the shopping list: garlic in cloves is one line naming both, the scale counts, ticks stay")
    func shopping() async throws {
        let stub = try CorpusMeals.client()
        let (repository, folder) = try kitchen(stub)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(
            try await repository.addToShopping("52771", scale: 1, freshness: .cachedIfFresh) == "added Spicy Arrabiata Penne to the shopping list (1 recipe)")
        #expect(try await repository.addToShopping("52807", scale: 2, freshness: .cachedIfFresh) == "added Baingan Bharta ×2 to the shopping list (2 recipes)")
        // Added again without a scale, it keeps ×2; with one, it takes it.
        #expect(
            try await repository.addToShopping("52807", scale: nil, freshness: .cachedIfFresh)
                == "Baingan Bharta is on the shopping list already ×2 (2 recipes)")
        #expect(try repository.shoppingList().recipes.first { $0.id == "52807" }?.scale == 2)
        let list = try repository.shoppingList()
        let garlic = try #require(list.lines.first { $0.key == "garlic" })
        #expect(garlic.total == "15 cloves" && garlic.recipes == ["Spicy Arrabiata Penne", "Baingan Bharta"])
        #expect(list.lines.filter { $0.key == "garlic" }.count == 1)
        #expect(try repository.tick("garlic") == "ticked off garlic")
        let page = try await repository.open(Link(kind: "shopping", id: "list", label: ""), freshness: .cachedIfFresh)
        let row = try #require(page.entries?.first { $0.id == "line:garlic" })
        #expect(row.columns.map(\.text) == ["15 cloves", "Spicy Arrabiata Penne, Baingan Bharta"])
        #expect(repository.badge(for: row) == "✓" && repository.badge(for: Entry(id: "52771", title: "")) == "•")
        #expect(repository.badge(for: Entry(id: "line:salt", title: "")) == nil && repository.badge(for: Entry(id: "53049", title: "")) == nil)
        let line = try await repository.detail(for: row)
        #expect(
            line.sections.last?.content
                == .fields([
                    Field("Spicy Arrabiata Penne", "3 cloves", link: Link(kind: "meal", id: "52771", label: "Spicy Arrabiata Penne"), linksLabel: true),
                    Field("Baingan Bharta", "12 cloves", link: Link(kind: "meal", id: "52807", label: "Baingan Bharta"), linksLabel: true),
                ]))
        let markdown = ShoppingPages.markdown(try repository.shoppingList())
        #expect(markdown.hasPrefix("# Shopping list\n\n- Spicy Arrabiata Penne ×1\n- Baingan Bharta ×2\n\n"))
        #expect(markdown.contains("- [x] **garlic** — 15 cloves _(Spicy Arrabiata Penne, Baingan Bharta)_\n"))
        #expect(ShoppingPages.text(try repository.shoppingList()).contains("[x] garlic — 15 cloves (Spicy Arrabiata Penne, Baingan Bharta)\n"))
        // `y` on the list's page copies it as Markdown.
        let shoppingPage = ActionContext(page: Link(kind: "shopping", id: "list", label: "Shopping list"))
        #expect(try await repository.perform("shopping.copy", in: shoppingPage) == .copy(markdown, what: "the shopping list as Markdown"))
        // Taking a recipe off keeps the other's lines; the file is what a second instance reads.
        _ = try repository.requireKitchen().changeShopping { $0.remove(ids: ["52771"]) }
        let again = MealRepository(api: APIClient(baseURL: base, client: stub), environment: ["XDG_DATA_HOME": folder])
        #expect(try again.shoppingList().lines.first { $0.key == "garlic" }?.total == "12 cloves")
    }

    @Test("Random: random.php without a filter, never from the cache; with an area, a pick from its list")
    func random() async throws {
        let stub = try CorpusMeals.client()
        let (repository, folder) = try kitchen(stub, pick: { count in count - 1 })
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let id = try await repository.randomMeal(narrowing: nil, freshness: .cachedIfFresh)
        #expect(stub.requests.last?.url.lastPathComponent == "random.php" && stub.requests.last?.cachePolicy == .revalidate)
        _ = try await repository.detail(for: Entry(id: id, title: ""))
        #expect(stub.requests.count == 1)
        let area = CatalogFilter(kind: MealRepository.area, option: FilterOption(value: "Canadian"))
        let canadian = try await repository.page(offset: 0, filters: [area]).entries
        #expect(try await repository.randomMeal(narrowing: area, freshness: .cachedIfFresh) == canadian.last?.id)
    }

    @Test("A corrupt pantry file is refused and left as it is")
    func corruptPantry() async throws {
        let stub = try CorpusMeals.client()
        let (repository, folder) = try kitchen(stub)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/explore", withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: folder + "/explore/pantry.json"))
        #expect(throws: AppError.self) { _ = try repository.requireKitchen().changePantry { $0.add(["Salt"]) } }
        #expect(try String(contentsOfFile: folder + "/explore/pantry.json", encoding: .utf8) == "garbage")
    }
}

@Suite("Pantry picker")
struct PantryPickerTests {
    @Test("pantry/ingredients lists list.php?i=list with the pantry's marked; a row opens the ingredient's page")
    func picker() async throws {
        let folder = try ScratchFolder.make("picker")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let repository = MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: MealDemo.client), environment: ["XDG_DATA_HOME": folder])
        _ = try repository.requireKitchen().changePantry { $0.add(["Garlic"]) }
        let page = try await repository.open(Link(kind: "pantry", id: "ingredients", label: ""), freshness: .cachedIfFresh)
        let rows = try #require(page.entries)
        #expect(rows.count > 50)
        let garlic = try #require(rows.first { $0.title == "Garlic" })
        #expect(garlic.id == "ingredient:garlic" && repository.badge(for: garlic) == "✓")
        #expect(rows.filter { repository.badge(for: $0) != nil }.count == 1)
        let detail = try await repository.detail(for: garlic)
        #expect(detail.title == "Garlic" && detail.subtitle == "Ingredient · 6 recipes")
    }
}

@Suite("Cooking keys", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct CookingActionTests {
    @Test("I opens the pantry page, narrowed only by a category or area the user chose; P the ingredients; L the list")
    func pages() async throws {
        let (repository, folder) = try kitchen(try CorpusMeals.client())
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(
            try await repository.perform("pantry.open", in: ActionContext(filters: repository.defaultFilters))
                == .follow(Link(kind: "pantry", id: "all", label: "Pantry")))
        let italian = [CatalogFilter(kind: MealRepository.area, option: FilterOption(value: "Italian"))]
        #expect(
            try await repository.perform("pantry.open", in: ActionContext(filters: italian))
                == .follow(Link(kind: "pantry", id: "area:Italian", label: "Pantry · Italian")))
        #expect(
            try await repository.perform("pantry.pick", in: ActionContext()) == .follow(Link(kind: "pantry", id: "ingredients", label: "Pantry ingredients")))
        #expect(try await repository.perform("shopping.open", in: ActionContext()) == .follow(Link(kind: "shopping", id: "list", label: "Shopping list")))
        #expect(repository.actions.map(\.key) == ["I", "P", "p", "b", "L", "t", "y", "+", "-", "d"])
    }

    @Test("+ and - replace the recipe with itself scaled; b puts it on the list at that scale, again takes it off")
    func scaleAndShop() async throws {
        let (repository, folder) = try kitchen(try CorpusMeals.client())
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let apam = try await repository.detail(for: Entry(id: "53049", title: "Apam balik"))
        guard case let .replaceDetail(once, notice) = try await repository.perform("scale.up", in: ActionContext(detail: apam)) else {
            Issue.record("not replaced")
            return
        }
        #expect(notice == "scaled ×1½" && MealRepository.scale(of: once) == 1.5)
        guard case let .replaceDetail(twice, _) = try await repository.perform("scale.up", in: ActionContext(detail: once)) else { return }
        #expect(
            try await repository.perform("shopping.toggle", in: ActionContext(detail: twice)) == .notice("added Apam balik ×2 to the shopping list (1 recipe)"))
        #expect(try repository.shoppingList().lines.first { $0.key == "milk" }?.total == "400ml")
        #expect(repository.badge(for: Entry(id: "53049", title: "")) == "•")
        #expect(
            try await repository.perform("shopping.toggle", in: ActionContext(detail: apam)) == .notice("Apam balik is on the shopping list, now ×1 (1 recipe)")
        )
        #expect(try repository.shoppingList().lines.first { $0.key == "milk" }?.total == "200ml")
        #expect(
            try await repository.perform("shopping.toggle", in: ActionContext(detail: apam)) == .notice("took Apam balik off the shopping list (0 recipes)"))
        #expect(repository.badge(for: Entry(id: "53049", title: "")) == nil)
        // At the ends of the scale, and on what is not a recipe.
        let quarter = MealMapper.detail(from: try await repository.meal("53049", freshness: .cachedIfFresh), scale: 0.25)
        #expect(try await repository.perform("scale.down", in: ActionContext(detail: quarter)) == .notice("×¼ is the least"))
        #expect(try await repository.perform("scale.up", in: ActionContext()) == .notice("+ and - scale a recipe: open one"))
    }

    @Test("t ticks a line off on the shopping page; p puts an ingredient in the pantry from the picker or its page")
    func tickAndPantry() async throws {
        let (repository, folder) = try kitchen(try CorpusMeals.client())
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await repository.addToShopping("52771", scale: 1, freshness: .cachedIfFresh)
        let shopping = Link(kind: "shopping", id: "list", label: "Shopping list")
        let line = Entry(id: "line:garlic", title: "garlic")
        #expect(try await repository.perform("shopping.tick", in: ActionContext(entry: line, page: shopping)) == .reloadPage(notice: "ticked off garlic"))
        #expect(repository.badge(for: line) == "✓")
        #expect(try await repository.perform("shopping.tick", in: ActionContext(entry: line, page: shopping)) == .reloadPage(notice: "garlic is to buy again"))
        let picker = Link(kind: "pantry", id: "ingredients", label: "")
        let garlic = Entry(id: "ingredient:garlic", title: "Garlic")
        #expect(
            try await repository.perform("pantry.toggle", in: ActionContext(entry: garlic, page: picker)) == .reloadPage(notice: "put Garlic in the pantry (1)")
        )
        #expect(repository.badge(for: garlic) == "✓")
        let lemonPage = Link(kind: "ingredient", id: "lemon", label: "Lemon")
        let recipeRow = Entry(id: "52831", title: "Chicken Karaage")
        #expect(try await repository.perform("pantry.toggle", in: ActionContext(entry: recipeRow, page: lemonPage)) == .notice("put Lemon in the pantry (2)"))
        #expect(try repository.pantry().ingredients == ["Garlic", "Lemon"])
        #expect(
            try await repository.perform("pantry.toggle", in: ActionContext(entry: garlic, page: picker))
                == .reloadPage(notice: "took Garlic out of the pantry (1)"))
        #expect(
            try await repository.perform("pantry.toggle", in: ActionContext(entry: recipeRow))
                == .notice("p works on an ingredient: its page, or the list P opens"))
    }

    @Test("d follows a random recipe: random.php on the first screen, a pick from the chosen area's list otherwise")
    func random() async throws {
        let stub = try CorpusMeals.client()
        let (repository, folder) = try kitchen(stub, pick: { _ in 0 })
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard case let .follow(link) = try await repository.perform("random", in: ActionContext(filters: repository.defaultFilters)) else {
            Issue.record("no link")
            return
        }
        #expect(link.kind == "meal" && stub.requests.last?.url.lastPathComponent == "random.php")
        let canadian = [CatalogFilter(kind: MealRepository.area, option: FilterOption(value: "Canadian"))]
        let first = try await repository.page(offset: 0, filters: canadian).entries.first?.id
        #expect(
            try await repository.perform("random", in: ActionContext(filters: canadian))
                == .follow(Link(kind: "meal", id: first ?? "", label: "A random recipe")))
    }
}

@Suite("Kitchen files written by hand")
struct KitchenFileTests {
    @Test("Control characters in a planted pantry or list never reach the screen; a wild scale is 1")
    func planted() async throws {
        let folder = try ScratchFolder.make("planted")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/explore", withIntermediateDirectories: true)
        try Data(#"{"version": 1, "ingredients": ["Gar\u001b[31mlic", "  "]}"#.utf8).write(to: URL(fileURLWithPath: folder + "/explore/pantry.json"))
        try Data(
            #"{"version": 1, "ticked": [], "recipes": [{"id": "1", "name": "Evil\u0007\u001b]0;x", "scale": -3, "ingredients": [{"name": "Salt\r", "measure": "1 tsp\n"}]}]}"#
                .utf8
        )
        .write(to: URL(fileURLWithPath: folder + "/explore/shopping.json"))
        let repository = MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: MealDemo.client), environment: ["XDG_DATA_HOME": folder])
        let pantry = try repository.pantry()
        #expect(pantry.ingredients.count == 1 && pantry.ingredients.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 } })
        let list = try repository.shoppingList()
        #expect(list.recipes.first?.scale == 1)
        let text = ShoppingPages.text(list) + ShoppingPages.markdown(list)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(list.lines.first?.total == "1 tsp")
    }
}
