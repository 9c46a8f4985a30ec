import Browser
import CatalogKit
import Testing
import TestSupport

/// Five places with a route time each (one without) and whether they are open: a catalog
/// with orders of its own by its rows' data.
private struct OrderedCatalog: Catalog {
    let title = "Ordered"
    let itemName = "place"
    var listOrder: String { "by distance" }
    var sortOrders: [EntrySort] { [EntrySort("by walking time", field: "travel_s"), EntrySort("open now first", field: "open_now", descending: true)] }
    var searchStrategy: SearchStrategy { .remote(debounce: .zero, search: { _, _, _ throws(AppError) in [] }) }

    static let rows: [(String, JSONValue, JSONValue)] = [
        ("Delta", .number(600), .bool(false)), ("Alpha", .number(120), .null), ("Echo", .null, .bool(true)),
        ("Bravo", .number(300), .bool(true)), ("Charlie", .number(120), .bool(false)),
    ]

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        let entries = Self.rows.map { Entry(id: $0.0, title: $0.0, fields: EntryFields([("travel_s", $0.1), ("open_now", $0.2)])) }
        return EntryPage(entries: offset == 0 ? entries : [], total: 5, isLast: true, nextOffset: 5)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { Detail(title: entry.title) }
}

@MainActor
@Suite("Sorting by a catalog's own orders")
struct CatalogSortTests {
    @Test("s goes through the list's order, the catalog's orders, by name and back, the selection staying, the status bar naming each")
    func cycle() async {
        let model = CatalogScreenModel(catalog: OrderedCatalog(), timing: .instant)
        model.resize(width: 100, height: 30)
        model.start()
        await model.settle()
        model.select(3)
        let steps: [([String], String, String?)] = [
            (["Alpha", "Charlie", "Bravo", "Delta", "Echo"], "order: by walking time", "by walking time"),
            (["Echo", "Bravo", "Delta", "Charlie", "Alpha"], "order: open now first", "open now first"),
            (["Alpha", "Bravo", "Charlie", "Delta", "Echo"], "order: by name", "by name"),
            (["Delta", "Alpha", "Echo", "Bravo", "Charlie"], "order: by distance", nil),
        ]
        for (titles, notice, order) in steps {
            model.handle(.character("s"))
            #expect(model.state.entries.map(\.title) == titles)
            #expect(model.state.notice == notice)
            #expect(model.state.order == order)
            #expect(model.state.selectedEntry?.title == "Bravo")
        }
    }

    @Test("Rows without the value go last; ties keep the list's order")
    func missingLast() {
        let entries = ["a", "b", "c"].enumerated().map { index, id in
            Entry(id: id, title: id, fields: EntryFields([("n", index == 1 ? .null : .number(7))]))
        }
        #expect(EntrySort("by n", field: "n").sorted(entries).map(\.id) == ["a", "c", "b"])
        #expect(EntrySort("by n", field: "n", descending: true).sorted(entries).map(\.id) == ["a", "c", "b"])
        #expect(EntrySort("by m", field: "m").sorted(entries).map(\.id) == ["a", "b", "c"])
    }
}
