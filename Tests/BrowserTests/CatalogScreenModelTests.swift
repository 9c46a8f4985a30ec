import Browser
import CatalogKit
import Testing
import TestSupport

@MainActor
@Suite("Catalog screen model")
struct CatalogScreenModelTests {
    func makeModel(_ catalog: FakeCatalog, timing: BrowserTiming = .instant, lines: Int = 0) async -> CatalogScreenModel {
        let model = CatalogScreenModel(catalog: catalog, timing: timing, detailOutline: { _, _ in DetailOutline(lineCount: lines) })
        model.resize(width: 40, height: 13)  // 10 list rows, one pane at a time
        model.start()
        await model.settle()
        return model
    }

    @Test("Start loads the first page and the first detail")
    func start() async {
        let catalog = FakeCatalog(count: 120)
        let model = await makeModel(catalog)
        #expect(model.state.entries.count == 50)
        #expect(model.state.total == 120)
        #expect(model.state.listLoad == .loaded(50))
        #expect(model.state.detail.load.value?.title == "Thing 1")
    }

    @Test("Moving toward the end requests the next page before it is reached")
    func paging() async {
        let catalog = FakeCatalog(count: 120)
        let model = await makeModel(catalog)
        model.select(35)
        await model.settle()
        #expect(catalog.pageRequests == [0, 50])
        #expect(model.state.entries.count == 100)
        model.perform(.last)
        await model.settle()
        model.perform(.last)
        await model.settle()
        #expect(model.state.entries.count == 120)
        #expect(model.state.isComplete)
        #expect(model.state.selection == 119)
        #expect(catalog.pageRequests == [0, 50, 100])
    }

    @Test("The selection stays in range and visible; page steps follow the layout")
    func selectionBounds() async {
        let model = await makeModel(FakeCatalog(count: 30))
        model.perform(.moveUp)
        #expect(model.state.selection == 0)
        for _ in 0..<15 { model.perform(.moveDown) }
        #expect(model.state.selection == 15)
        #expect(model.state.listTop == 6)
        model.perform(.pageDown)
        #expect(model.state.selection == 24)
        model.perform(.last)
        #expect(model.state.selection == 29)
        model.perform(.first)
        #expect(model.state.selection == 0 && model.state.listTop == 0)
    }

    @Test("A resize is an event: the list's scroll follows the new row count")
    func resize() async {
        let model = await makeModel(FakeCatalog(count: 30))
        for _ in 0..<9 { model.perform(.moveDown) }
        #expect(model.state.listTop == 0)
        model.resize(width: 40, height: 8)  // 5 rows
        #expect(model.state.listTop == 5)
        #expect(model.layout.listRows == 5)
    }

    @Test("Changing the selection cancels the previous detail load; its result is never shown")
    func cancellation() async {
        let catalog = FakeCatalog(count: 10)
        catalog.setSlow(["2"])
        let model = await makeModel(catalog)
        var shown: [String] = []
        model.onChange = { if let title = model.state.detail.load.value?.title { shown.append(title) } }
        model.perform(.moveDown)
        while !catalog.detailRequests.contains("2") { await Task.yield() }
        model.perform(.moveDown)
        await model.settle()
        #expect(model.state.detail.entry?.id == "3")
        #expect(model.state.detail.load.value?.title == "Thing 3")
        #expect(!shown.contains("Thing 2"))
    }

