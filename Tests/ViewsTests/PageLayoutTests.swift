import Browser
import CatalogKit
import Foundation
import Imaging
import MealCatalog
import Networking
import PlaceCatalog
import PokemonCatalog
import Testing
import TestSupport
import TextLayout
import Views

/// Serves a generated picture for every request (a sprite-like PNG, or a square JPEG "photo"),
/// or, like a sprite host that is not there, fails every one.
struct PictureServer: NetworkClient {
    var reachable = true

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        guard reachable else { throw NetworkError(.offline, request: request) }
        if request.url.path.hasSuffix(".jpg") {
            return HTTPResponse(
                status: .ok, headers: ["Content-Type": "image/jpeg"],
                body: Data(GeneratedImages.jpeg(width: 120, height: 120) { x, y in (UInt8(x * 2), UInt8(y * 2), 128, 255) }))
        }
        return HTTPResponse(status: .ok, headers: ["Content-Type": "image/png"], body: Data(GeneratedImages.sprite(size: 96)))
    }
}

/// The demo Pokédex with a sprite for every Pokémon: its files name none (`front_default`
/// is null), so each pokemon's answer is given the sprite host's address for its id.
struct SpritedDemo: NetworkClient {
    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        var response = try await PokemonDemo.client.send(request)
        let parts = request.url.path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2] == "pokemon", case let id = parts[parts.count - 1],
            let text = String(data: response.body, encoding: .utf8)
        else { return response }
        let sprite = "\"front_default\": \"\(SpritesDTO.spriteBase)pokemon/\(id).png\""
        if let range = text.range(of: "\"front_default\": null") {
            response.body = Data(text.replacingCharacters(in: range, with: sprite).utf8)
        }
        return response
    }
}

/// The detail as a page: the picture floats at the top right, only the rows beside it are
/// narrowed, and with no picture to draw (none found, NO_COLOR, `i` off) no box is kept.
@MainActor
@Suite("The detail as a page")
struct PageLayoutTests {
    /// How pictures are had in a scene.
    enum Pictures: String, CaseIterable, Sendable {
        case shown, nowhere, noColor, off
    }

    static let sizes = [(80, 24), (100, 30), (200, 50)]

    static func settings(_ pictures: Pictures) -> PictureSettings {
        PictureSettings(enabled: true, palette: pictures == .noColor ? .none : .xterm256, unavailableText: "no picture: NO_COLOR is set")
    }

    static func images(_ pictures: Pictures) -> APIClient {
        APIClient(baseURL: URL(string: "https://images.example")!, client: PictureServer(reachable: pictures != .nowhere))
    }

