import Browser
import CatalogKit
import Foundation
import Networking
import Synchronization
import Testing
import TestSupport

/// A catalog whose rows and documents are named a step at a time, and whose documents come in
/// variants (as a Pokémon's moves by game): it counts what it is asked.
final class NamingCatalog: Catalog, Sendable {
    let title = "Naming"
    let itemName = "thing"
    private let asked = Mutex<(names: [[String]], renames: [[Link]?], variants: [String], lanes: [RequestLane])>(([], [], [], []))
    var searchStrategy: SearchStrategy { .localIndex(load: { _ in Self.entries }) }

    static let entries = (1...50).map { Entry(id: String($0), title: "slug \($0)", number: $0, name: "slug-\($0)") }

    var nameRequests: [[String]] { asked.withLock { $0.names } }
    var renameRequests: [[Link]?] { asked.withLock { $0.renames } }
    var variantRequests: [String] { asked.withLock { $0.variants } }
    /// The request lane each naming ran in.
    var nameLanes: [RequestLane] { asked.withLock { $0.lanes } }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        EntryPage(entries: Self.entries, total: 50, isLast: true, nextOffset: 50)
    }

    func names(for entries: [Entry], freshness: Freshness) async -> [String: String] {
        asked.withLock {
            $0.names.append(entries.map(\.id))
            $0.lanes.append(RequestLane.current)
        }
        return Dictionary(uniqueKeysWithValues: entries.map { ($0.id, "Name \($0.id)") })
    }

    /// A document of two games' moves, its rows named once their links are on screen.
    static func document(game: String, named: Bool) -> Detail {
        let links = (1...3).map { Link(kind: "move", id: "\($0)", label: named ? "Move \($0) (\(game))" : "move-\($0)") }
        var detail = Detail(title: "Thing", sections: [DetailSection("Moves · \(game)", .links(links))])
        detail.namesPending = !named
        detail.variants = ["new", "old"]
        detail.variant = game
        return detail
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { Self.document(game: "new", named: false) }

    func renamed(_ detail: Detail, showing visible: [Link]?, freshness: Freshness) async -> Detail? {
        asked.withLock { $0.renames.append(visible) }
        guard detail.namesPending, let visible, !visible.isEmpty else { return nil }
        return Self.document(game: detail.variant ?? "new", named: true)
    }

    func varied(_ detail: Detail, to variant: String, freshness: Freshness) async -> Detail? {
        asked.withLock { $0.variants.append(variant) }
        return Self.document(game: variant, named: false)
    }
}

@Suite("Names on screen and variants")
@MainActor
struct NamingAndVariantTests {
    @Test("The list asks for the names of the rows on screen only, in one batch, and never twice")
    func listRows() async throws {
        let catalog = NamingCatalog()
        let list = ListRunner(catalog: catalog, filters: [])
        list.visibleRows = 12
        list.start()
        await list.idle()
        #expect(catalog.nameRequests == [(1...12).map(String.init)])
        #expect(catalog.nameLanes == [.background], "rows' names wait for connections the open page leaves")
        #expect(list.state.entries.prefix(12).allSatisfy { $0.title.hasPrefix("Name ") })
        #expect(list.state.entries[12].title == "slug 13")
        list.select(20)
        await list.idle()
        // Rows 10–21 show now: only those not asked for before.
        #expect(catalog.nameRequests.last == (13...21).map(String.init))
        list.select(0)
        await list.idle()
        #expect(catalog.nameRequests.count == 2)
    }

    @Test("A document's names are asked for with the links on screen; v shows the next game and names it too")
    func documentAndVariant() async throws {
        let catalog = NamingCatalog()
        let model = CatalogScreenModel(catalog: catalog, timing: .instant)
        model.resize(width: 100, height: 30)
        model.start()
        await model.settle()
        _ = model.handle(.enter)
        await model.settle()
        let detail = try #require(model.detail.state.load.value)
        #expect(detail.sections.first?.heading == "Moves · new")
        #expect(detail.links.first?.label == "Move 1 (new)")
        // The links the screen showed were passed on.
        #expect(catalog.renameRequests.contains { $0?.map(\.id) == ["1", "2", "3"] })
        #expect(model.keyMap.hints.contains("v game"))

        _ = model.handle(.character("v"))
        // Said too: the Moves heading may be off screen.
        #expect(model.state.notice == "moves: Old", "\(String(describing: model.state.notice))")
        await model.settle()
        #expect(catalog.variantRequests == ["old"])
        #expect(model.detail.state.load.value?.sections.first?.heading == "Moves · old")
        #expect(model.detail.state.load.value?.links.first?.label == "Move 1 (old)")
        _ = model.handle(.character("v"))
        await model.settle()
        #expect(catalog.variantRequests == ["old", "new"])
    }

