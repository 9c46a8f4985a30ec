import Browser
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport
import TextLayout
import Views

/// The README opens with a picture of the app: it must be what the app draws.
@MainActor
@Suite("README screenshot")
struct ReadmeScreenshotTests {
    @Test("The README's first picture is the demo Pokédex at 100×30 with Pikachu selected, as drawn")
    func pokedexScreenshot() async throws {
        let repository = PokemonRepository(api: APIClient(baseURL: PokemonDemo.baseURL, client: PokemonDemo.client), title: "Pokédex · demo")
        let model = await Scenes.model(repository)
        model.select(4)
        await model.settle()
        let drawn = Scenes.render(model, 100, 30).text
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let blocks = text.components(separatedBy: "```\n")
        let picture = try #require(blocks.count > 1 ? blocks[1] : nil)
        #expect(picture == drawn + "\n", "README screenshot differs; the app draws:\n\(drawn)")
    }
}
