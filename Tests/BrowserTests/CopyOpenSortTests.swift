import Browser
import CatalogKit
import Foundation
import MealCatalog
import Networking
import Testing
import TestSupport

/// `y`, `Y`, `o` and `s` on the recipes over the stub client (the demo's answers), and `s`
/// on a catalog with a name index.
@MainActor
@Suite("Copy, open and sort")
struct CopyOpenSortTests {
    func makeRecipes(desktop: RecordingDesktop?, baseURL: URL = MealDemo.baseURL) async -> (CatalogScreenModel, StubClient) {
        let demo = MealDemo.client
        let stub = StubClient { request throws(NetworkError) in try await demo.send(request) }
        let catalog = MealRepository(api: APIClient(baseURL: baseURL, client: stub))
        let model = CatalogScreenModel(catalog: catalog, timing: .instant, desktop: desktop)
        model.resize(width: 100, height: 30)
        model.start()
        await model.settle()
        model.handle(.enter)
        await model.settle()
        return (model, stub)
    }

    @Test("y copies the recipe's name and its source's address, and the status bar says so")
    func copyNameAndAddress() async {
        let desktop = RecordingDesktop()
        let (model, _) = await makeRecipes(desktop: desktop)
        #expect(model.state.detail.entry?.title == "Crème brûlée")
        model.handle(.character("y"))
        #expect(desktop.copied == ["Crème brûlée https://www.themealdb.com/meal/53901"])
        #expect(model.state.notice == "copied Crème brûlée and its address")
    }

    @Test("Y copies the entity as the commands' JSON: schema, kind, id, title and sections")
    func copyJSON() async throws {
        let desktop = RecordingDesktop()
        let (model, _) = await makeRecipes(desktop: desktop)
        model.handle(.character("Y"))
        let text = try #require(desktop.copied.first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["schema"] as? Int == EntityJSON.schemaVersion)
        #expect(object["kind"] as? String == "meal")
        #expect(object["id"] as? String == "53901")
        #expect(object["title"] as? String == "Crème brûlée")
        #expect((object["sections"] as? [Any])?.isEmpty == false)
        #expect(model.state.notice == "copied Crème brûlée as JSON")
    }

    @Test("Y on a page of one entity opened by name (explore pokemon pikachu) copies it as its kind, by its number")
    func copyJSONOfPage() async throws {
        let desktop = RecordingDesktop()
        var document = Detail(title: "Pikachu")
        document.entityID = "25"
        let linked = LinkedScreenModel(
            catalog: FakeCatalog(count: 1), link: Link(kind: "pokemon", id: "pikachu", label: "pikachu"), trail: ["Pokédex"],
            timing: .instant, page: LinkedPage(title: "Pikachu", document: document), desktop: desktop)
        linked.start()
        _ = linked.handle(.character("Y"))
        let text = try #require(desktop.copied.first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["kind"] as? String != "document")
        #expect(object["id"] as? String == "25")
    }

    @Test("Y on a deep-linked entity's page and from the list copy the JSON show --json writes: its kind, id and API address")
    func copyJSONSameEverywhere() async throws {
        let base = try #require(URL(string: "http://meals.test/api/json/v1/1"))
        let catalog = MealRepository(api: APIClient(baseURL: base, client: MealDemo.client))
        let fromList = RecordingDesktop()
        let (list, _) = await makeRecipes(desktop: fromList, baseURL: base)
        list.handle(.character("Y"))
        let id = try #require(list.state.detail.entry?.id)

        let fromPage = RecordingDesktop()
        let link = Link(kind: "meal", id: id, label: id)
        let page = try await catalog.open(link, freshness: .cachedIfFresh)
        let linked = LinkedScreenModel(catalog: catalog, link: link, trail: ["Recipes"], timing: .instant, page: page, desktop: fromPage)
        linked.start()
        _ = linked.handle(.character("Y"))

        // What `explore meals show ID --json` writes, by the same encoder.
        let document = try await catalog.detail(for: Entry(id: id, title: id))
        let shown = EntityJSON.detail(document, kind: "meal", key: id, url: catalog.entityAddress(for: id)).serialized()
        #expect(fromList.copied == [shown])
        #expect(fromPage.copied == [shown])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "meal")
        #expect(object["url"] as? String == "http://meals.test/api/json/v1/1/lookup.php?i=\(id)")
    }

    @Test("A copy the terminal refuses says why; nothing copies before the detail is there")
    func copyProblems() async {
        let desktop = RecordingDesktop()
        desktop.copyProblem = "too long for the terminal's clipboard (120 KB)"
        let (model, _) = await makeRecipes(desktop: desktop)
        model.handle(.character("Y"))
        #expect(model.state.notice == "couldn't copy: too long for the terminal's clipboard (120 KB)")
        let empty = CatalogScreenModel(catalog: FakeCatalog(count: 0), timing: .instant, desktop: desktop)
        empty.handle(.character("y"))
        #expect(empty.state.notice == "nothing to copy")
    }

    @Test("o opens the most useful page (the source) in a graphical session; without one the status bar shows the address whole")
    func open() async {
        let desktop = RecordingDesktop()
        let (model, _) = await makeRecipes(desktop: desktop)
        model.handle(.character("o"))
        #expect(desktop.opened == ["https://www.themealdb.com/meal/53901"])
        #expect(model.state.notice == "opening the source in the browser…")
        desktop.graphical = false
        model.handle(.character("o"))
        #expect(desktop.opened.count == 1)
        #expect(model.state.notice == "https://www.themealdb.com/meal/53901")
    }

