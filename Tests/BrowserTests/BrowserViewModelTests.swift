import Browser
import CatalogKit
import Foundation
import Networking
import Testing

/// A catalog of numbered entries whose answers tests control.
final class FakeCatalog: Catalog, @unchecked Sendable {
    let title = "Things"
    let itemName = "thing"
    let pageSize: Int
    let searchStrategy = SearchStrategy.localIndex
    let all: [Entry]

    private let lock = NSLock()
    private var _detailRequests: [String] = []
    private var _pageRequests: [Int] = []
    private var _failures: [String: AppError] = [:]
    private var _detailDelay: Duration = .zero
    private var _slowIDs: Set<String> = []

    init(count: Int, pageSize: Int = 50, names: [String] = []) {
        self.pageSize = pageSize
        all = (1...max(1, count)).map { n in
            Entry(id: String(n), title: n <= names.count ? names[n - 1] : "Thing \(n)", number: n)
        }
    }

    var detailRequests: [String] { lock.withLock { _detailRequests } }
    var pageRequests: [Int] { lock.withLock { _pageRequests } }
    func fail(_ what: String, with error: AppError?) { lock.withLock { _failures[what] = error } }
    func setDetailDelay(_ delay: Duration) { lock.withLock { _detailDelay = delay } }
    /// Details of these entries never arrive unless cancelled.
    func setSlow(_ ids: Set<String>) { lock.withLock { _slowIDs = ids } }
    private func failure(_ what: String) -> AppError? { lock.withLock { _failures[what] } }

    func page(offset: Int, filters: [CatalogFilter]) async throws(AppError) -> EntryPage {
        lock.withLock { _pageRequests.append(offset) }
        if let error = failure("page") { throw error }
        let slice = Array(all.dropFirst(offset).prefix(pageSize))
        return EntryPage(entries: slice, total: all.count, isLast: offset + slice.count >= all.count, nextOffset: offset + slice.count)
    }

    func searchIndex() async throws(AppError) -> [Entry] {
        if let error = failure("index") { throw error }
        return all
    }

    func search(_ query: String, filters: [CatalogFilter]) async throws(AppError) -> [Entry] { [] }

    func detail(for entry: Entry) async throws(AppError) -> Detail {
        let delay = lock.withLock { () -> Duration in
            _detailRequests.append(entry.id)
            return _slowIDs.contains(entry.id) ? .seconds(3600) : _detailDelay
        }
        if delay > .zero {
            do { try await Task.sleep(for: delay) } catch { throw .cancelled }
        }
        if let error = failure("detail") { throw error }
        return Detail(title: entry.title, subtitle: "#\(entry.id)")
    }
}

/// Thirty items in pages of ten, of which every fifth is unusable and dropped.
final class DroppingCatalog: Catalog, @unchecked Sendable {
    let title = "Dropping"
    let itemName = "item"
    let pageSize = 10
    let searchStrategy = SearchStrategy.localIndex
    private let lock = NSLock()
    private var _offsets: [Int] = []
    var offsets: [Int] { lock.withLock { _offsets } }

    func page(offset: Int, filters: [CatalogFilter]) async throws(AppError) -> EntryPage {
        lock.withLock { _offsets.append(offset) }
        let ids = (offset..<min(30, offset + 10)).filter { $0 % 5 != 4 }
        return EntryPage(entries: ids.map { Entry(id: String($0), title: "Item \($0)") }, total: 30, isLast: offset + 10 >= 30, nextOffset: offset + 10)
    }

    func searchIndex() async throws(AppError) -> [Entry] { [] }
    func search(_ query: String, filters: [CatalogFilter]) async throws(AppError) -> [Entry] { [] }
    func detail(for entry: Entry) async throws(AppError) -> Detail { Detail(title: entry.title) }
}

/// A thread-safe boolean.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var _value = false
    var value: Bool {
        get { lock.withLock { _value } }
        set { lock.withLock { _value = newValue } }
    }
}

let offline = AppError(kind: .offline, message: "Can't reach the server.", isRetryable: true)

@MainActor
@Suite("Browser view model")
struct BrowserViewModelTests {
    /// No dwell: details load as soon as the selection changes.
    static let instant = BrowserViewModel.Timing(detailDwell: .zero, sleep: { _ in })

