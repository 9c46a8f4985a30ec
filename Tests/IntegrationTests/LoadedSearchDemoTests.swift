import Browser
import CatalogKit
import Foundation
import MealCatalog
import Networking
import PlaceCatalog
import Testing
import TestSupport

/// Search in places and recipes filters what is loaded at once, on the demo data.
@MainActor
@Suite("Search in places and recipes, over the demo data")
struct LoadedSearchDemoTests {
    func open(_ catalog: any Catalog, clock: ManualClock) async -> CatalogScreenModel {
        let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .zero, clock: clock.clock))
        model.resize(width: 100, height: 30)
        model.start()
        await model.settle()
        return model
    }

    @Test("Places: /café finds the three cafés on screen before any search request")
    func places() async {
        let stub = StubClient { request throws(NetworkError) in try await PlaceDemo.client.send(request) }
        let clock = ManualClock()
        let model = await open(
            PlaceRepository(api: APIClient(baseURL: PlaceDemo.baseURL, client: stub), near: PlaceDemo.center, category: "catering"), clock: clock)
        let loaded = model.state.entries.filter { SearchMatcher.fold($0.title).contains("cafe") }.map(\.title)
        #expect(loaded.count >= 3)
        let before = stub.requests.count
        _ = model.handle(.character("/"))
        for character in "café" { _ = model.handle(.character(character)) }
        #expect(Set(model.state.visibleEntries.map(\.title)) == Set(loaded))
        #expect(stub.requests.count == before)
    }

    @Test("Recipes: the first key filters the loaded list; a searched recipe opens with no lookup")
    func recipes() async {
        let stub = StubClient { request throws(NetworkError) in try await MealDemo.client.send(request) }
        let clock = ManualClock()
        let model = await open(MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: stub)), clock: clock)
        let before = stub.requests.count
        _ = model.handle(.character("/"))
        _ = model.handle(.character("c"))
        #expect(model.state.visibleEntries.map(\.title) == ["Crème brûlée", "Lemon Drizzle Cake", "Tres Leches Cake"])
        #expect(stub.requests.count == before)

        // A recipe the search found beyond the list opens from the search's answer.
        for character in "od" { _ = model.handle(.character(character)) }
        clock.advance(by: .milliseconds(700))
        await model.settle()
        #expect(model.state.visibleEntries.map(\.title) == ["Miso Glazed Cod"])
        let cod = model.state.selectedEntry?.id ?? "none"
        _ = model.handle(.enter)
        _ = model.handle(.enter)
        await model.settle()
        #expect(model.state.detail.load.value?.title == "Miso Glazed Cod")
        #expect(stub.requests.contains { $0.url.lastPathComponent == "search.php" })
        #expect(!stub.requests.contains { $0.url.lastPathComponent == "lookup.php" && $0.url.query == "i=\(cod)" })
    }
}