    /// A screen model on `catalog` with `pictures`, the entry titled `title` selected and
    /// its detail and picture loaded, `i` pressed for `.off`.
    static func scene(_ catalog: any Catalog, pictures: Pictures, title: String?, width: Int, height: Int) async throws -> CatalogScreenModel {
        let model = CatalogScreenModel(catalog: catalog, timing: .instant, pictures: settings(pictures))
        model.resize(width: width, height: height)
        model.start()
        await model.settle()
        // No title: the recipe the recipe snapshots show.
        let index = try title.map { title in try #require(model.state.visibleEntries.firstIndex { $0.title == title }) } ?? 3
        model.select(index)
        await model.settle()
        if pictures == .off { _ = model.handle(.character("i")) }
        await model.settle()
        return model
    }

    static func pokemon(_ pictures: Pictures) -> any Catalog {
        PokemonRepository(api: APIClient(baseURL: PokemonDemo.baseURL, client: SpritedDemo()), images: images(pictures))
    }

    static func recipes(_ pictures: Pictures) -> any Catalog {
        MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: MealDemo.client), title: "Recipes · demo", images: images(pictures))
    }

    /// The detail pane's text rows, inside its frame.
    static func detailRows(_ grid: CellGrid, _ layout: ScreenLayout) -> [String] {
        (1..<(layout.contentHeight - 1)).map { y in (layout.detailX + 2..<layout.detailX + 2 + layout.detailTextWidth).map { grid[$0, y].text }.joined() }
    }

    /// Checks the page at one size: the box only while a picture is expected or shown,
    /// text in the box's columns only below it.
    static func checkPage(_ model: CatalogScreenModel, pictures: Pictures, width: Int, height: Int, name: String) throws {
        let state = model.state
        let layout = ScreenLayout(width: width, height: height, state: state)
        let grid = ScreenView.render(state, width: width, height: height)
        try assertSnapshot(grid, named: "page-\(name)-\(pictures.rawValue)-\(width)x\(height)")
        let area = layout.pictureArea(for: state)
        switch pictures {
        case .shown:
            let box = try #require(area, "a box for the picture")
            guard case let .shown(picture) = state.detail.picture else {
                Issue.record("no picture shown: \(state.detail.picture)")
                return
            }
            #expect(picture.columns <= box.columns && picture.rows <= box.rows)
            let rows = detailRows(grid, layout)
            let boxColumns = (layout.detailTextWidth - box.columns)..<layout.detailTextWidth
            // Beside the box the text keeps out of its columns (the picture is there)…
            for row in rows.prefix(box.rows) {
                let text = String(Array(row)[(boxColumns.lowerBound - 2)..<boxColumns.lowerBound])
                #expect(text.allSatisfy { $0 == " " }, "text in the gap beside the picture: \(row)")
            }
            #expect(layout.detailFlow(for: state).width(at: box.rows) == layout.detailTextWidth)
        case .nowhere, .noColor, .off:
            #expect(area == nil, "no box is kept when no picture can be drawn")
            #expect(layout.detailFlow(for: state) == .full(layout.detailTextWidth))
            #expect(!grid.cells.contains { $0.style.isPicture })
        }
    }

    @Test("Pikachu, Eevee and a long recipe as pages", arguments: Pictures.allCases)
    func pages(pictures: Pictures) async throws {
        for (width, height) in Self.sizes {
            for (name, title) in [("pikachu", "Pikachu"), ("eevee", "Eevee")] {
                let model = try await Self.scene(Self.pokemon(pictures), pictures: pictures, title: title, width: width, height: height)
                try Self.checkPage(model, pictures: pictures, width: width, height: height, name: name)
            }
            let model = try await Self.scene(Self.recipes(pictures), pictures: pictures, title: nil, width: width, height: height)
            try Self.checkPage(model, pictures: pictures, width: width, height: height, name: "recipe")
        }
    }

    @Test("A place: the map floats at the top right; with `i` off the text takes the pane", arguments: [Pictures.shown, .off])
    func place(pictures: Pictures) async throws {
        for (width, height) in Self.sizes {
            // As the demo runs, at a fixed moment: Wednesday 2 December 2026, 12:00 in Paris.
            let noon = PlaceClock(now: { Date(timeIntervalSince1970: 1_796_209_200) })
            let catalog = PlaceRepository(
                api: APIClient(baseURL: PlaceDemo.baseURL, client: PlaceDemo.client), near: PlaceDemo.center, title: "Places · demo",
                clock: noon, assumedZone: PlaceDemo.zone)
            let model = CatalogScreenModel(catalog: catalog, timing: .instant, pictures: PictureSettings(enabled: true, palette: .xterm256))
            model.resize(width: width, height: height)
            model.start()
            await model.settle()
            model.select(2)
            await model.settle()
            if pictures == .off { _ = model.handle(.character("i")) }
            let state = model.state
            let layout = ScreenLayout(width: width, height: height, state: state)
            try assertSnapshot(ScreenView.render(state, width: width, height: height), named: "page-place-\(pictures.rawValue)-\(width)x\(height)")
            #expect((layout.pictureArea(for: state) != nil) == (pictures == .shown))
        }
    }

    @Test("Pikachu's stat bars use the full width below the sprite at 100×30; the Pokédex entry comes first, beside it")
    func fullWidthBelow() async throws {
        let model = try await Self.scene(Self.pokemon(.shown), pictures: .shown, title: "Pikachu", width: 100, height: 30)
        let layout = ScreenLayout(width: 100, height: 30, state: model.state)
        let box = try #require(layout.pictureArea(for: model.state))
        let lines = DetailPane.lines(model.state, flow: layout.detailFlow(for: model.state), narrow: false, theme: .standard).map(\.text)
        let below = lines.dropFirst(box.rows)
        // Some line below the box reaches into the box's columns: the page is not a column.
        #expect(below.contains { DisplayWidth.of($0) > layout.detailTextWidth - box.columns - 2 })
        // Every stat bar has the same room: the bars line up, all below or all beside.
        let bars = lines.filter { $0.contains("█") }
        #expect(!bars.isEmpty)
        let hp = try #require(bars.first { $0.hasPrefix("HP") })
        let unfloated = DetailView.lines(for: try #require(model.state.detail.load.value), width: layout.detailTextWidth, theme: .standard).map(\.text)
        #expect(lines.firstIndex(of: hp)! >= box.rows && unfloated.contains(hp))
        // The Pokédex entry comes first, beside the picture, right after the summary.
        let entry = try #require(lines.firstIndex(of: "Pokédex entry"))
        #expect(entry < box.rows && entry < lines.firstIndex(of: hp)!)
    }

    @Test("`i` says whether pictures are on or off")
    func toggleNotice() async throws {
        let model = try await Self.scene(Self.pokemon(.shown), pictures: .shown, title: "Pikachu", width: 100, height: 30)
        _ = model.handle(.character("i"))
        #expect(model.state.notice == "pictures off")
        _ = model.handle(.character("i"))
        #expect(model.state.notice == "pictures on")
    }
}

/// Pictures as large as the page gives them, with the real sprite.
@MainActor
@Suite("Pictures fill their box")
struct PictureSizeTests {
    @Test("Pikachu's sprite is at least 24 columns wide at 100×30 in two panes", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func pikachuSprite() async throws {
        let bytes = try Corpus.data("sprites/pokemon/25.png")
        let state = CatalogScreenState(
            title: "Pokédex", itemName: "Pokémon", list: EntryListState(entries: [Entry(id: "25", title: "Pikachu")], isComplete: true))
        let layout = ScreenLayout(width: 100, height: 30, state: state)
        #expect(layout.arrangement == .sideBySide)
        let box = try #require(layout.pictureBox)
        let picture = try #require(try PictureMaker.picture(from: [UInt8](bytes), fitting: box, palette: .xterm256, scaling: .pixelArt))
        #expect(picture.columns >= 24, "Pikachu is \(picture.columns)×\(picture.rows) cells in a \(box.columns)×\(box.rows) box")
        #expect(picture.columns <= box.columns && picture.rows <= box.rows)
    }
}