    @Test("s sorts the loaded recipes by name and back to the list's order, the selection on the same recipe")
    func sortRecipes() async {
        let (model, stub) = await makeRecipes(desktop: nil)
        let listed = model.state.entries.map(\.title)
        #expect(listed == ["Crème brûlée", "Lemon Drizzle Cake", "Eve’s Pudding", "Pastéis de Nata", "Tres Leches Cake"])
        model.handle(.escape)
        model.handle(.character("j"))
        await model.settle()
        let requests = stub.requests.count
        model.handle(.character("s"))
        #expect(model.state.entries.map(\.title) == ["Crème brûlée", "Eve’s Pudding", "Lemon Drizzle Cake", "Pastéis de Nata", "Tres Leches Cake"])
        #expect(model.state.selectedEntry?.title == "Lemon Drizzle Cake")
        #expect(model.state.order == "by name")
        #expect(model.state.notice == "order: by name")
        model.handle(.character("s"))
        #expect(model.state.entries.map(\.title) == listed)
        #expect(model.state.selectedEntry?.title == "Lemon Drizzle Cake")
        #expect(model.state.order == nil)
        #expect(model.state.notice == "order: as listed")
        // The recipes' list is one page: sorting asked the server nothing.
        #expect(stub.requests.count == requests)
    }

    @Test("With a name index, s shows the whole index by name (total and end known) and back the pages loaded, by number")
    func sortOverIndex() async {
        let catalog = PagedIndexCatalog()
        let model = CatalogScreenModel(catalog: catalog, timing: .instant, prefetchDistance: 2)
        model.resize(width: 100, height: 30)
        model.start()
        await model.settle()
        #expect(model.state.entries.count == 10)
        model.select(3)
        model.handle(.character("s"))
        await model.settle()
        #expect(model.state.entries.count == 26)
        #expect(model.state.total == 26)
        #expect(model.state.entries.prefix(3).map(\.title) == ["Alpha", "Bravo", "Charlie"])
        #expect(model.state.selectedEntry?.number == 4)
        // End goes to the end of the index, asking for no page.
        let pages = catalog.pages
        model.handle(.character("G"))
        await model.settle()
        #expect(model.state.selectedEntry?.title == "Zulu")
        #expect(catalog.pages == pages)
        model.handle(.character("s"))
        await model.settle()
        // Back by number: Zulu (#1) was loaded.
        #expect(model.state.entries.first?.title == "Zulu")
        #expect(model.state.selectedEntry?.title == "Zulu")
        #expect(model.state.total == 26)
        #expect(model.state.order == nil)
        #expect(model.state.notice == "order: by number")
    }
}

extension CopyOpenSortTests {
    @Test("A list narrowed by a filter sorts what it has, not the whole index")
    func sortFiltered() async {
        let model = CatalogScreenModel(catalog: PagedIndexCatalog(), timing: .instant, prefetchDistance: 2)
        model.resize(width: 100, height: 30)
        model.start()
        await model.settle()
        model.handle(.character("e"))
        await model.settle()
        // Past the "All" row to the first value.
        model.handle(.down)
        model.handle(.enter)
        await model.settle()
        #expect(model.state.entries.count == 13)
        model.handle(.character("s"))
        await model.settle()
        #expect(model.state.entries.count == 13)
        #expect(model.state.entries.allSatisfy { ($0.number ?? 1) % 2 == 0 })
        #expect(model.state.entries.first?.title == "Alpha")
        #expect(model.state.order == "by name")
    }
}

/// 26 entries numbered 1…26 whose names run backwards (1 is Zulu, 26 is Alpha), served ten a
/// page, with a name index of all of them.
final class PagedIndexCatalog: Catalog, @unchecked Sendable {
    let title = "Letters"
    let itemName = "letter"
    var listOrder: String { "by number" }
    static let names = [
        "Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett", "Kilo", "Lima", "Mike",
        "November", "Oscar", "Papa", "Quebec", "Romeo", "Sierra", "Tango", "Uniform", "Victor", "Whiskey", "X-ray", "Yankee", "Zulu",
    ]
    let all = (1...26).map { Entry(id: String($0), title: PagedIndexCatalog.names[26 - $0], number: $0) }
    private let lock = NSLock()
    private var _pages = 0
    var pages: Int { lock.withLock { _pages } }

    var searchStrategy: SearchStrategy { .localIndex(load: { [all] _ in all.shuffled() }) }
    /// Narrows the list to the even numbers, in one page.
    let filterKinds = [FilterKind(id: "even", title: "Evenness", key: "e")]

    func filterOptions(for kind: FilterKind, matching query: String, freshness: Freshness) async throws(AppError) -> [FilterOption] {
        [FilterOption(value: "even")]
    }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        lock.withLock { _pages += 1 }
        if !filters.isEmpty {
            let even = all.filter { ($0.number ?? 1) % 2 == 0 }
            return EntryPage(entries: even, total: even.count, isLast: true, nextOffset: all.count)
        }
        let entries = Array(all.dropFirst(offset).prefix(10))
        return EntryPage(entries: entries, total: all.count, isLast: offset + 10 >= all.count, nextOffset: offset + entries.count)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { Detail(title: entry.title) }
}
