import Browser
import CatalogKit
import Foundation
import Testing
import TestSupport

/// `f` and `F` on the screens: the current entity starred, the marks in the state, the
/// favourites screen listing every catalog's and opening each.
@MainActor
@Suite("Favourites on screen")
struct FavouritesScreenTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("favourites-\(UUID().uuidString)/favourites.json").path

    func cleanUp() { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }

    func catalogScreen(_ book: FavouritesBook, catalog: CatalogID = "things", count: Int = 5) async -> CatalogScreenModel {
        let model = CatalogScreenModel(catalog: FakeCatalog(count: count), timing: .instant)
        model.favourites = FavouriteScope(book: book, catalog: catalog, entryKind: "thing")
        model.start()
        await model.settle()
        return model
    }

    @Test("f stars the selected entry, marks its row and, once opened, the detail's title; f again removes it")
    func starSelected() async throws {
        defer { cleanUp() }
        let book = FavouritesBook(store: FavouritesStore(path: path))
        let model = await catalogScreen(book)
        model.handle(.down)
        model.handle(.character("f"))
        #expect(model.state.starred == ["2"])
        #expect(model.state.notice?.contains("Thing 2 is a favourite") == true)
        #expect(try FavouritesStore(path: path).load() == [Favourite(catalog: "things", kind: "thing", id: "2", title: "Thing 2")])
        model.handle(.enter)
        await model.settle()
        #expect(model.state.detailStarred)
        model.handle(.character("f"))
        #expect(model.state.starred.isEmpty && !model.state.detailStarred)
        #expect(try FavouritesStore(path: path).load().isEmpty)
    }

    @Test("F lists every catalog's favourites; Enter opens one through the book; f there removes a star")
    func favouritesScreen() async throws {
        defer { cleanUp() }
        let book = FavouritesBook(store: FavouritesStore(path: path), catalogTitles: ["things": "Things", "others": "Others"])
        var opened: [Favourite] = []
        book.open = { favourite in
            opened.append(favourite)
            return MessageScreenModel(title: favourite.title, paragraphs: [])
        }
        let things = await catalogScreen(book)
        let others = await catalogScreen(book, catalog: "others")
        things.handle(.character("f"))
        others.handle(.down)
        others.handle(.down)
        others.handle(.character("f"))
        let navigator = Navigator(root: things)
        navigator.start()
        navigator.handle(.character("F"))
        guard case let .favourites(state) = navigator.content else { Issue.record("no favourites screen"); return }
        #expect(state.rows.map(\.catalogTitle) == ["Things", "Others"])
        #expect(state.rows.map(\.favourite.title) == ["Thing 1", "Thing 3"])
        navigator.handle(.down)
        navigator.handle(.enter)
        #expect(opened.map(\.id) == ["3"] && opened.map(\.catalog) == ["others"])
        guard case .message = navigator.content else { Issue.record("the favourite did not open"); return }
        navigator.handle(.escape)
        navigator.handle(.character("f"))
        guard case let .favourites(after) = navigator.content else { Issue.record("left the favourites"); return }
        #expect(after.rows.map(\.favourite.title) == ["Thing 1"])
        navigator.handle(.escape)
        guard case .catalog = navigator.content else { Issue.record("Esc did not go back"); return }
    }

    @Test("Two instances: each star is applied to the file as it is, and F shows both")
    func twoInstances() async throws {
        defer { cleanUp() }
        let first = FavouritesBook(store: FavouritesStore(path: path))
        let second = FavouritesBook(store: FavouritesStore(path: path))
        let a = await catalogScreen(first), b = await catalogScreen(second, catalog: "others")
        a.handle(.character("f"))
        b.handle(.character("f"))
        #expect(try FavouritesStore(path: path).load().map(\.catalog) == ["things", "others"])
        #expect(first.screen().state.rows.count == 2)
    }

    @Test("A linked page's own document is starred as its link")
    func linkedPage() async throws {
        defer { cleanUp() }
        let book = FavouritesBook(store: FavouritesStore(path: path))
        let page = LinkedPage(title: "Electric", document: Detail(title: "Electric"))
        let linked = LinkedScreenModel(
            catalog: FakeCatalog(count: 1), link: Link(kind: "type", id: "electric", label: "electric"), trail: ["Things"],
            timing: .instant, page: page)
        linked.favourites = FavouriteScope(book: book, catalog: "things", entryKind: "thing")
        linked.start()
        _ = linked.handle(.character("f"))
        #expect(try FavouritesStore(path: path).load() == [Favourite(catalog: "things", kind: "type", id: "electric", title: "Electric")])
        guard case let .catalog(state) = linked.content else { Issue.record("no page"); return }
        #expect(state.detailStarred)
    }

    @Test("A Pokémon opened by name is starred by its number, the same favourite as from the list")
    func pageByName() async throws {
        defer { cleanUp() }
        let book = FavouritesBook(store: FavouritesStore(path: path))
        var document = Detail(title: "Pikachu")
        document.entityID = "25"
        let linked = LinkedScreenModel(
            catalog: FakeCatalog(count: 1), link: Link(kind: "pokemon", id: "pikachu", label: "pikachu"), trail: ["Pokédex"],
            timing: .instant, page: LinkedPage(title: "Pikachu", document: document))
        linked.favourites = FavouriteScope(book: book, catalog: "pokemon", entryKind: "pokemon")
        linked.start()
        _ = linked.handle(.character("f"))
        #expect(try FavouritesStore(path: path).load() == [Favourite(catalog: "pokemon", kind: "pokemon", id: "25", title: "Pikachu")])
    }

    @Test("Without a scope, f and F do nothing")
    func noScope() async {
        let model = CatalogScreenModel(catalog: FakeCatalog(count: 3), timing: .instant)
        model.start()
        await model.settle()
        #expect(model.handle(.character("F")).isQuit == false)
        model.handle(.character("f"))
        #expect(model.state.starred.isEmpty && model.state.notice == nil)
    }
}
