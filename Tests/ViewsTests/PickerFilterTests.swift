import Browser
import CatalogKit
import MealCatalog
import Networking
import Testing
import TextLayout
import Views

/// In a picker, letters filter the options as you type (type-to-filter, like fzf): they
/// never move, choose or close it.
@MainActor
@Suite("Picker type-to-filter")
struct PickerFilterTests {
    func model() async -> CatalogScreenModel {
        let catalog = MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: MealDemo.client), title: "Recipes · demo")
        return await Scenes.model(catalog)
    }

    func shown(_ model: CatalogScreenModel) -> [String] {
        (model.state.picker?.shown ?? []).map(\.label)
    }

    @Test("Letters narrow the area picker to a word's start; l, h, q, j, g, r do not apply, close or move")
    func areas() async {
        let model = await model()
        _ = model.handle(.character("a"))
        await model.settle()
        // Nine areas and the "All areas" row that removes the filter.
        #expect(shown(model).count == 10 && shown(model).first == "All areas")
        for letter in "lhqjgr" {
            _ = model.handle(.character(letter))
            #expect(model.state.picker != nil, "\(letter) closed or applied the picker")
            _ = model.handle(.backspace)
        }
        #expect(model.state.filters.value(for: MealRepository.category) == "Dessert")
        _ = model.handle(.character("I"))
        #expect(shown(model) == ["Indian", "Italian"])
        _ = model.handle(.character("t"))
        #expect(shown(model) == ["Italian"])
        let grid = Scenes.render(model, 80, 24)
        #expect(grid.text.contains("> It") && grid.text.contains("Italian") && !grid.text.contains("Indian"))
        _ = model.handle(.enter)
        await model.settle()
        #expect(model.state.picker == nil)
        #expect(model.state.filters.value(for: MealRepository.area) == "Italian")
    }

    @Test("A word's start matches, accents and case ignored; ⌫ widens again; no match says so")
    func wordsAndNothing() async {
        let model = await model()
        _ = model.handle(.character("c"))
        await model.settle()
        _ = model.handle(.character("v"))
        #expect(shown(model) == ["Vegetarian"])
        _ = model.handle(.backspace)
        #expect(shown(model) == ["All categories", "Dessert", "Pasta", "Seafood", "Vegetarian"])
        _ = model.handle(.character("x"))
        #expect(shown(model).isEmpty)
        #expect(Scenes.render(model, 80, 24).text.contains("Nothing matches."))
        _ = model.handle(.enter)
        #expect(model.state.picker != nil)
        let picker = PickerState(
            kind: FilterKind(id: "generation", title: "Generation", key: "n"),
            query: "iv", options: ["Generation III", "Generation IV", "Génération V"].map { FilterOption(value: $0) })
        #expect(picker.shown.map(\.label) == ["Generation IV"])
        #expect(PickerState(kind: picker.kind, query: "gene", options: picker.options).shown.count == 3)
    }
}