    func makeModel(_ catalog: FakeCatalog, timing: BrowserViewModel.Timing = instant) async -> BrowserViewModel {
        let model = BrowserViewModel(catalog: catalog, timing: timing)
        model.updateLayout(listRows: 10, detailRows: 10, maxDetailScroll: 0)
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

    @Test("The selection stays in range and visible")
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
        // The dwell never ends while `resting` is false: every move must cancel it.
        let resting = Flag()
        let timing = BrowserViewModel.Timing(detailDwell: .milliseconds(150)) { _ in
            if resting.value { return }
            try await Task.sleep(for: .seconds(3600))
        }
        resting.value = true
        let model = await makeModel(catalog, timing: timing)
        resting.value = false
        let before = catalog.detailRequests.count
        for _ in 0..<200 {
            model.handle(.down)
            #expect(model.isLoadingDetail)
        }
        await Task.yield()
        #expect(model.state.selection == 200)
        #expect(catalog.detailRequests.count == before)
        #expect(catalog.pageRequests == [0])
        resting.value = true
        model.handle(.down)
        await model.settle()
        #expect(catalog.detailRequests.count == before + 1)
        #expect(model.state.detail.load.value?.title == "Thing 202")
    }

    @Test("A failed detail shows the error and r loads it again")
    func retryDetail() async {
        let catalog = FakeCatalog(count: 5)
        catalog.fail("detail", with: offline)
        let model = await makeModel(catalog)
        #expect(model.state.detail.load == .failed(offline))
        catalog.fail("detail", with: nil)
        model.handle(.character("r"))
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
        model.handle(.character("r"))
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
        model.handle(.character("r"))
        await model.settle()
        #expect(model.state.detail.load.value?.title == "Thing 1")
    }

    @Test("Search narrows as you type, by name, accent-insensitively and by number")
    func search() async {
        let catalog = FakeCatalog(count: 30, names: ["Bulbasaur", "Pikachu", "Flabébé", "Pichu", "Raichu"])
        let model = await makeModel(catalog)
        model.handle(.character("/"))
        await model.settle()
        for character in "pi" { model.handle(.character(character)) }
        #expect(model.state.visibleEntries.map(\.title) == ["Pikachu", "Pichu"])
        model.handle(.character("k"))
        #expect(model.state.visibleEntries.map(\.title) == ["Pikachu"])
        await model.settle()
        #expect(model.state.detail.load.value?.title == "Pikachu")
        model.handle(.control("u"))
        for character in "flabebe" { model.handle(.character(character)) }
        #expect(model.state.visibleEntries.map(\.title) == ["Flabébé"])
        model.handle(.control("u"))
        for character in "#25" { model.handle(.character(character)) }
        #expect(model.state.visibleEntries.first?.title == "Thing 25")
        model.handle(.escape)
        #expect(model.state.search == nil)
        #expect(model.state.visibleEntries.count == 30)
    }

    @Test("Enter keeps the filter, and moving works in the results")
    func searchAccept() async {
        let catalog = FakeCatalog(count: 30, names: ["Pikachu", "Pichu", "Raichu"])
        let model = await makeModel(catalog)
        model.handle(.character("/"))
        await model.settle()
        for character in "chu" { model.handle(.character(character)) }
        model.handle(.enter)
        #expect(model.state.search?.isEditing == false)
        model.handle(.character("j"))
        #expect(model.state.selectedEntry?.title == "Pichu")
        model.handle(.escape)
        #expect(model.state.search == nil)
        #expect(model.state.selectedEntry?.title == "Pichu")
    }

    @Test("A failed name index shows in search and r retries it")
    func searchIndexFailure() async {
        let catalog = FakeCatalog(count: 5, names: ["Pikachu"])
        catalog.fail("index", with: offline)
        let model = await makeModel(catalog)
        model.handle(.character("/"))
        await model.settle()
        #expect(model.state.search?.load == .failed(offline))
        catalog.fail("index", with: nil)
        model.handle(.character("r"))
        await model.settle()
        #expect(model.state.search?.load == .loaded(5))
        #expect(model.state.search?.query == "")
    }

    @Test("Open, back, help and quit")
    func navigation() async {
        let model = await makeModel(FakeCatalog(count: 5))
        model.handle(.enter)
        #expect(model.state.focus == .detail)
        model.handle(.escape)
        #expect(model.state.focus == .list)
        model.handle(.character("?"))
        #expect(model.state.isShowingHelp)
        #expect(model.handle(.character("q")) == .continue)
        #expect(!model.state.isShowingHelp)
        #expect(model.handle(.character("q")) == .quit)
    }