    @Test("Parts loaded again (r) took the naming step's place: naming goes on after them")
    func namingAfterParts() {
        var document = Detail(title: "Thing", sections: [DetailSection("Evolution", .unavailable(part: "evolution", message: "no", isRetryable: true))])
        document.namesPending = true
        var model = DetailModel(catalog: NamingCatalog(), timing: .instant)
        #expect(model.show(document: document).map(\.summary) == ["cancel detail", "run detail"])
        let effects = model.receive(
            .partsLoaded([(part: "evolution", result: .success([DetailSection("Evolution", .paragraph("Does not evolve."))]))], of: document, shown: nil))
        #expect(effects.map(\.summary) == ["run detail"])
        #expect(model.state.load.value?.sections.first?.content == .paragraph("Does not evolve."))
    }
}

/// 300 rows drawn from slugs, counting each request for their names.
final class ManyNamesCatalog: Catalog, Sendable {
    let title = "Many"
    let itemName = "thing"
    private let asked = Mutex<[[String]]>([])
    var searchStrategy: SearchStrategy { .localIndex(load: { _ in [] }) }
    var nameRequests: [[String]] { asked.withLock { $0 } }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        EntryPage(entries: (1...300).map { Entry(id: String($0), title: "slug \($0)", number: $0) }, total: 300, isLast: true, nextOffset: 300)
    }

    func names(for entries: [Entry], freshness: Freshness) async -> [String: String] {
        asked.withLock { $0.append(entries.map(\.id)) }
        return Dictionary(uniqueKeysWithValues: entries.map { ($0.id, "Name \($0.id)") })
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { Detail(title: entry.title) }
}

@Suite("Names for the rows that stay in view")
@MainActor
struct RowNamingDwellTests {
    @Test("Holding ↓ over 200 rows asks for the names of the rows where it stops, not of every row passed")
    func holdingDown() async {
        let catalog = ManyNamesCatalog(), clock = ManualClock()
        let model = CatalogScreenModel(
            catalog: catalog, timing: BrowserTiming(detailDwell: .milliseconds(150), namingDwell: .milliseconds(150), clock: clock.clock))
        model.resize(width: 80, height: 24)
        model.start()
        await model.idle([.listPage])
        clock.advance(by: .milliseconds(150))
        await model.idle([.names])
        #expect(catalog.nameRequests.count == 1, "the first rows, once they have stayed")
        // Key repeat: a ↓ every 30 ms, the tasks let run between keys.
        for _ in 0..<200 {
            model.handle(.down)
            for _ in 0..<5 { await Task.yield() }
            clock.advance(by: .milliseconds(30))
        }
        clock.advance(by: .milliseconds(150))
        await model.idle([.names])
        #expect(model.state.selection == 200)
        #expect(catalog.nameRequests.count <= 10, "\(catalog.nameRequests.count) naming requests")
        let top = model.state.listTop
        #expect(model.state.entries[top].title == "Name \(top + 1)", "the rows in view are named")
    }
}

@Suite("Row naming with a dwell: state and effects")
struct RowNamingModelTests {
    let rows = (1...5).map { Entry(id: String($0), title: "slug \($0)") }

    @Test("The same rows in view keep the batch waiting; other rows take its place")
    func sameRowsKeepTheBatch() {
        var naming = RowNaming(catalog: FakeCatalog(count: 5), task: .names, dwell: .milliseconds(150), clock: .immediate)
        #expect(naming.name(Array(rows[0..<3])).map(\.summary) == ["run names"])
        #expect(naming.name(Array(rows[0..<3])).isEmpty, "a move within the rows in view asks nothing new")
        #expect(naming.name(Array(rows[1..<4])).map(\.summary) == ["cancel names", "run names"])
    }
}
