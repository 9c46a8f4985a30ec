import Browser
import CatalogKit
import Testing
import TestSupport

@MainActor
@Suite("Entry list view model")
struct EntryListViewModelTests {
    @Test("Pages load ahead of the selection, and End follows them to the last")
    func pagesAndEnd() async {
        let catalog = FakeCatalog(count: 120)
        let list = ListRunner(catalog: catalog, filters: [])
        list.start()
        await list.idle()
        #expect(list.state.entries.count == 50)
        list.select(31)
        await list.idle()
        #expect(catalog.pageRequests == [0, 50])
        list.selectLast()
        await list.idle()
        #expect(list.state.isComplete && list.state.cursor.selection == 119)
    }

    @Test("Reload revalidates up to the selection and keeps it; the old list shows meanwhile")
    func reload() async {
        let catalog = FakeCatalog(count: 100, pageSize: 10)
        let list = ListRunner(catalog: catalog, filters: [], prefetchDistance: 1)
        list.start()
        await list.idle()
        for index in 1...24 {
            list.select(index)
            await list.idle()
        }
        list.reload()
        #expect(list.state.entries.count == 30 && list.state.selectedEntry?.id == "25")
        await list.idle()
        #expect(list.state.selectedEntry?.id == "25")
        #expect(catalog.pageFreshness.suffix(3) == [.revalidate, .revalidate, .revalidate])
    }

    @Test("A failed reload keeps the list; r carries on with the reload")
    func failedReload() async {
        let catalog = FakeCatalog(count: 100, pageSize: 10)
        let list = ListRunner(catalog: catalog, filters: [], prefetchDistance: 1)
        list.start()
        await list.idle()
        for index in 1...15 {
            list.select(index)
            await list.idle()
        }
        catalog.fail("page", with: offline)
        list.reload()
        await list.idle()
        #expect(list.state.load == .failed(offline) && list.state.entries.count == 20)
        catalog.fail("page", with: nil)
        list.retry()
        await list.idle()
        #expect(list.state.selectedEntry?.id == "16")
        #expect(catalog.pageFreshness.last == .revalidate)
    }

    @Test("Reveal pages on to an entry that is not loaded yet")
    func reveal() async {
        let catalog = FakeCatalog(count: 200)
        let list = ListRunner(catalog: catalog, filters: [])
        list.start()
        await list.idle()
        list.reveal(Entry(id: "160", title: "Thing 160", number: 160), fallback: 3)
        #expect(list.seeking != nil && list.state.cursor.selection == 3)
        await list.idle()
        #expect(list.seeking == nil && list.state.selectedEntry?.id == "160")
    }
}

@MainActor
@Suite("Search view model")
struct SearchViewModelTests {
    static func remote(_ log: SearchLog) -> SearchStrategy {
        .remote(
            debounce: .milliseconds(250),
            search: { query, _, _ in
                await log.add(query)
                return [Entry(id: query, title: query)]
            })
    }

    actor SearchLog {
        var queries: [String] = []
        func add(_ query: String) { queries.append(query) }
    }

    @Test("Letters typed together send one query once the debounce has passed, not before")
    func debounce() async {
        let clock = ManualClock(), log = SearchLog()
        let search = SearchHarness(strategy: Self.remote(log), clock: clock.clock)
        search.begin()
        for character in "pasta" { search.edit(.character(character)) }
        clock.advance(by: .milliseconds(249))
        await Task.yield()
        #expect(await log.queries.isEmpty)
        clock.advance(by: .milliseconds(1))
        await search.idle()
        #expect(await log.queries == ["pasta"])
        #expect(search.state?.results?.map(\.title) == ["pasta"])
    }

    @Test("A slow typist's pace lengthens the pause: measured on the injected clock")
    func typingPause() async {
        let clock = ManualClock(), log = SearchLog()
        let search = SearchHarness(strategy: Self.remote(log), clock: clock.clock)
        search.begin()
        search.edit(.character("p"))
        clock.advance(by: .milliseconds(400))  // the first query goes after 250 ms
        await search.idle()
        search.edit(.character("a"))  // 400 ms after the last letter: the pause is 600 ms
        clock.advance(by: .milliseconds(599))
        await Task.yield()
        #expect(await log.queries == ["p"])
        clock.advance(by: .milliseconds(1))
        await search.idle()
        #expect(await log.queries == ["p", "pa"])
    }

    @Test("Editing: Backspace, Ctrl-W, Ctrl-U; Enter on an empty query ends the search")
    func editing() {
        let search = SearchHarness(strategy: .localIndex(load: { _ in [] }), clock: .immediate)
        search.begin()
        for character in "mr mime" { search.edit(.character(character)) }
        search.edit(.backspace)
        #expect(search.state?.query == "mr mim")
        search.edit(.control("w"))
        #expect(search.state?.query == "mr ")
        search.edit(.control("u"))
        #expect(search.state?.query == "")
        #expect(!search.edit(.enter))
        search.accept()
        #expect(search.state == nil)
    }

