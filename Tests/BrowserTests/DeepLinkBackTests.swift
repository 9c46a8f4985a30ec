import Browser
import CatalogKit
import Testing

@MainActor
@Suite("Back from a deep link")
struct DeepLinkBackTests {
    /// `explore things thing/N`: the entity's page over the catalog's list, as the app opens it.
    func navigator(_ catalog: FakeCatalog, entity id: String) async throws -> (Navigator, CatalogScreenModel) {
        var document = try await catalog.detail(for: Entry(id: id, title: "Thing \(id)"))
        document.entityID = id
        let root = CatalogScreenModel(catalog: catalog, timing: .instant)
        let linked = LinkedScreenModel(
            catalog: catalog, link: Link(kind: "thing", id: id, label: id), trail: ["Things"], timing: .instant,
            page: LinkedPage(title: "Thing \(id)", document: document))
        let navigator = Navigator(root: root, deepLink: linked)
        navigator.resize(width: 80, height: 24)
        navigator.start()
        await root.settle()
        await linked.settle()
        return (navigator, root)
    }

    func selected(_ navigator: Navigator) -> Entry? {
        guard case let .catalog(state) = navigator.content else { return nil }
        return state.selectedEntry
    }

    @Test("Esc from an entity's deep-linked page shows the list with that entity selected")
    func backSelectsTheEntity() async throws {
        let (navigator, root) = try await navigator(FakeCatalog(count: 60), entity: "25")
        _ = navigator.handle(.escape)
        await root.settle()
        #expect(navigator.stack.count == 1)
        #expect(selected(navigator)?.id == "25")
    }

    @Test("An entity beyond the first page is paged to; a page of no entity leaves the first row")
    func pagesOnToIt() async throws {
        let catalog = FakeCatalog(count: 120, pageSize: 50)
        let (navigator, root) = try await navigator(catalog, entity: "101")
        _ = navigator.handle(.escape)
        await root.settle()
        #expect(selected(navigator)?.id == "101")
        #expect(catalog.pageRequests == [0, 50, 100])

        let plain = CatalogScreenModel(catalog: FakeCatalog(count: 10), timing: .instant)
        let page = LinkedScreenModel(
            catalog: catalog, link: Link(kind: "kind", id: "red", label: "Red"), trail: ["Things"], timing: .instant,
            page: LinkedPage(title: "Red", document: Detail(title: "Red")))
        let other = Navigator(root: plain, deepLink: page)
        other.start()
        await plain.settle()
        _ = other.handle(.escape)
        #expect(selected(other)?.id == "1")
    }
}
