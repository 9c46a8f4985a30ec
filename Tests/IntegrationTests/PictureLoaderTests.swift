import Browser
import CatalogKit
import Foundation
import Imaging
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// Hostile pictures through the whole loader over the loopback server: libcurl, the network
/// stack, the repository's raw-bytes call, the picture view model, the decoders. Each is a
/// short placeholder, never a crash; a good sprite is a picture.
@MainActor
@Suite("Hostile pictures over the loopback server", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct PictureLoaderTests {
    /// Sprites that stand in for the corpus's: 1 truncated, 2 a 30000×30000 header, 3 an
    /// HTML page named .png, 6 over the 5 MB cap. 4 is sent as text/html and 5 is a 404 by
    /// faults; 7 is the corpus's own.
    static func overlay() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-sprites-\(UUID().uuidString)")
        let sprites = folder.appendingPathComponent("sprites/pokemon")
        try FileManager.default.createDirectory(at: sprites, withIntermediateDirectories: true)
        let good = GeneratedImages.sprite()
        try Data(good.prefix(good.count / 2)).write(to: sprites.appendingPathComponent("1.png"))
        try Data(GeneratedImages.pngHeader(width: 30000, height: 30000)).write(to: sprites.appendingPathComponent("2.png"))
        try Data("<!doctype html><title>404</title><p>Not here".utf8).write(to: sprites.appendingPathComponent("3.png"))
        try Data(good + [UInt8](repeating: 0, count: 6 * 1_048_576)).write(to: sprites.appendingPathComponent("6.png"))
        return folder
    }

    @Test("Truncated, too large a header, HTML, text/html, 404 and over 5 MB are placeholders; the corpus's sprite is a picture")
    func hostile() async throws {
        let overlay = try Self.overlay()
        defer { try? FileManager.default.removeItem(at: overlay) }
        let server = try await FixtureServer(root: #require(Corpus.root).appendingPathComponent("pokeapi"), overlay: overlay)
        defer { server.stop() }
        try await server.addFaults(
            #"""
            [{"match": "/sprites/pokemon/4.png", "action": "body", "body": "<html>moved</html>", "content_type": "text/html"},
             {"match": "/sprites/pokemon/5.png", "action": "status", "status": 404}]
            """#)
        let network = NetworkStack.make(transport: CurlClient(configuration: .init(deadline: .seconds(5))))
        let api = APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: network)
        let repository = PokemonRepository(api: api, images: api, spritesURL: server.origin.appendingPathComponent("sprites"))
        let settings = PictureSettings(enabled: true, palette: .xterm256)
        let model = CatalogScreenModel(catalog: repository, timing: BrowserTiming(detailDwell: .zero), pictures: settings)
        model.resize(width: 100, height: 30)
        model.start()
        await model.settle()
        var states: [String: PictureState] = [:]
        for index in 0..<7 {
            model.select(index)
            await model.settle()
            await model.settle()
            states[model.state.detail.entry?.id ?? "?"] = model.state.detail.picture
        }
        for id in ["1", "2", "3", "4", "5", "6"] {
            #expect(states[id] == .missing("no picture"), "sprite \(id): \(String(describing: states[id]))")
        }
        guard case let .shown(picture) = states["7"] else {
            Issue.record("the corpus's sprite: \(String(describing: states["7"]))")
            return
        }
        #expect(picture.distinctColorCount >= 8)
        let asked = server.requestedPaths().filter { $0.hasPrefix("/sprites/") }
        #expect(Set(asked) == Set((1...7).map { "/sprites/pokemon/\($0).png" }), "\(asked)")
    }
}