    @Test("Holding ↓ through 200 entries starts no detail request until the selection rests")
    func dwell() async {
        let catalog = FakeCatalog(count: 300, pageSize: 300)
        let clock = ManualClock()
        let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .milliseconds(150), clock: clock.clock))
        model.start()
        await model.idle(TaskID.listTasks)
        clock.advance(by: .milliseconds(150))
        await model.settle()
        #expect(model.state.detail.load.value?.title == "Thing 1")
        let before = catalog.detailRequests.count
        for _ in 0..<200 {
            _ = model.handle(.down)
            #expect(model.isLoadingDetail)
        }
        clock.advance(by: .milliseconds(149))
        await Task.yield()
        #expect(model.state.selection == 200)
        #expect(catalog.detailRequests.count == before)
        #expect(catalog.pageRequests == [0])
        clock.advance(by: .milliseconds(1))
        await model.settle()
        #expect(catalog.detailRequests.count == before + 1)
        #expect(model.state.detail.load.value?.title == "Thing 201")
    }

    @Test("A failed detail shows the error and r loads it again")
    func retryDetail() async {
        let catalog = FakeCatalog(count: 5)
        catalog.fail("detail", with: offline)
        let model = await makeModel(catalog)
        #expect(model.state.detail.load == .failed(offline))
        catalog.fail("detail", with: nil)
        _ = model.handle(.character("r"))
        await model.settle()
        #expect(model.state.detail.load.value?.title == "Thing 1")
        #expect(catalog.detailRequests == ["1", "1"])
    }

    @Test("A failed first page shows the error and r loads exactly that page")
    func retryList() async {
        let catalog = FakeCatalog(count: 5)
        catalog.fail("page", with: offline)
        let model = await makeModel(catalog)
        #expect(model.state.listLoad == .failed(offline))
        #expect(model.state.entries.isEmpty)
        catalog.fail("page", with: nil)
        _ = model.handle(.character("r"))
        await model.settle()
        #expect(model.state.entries.count == 5)
        #expect(catalog.pageRequests == [0, 0])
        #expect(catalog.detailRequests == ["1"])
    }

    @Test("A cancellation the model did not ask for is an interruption that r retries")
    func unaskedCancellation() async {
        let catalog = FakeCatalog(count: 5)
        catalog.fail("detail", with: .cancelled)
        let model = await makeModel(catalog)
        #expect(model.state.detail.load == .failed(.interrupted))
        catalog.fail("detail", with: nil)
        _ = model.handle(.character("r"))
        await model.settle()
        #expect(model.state.detail.load.value?.title == "Thing 1")
    }

    @Test("Search narrows as you type, by name, accent-insensitively and by number")
    func search() async {
        let catalog = FakeCatalog(count: 30, names: ["Bulbasaur", "Pikachu", "Flabébé", "Pichu", "Raichu"])
        let model = await makeModel(catalog)
        _ = model.handle(.character("/"))
        await model.settle()
        for character in "pi" { _ = model.handle(.character(character)) }
        #expect(model.state.visibleEntries.map(\.title) == ["Pikachu", "Pichu"])
        _ = model.handle(.character("k"))
        #expect(model.state.visibleEntries.map(\.title) == ["Pikachu"])
        await model.settle()
        #expect(model.state.detail.load.value?.title == "Pikachu")
        _ = model.handle(.control("u"))
        for character in "flabebe" { _ = model.handle(.character(character)) }
        #expect(model.state.visibleEntries.map(\.title) == ["Flabébé"])
        _ = model.handle(.control("u"))
        for character in "#25" { _ = model.handle(.character(character)) }
        #expect(model.state.visibleEntries.first?.title == "Thing 25")
        _ = model.handle(.escape)
        #expect(model.state.search == nil)
        #expect(model.state.visibleEntries.count == 30)
    }

    @Test("Enter keeps the filter, and moving works in the results")
    func searchAccept() async {
        let catalog = FakeCatalog(count: 30, names: ["Pikachu", "Pichu", "Raichu"])
        let model = await makeModel(catalog)
        _ = model.handle(.character("/"))
        await model.settle()
        for character in "chu" { _ = model.handle(.character(character)) }
        _ = model.handle(.enter)
        #expect(model.state.search?.isEditing == false)
        _ = model.handle(.character("j"))
        #expect(model.state.selectedEntry?.title == "Pichu")
        _ = model.handle(.escape)
        #expect(model.state.search == nil)
        #expect(model.state.selectedEntry?.title == "Pichu")
    }

    @Test("Clearing a search keeps the chosen entry selected even beyond the loaded pages")
    func clearSearchBeyondPages() async {
        let catalog = FakeCatalog(count: 300)
        let model = await makeModel(catalog)
        #expect(model.state.entries.count == 50)
        _ = model.handle(.character("/"))
        await model.settle()
        for character in "#211" { _ = model.handle(.character(character)) }
        _ = model.handle(.enter)
        await model.settle()
        #expect(model.state.detail.load.value?.title == "Thing 211")
        _ = model.handle(.escape)
        await model.settle()
        #expect(model.state.search == nil)
        #expect(model.state.selectedEntry?.title == "Thing 211")
        #expect(model.state.selection == 210)
        #expect(model.state.detail.load.value?.title == "Thing 211")
        #expect(catalog.detailRequests.filter { $0 == "211" }.count == 1)
    }

    @Test("A failed name index shows in search; there r is typed and Ctrl-R, as the pane says, retries")
    func searchIndexFailure() async {
        let catalog = FakeCatalog(count: 5, names: ["Pikachu"])
        catalog.fail("index", with: offline)
        let model = await makeModel(catalog)
        _ = model.handle(.character("/"))
        await model.settle()
        #expect(model.state.search?.load == .failed(offline))
        #expect(model.state.retryKey == "^R")
        catalog.fail("index", with: nil)
        _ = model.handle(.control("r"))
        await model.settle()
        #expect(model.state.search?.load == .loaded(5))
        #expect(model.state.search?.query == "")
        _ = model.handle(.character("r"))
        #expect(model.state.search?.query == "r")
    }

    @Test("Open, back, help and quit")
    func navigation() async {
        let model = await makeModel(FakeCatalog(count: 5))
        _ = model.handle(.enter)
        #expect(model.state.focus == .detail)
        _ = model.handle(.escape)
        #expect(model.state.focus == .list)
        _ = model.handle(.character("?"))
        #expect(model.state.isShowingHelp)
        #expect(!model.handle(.character("q")).isQuit)
        #expect(!model.state.isShowingHelp)
        #expect(model.handle(.character("q")).isQuit)
    }

    @Test("Esc at the list's root goes back only when a screen lies below")
    func backAtRoot() async {
        let model = await makeModel(FakeCatalog(count: 5))
        guard case .none = model.handle(.escape) else { Issue.record("Esc at the root of a root screen did something"); return }
        model.canGoBack = true
        for key in [Key.escape, .backspace, .left, .character("h")] {
            guard case .back = model.handle(key) else { Issue.record("\(key) did not go back"); return }
        }
        #expect(model.state.keyMap.label(for: .back) == "Esc ⌫ ← h")
    }

    @Test("End follows the list to its last page")
    func endLoadsAllPages() async {
        let catalog = FakeCatalog(count: 230)
        let model = await makeModel(catalog)
        _ = model.handle(.character("G"))
        await model.settle()
        #expect(model.state.entries.count == 230)
        #expect(model.state.selection == 229)
        #expect(model.state.selectedEntry?.title == "Thing 230")
    }

    @Test("R on entry 11 revalidates the pages up to there and keeps 11 selected")
    func reloadKeepsPlace() async {
        let catalog = FakeCatalog(count: 300, pageSize: 5)
        let model = CatalogScreenModel(catalog: catalog, timing: .instant, prefetchDistance: 2)
        model.resize(width: 40, height: 13)
        model.start()
        await model.settle()
        for _ in 0..<10 {
            model.handle(.down)
            await model.settle()
        }
        #expect(model.state.selectedEntry?.title == "Thing 11")
        #expect(model.state.entries.count == 15)
        let pagesBefore = catalog.pageRequests.count
        _ = model.handle(.character("R"))
        #expect(model.state.selectedEntry?.title == "Thing 11")
        await model.settle()
        #expect(model.state.selection == 10)
        #expect(model.state.selectedEntry?.title == "Thing 11")
        #expect(Array(catalog.pageRequests.dropFirst(pagesBefore).prefix(3)) == [0, 5, 10])
        #expect(Array(catalog.pageFreshness.dropFirst(pagesBefore).prefix(3)) == [.revalidate, .revalidate, .revalidate])
        #expect(catalog.detailFreshness.last == .revalidate)
        #expect(model.state.detail.load.value?.title == "Thing 11")
    }

    @Test("Paging follows the server's offsets even when entries are dropped")
    func droppedEntries() async {
        let catalog = DroppingCatalog()
        let model = CatalogScreenModel(catalog: catalog, timing: .instant)
        model.start()
        await model.settle()
        model.perform(.last)
        await model.settle()
        #expect(catalog.offsets == [0, 10, 20])
        #expect(Set(model.state.entries.map(\.id)).count == model.state.entries.count)
    }

    @Test("The detail scrolls within its content at the pane's size")
    func detailScroll() async {
        let model = await makeModel(FakeCatalog(count: 5), lines: 13)  // 10 rows: 3 to scroll
        _ = model.handle(.tab)
        for _ in 0..<10 { _ = model.handle(.down) }
        #expect(model.state.detailScroll == 3)
        _ = model.handle(.home)
        #expect(model.state.detailScroll == 0)
        _ = model.handle(.end)
        #expect(model.state.detailScroll == 3)
        model.resize(width: 40, height: 15)  // 12 rows: 1 to scroll
        #expect(model.state.detailScroll == 1)
    }

    @Test("Help lists the search and picker keys and scrolls to the last line at 40×12")
    func helpScrolls() async {
        let kinds = [FilterKind(id: "colour", title: "Colour", key: "c")]
        let model = CatalogScreenModel(catalog: FakeCatalog(count: 5, filterKinds: kinds), timing: .instant)
        model.resize(width: 40, height: 12)
        _ = model.handle(.character("?"))
        let lines = model.state.help?.lines.map(\.keys) ?? []
        #expect(lines.contains("^R") && lines.contains("Enter") && lines.contains("c"))
        #expect(model.state.keyMap.mode == .help)
        let rows = ScreenLayout.helpRows(height: 12, lineCount: lines.count)
        #expect(rows < lines.count)
        for _ in 0..<lines.count { _ = model.handle(.character("j")) }
        #expect(model.state.help?.scroll == lines.count - rows)
        #expect(model.state.isShowingHelp)
        _ = model.handle(.escape)
        #expect(!model.state.isShowingHelp)
    }
}
