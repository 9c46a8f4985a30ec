import Browser
import CatalogKit
import Testing
import TestSupport

private func entry(_ id: Int, _ title: String) -> Entry { Entry(id: String(id), title: title, number: id) }

private func page(_ entries: [Entry], total: Int?, isLast: Bool, next: Int) -> EntryPage {
    EntryPage(entries: entries, total: total, isLast: isLast, nextOffset: next)
}

@Suite("Entry order")
struct EntryOrderTests {
    @Test("By name folds case, accents and punctuation away, then the number and the id decide")
    func byName() {
        let entries = [
            entry(4, "mr. mime"), entry(3, "Éclair"), entry(2, "Mr Mime"), entry(1, "eclair"), Entry(id: "b", title: "Abra"), Entry(id: "a", title: "Abra"),
        ]
        #expect(EntryOrder.sortedByName(entries).map(\.id) == ["a", "b", "1", "3", "2", "4"])
    }

    @Test("The pages keep the server's order; by name sorts them, pages still to come take their places, and back is the server's order")
    func loadedByName() {
        var order = EntryOrder()
        order.append(page([entry(1, "Charlie"), entry(2, "Alpha")], total: 4, isLast: false, next: 2), offset: 0)
        #expect(order.entries.map(\.title) == ["Charlie", "Alpha"])
        #expect(order.total == 4 && !order.isComplete)
        order.sort(byName: true)
        #expect(order.isByName)
        order.append(page([entry(3, "Bravo"), entry(4, "Delta")], total: 4, isLast: true, next: 4), offset: 2)
        #expect(order.entries.map(\.title) == ["Alpha", "Bravo", "Charlie", "Delta"])
        #expect(order.total == 4 && order.isComplete)
        order.sort(byName: false)
        #expect(order.entries.map(\.title) == ["Charlie", "Alpha", "Bravo", "Delta"])
    }

    @Test("A page without a total counts the list at its last page; a page that does not move on ends the list")
    func pagedTotal() {
        var order = EntryOrder()
        order.append(page([entry(1, "One")], total: nil, isLast: false, next: 1), offset: 0)
        #expect(order.total == nil && !order.isComplete)
        order.append(page([entry(2, "Two")], total: nil, isLast: true, next: 2), offset: 1)
        #expect(order.total == 2 && order.isComplete)
        var stuck = EntryOrder()
        stuck.append(page([], total: nil, isLast: false, next: 0), offset: 0)
        #expect(stuck.isComplete && stuck.total == nil)
    }

    @Test("The whole index shows by name, complete with its own total; pages arriving meanwhile are kept, with their total and end, for the way back")
    func wholeIndex() {
        var order = EntryOrder()
        order.append(page([entry(3, "Charlie"), entry(1, "Alpha")], total: 30, isLast: false, next: 2), offset: 0)
        order.show(index: [entry(3, "Charlie"), entry(2, "Bravo"), entry(1, "Alpha")])
        #expect(order.isByName)
        #expect(order.entries.map(\.title) == ["Alpha", "Bravo", "Charlie"])
        #expect(order.total == 3 && order.isComplete)
        order.append(page([entry(4, "Delta")], total: 30, isLast: false, next: 3), offset: 2)
        #expect(order.entries.count == 3)
        order.sort(byName: false)
        #expect(order.index == nil)
        #expect(order.entries.map(\.title) == ["Charlie", "Alpha", "Delta"])
        #expect(order.total == 30 && !order.isComplete)
    }

    @Test("A reload replaces the pages, and what the server says of its list, in the order shown")
    func replace() {
        var order = EntryOrder()
        order.append(page([entry(1, "Old")], total: 9, isLast: false, next: 1), offset: 0)
        order.sort(byName: true)
        order.replace(with: [entry(2, "Zulu"), entry(1, "Alpha")], total: 2, isComplete: true)
        #expect(order.natural.map(\.title) == ["Zulu", "Alpha"])
        #expect(order.entries.map(\.title) == ["Alpha", "Zulu"])
        #expect(order.total == 2 && order.isComplete)
    }
}

@Suite("Page following")
struct PageFollowingTests {
    let rows = 5

    @Test("End follows the pages to the last one, the selection on the last entry each time")
    func end() {
        var following = PageFollowing()
        following.followsEnd = true
        var cursor = ListCursor()
        let first = (1...10).map { entry($0, "E\($0)") }
        #expect(following.arrived(page(first, total: 20, isLast: false, next: 10), entries: first, isComplete: false, cursor: &cursor, rows: rows))
        #expect(cursor.selection == 9 && following.followsEnd)
        let all = (1...20).map { entry($0, "E\($0)") }
        #expect(!following.arrived(page(Array(all.suffix(10)), total: 20, isLast: true, next: 20), entries: all, isComplete: true, cursor: &cursor, rows: rows))
        #expect(cursor.selection == 19 && !following.followsEnd)
    }

