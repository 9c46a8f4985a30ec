import Browser
import CatalogKit
import Foundation
import Testing
import TestSupport

/// A Pokédex-like catalog: numbered species, then alternative forms numbered above 10000,
/// searched in a local index of every name.
final class FormsCatalog: Catalog, @unchecked Sendable {
    let title = "Pokédex"
    let itemName = "Pokémon"
    let all: [Entry] =
        (1...386).map { Entry(id: String($0), title: "Species \($0)", number: $0) } + [
            Entry(id: "10001", title: "Deoxys Attack", number: 10001),
            Entry(id: "10002", title: "Deoxys Defense", number: 10002),
            Entry(id: "10010", title: "Wormadam Sandy", number: 10010),
        ]
    var searchStrategy: SearchStrategy { .localIndex(load: { [all] _ in all }) }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        let slice = Array(all.dropFirst(offset).prefix(50))
        return EntryPage(entries: slice, total: all.count, isLast: offset + slice.count >= all.count, nextOffset: offset + slice.count)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { Detail(title: entry.title) }
}

@MainActor
@Suite("Forms found by number")
struct FormNumberSearchTests {
    @Test("/10001 and /#10001 find Deoxys Attack first; /1000 finds the forms by prefix", arguments: ["10001", "#10001"])
    func formNumber(query: String) async {
        let model = CatalogScreenModel(catalog: FormsCatalog(), timing: .instant)
        model.start()
        await model.settle()
        _ = model.handle(.character("/"))
        await model.settle()
        for character in query { _ = model.handle(.character(character)) }
        #expect(model.state.visibleEntries.map(\.title) == ["Deoxys Attack"])
        #expect(model.state.selectedEntry?.number == 10001)
        _ = model.handle(.control("u"))
        for character in "1000" { _ = model.handle(.character(character)) }
        #expect(model.state.visibleEntries.map(\.number) == [10001, 10002])
    }
}
