import Browser
import CatalogKit
import Foundation
import MealCatalog
import Networking
import Testing
import TestSupport

/// Remote search and filter pickers, on the recipe catalog over its demo client.
@MainActor
@Suite("Remote search and filters")
struct RemoteSearchTests {
    static let instantDwell = BrowserViewModel.Timing(detailDwell: .zero)

    /// The demo client, with every request recorded.
    func makeModel() async -> (BrowserViewModel, StubClient) {
        let demo = MealDemo.client
        let stub = StubClient { request throws(NetworkError) in try await demo.send(request) }
        let catalog = MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: stub))
        let model = BrowserViewModel(catalog: catalog, timing: Self.instantDwell)
        model.updateLayout(listRows: 20, detailRows: 20, maxDetailScroll: 0)
        model.start()
        await model.settle()
        return (model, stub)
    }

    func searches(_ stub: StubClient) -> [String] {
        stub.requests.filter { $0.url.lastPathComponent == "search.php" }.compactMap { $0.url.query }
    }

    @Test("Starts on the Dessert category")
    func defaultCategory() async {
        let (model, _) = await makeModel()
        #expect(model.state.filters.value(for: MealRepository.category) == "Dessert")
        #expect(model.state.entries.count == 5)
    }

    @Test("Typing quickly sends one search, for the whole word")
    func debounce() async {
        let (model, stub) = await makeModel()
        model.handle(.character("/"))
        for character in "pasta" { model.handle(.character(character)) }
        await model.settle()
        #expect(searches(stub) == ["s=pasta"])
        #expect(model.state.visibleEntries.map(\.title) == ["Pasta Primavera", "Pasta e Fagioli"])
    }

    @Test("A pause longer than the debounce sends the query typed so far; the later one replaces it")
    func pauses() async throws {
        let (model, stub) = await makeModel()
        model.handle(.character("/"))
        for character in "pa" { model.handle(.character(character)) }
        try await Task.sleep(for: .milliseconds(600))
        for character in "sta" { model.handle(.character(character)) }
        await model.settle()
        #expect(searches(stub) == ["s=pa", "s=pasta"])
        #expect(model.state.visibleEntries.count == 2)
    }

    @Test("No match is an empty list, not an error; Esc returns to the category")
    func noMatch() async {
        let (model, _) = await makeModel()
        model.handle(.character("/"))
        for character in "zzz" { model.handle(.character(character)) }
        await model.settle()
        #expect(model.state.search?.results == [])
        #expect(model.state.search?.load.error == nil)
        model.handle(.escape)
        #expect(model.state.search == nil)
        #expect(model.state.visibleEntries.count == 5)
    }

    @Test("In a failed remote search, r is typed like any letter")
    func typingR() async {
        let failing = StubClient { request throws(NetworkError) in
            if request.url.lastPathComponent == "search.php" { throw NetworkError(.offline, request: request) }
            return try await MealDemo.client.send(request)
        }
        let model = BrowserViewModel(catalog: MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: failing)), timing: Self.instantDwell)
        model.start()
        await model.settle()
        model.handle(.character("/"))
        model.handle(.character("c"))
        await model.settle()
        #expect(model.state.search?.load.error?.kind == .offline)
        model.handle(.character("r"))
        #expect(model.state.search?.query == "cr")
    }

    @Test("c opens the category picker; choosing reloads the list")
    func categoryPicker() async {
        let (model, stub) = await makeModel()
        model.handle(.character("c"))
        await model.settle()
        #expect(model.state.picker?.options.map(\.value) == ["Dessert", "Pasta", "Seafood", "Vegetarian"])
        #expect(model.state.picker?.selection == 0)
        model.handle(.down)
        model.handle(.enter)
        await model.settle()
        #expect(model.state.picker == nil)
        #expect(model.state.filters.value(for: MealRepository.category) == "Pasta")
        #expect(model.state.entries.map(\.title) == ["Spaghetti Carbonara", "Pasta e Fagioli"])
        #expect(stub.requests.contains { $0.url.query == "c=Pasta" })
    }

    @Test("a opens the area picker; Esc leaves things as they were")
    func areaPicker() async {
        let (model, _) = await makeModel()
        model.handle(.character("a"))
        await model.settle()
        #expect(model.state.picker?.kind == MealRepository.area)
        #expect(model.state.picker?.options.contains(FilterOption(value: "Italian")) == true)
        model.handle(.escape)
        #expect(model.state.picker == nil)
        #expect(model.state.filters.value(for: MealRepository.category) == "Dessert")
    }
}
