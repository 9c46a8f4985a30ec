import Browser
import CatalogKit
import Fixtures
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport
import TextLayout
import Views

/// Filters can be seen and removed: the type and generation pickers start with an "All" row,
/// Esc (or ⌫) takes back the last filter chosen, and the filters in force are in the list's
/// title and the status bar.
@MainActor
@Suite("Filters you can see and remove")
struct FilterRemovalTests {
    /// The screen over `client`'s Pokédex.
    func model(_ catalog: any Catalog) async -> CatalogScreenModel {
        let model = CatalogScreenModel(catalog: catalog, timing: .instant)
        model.resize(width: 100, height: 30)
        model.start()
        await model.settle()
        return model
    }

    /// Opens the picker of `key` and chooses the row labelled `label`.
    func choose(_ label: String, with key: Character, in model: CatalogScreenModel) async throws {
        _ = model.handle(.character(key))
        await model.settle()
        let index = try #require(model.state.picker?.shown.firstIndex { $0.label == label }, "no \(label) row")
        _ = model.handle(.home)
        for _ in 0..<index { _ = model.handle(.down) }
        _ = model.handle(.enter)
        await model.settle()
    }

    func isBack(_ action: ScreenAction) -> Bool {
        if case .back = action { return true }
        return false
    }

    func statusBar(_ model: CatalogScreenModel) -> String {
        Scenes.render(model, 100, 30).lines.last ?? ""
    }

    func listTitle(_ model: CatalogScreenModel) -> String {
        Scenes.render(model, 100, 30).lines.first ?? ""
    }

    @Test(
        "Electric, then Esc: all 1,351 again; Electric, then All types: 1,351; the filter is in the title and status bar",
        .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func electricAndBack() async throws {
        let root = try #require(Corpus.root)
        let dump = FixtureClient(root: root.appendingPathComponent("pokeapi/api/v2"), basePath: "/api/v2")
        let model = await model(PokemonRepository(api: APIClient(baseURL: try #require(URL(string: "dump:/api/v2")), client: dump)))
        #expect(model.state.total == 1351)
        _ = model.handle(.character("t"))
        await model.settle()
        #expect(model.state.picker?.shown.first?.label == "All types")
        _ = model.handle(.escape)
        try await choose("Electric", with: "t", in: model)
        let electric = try #require(model.state.total)
        #expect(electric > 50 && electric < 1351)
        #expect(listTitle(model).contains("Pokédex · Electric"))
        #expect(statusBar(model).contains("type Electric"))
        #expect(!isBack(model.handle(.escape)))
        await model.settle()
        #expect(model.state.total == 1351 && model.state.filters.isEmpty)
        #expect(!statusBar(model).contains("Electric") && !listTitle(model).contains("Electric"))

        try await choose("Electric", with: "t", in: model)
        #expect(model.state.total == electric)
        try await choose("All types", with: "t", in: model)
        #expect(model.state.total == 1351 && model.state.filters.isEmpty)
        // Nothing is left to take back: ⌫ does not bring Electric back (it goes back, in the app).
        _ = model.handle(.backspace)
        await model.settle()
        #expect(model.state.total == 1351 && model.state.filters.isEmpty)
    }

    @Test(
        "Removing a filter keeps the entry the user was on: Pikachu under Electric, then Esc or All types",
        .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func keepsPlace() async throws {
        let root = try #require(Corpus.root)
        let dump = FixtureClient(root: root.appendingPathComponent("pokeapi/api/v2"), basePath: "/api/v2")
        let model = await model(PokemonRepository(api: APIClient(baseURL: try #require(URL(string: "dump:/api/v2")), client: dump)))
        for removal in ["escape", "all"] {
            try await choose("Electric", with: "t", in: model)
            let pikachu = try #require(model.state.entries.firstIndex { $0.title == "Pikachu" })
            _ = model.handle(.home)
            for _ in 0..<pikachu { _ = model.handle(.down) }
            #expect(model.state.selectedEntry?.title == "Pikachu")
            if removal == "escape" {
                _ = model.handle(.escape)
                await model.settle()
            } else {
                try await choose("All types", with: "t", in: model)
            }
            #expect(model.state.filters.isEmpty)
            #expect(model.state.selectedEntry?.title == "Pikachu", "after \(removal): \(model.state.selectedEntry?.title ?? "nothing")")
        }
    }

    @Test("Two filters: ⌫ removes the last one first, then the other; the picker marks All while none is in force")
    func lastFirst() async throws {
        let model = await model(PokemonRepository(api: APIClient(baseURL: PokemonDemo.baseURL, client: PokemonDemo.client)))
        let all = try #require(model.state.total)
        try await choose("Electric", with: "t", in: model)
        try await choose("Generation I", with: "n", in: model)
        #expect(model.state.filters.map(\.label) == ["Electric", "Generation I"])
        #expect(statusBar(model).contains("type Electric, generation Generation I"))
        _ = model.handle(.backspace)
        await model.settle()
        #expect(model.state.filters.map(\.label) == ["Electric"])
        _ = model.handle(.backspace)
        await model.settle()
        #expect(model.state.filters.isEmpty && model.state.total == all)
        _ = model.handle(.character("t"))
        await model.settle()
        let grid = Scenes.render(model, 100, 30)
        let row = try #require(grid.lines.firstIndex { $0.contains("All types") })
        let column = try #require(grid.lines[row].range(of: "All types")).lowerBound.utf16Offset(in: grid.lines[row])
        // Highlighted (the picker opens on the value in force, here none).
        #expect(grid[column, row].style.reverse)
    }

    @Test("A recipe list needs a category or an area (the API lists no other way): no All row there")
    func requiredFilter() async throws {
        let model = await model(PokemonRepository(api: APIClient(baseURL: PokemonDemo.baseURL, client: PokemonDemo.client)))
        _ = model.handle(.character("n"))
        await model.settle()
        #expect(model.state.picker?.shown.first?.label == "All generations")
        let meals = PickerState(
            kind: FilterKind(id: "category", title: "Category", key: "c", isRemovable: false),
            options: [FilterOption(value: "Dessert")], load: .loaded(1))
        #expect(meals.shown.map(\.label) == ["Dessert"])
        #expect(FilterKind(id: "category", title: "Category", key: "c").allLabel == "All categories")
    }
}
