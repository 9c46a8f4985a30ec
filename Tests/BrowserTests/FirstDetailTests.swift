import Browser
import CatalogKit
import Testing
import TestSupport

/// A ``FakeCatalog`` whose search index (and first page) arrive `indexDelay` (`pageDelay`)
/// after they are asked for, on the test's clock: the Pokédex at launch, before the server answers.
final class SlowIndexCatalog: Catalog, @unchecked Sendable {
    let base: FakeCatalog
    let clock: BrowserClock
    let indexDelay: Duration

    let pageDelay: Duration

    init(_ base: FakeCatalog, clock: BrowserClock, indexDelay: Duration, pageDelay: Duration = .zero) {
        (self.base, self.clock, self.indexDelay, self.pageDelay) = (base, clock, indexDelay, pageDelay)
    }

    var title: String { base.title }
    var itemName: String { base.itemName }
    var searchStrategy: SearchStrategy {
        .localIndex(load: { [base, clock, indexDelay] _ throws(AppError) in
            let deadline = clock.deadline(after: indexDelay)
            do { try await clock.sleep(until: deadline) } catch { throw .cancelled }
            return base.all
        })
    }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        if pageDelay > .zero {
            let deadline = clock.deadline(after: pageDelay)
            do { try await clock.sleep(until: deadline) } catch { throw .cancelled }
        }
        return try await base.page(offset: offset, filters: filters, freshness: freshness)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        try await base.detail(for: entry, freshness: freshness)
    }
}

/// The first detail: an explicit open loads at once, a pause in typing fetches the top
/// match, and the dwell stays for moves of the selection. All on the manual clock.
@MainActor
@Suite("First detail")
struct FirstDetailTests {
    static let names = ["Bulbasaur", "Ivysaur", "Pichu", "Pikachu", "Raichu"]

