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
    /// The demo client, with every request recorded; time moves only with `clock`.
    func makeModel(clock: ManualClock = ManualClock()) async -> (CatalogScreenModel, StubClient) {
        let demo = MealDemo.client
        let stub = StubClient { request throws(NetworkError) in try await demo.send(request) }
        let catalog = MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: stub))
        let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .zero, clock: clock.clock))
        model.resize(width: 80, height: 23)
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
        let clock = ManualClock()
        let (model, stub) = await makeModel(clock: clock)
        _ = model.handle(.character("/"))
        for character in "pasta" { _ = model.handle(.character(character)) }
        clock.advance(by: .milliseconds(250))
        await model.settle()
        #expect(searches(stub) == ["s=pasta"])
        // The loaded dessert that matches loosely first, then the server's answer.
        #expect(model.state.visibleEntries.map(\.title) == ["Pastéis de Nata", "Pasta Primavera", "Pasta e Fagioli"])
    }

    @Test("A pause longer than the debounce sends the query typed so far; the later one replaces it")
    func pauses() async throws {
        let clock = ManualClock()
        let (model, stub) = await makeModel(clock: clock)
        _ = model.handle(.character("/"))
        for character in "pa" { _ = model.handle(.character(character)) }
        clock.advance(by: .milliseconds(600))
        await model.settle()
        for character in "sta" { _ = model.handle(.character(character)) }
        clock.advance(by: .milliseconds(700))
        await model.settle()
        #expect(searches(stub) == ["s=pa", "s=pasta"])
        #expect(model.state.visibleEntries.count == 3)
    }

    @Test("No match is an empty list, not an error; Esc returns to the category")
    func noMatch() async {
        let clock = ManualClock()
        let (model, _) = await makeModel(clock: clock)
        _ = model.handle(.character("/"))
        for character in "zzz" { _ = model.handle(.character(character)) }
        clock.advance(by: .milliseconds(250))
        await model.settle()
        #expect(model.state.search?.results == [])
        #expect(model.state.search?.load.error == nil)
        _ = model.handle(.escape)
        #expect(model.state.search == nil)
        #expect(model.state.visibleEntries.count == 5)
    }

    @Test("In a failed remote search, r is typed like any letter; the pane offers ^R, which retries")
    func typingR() async {
        let fail = Flag()
        fail.value = true
        let failing = StubClient { request throws(NetworkError) in
            if request.url.lastPathComponent == "search.php", fail.value { throw NetworkError(.offline, request: request) }
            return try await MealDemo.client.send(request)
        }
        let model = CatalogScreenModel(
            catalog: MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: failing)),
            timing: BrowserTiming(detailDwell: .zero, clock: .immediate))
        model.start()
        await model.settle()
        _ = model.handle(.character("/"))
        _ = model.handle(.character("c"))
        await model.settle()
        #expect(model.state.search?.load.error?.kind == .offline)
        #expect(model.state.retryKey == "^R")
        _ = model.handle(.character("r"))
        #expect(model.state.search?.query == "cr")
        await model.settle()
        fail.value = false
        _ = model.handle(.control("r"))
        await model.settle()
        #expect(model.state.search?.load.error == nil)
        #expect(model.state.search?.query == "cr")
    }

    @Test("c opens the category picker; choosing reloads the list")
    func categoryPicker() async {
        let (model, stub) = await makeModel()
        _ = model.handle(.character("c"))
        await model.settle()
        #expect(model.state.picker?.options.map(\.value) == ["Dessert", "Pasta", "Seafood", "Vegetarian"])
        // The category in force (Dessert), below the "All categories" row.
        #expect(model.state.picker?.selection == 1)
        _ = model.handle(.down)
        _ = model.handle(.enter)
        await model.settle()
        #expect(model.state.picker == nil)
        #expect(model.state.filters.value(for: MealRepository.category) == "Pasta")
        #expect(model.state.entries.map(\.title) == ["Spaghetti Carbonara", "Pasta e Fagioli", "Spicy Arrabiata Penne"])
        #expect(stub.requests.contains { $0.url.query == "c=Pasta" })
    }

    @Test("\"All categories\" removes the category: every recipe, A to Z")
    func allCategories() async {
        let (model, _) = await makeModel()
        _ = model.handle(.character("c"))
        await model.settle()
        _ = model.handle(.up)
        _ = model.handle(.enter)
        await model.settle()
        #expect(model.state.filters.isEmpty)
        #expect(model.state.entries.count == 15)
        #expect(model.state.notice == "filter removed: category")
    }

    @Test("Letters typed while the picker loads are kept: \"se\" then Enter chooses Seafood")
    func typedWhileLoading() async {
        let (model, stub) = await makeModel()
        _ = model.handle(.character("c"))
        _ = model.handle(.character("s"))
        _ = model.handle(.character("e"))
        #expect(model.state.picker?.load.isLoading == true)
        await model.settle()
        #expect(model.state.picker?.query == "se")
        #expect(model.state.picker?.shown.map(\.value) == ["Seafood"])
        _ = model.handle(.enter)
        await model.settle()
        #expect(model.state.picker == nil)
        #expect(model.state.filters.value(for: MealRepository.category) == "Seafood")
        #expect(stub.requests.contains { $0.url.query == "c=Seafood" })
    }

    @Test("c, ↓, Enter in one burst, before the options come: the one after Dessert is chosen when they do")
    func burstWhileLoading() async {
        let (model, stub) = await makeModel()
        for key in [Key.character("c"), .down, .enter] { _ = model.handle(key) }
        #expect(model.state.picker?.load.isLoading == true)
        await model.settle()
        #expect(model.state.picker == nil)
        #expect(model.state.filters.value(for: MealRepository.category) == "Pasta")
        #expect(stub.requests.contains { $0.url.query == "c=Pasta" })
    }

    @Test("a opens the area picker; Esc leaves things as they were")
    func areaPicker() async {
        let (model, _) = await makeModel()
        _ = model.handle(.character("a"))
        await model.settle()
        #expect(model.state.picker?.kind == MealRepository.area)
        #expect(model.state.picker?.options.contains(FilterOption(value: "Italian")) == true)
        _ = model.handle(.escape)
        #expect(model.state.picker == nil)
        #expect(model.state.filters.value(for: MealRepository.category) == "Dessert")
    }
}