    @Test("End follows the list to its last page")
    func endLoadsAllPages() async {
        let catalog = FakeCatalog(count: 230)
        let model = await makeModel(catalog)
        model.handle(.character("G"))
        await model.settle()
        #expect(model.state.entries.count == 230)
        #expect(model.state.selection == 229)
        #expect(model.state.selectedEntry?.title == "Thing 230")
    }

    @Test("Paging follows the server's offsets even when entries are dropped")
    func droppedEntries() async {
        let catalog = DroppingCatalog()
        let model = BrowserViewModel(catalog: catalog, timing: Self.instant)
        model.updateLayout(listRows: 10, detailRows: 10, maxDetailScroll: 0)
        model.start()
        await model.settle()
        model.perform(.last)
        await model.settle()
        #expect(catalog.offsets == [0, 10, 20])
        #expect(Set(model.state.entries.map(\.id)).count == model.state.entries.count)
    }

    @Test("The detail scrolls within what the view reported")
    func detailScroll() async {
        let model = await makeModel(FakeCatalog(count: 5))
        model.updateLayout(listRows: 10, detailRows: 5, maxDetailScroll: 3)
        model.handle(.tab)
        for _ in 0..<10 { model.handle(.down) }
        #expect(model.state.detailScroll == 3)
        model.handle(.home)
        #expect(model.state.detailScroll == 0)
    }
}

@Suite("Search matcher")
struct SearchMatcherTests {
    let entries = ["Pikachu", "Pichu", "Raichu", "Mr. Mime", "Nidoran♀", "Farfetch’d", "Type: Null", "Porygon-Z", "Ho-Oh"]
        .enumerated().map { Entry(id: String($0.offset + 1), title: $0.element, number: [25, 172, 26, 122, 29, 83, 772, 474, 250][$0.offset]) }

    @Test("Punctuation folds: spaces match hyphens, apostrophes of either kind vanish")
    func punctuation() {
        let matcher = SearchMatcher(entries: entries)
        #expect(matcher.matches("ho oh").map(\.title) == ["Ho-Oh"])
        #expect(matcher.matches("farfetch'd").map(\.title) == ["Farfetch’d"])
        #expect(matcher.matches("type null").map(\.title) == ["Type: Null"])
        #expect(matcher.matches("mr mime").map(\.title) == ["Mr. Mime"])
    }

    @Test("An exact name ranks above longer names it prefixes; loose letters need a word start")
    func exactFirst() {
        let names = ["Mewtwo", "Mew", "Urshifu Rapid Strike Gmax", "Pikachu"]
        let matcher = SearchMatcher(entries: names.enumerated().map { Entry(id: String($0.offset), title: $0.element) })
        #expect(matcher.matches("mew").map(\.title) == ["Mew", "Mewtwo"])
        #expect(matcher.matches("pika").map(\.title) == ["Pikachu"])
        #expect(matcher.matches("rsg").map(\.title) == ["Urshifu Rapid Strike Gmax"])
    }

    @Test("Prefix before word prefix before substring before fuzzy")
    func ranking() {
        let matcher = SearchMatcher(entries: entries)
        #expect(matcher.matches("pi").map(\.title) == ["Pikachu", "Pichu"])
        #expect(matcher.matches("chu").map(\.title) == ["Pikachu", "Pichu", "Raichu"])
        #expect(matcher.matches("oh").map(\.title).first == "Ho-Oh")
        #expect(matcher.matches("pkch").map(\.title) == ["Pikachu"])
        #expect(matcher.matches("MIME").map(\.title) == ["Mr. Mime"])
        #expect(matcher.matches("z").map(\.title).contains("Porygon-Z"))
    }

    @Test("Numbers match the national number", arguments: [("25", "Pikachu"), ("#25", "Pikachu"), ("#025", "Pikachu"), ("772", "Type: Null")])
    func numbers(query: String, title: String) {
        #expect(SearchMatcher(entries: entries).matches(query).first?.title == title)
    }

    @Test("No match is an empty list, an empty query everything")
    func edges() {
        let matcher = SearchMatcher(entries: entries)
        #expect(matcher.matches("zzzz").isEmpty)
        #expect(matcher.matches("").count == entries.count)
        #expect(matcher.matches("#").isEmpty)
    }
}