    func makeModel(_ catalog: any Catalog, clock: ManualClock) async -> CatalogScreenModel {
        let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .milliseconds(150), clock: clock.clock))
        model.resize(width: 100, height: 30)
        model.start()
        await model.idle(TaskID.listTasks)
        clock.advance(by: .milliseconds(150))
        await model.settle()
        return model
    }

    /// Lets the tasks run until `condition` holds (a bounded number of turns, no real time).
    func until(_ condition: () -> Bool) async {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
    }

    func type(_ text: String, into model: CatalogScreenModel) {
        for character in text { _ = model.handle(.character(character)) }
    }

    @Test("The selection the list first appears with loads at once: no dwell before the first detail")
    func firstSelectionSkipsDwell() async {
        let catalog = FakeCatalog(count: 10, names: Self.names), clock = ManualClock()
        let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .milliseconds(150), clock: clock.clock))
        model.resize(width: 100, height: 30)
        model.start()
        await model.idle(TaskID.listTasks)
        // No time passes on the clock: the detail must not wait for it.
        await until { catalog.detailRequests == ["1"] && model.state.detail.load.value != nil }
        #expect(catalog.detailRequests == ["1"])
        #expect(model.state.detail.load.value?.title == "Bulbasaur")
        #expect(clock.sleeperCount == 0, "nothing waits out a dwell")
    }

    @Test("Enter on the list loads the selection's detail at once; the next move waits for the dwell again")
    func openSkipsDwell() async {
        let catalog = FakeCatalog(count: 10, names: Self.names), clock = ManualClock()
        let model = await makeModel(catalog, clock: clock)
        #expect(catalog.detailRequests == ["1"])
        _ = model.handle(.down)
        await until { clock.sleeperCount == 1 }
        #expect(clock.sleeperCount == 1 && catalog.detailRequests == ["1"], "a move waits out the dwell")
        _ = model.handle(.enter)
        #expect(clock.sleeperCount == 0)
        await until { catalog.detailRequests.count == 2 }
        clock.advance(by: .milliseconds(150))  // a dwell left running (the bug) cannot hang the test
        await model.settle()
        #expect(model.state.detail.load.value?.title == "Ivysaur")
        #expect(model.focus == .detail)

        _ = model.handle(.tab)
        _ = model.handle(.down)
        #expect(model.state.detail.entry?.title == "Pichu")
        await until { clock.sleeperCount == 1 }
        #expect(clock.sleeperCount == 1, "after an open, a move waits out the dwell again")
        #expect(catalog.detailRequests == ["1", "2"])
        clock.advance(by: .milliseconds(150))
        await model.settle()
        #expect(catalog.detailRequests == ["1", "2", "3"])
    }

    @Test("Enter that ends the typing loads the top match at once, without the dwell")
    func acceptLoadsAtOnce() async {
        let catalog = FakeCatalog(count: 10, names: Self.names), clock = ManualClock()
        let model = await makeModel(catalog, clock: clock)
        _ = model.handle(.character("/"))
        await model.idle(TaskID.searchTasks)
        type("pika", into: model)
        #expect(model.state.selectedEntry?.title == "Pikachu")
        #expect(catalog.detailRequests == ["1"], "no request while typing")
        await until { clock.sleeperCount == 1 }
        _ = model.handle(.enter)
        #expect(clock.sleeperCount == 0)
        await until { catalog.detailRequests.count == 2 }
        clock.advance(by: .milliseconds(150))  // a dwell left running (the bug) cannot hang the test
        await model.settle()
        #expect(catalog.detailRequests == ["1", "4"])
        #expect(model.state.detail.load.value?.title == "Pikachu")
    }

    @Test("A pause in the typing fetches the top match; Enter Enter then shows it from memory")
    func pausePrefetches() async {
        let catalog = FakeCatalog(count: 10, names: Self.names), clock = ManualClock()
        let model = await makeModel(catalog, clock: clock)
        _ = model.handle(.character("/"))
        await model.idle(TaskID.searchTasks)
        type("pi", into: model)
        #expect(model.state.selectedEntry?.title == "Pichu")
        clock.advance(by: .milliseconds(100))
        type("k", into: model)
        #expect(model.state.selectedEntry?.title == "Pikachu")
        clock.advance(by: .milliseconds(100))
        #expect(catalog.detailRequests == ["1"], "letters a tenth of a second apart send nothing")
        clock.advance(by: .milliseconds(50))
        await model.settle()
        #expect(catalog.detailRequests == ["1", "4"])
        _ = model.handle(.enter)
        _ = model.handle(.enter)
        #expect(model.state.detail.load.value?.title == "Pikachu")
        #expect(model.focus == .detail)
        await model.settle()
        #expect(catalog.detailRequests == ["1", "4"], "shown from memory")
    }

    @Test("Enter Enter typed before the first page and the index of names arrive: only the top match's detail loads, at once")
    func openBeforeFirstPage() async {
        let clock = ManualClock()
        let base = FakeCatalog(count: 10, names: Self.names)
        let catalog = SlowIndexCatalog(base, clock: clock.clock, indexDelay: .milliseconds(50), pageDelay: .milliseconds(20))
        let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .milliseconds(150), clock: clock.clock))
        model.resize(width: 100, height: 30)
        model.start()
        _ = model.handle(.character("/"))
        await until { clock.sleeperCount == 2 }
        type("pikachu", into: model)
        _ = model.handle(.enter)
        _ = model.handle(.enter)
        clock.advance(by: .milliseconds(20))
        await model.idle(TaskID.listTasks)
        #expect(model.state.entries.count == 10)
        await until { !base.detailRequests.isEmpty }
        #expect(base.detailRequests.isEmpty, "the first page's first row is not opened")
        clock.advance(by: .milliseconds(30))
        await model.idle(TaskID.searchTasks)
        await until { base.detailRequests.count == 1 }
        #expect(base.detailRequests == ["4"])
        clock.advance(by: .milliseconds(150))
        await model.settle()
        #expect(model.state.detail.load.value?.title == "Pikachu")
    }

    @Test("Enter Enter before the index of names arrives opens the top match as soon as it does, without the dwell")
    func openBeforeResults() async {
        let clock = ManualClock()
        let base = FakeCatalog(count: 10, names: Self.names)
        let catalog = SlowIndexCatalog(base, clock: clock.clock, indexDelay: .milliseconds(50))
        let model = await makeModel(catalog, clock: clock)
        _ = model.handle(.character("/"))
        await until { clock.sleeperCount == 1 }
        type("pikachu", into: model)
        _ = model.handle(.enter)
        _ = model.handle(.enter)
        #expect(base.detailRequests == ["1"], "the entry selected before the search is not opened")
        #expect(model.focus == .detail)
        clock.advance(by: .milliseconds(50))
        await model.idle(TaskID.searchTasks)
        #expect(model.state.selectedEntry?.title == "Pikachu")
        await until { base.detailRequests.count == 2 }
        #expect(clock.sleeperCount == 0, "no dwell for an entry the user already opened")
        #expect(base.detailRequests == ["1", "4"])
        clock.advance(by: .milliseconds(150))
        await model.settle()
        #expect(base.detailRequests == ["1", "4"])
        #expect(model.state.detail.load.value?.title == "Pikachu")
    }
}