/// A thread-safe boolean.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var _value = false
    var value: Bool {
        get { lock.withLock { _value } }
        set { lock.withLock { _value = newValue } }
    }
}

/// Filters can be taken back without quitting: Esc on the list removes the last one chosen.
@MainActor
@Suite("Removing filters")
struct FilterRemovalTests {
    @Test("c Pasta, then a Italian; Esc takes back Italian, Esc takes back Pasta, then Esc leaves")
    func escapeRemovesTheLastFilter() async {
        let stub = StubClient { request throws(NetworkError) in try await MealDemo.client.send(request) }
        let catalog = MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: stub))
        let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .zero, clock: .immediate))
        // A screen lies below (the start screen): Esc leaves once no filter is left to take back.
        model.canGoBack = true
        model.start()
        await model.settle()
        let start = model.state.filters
        let first = model.state.entries.map(\.title)
        _ = model.handle(.character("c"))
        await model.settle()
        _ = model.handle(.down)
        _ = model.handle(.enter)
        await model.settle()
        #expect(model.state.filters.value(for: MealRepository.category) == "Pasta")
        let pasta = model.state.filters
        _ = model.handle(.character("a"))
        await model.settle()
        // Past the "All areas" row, to the first area.
        _ = model.handle(.down)
        _ = model.handle(.enter)
        await model.settle()
        #expect(model.state.filters != pasta)
        #expect(!Self.isBack(model.handle(.escape)))
        #expect(model.state.notice?.hasPrefix("filter removed: ") == true)
        await model.settle()
        #expect(model.state.filters == pasta)
        #expect(!Self.isBack(model.handle(.escape)))
        await model.settle()
        #expect(model.state.filters == start)
        #expect(model.state.entries.map(\.title) == first)
        #expect(Self.isBack(model.handle(.escape)))
    }

    static func isBack(_ action: ScreenAction) -> Bool {
        if case .back = action { return true }
        return false
    }
}

/// A notice said before the screen starts (the cache cannot be used) counts its time from
/// the first frame: a slow start once used all of it up before anything was drawn.
@MainActor
@Suite("Notices said before the screen starts")
struct EarlyNoticeTests {
    @Test("The notice waits for start, then shows for its whole time")
    func waitsForStart() async {
        let clock = ManualClock()
        let model = CatalogScreenModel(catalog: FakeCatalog(count: 3), timing: BrowserTiming(detailDwell: .zero, clock: clock.clock))
        model.showNotice("cache off, not a folder: /tmp/x", for: .seconds(15))
        #expect(model.state.notice == nil)
        clock.advance(by: .seconds(20))
        model.start()
        #expect(model.state.notice == "cache off, not a folder: /tmp/x")
        clock.advance(by: .seconds(14))
        #expect(model.state.notice == "cache off, not a folder: /tmp/x")
    }
}
