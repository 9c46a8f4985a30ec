import Browser
import CatalogKit
import Synchronization
import Testing
import TestSupport

/// A long list in pages whose whole list also comes in one answer (as the Pokédex's index).
private final class WholeListed: Catalog, Sendable {
    let title = "Things"
    let itemName = "thing"
    let pages: FakeCatalog
    let wholeLists = Mutex(0)

    init(pages: FakeCatalog) { self.pages = pages }

    var searchStrategy: SearchStrategy { pages.searchStrategy }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        try await pages.page(offset: offset, filters: filters, freshness: freshness)
    }
    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { Detail(title: entry.title) }
    func wholeList(filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> [Entry]? {
        wholeLists.withLock { $0 += 1 }
        return filters.isEmpty ? pages.all : nil
    }
}

@MainActor
@Suite("End over a long list")
struct WholeListEndTests {
    @Test("End reaches the last of 100,000 entries with the whole list's one answer, not page by page")
    func endUsesTheWholeList() async {
        let catalog = WholeListed(pages: FakeCatalog(count: 100_000))
        let list = ListRunner(catalog: catalog, filters: [])
        list.start()
        await list.idle()
        list.selectLast()
        await list.idle()
        #expect(list.state.isComplete)
        #expect(list.state.entries.count == 100_000)
        #expect(list.state.cursor.selection == 99_999)
        #expect(catalog.wholeLists.withLock { $0 } == 1)
        #expect(catalog.pages.pageRequests.count <= 2, "pages asked: \(catalog.pages.pageRequests)")
        // Paging on from the end asks nothing more.
        list.select(99_998)
        await list.idle()
        #expect(catalog.pages.pageRequests.count <= 2)
    }

    @Test("Another order before the whole list arrives: the selection stays on its entry")
    func sortBeforeTheAnswer() async {
        let catalog = WholeListed(pages: FakeCatalog(count: 1_000))
        let list = ListRunner(catalog: catalog, filters: [])
        list.start()
        await list.idle()
        list.selectLast()
        let selected = list.state.selectedEntry
        list.send { $0.sortNext() }
        await list.idle()
        #expect(list.state.selectedEntry == selected, "the whole list's answer does not move the selection to the end")
    }

    @Test("A move before the whole list arrives keeps the pages: End no longer holds")
    func moveBeforeTheAnswer() async {
        let catalog = WholeListed(pages: FakeCatalog(count: 1_000))
        let list = ListRunner(catalog: catalog, filters: [])
        list.start()
        await list.idle()
        list.selectLast()
        list.select(3)
        await list.idle()
        #expect(list.state.cursor.selection == 3, "the whole list's answer does not move the selection back to the end")
    }
}
