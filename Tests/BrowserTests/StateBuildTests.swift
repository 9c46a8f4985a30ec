import Browser
import CatalogKit
import Foundation
import Testing
import TestSupport

/// The screen state is put together once per event by the store, not on every read: one ↓
/// (and the frame after it) builds it once, in debug and release alike.
@MainActor
@Suite("One stored screen state")
struct StateBuildTests {
    @Test("One ↓ and its frame build the state once (nine before it was stored, two before it was one value); reads between changes build nothing")
    func buildsPerMove() async {
        let model = CatalogScreenModel(catalog: FakeCatalog(count: 40), timing: .instant, detailOutline: spacedOutline)
        model.resize(width: 80, height: 24)
        model.start()
        await model.settle()
        let before = model.stateBuilds
        model.handle(.down)
        _ = model.content
        let perMove = model.stateBuilds - before
        #expect(perMove == 1, "\(perMove) builds")
        let settled = model.stateBuilds
        for _ in 0..<5 { _ = model.state }
        #expect(model.stateBuilds == settled)
        #expect(model.state.selection == 1)
    }
}

/// A long list whose every row has a mark, counting how often the marks are asked for.
final class MarkedCatalog: Catalog, @unchecked Sendable {
    let title = "Marked"
    let itemName = "thing"
    let count: Int
    private let lock = NSLock()
    private var _badgeCalls = 0
    /// How many times a row's mark was asked for (the state is put together on the main
    /// actor; the lock is for the catalog's own contract).
    var badgeCalls: Int { lock.withLock { _badgeCalls } }
    var searchStrategy: SearchStrategy { .localIndex(load: { _ in [] }) }

    init(count: Int) { self.count = count }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        let ids = offset..<min(count, offset + 1000)
        return EntryPage(
            entries: ids.map { Entry(id: String($0), title: "Thing \($0)") }, total: count, isLast: ids.upperBound >= count, nextOffset: ids.upperBound)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { Detail(title: entry.title) }

    func badge(for entry: Entry) -> String? {
        lock.withLock { _badgeCalls += 1 }
        return "★"
    }
}

@MainActor
@Suite("Marks on the rows in view")
struct RowMarkTests {
    @Test("One ↓ asks the catalog for the marks of the rows in view only, however many are loaded")
    func marksInView() async {
        let catalog = MarkedCatalog(count: 5000)
        let model = CatalogScreenModel(catalog: catalog, timing: .instant, prefetchDistance: 0)
        model.resize(width: 80, height: 24)
        model.start()
        await model.settle()
        #expect(model.state.entries.count == 1000)
        let before = catalog.badgeCalls
        model.handle(.down)
        let rows = model.layout.listRows
        // The rows in view and the detail's entry.
        #expect(catalog.badgeCalls - before <= rows + 1, "\(catalog.badgeCalls - before) marks asked for")
        #expect(model.state.badges.count == rows && model.state.badges["1"] == "★")
    }
}
