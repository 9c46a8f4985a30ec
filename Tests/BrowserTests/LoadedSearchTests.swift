import Browser
import CatalogKit
import Foundation
import Testing
import TestSupport

/// A catalog searched by its server, whose list is a few places; the server's answers and
/// the searches it was asked are recorded.
final class RemotePlaces: Catalog, @unchecked Sendable {
    let title = "Places"
    let itemName = "place"
    let rows = ["Marlette", "Café des Quais", "Le Marais Bistro", "L’Heure du Café", "Pont Neuf"].enumerated().map {
        Entry(id: "p\($0.offset)", title: $0.element)
    }
    private let lock = NSLock()
    private var _queries: [String] = []
    var queries: [String] { lock.withLock { _queries } }
    /// The server's answer to every query: one place already loaded, one that is not.
    let answer = [Entry(id: "p1", title: "Café des Quais"), Entry(id: "far", title: "Café de Flore")]

    var searchStrategy: SearchStrategy {
        .remote(
            debounce: .milliseconds(250),
            search: { [self] query, _, _ throws(AppError) in
                lock.withLock { _queries.append(query) }
                return answer
            })
    }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        EntryPage(entries: rows, total: rows.count, isLast: true, nextOffset: rows.count)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { Detail(title: entry.title) }
}

@MainActor
@Suite("Remote search over the loaded entries")
struct LoadedSearchTests {
    func makeModel(_ catalog: RemotePlaces, clock: ManualClock) async -> CatalogScreenModel {
        let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .zero, clock: clock.clock))
        model.resize(width: 80, height: 24)
        model.start()
        await model.settle()
        return model
    }

    @Test("/marlete shows Marlette from the loaded rows before any request")
    func fuzzyAtOnce() async {
        let catalog = RemotePlaces(), clock = ManualClock()
        let model = await makeModel(catalog, clock: clock)
        _ = model.handle(.character("/"))
        for character in "marlete" { _ = model.handle(.character(character)) }
        #expect(model.state.visibleEntries.map(\.title) == ["Marlette"])
        #expect(catalog.queries.isEmpty)
        // The first key already filters: accents and case do not matter.
        _ = model.handle(.control("u"))
        _ = model.handle(.character("c"))
        #expect(model.state.visibleEntries.map(\.title) == ["Café des Quais", "L’Heure du Café"])
        #expect(catalog.queries.isEmpty)
    }

    @Test("The server's answer comes below the loaded matches, without duplicates; the cursor stays")
    func merge() async {
        let catalog = RemotePlaces(), clock = ManualClock()
        let model = await makeModel(catalog, clock: clock)
        _ = model.handle(.character("/"))
        for character in "cafe" { _ = model.handle(.character(character)) }
        #expect(model.state.visibleEntries.map(\.title) == ["Café des Quais", "L’Heure du Café"])
        _ = model.handle(.down)
        clock.advance(by: .milliseconds(250))
        await model.settle()
        #expect(catalog.queries == ["cafe"])
        #expect(model.state.visibleEntries.map(\.title) == ["Café des Quais", "L’Heure du Café", "Café de Flore"])
        #expect(model.state.selectedEntry?.title == "L’Heure du Café")
    }
}
