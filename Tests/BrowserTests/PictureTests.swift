import Browser
import CatalogKit
import Foundation
import Imaging
import Testing
import TestSupport

/// A catalog whose documents name a picture each (`https://img.test/<id>.png`) and whose
/// picture bytes tests choose, counting the requests.
final class PictureCatalog: Catalog, @unchecked Sendable {
    let title = "Pictures"
    let itemName = "thing"
    let all: [Entry]
    private let lock = NSLock()
    private var _pictureRequests: [String] = []
    private var _answers: [String: Result<Data, AppError>] = [:]
    let sprite = Data(GeneratedImages.sprite())

    init(count: Int) {
        all = (1...count).map { Entry(id: String($0), title: "Thing \($0)", number: $0) }
    }

    var pictureRequests: [String] { lock.withLock { _pictureRequests } }
    /// What the picture of entry `id` answers (by default a generated sprite).
    func answer(_ id: String, with result: Result<Data, AppError>) { lock.withLock { _answers["https://img.test/\(id).png"] = result } }

    var searchStrategy: SearchStrategy { .localIndex(load: { [all] _ in all }) }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        let slice = Array(all.dropFirst(offset))
        return EntryPage(entries: slice, total: all.count, isLast: true, nextOffset: all.count)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        Detail(title: entry.title, subtitle: "#\(entry.id)", picture: URL(string: "https://img.test/\(entry.id).png").map { DetailPicture(url: $0) })
    }

    func pictureBytes(at url: URL, freshness: Freshness) async throws(AppError) -> Data {
        let answer = lock.withLock { () -> Result<Data, AppError>? in
            _pictureRequests.append(url.absoluteString)
            return _answers[url.absoluteString]
        }
        return try (answer ?? .success(sprite)).get()
    }
}

@MainActor
@Suite("Pictures in the detail")
struct PictureTests {
    func model(_ catalog: PictureCatalog, clock: ManualClock, settings: PictureSettings) -> CatalogScreenModel {
        let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .milliseconds(150), clock: clock.clock), pictures: settings)
        model.resize(width: 100, height: 30)
        return model
    }

    func settings(_ palette: ColorPalette = .xterm256) -> PictureSettings {
        PictureSettings(enabled: true, palette: palette, unavailableText: "no picture: NO_COLOR is set")
    }

    /// Lets time pass, a dwell at a time, until nothing is in flight (never waiting on a
    /// task that sleeps on the clock: that would wait forever).
    func rest(_ model: CatalogScreenModel, _ clock: ManualClock) async {
        for _ in 0..<400 {
            for _ in 0..<20 { await Task.yield() }
            if !model.isBusy { break }
            clock.advance(by: .milliseconds(150))
        }
    }

    /// Lets the tasks run without moving the clock.
    func yields() async {
        for _ in 0..<50 { await Task.yield() }
    }

    @Test("The picture loads after the text, after the dwell, once; decoded into cells of the layout's box")
    func loadsAfterText() async throws {
        let catalog = PictureCatalog(count: 3), clock = ManualClock()
        let model = model(catalog, clock: clock, settings: settings())
        model.start()
        await yields()
        #expect(catalog.pictureRequests.isEmpty)
        await rest(model, clock)
        #expect(model.state.detail.load.value?.title == "Thing 1")
        #expect(catalog.pictureRequests == ["https://img.test/1.png"])
        guard case let .shown(picture) = model.state.detail.picture else {
            Issue.record("no picture: \(model.state.detail.picture)")
            return
        }
        let box = try #require(model.layout.pictureBox)
        #expect(picture.columns <= box.columns && picture.rows <= box.rows && picture.rows >= box.rows - 1)
        #expect(picture.distinctColorCount >= 8)
        let flow = model.layout.detailFlow(for: model.state)
        #expect(flow.width(at: 0) == model.layout.detailTextWidth - box.columns - 2 && flow.width(at: box.rows) == model.layout.detailTextWidth)
    }

    @Test("Holding ↓ through 100 entries asks for no picture until the selection rests")
    func holdingDown() async {
        let catalog = PictureCatalog(count: 101), clock = ManualClock()
        let model = model(catalog, clock: clock, settings: settings())
        model.start()
        await rest(model, clock)
        #expect(catalog.pictureRequests.count == 1)
        for _ in 0..<100 {
            model.perform(.moveDown)
            await Task.yield()
            clock.advance(by: .milliseconds(30))
        }
        await yields()
        #expect(catalog.pictureRequests.count == 1)
        await rest(model, clock)
        #expect(catalog.pictureRequests == ["https://img.test/1.png", "https://img.test/101.png"])
        #expect(model.state.detail.picture.isShown)
    }

    @Test(
        "Bad pictures are a short placeholder: not an image, truncated, too large, 404",
        arguments: ["html", "truncated", "huge", "404"])
    func placeholders(kind: String) async {
        let catalog = PictureCatalog(count: 1), clock = ManualClock()
        switch kind {
        case "html": catalog.answer("1", with: .success(Data("<!doctype html><p>not here</p>".utf8)))
        case "truncated": catalog.answer("1", with: .success(catalog.sprite.prefix(catalog.sprite.count / 2)))
        case "huge": catalog.answer("1", with: .success(Data(GeneratedImages.pngHeader(width: 30000, height: 30000))))
        default: catalog.answer("1", with: .failure(AppError(kind: .notFound, message: "Not found", isRetryable: false)))
        }
        let model = model(catalog, clock: clock, settings: settings())
        model.start()
        await rest(model, clock)
        #expect(model.state.detail.load.value?.title == "Thing 1")
        #expect(model.state.detail.picture == .missing("no picture"))
    }

    @Test("i turns pictures off and on; on again, the picture comes from memory without a request")
    func toggle() async {
        let catalog = PictureCatalog(count: 1), clock = ManualClock()
        let settings = settings()
        let model = model(catalog, clock: clock, settings: settings)
        model.start()
        await rest(model, clock)
        #expect(model.state.detail.picture.isShown)
        #expect(model.handle(.character("i")).isQuit == false)
        #expect(model.state.detail.picture == .none && !settings.enabled)
        #expect(model.layout.pictureArea(for: model.state) == nil)
        model.handle(.character("i"))
        #expect(model.state.detail.picture.isShown)
        #expect(catalog.pictureRequests.count == 1)
    }

    @Test("A resize scales the bytes already held again, without a request")
    func resize() async {
        let catalog = PictureCatalog(count: 1), clock = ManualClock()
        let model = model(catalog, clock: clock, settings: settings())
        model.start()
        await rest(model, clock)
        let before = model.state.detail.picture
        model.resize(width: 140, height: 44)
        await rest(model, clock)
        #expect(model.state.detail.picture.isShown && model.state.detail.picture != before)
        #expect(catalog.pictureRequests.count == 1)
    }

    @Test("A terminal without the colours shows the placeholder and asks for nothing; --no-images shows neither")
    func noColours() async {
        let catalog = PictureCatalog(count: 1), clock = ManualClock()
        let model = model(catalog, clock: clock, settings: settings(.none))
        model.start()
        await rest(model, clock)
        #expect(model.state.detail.picture == .missing("no picture: NO_COLOR is set"))
        let off = self.model(catalog, clock: clock, settings: PictureSettings(enabled: false, palette: .xterm256))
        off.start()
        await rest(off, clock)
        #expect(off.state.detail.picture == .none)
        #expect(catalog.pictureRequests.isEmpty)
    }

    @Test("Moving on cancels the picture on its way: the next document never shows the last one's")
    func cancelled() async {
        let catalog = PictureCatalog(count: 3), clock = ManualClock()
        let model = model(catalog, clock: clock, settings: settings())
        model.start()
        await rest(model, clock)
        // The first entry's detail and picture came at once; a move by the user waits again.
        model.perform(.moveDown)
        await yields()
        clock.advance(by: .milliseconds(150))
        await yields()
        // The text is there; its picture waits out the dwell. Move on.
        #expect(model.state.detail.picture == .loading)
        model.perform(.moveDown)
        #expect(model.state.detail.picture == .none)
        await rest(model, clock)
        #expect(catalog.pictureRequests == ["https://img.test/1.png", "https://img.test/3.png"])
    }
}