    @Test("A row beyond those loaded is landed on when its page arrives; an empty page ends the wait on the last entry")
    func target() {
        var following = PageFollowing()
        following.target = 12
        var cursor = ListCursor(selection: 9)
        let all = (1...20).map { entry($0, "E\($0)") }
        #expect(
            !following.arrived(page(Array(all.suffix(10)), total: nil, isLast: false, next: 20), entries: all, isComplete: false, cursor: &cursor, rows: rows))
        #expect(cursor.selection == 12 && following.target == nil)
        following.target = 30
        #expect(!following.arrived(page([], total: nil, isLast: false, next: 20), entries: all, isComplete: false, cursor: &cursor, rows: rows))
        #expect(cursor.selection == 19 && following.target == nil)
    }

    @Test("An entry sought is selected when its page arrives; the search gives up after the most pages followed")
    func seeking() {
        var following = PageFollowing()
        let wanted = entry(15, "E15")
        following.seeking = wanted
        var cursor = ListCursor()
        let first = (1...10).map { entry($0, "E\($0)") }
        #expect(following.arrived(page(first, total: nil, isLast: false, next: 10), entries: first, isComplete: false, cursor: &cursor, rows: rows))
        #expect(following.seeking == wanted && cursor.selection == 0)
        let all = (1...20).map { entry($0, "E\($0)") }
        #expect(
            !following.arrived(page(Array(all.suffix(10)), total: nil, isLast: false, next: 20), entries: all, isComplete: false, cursor: &cursor, rows: rows))
        #expect(following.seeking == nil && cursor.selection == 14)
        following.seeking = entry(99, "E99")
        following.pages = PageFollowing.maxPages - 1
        #expect(!following.arrived(page(first, total: nil, isLast: false, next: 30), entries: all, isComplete: false, cursor: &cursor, rows: rows))
        #expect(following.seeking == nil && cursor.selection == 14)
    }
}

@MainActor
@Suite("The order kept")
struct OrderKeptTests {
    @Test("A list loaded afresh under other filters keeps the order chosen")
    func filtersKeepTheOrder() async {
        let kind = FilterKind(id: "colour", title: "Colour", key: "c")
        let red = CatalogFilter(kind: kind, option: FilterOption(value: "red")), blue = CatalogFilter(kind: kind, option: FilterOption(value: "blue"))
        let list = ListRunner(catalog: FakeCatalog(count: 3, names: ["Charlie", "Alpha", "Bravo"], filterKinds: [kind]), filters: [red])
        list.start()
        await list.idle()
        list.send { $0.sort(byName: true) }
        #expect(list.state.entries.map(\.title) == ["Alpha", "Bravo", "Charlie"])
        list.send { $0.restart(filters: [blue]) }
        await list.idle()
        #expect(list.model.orderName == "by name")
        #expect(list.state.entries.map(\.title) == ["Alpha", "Bravo", "Charlie"])
    }
}

@MainActor
@Suite("Name index model")
struct NameIndexModelTests {
    /// Runs `effects` as the store would: each task's event, in order; the notices sent.
    func run(_ effects: [Effect<NameIndexModel.Event>]) async -> (notices: [String], results: [NameIndexModel.Event]) {
        var notices: [String] = [], results: [NameIndexModel.Event] = []
        for effect in effects {
            switch effect {
            case let .send(.notice(text)): notices.append(text)
            case let .run(_, work): if let event = try? await work() { results.append(event) }
            default: break
            }
        }
        return (notices, results)
    }

    @Test("Loads the catalog's whole index, says it is on its way, and hands it over")
    func loads() async throws {
        var index = NameIndexModel(catalog: FakeCatalog(count: 3, names: ["Charlie", "Alpha", "Bravo"]))
        let loading = index.load(for: [])
        let started = try #require(loading)
        #expect(started.map(\.summary) == ["send", "run nameIndex"])
        #expect(index.isLoading)
        let (notices, results) = await run(started)
        #expect(notices == ["sorting by name…"])
        let (shown, effects) = index.receive(try #require(results.first))
        #expect(!index.isLoading && effects.isEmpty)
        #expect(shown?.map(\.title) == ["Charlie", "Alpha", "Bravo"])
    }

    @Test("A list narrowed by a filter, or a catalog without a name index, loads nothing")
    func wouldNotDo() {
        let kind = FilterKind(id: "type", title: "Type", key: "t")
        var index = NameIndexModel(catalog: FakeCatalog(count: 3))
        let filtered = index.load(for: [CatalogFilter(kind: kind, option: FilterOption(value: "fire"))])
        var places = NameIndexModel(catalog: RemotePlaces())
        let remote = places.load(for: [])
        #expect(filtered == nil && remote == nil)
        #expect(!index.isLoading)
    }

    @Test("A failed load says why; a cancelled one hands nothing over")
    func failsAndCancels() async throws {
        let catalog = FakeCatalog(count: 3)
        var index = NameIndexModel(catalog: catalog)
        catalog.fail("index", with: offline)
        let loading = index.load(for: [])
        let failing = try #require(loading)
        let (notices, results) = await run(failing)
        let (shown, effects) = index.receive(try #require(results.first))
        #expect(
            notices
                + effects.sent().compactMap { event -> String? in
                    if case let .notice(text) = event { return text }
                    return nil
                } == ["sorting by name…", "couldn't sort by name: Can't reach the server."])
        #expect(shown == nil && !index.isLoading)
        catalog.fail("index", with: nil)
        let again = index.load(for: [])
        #expect(again != nil)
        #expect(index.cancel().map(\.summary) == ["cancel nameIndex"])
        #expect(!index.isLoading)
    }
}
