import Browser
import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport
import TextLayout
import Views

/// Compares a rendered grid with `Snapshots/<name>.txt`. With `UPDATE_SNAPSHOTS=1` the file
/// is (re)written instead, to be reviewed in the diff.
func assertSnapshot(_ grid: CellGrid, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = folder.appendingPathComponent(name + ".txt")
    let actual = grid.text + "\n"
    if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
        try actual.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("No snapshot \(name).txt; run with UPDATE_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "snapshot \(name) differs:\n\(actual)", sourceLocation: sourceLocation)
}

/// Browser models over the built-in demo Pokédex, brought into each state to be drawn.
@MainActor
enum Scenes {
    /// A screen model for `catalog` with no dwell and no waiting, measuring its detail as the views draw it.
    static func model(_ catalog: any Catalog) async -> CatalogScreenModel {
        let model = CatalogScreenModel(catalog: catalog, timing: .instant)
        model.resize(width: 80, height: 23)
        model.start()
        await model.settle()
        return model
    }

    static func model(client: any NetworkClient = PokemonDemo.client) async -> CatalogScreenModel {
        await model(PokemonRepository(api: APIClient(baseURL: PokemonDemo.baseURL, client: client)))
    }

    /// The model told the size, then drawn at it: the size is an input, drawn once.
    static func render(_ model: CatalogScreenModel, _ width: Int, _ height: Int, theme: Theme = .standard) -> CellGrid {
        model.resize(width: width, height: height)
        return ScreenView.render(model.state, width: width, height: height, theme: theme)
    }

    /// Pikachu selected, its detail loaded.
    static func pikachu() async -> CatalogScreenModel {
        let model = await model()
        model.select(4)
        await model.settle()
        return model
    }

    /// A client that fails every detail request, as an offline network would.
    struct FailingDetails: NetworkClient {
        func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
            if request.url.path.hasSuffix("/pokemon/") || request.url.query != nil {
                return try await PokemonDemo.client.send(request)
            }
            throw NetworkError(.offline, request: request)
        }
    }

    struct FailingEverything: NetworkClient {
        func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
            HTTPResponse(status: .serviceUnavailable, body: Data("<html>busy</html>".utf8))
        }
    }
}

@MainActor
@Suite("Screen snapshots")
struct SnapshotTests {
    nonisolated static let sizes = [(80, 24), (40, 12), (20, 5)]

    func render(_ model: CatalogScreenModel, _ width: Int, _ height: Int, theme: Theme = .standard) -> CellGrid {
        Scenes.render(model, width, height, theme: theme)
    }

    @Test("List", arguments: sizes)
    func list(width: Int, height: Int) async throws {
        let model = await Scenes.pikachu()
        try assertSnapshot(render(model, width, height), named: "list-\(width)x\(height)")
    }

    @Test("Detail (opened with Enter)", arguments: sizes)
    func detail(width: Int, height: Int) async throws {
        let model = await Scenes.pikachu()
        _ = model.handle(.enter)
        await model.settle()
        try assertSnapshot(render(model, width, height), named: "detail-\(width)x\(height)")
    }

    @Test("Detail error pane", arguments: sizes)
    func detailError(width: Int, height: Int) async throws {
        let model = await Scenes.model(client: Scenes.FailingDetails())
        _ = model.handle(.enter)
        await model.settle()
        try assertSnapshot(render(model, width, height), named: "error-\(width)x\(height)")
    }

    @Test("List error pane", arguments: sizes)
    func listError(width: Int, height: Int) async throws {
        let model = await Scenes.model(client: Scenes.FailingEverything())
        try assertSnapshot(render(model, width, height), named: "list-error-\(width)x\(height)")
    }

    @Test("Help overlay", arguments: sizes)
    func help(width: Int, height: Int) async throws {
        let model = await Scenes.pikachu()
        _ = model.handle(.character("?"))
        try assertSnapshot(render(model, width, height), named: "help-\(width)x\(height)")
    }

    @Test("Search bar narrowing", arguments: sizes)
    func search(width: Int, height: Int) async throws {
        let model = await Scenes.model()
        _ = model.handle(.character("/"))
        await model.settle()
        for character in "chu" { model.handle(.character(character)) }
        await model.settle()
        try assertSnapshot(render(model, width, height), named: "search-\(width)x\(height)")
    }

    @Test("Too small", arguments: [(19, 5), (40, 4), (10, 3), (1, 1)])
    func tooSmall(width: Int, height: Int) async throws {
        let model = await Scenes.pikachu()
        try assertSnapshot(render(model, width, height), named: "too-small-\(width)x\(height)")
    }

    @Test("Plain ASCII frames where the locale is not UTF-8")
    func ascii() async throws {
        let model = await Scenes.pikachu()
        try assertSnapshot(render(model, 80, 24, theme: Theme(glyphs: .ascii, usesColor: false)), named: "list-ascii-80x24")
    }

    @Test("Every size from 1×1 to 90×30 renders without trapping, inside the grid")
    func allSizes() async throws {
        let model = await Scenes.pikachu()
        for width in stride(from: 1, through: 90, by: 7) {
            for height in 1...30 {
                let grid = render(model, width, height)
                #expect(grid.lines.count == height)
                #expect(grid.lines.allSatisfy { DisplayWidth.of($0) <= width })
            }
        }
    }

    @Test("With NO_COLOR no cell carries a colour")
    func noColor() async throws {
        let model = await Scenes.pikachu()
        let grid = ScreenView.render(model.state, width: 80, height: 24, theme: Theme(glyphs: .unicode, usesColor: false))
        #expect(grid.cells.allSatisfy { $0.style.foreground == nil })
        let colored = ScreenView.render(model.state, width: 80, height: 24, theme: .standard)
        #expect(colored.cells.contains { $0.style.foreground != nil })
    }
}

@MainActor
@Suite("Start screen")
struct StartScreenTests {
    @Test("Lists the catalogs")
    func start() throws {
        let menu = StartScreenState(items: [StartScreenState.Item(command: "pokemon", title: "Pokédex", summary: "every Pokémon, from PokéAPI")])
        try assertSnapshot(StartScreenView.render(menu, width: 80, height: 12), named: "start-80x12")
    }
}