extension PictureState {
    var isShown: Bool {
        if case .shown = self { return true }
        return false
    }
}

/// The pictures catalog with pages: a link of kind "thing" opens that thing's own document.
struct OpeningPictureCatalog: Catalog {
    let base: PictureCatalog
    var title: String { base.title }
    var itemName: String { base.itemName }
    var searchStrategy: SearchStrategy { base.searchStrategy }
    var linkKinds: [String] { ["thing"] }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        try await base.page(offset: offset, filters: filters, freshness: freshness)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        try await base.detail(for: entry, freshness: freshness)
    }

    func open(_ link: Link, freshness: Freshness) async throws(AppError) -> LinkedPage {
        var document = try await base.detail(for: Entry(id: link.id, title: link.label), freshness: freshness)
        document.entityID = link.id
        return LinkedPage(title: document.title, document: document)
    }

    func pictureBytes(at url: URL, freshness: Freshness) async throws(AppError) -> Data {
        try await base.pictureBytes(at: url, freshness: freshness)
    }
}

@MainActor
@Suite("Pictures of favourites")
struct FavouritePictureTests {
    @Test("An entry opened from the favourites screen shows its picture, as from the list")
    func favouriteShowsPicture() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("favourites-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FavouritesStore(path: folder.appendingPathComponent("favourites.json").path)
        let book = FavouritesBook(store: store, catalogTitles: ["things": "Things"])
        _ = book.toggle(Favourite(catalog: "things", kind: "thing", id: "2", title: "Thing 2"))
        let pictures = PictureSettings(enabled: true, palette: .xterm256)
        let catalog = OpeningPictureCatalog(base: PictureCatalog(count: 3))
        book.open = { favourite in
            LinkedScreenModel.favourite(favourite, in: catalog, catalogTitle: "Things", desktop: nil, pictures: pictures, timing: .instant)
        }
        let navigator = Navigator(root: book.screen())
        navigator.resize(width: 100, height: 30)
        navigator.start()
        navigator.handle(.enter)
        let linked = try #require(navigator.top as? LinkedScreenModel)
        await linked.settle()
        guard case let .catalog(state) = navigator.content else { Issue.record("no page"); return }
        #expect(state.detail.load.value?.title == "Thing 2")
        guard case .shown = state.detail.picture else { Issue.record("no picture: \(state.detail.picture)"); return }
        #expect(catalog.base.pictureRequests == ["https://img.test/2.png"])
    }
}
