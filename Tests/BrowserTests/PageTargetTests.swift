import Browser
import CatalogKit
import Testing
import TestSupport

/// PgDn at the edge of the loaded entries lands where it would on a complete list.
@MainActor
@Suite("Moving beyond the loaded entries")
struct PageTargetTests {
    @Test("PgDn at the edge lands a page down once the next page arrives")
    func pageDown() async {
        let catalog = FakeCatalog(count: 100, pageSize: 10)
        let model = CatalogScreenModel(catalog: catalog, timing: .instant, prefetchDistance: 0)
        model.resize(width: 80, height: 24)
        model.start()
        await model.settle()
        #expect(model.state.entries.count == 10)
        let step = model.layout.listRows - 1
        #expect(step > 10)
        model.perform(.pageDown)
        // Meanwhile the selection rests on the last loaded entry.
        #expect(model.state.selection == 9)
        await model.settle()
        #expect(model.state.selection == step)
        #expect(model.state.selectedEntry?.title == "Thing \(step + 1)")
    }

    @Test("A target beyond the total stops on the last entry")
    func beyondTotal() async {
        let catalog = FakeCatalog(count: 25, pageSize: 10)
        let list = ListRunner(catalog: catalog, filters: [], prefetchDistance: 0)
        list.start()
        await list.idle()
        list.select(60)
        await list.idle()
        #expect(list.state.entries.count == 25)
        #expect(list.state.cursor.selection == 24)
        #expect(catalog.pageRequests == [0, 10, 20])
    }

    @Test("Moving elsewhere meanwhile drops the target")
    func dropped() async {
        let catalog = FakeCatalog(count: 100, pageSize: 10)
        let list = ListRunner(catalog: catalog, filters: [], prefetchDistance: 0)
        list.start()
        await list.idle()
        list.select(30)
        list.select(2)
        await list.idle()
        #expect(list.state.cursor.selection == 2)
    }
}
