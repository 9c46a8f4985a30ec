import CatalogKit
import Fixtures
import Foundation
import MealCatalog
import Networking
import PlaceCatalog
import PokemonCatalog
import Testing
import TestSupport

/// The demo data compiled into the binary is the `Demo` folders, file for file: an installed
/// binary serves what the tests' loopback server serves, from anywhere.
@Suite("Demo data embedded")
struct EmbeddedDemoTests {
    @Test(
        "Every file of each Demo folder is embedded, byte for byte",
        arguments: [
            ("PokemonCatalog", PokemonDemo.files), ("MealCatalog", MealDemo.files), ("PlaceCatalog", PlaceDemo.files),
        ])
    func sameFiles(target: String, files: EmbeddedFiles) throws {
        let folder = PackagePaths.root.appendingPathComponent("Sources/\(target)/Demo")
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { path in
                var isDirectory: ObjCBool = false
                return !path.hasSuffix(".md") && FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
                    && !isDirectory.boolValue
            }
        #expect(paths.count > 10)
        for path in paths {
            let onDisk = try Data(contentsOf: folder.appendingPathComponent(path))
            #expect(files.contents(path) == onDisk, "\(target): \(path)")
        }
        #expect(!files.isEmpty)
    }

    @Test("The demo client answers from the embedded files, without the resource folder")
    func servesEmbedded() async throws {
        #expect(PokemonDemo.client.files is EmbeddedFiles)
        let api = APIClient(baseURL: PokemonDemo.baseURL, client: PokemonDemo.client)
        let repository = PokemonRepository(api: api, title: "Pokédex · demo")
        let page = try await repository.page(offset: 0, filters: [], freshness: .cachedIfFresh)
        #expect(page.entries.contains { $0.title == "Pikachu" })
    }

    @Test("Without demo data a catalog says so plainly, with no hint about the server's address")
    func missingSaysSo() throws {
        guard case let .needsSetup(title, paragraphs) = DemoData.missing("Pokédex · demo") else {
            Issue.record("a catalog without demo data is not ready")
            return
        }
        #expect(title == "Pokédex · demo")
        #expect(paragraphs.first?.hasPrefix("The demo data is not installed: ") == true)
        #expect(!paragraphs.joined().contains("--base-url"))
    }

    @Test("Embedded files list a folder's JSON files as a folder on disk does")
    func listing() {
        let files = EmbeddedFiles(base64: ["a/x.json": "e30=", "a/y.json": "W10=", "a/b/z.json": "e30=", "a/n.txt": ""])
        #expect(files.jsonFiles(in: "a") == ["x.json", "y.json"])
        #expect(files.contents("a/x.json") == Data("{}".utf8))
        #expect(files.contents("missing.json") == nil)
    }
}