    @Test("With a filter in force, the local search finds only what the filtered list holds")
    func withinFilter() async {
        let entries = ["Pikachu", "Pichu", "Pidgey"].enumerated().map { Entry(id: String($0.offset), title: $0.element) }
        let search = SearchHarness(strategy: .localIndex(load: { _ in entries }), clock: .immediate)
        search.filters = [CatalogFilter(kind: FilterKind(id: "type", title: "Type", key: "t"), option: FilterOption(value: "electric"))]
        search.loadedEntries = { [entries[0], entries[1]] }
        search.begin()
        await search.idle()
        for character in "pi" { search.edit(.character(character)) }
        #expect(search.state?.results?.map(\.title) == ["Pikachu", "Pichu"])
        search.filters = []
        search.edit(.character("d"))
        search.edit(.backspace)
        #expect(search.state?.results?.count == 3)
    }

    @Test("Ending returns the result that was selected")
    func end() async {
        let entries = ["Pikachu", "Pichu"].enumerated().map { Entry(id: String($0.offset), title: $0.element) }
        let search = SearchHarness(strategy: .localIndex(load: { _ in entries }), clock: .immediate)
        search.begin()
        await search.idle()
        for character in "pi" { search.edit(.character(character)) }
        search.select(1)
        #expect(search.end()?.title == "Pichu")
    }
}

@MainActor
@Suite("Detail view model")
struct DetailViewModelTests {
    @Test("Waits out the dwell on the injected clock; moving on cancels with no request")
    func dwell() async {
        let catalog = FakeCatalog(count: 5), clock = ManualClock()
        let detail = DetailRunner(catalog: catalog, timing: BrowserTiming(detailDwell: .milliseconds(150), clock: clock.clock))
        detail.show(catalog.all[0])
        detail.show(catalog.all[1])
        clock.advance(by: .milliseconds(150))
        await detail.idle()
        #expect(catalog.detailRequests == ["2"])
        #expect(detail.state.load.value?.title == "Thing 2")
    }

    @Test("Open skips the dwell; recent details come back without a request; reload revalidates")
    func openRecentReload() async {
        let catalog = FakeCatalog(count: 5), clock = ManualClock()
        let detail = DetailRunner(catalog: catalog, timing: BrowserTiming(detailDwell: .seconds(10), clock: clock.clock))
        detail.show(catalog.all[0])
        detail.open(catalog.all[0])
        await detail.idle()
        #expect(detail.state.load.value?.title == "Thing 1")
        detail.show(catalog.all[0])
        #expect(detail.state.load.value?.title == "Thing 1" && catalog.detailRequests == ["1"])
        detail.reload(catalog.all[0])
        await detail.idle()
        #expect(catalog.detailFreshness == [.cachedIfFresh, .revalidate])
    }

    @Test("Scrolling stays within what it is told")
    func scroll() {
        let detail = DetailRunner(catalog: FakeCatalog(count: 1), timing: .instant)
        detail.scroll(to: 9, maximum: 4)
        #expect(detail.state.scroll == 4)
        detail.scroll(to: -2, maximum: 4)
        #expect(detail.state.scroll == 0)
    }
}

@MainActor
@Suite("Picker view model")
struct PickerViewModelTests {
    static let colour = FilterKind(id: "colour", title: "Colour", key: "c")

    @Test("Opens on the value in force; moves; Enter chooses; Esc closes")
    func choose() async {
        let picker = PickerRunner(catalog: FakeCatalog(count: 1), timing: .instant)
        picker.open(Self.colour, current: "Two")
        await picker.idle()
        #expect(picker.state?.options.map(\.value) == ["One", "Two", "Three"], "an option with no entries is left out")
        // The "All colours" row comes first.
        #expect(picker.state?.selection == 2)
        _ = picker.perform(.moveDown)
        #expect(picker.perform(.choose) == .filter(CatalogFilter(kind: Self.colour, option: FilterOption(value: "Three"))))
        #expect(picker.state == nil)
        picker.open(Self.colour, current: nil)
        await picker.idle()
        #expect(picker.state?.selection == 0 && picker.state?.shown.first?.label == "All colours")
        #expect(picker.perform(.choose) == .all(Self.colour))
        picker.open(Self.colour, current: nil)
        _ = picker.perform(.cancel)
        #expect(picker.state == nil)
    }

    @Test("A searchable picker asks once typing pauses, on the injected clock; letters are typed, Ctrl-R retries")
    func searchable() async {
        let kind = FilterKind(id: "where", title: "Location", key: "L", isSearchable: true)
        let catalog = FakeCatalog(count: 1), clock = ManualClock()
        let picker = PickerRunner(catalog: catalog, timing: BrowserTiming(clock: clock.clock))
        picker.open(kind, current: nil)
        #expect(picker.keyMap.command(for: .character("q")) == nil)
        #expect(picker.keyMap.label(for: .retry) == "^R")
        for character in "lon" { picker.edit(.character(character)) }
        #expect(picker.state?.load == .loading)
        clock.advance(by: .milliseconds(250))
        await picker.idle()
        #expect(picker.state?.options.count == 3)
        catalog.fail("options", with: offline)
        picker.edit(.character("d"))
        clock.advance(by: .milliseconds(250))
        await picker.idle()
        #expect(picker.state?.load == .failed(offline))
        catalog.fail("options", with: nil)
        _ = picker.perform(.retry)
        await picker.idle()
        #expect(picker.state?.load == .loaded(3))
    }
}
