import CatalogKit
import Fixtures
import Foundation
import MealCatalog
import Networking
import PlaceCatalog
import PokemonCatalog
import Testing
import TestSupport

/// The demo data is data: JSON files in each API's layout, which the app's fixture client and
/// the tests' loopback server both serve.
@Suite("Demo data as files", .serialized)
struct DemoDataTests {
    @Test("No Swift file under Sources holds a JSON literal")
    func noJSONLiterals() throws {
        let sources = PackagePaths.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let opensRawBlock =
                    line.trimmingCharacters(in: .whitespaces).hasSuffix("#\"\"\"") && index + 1 < lines.count
                    && ["{", "["].contains(lines[index + 1].trimmingCharacters(in: .whitespaces).first.map(String.init) ?? "")
                let inline = line.contains("#\"{\"") || line.contains("#\"[{") || line.contains("\"{\\\"")
                #expect(!opensRawBlock && !inline, "JSON literal in Sources/\(file):\(index + 1)")
            }
        }
    }

    @Test(
        "The fixture client and the loopback server answer the demo folders alike",
        arguments: [
            ("pokemon", "/api/v2/pokemon/?limit=5&offset=10"), ("pokemon", "/api/v2/pokemon/25/"), ("pokemon", "/api/v2/evolution-chain/10/"),
            ("meals", "/api/json/v1/1/categories.php"), ("meals", "/api/json/v1/1/filter.php?c=Dessert"), ("meals", "/api/json/v1/1/filter.php?a=Italian"),
            ("meals", "/api/json/v1/1/list.php?a=list"), ("meals", "/api/json/v1/1/lookup.php?i=53904"),
            ("places", "/v2/place-details?id=515f984c158cca02405992cb7f48bf6d4840f00103f901a96f580701000000&apiKey=K"),
            ("places", "/v1/geocode/search?text=lyon&apiKey=K"),
        ])
    func sameAnswers(catalog: String, request: String) async throws {
        let folders = ["pokemon": DemoFolders.pokemon, "meals": DemoFolders.meals, "places": DemoFolders.places]
        let folder = try #require(folders[catalog] ?? nil)
        let server = try await FixtureServer(root: folder)
        defer { server.stop() }
        let served = try await CurlClient().send(HTTPRequest(url: #require(URL(string: server.origin.absoluteString + request))))
        let answered = try await FixtureClient(root: folder).send(HTTPRequest(url: #require(URL(string: "demo:" + request))))
        #expect(served.status == .ok && answered.status == .ok)
        let fromServer = try JSONSerialization.jsonObject(with: served.body) as? NSDictionary
        let fromClient = try JSONSerialization.jsonObject(with: answered.body) as? NSDictionary
        #expect(fromServer != nil && fromServer == fromClient)
    }

    @Test("Computed demo answers: search, places near a point, name suggestions")
    func computed() async throws {
        func get(_ client: FixtureClient, _ url: String) async throws -> [String: Any] {
            let response = try await client.send(HTTPRequest(url: #require(URL(string: url))))
            return try #require(JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        }
        let pasta = try await get(MealDemo.client, "demo:/api/json/v1/1/search.php?s=PASTA")
        #expect((pasta["meals"] as? [[String: Any]])?.compactMap { $0["strMeal"] as? String } == ["Pasta Primavera", "Pasta e Fagioli"])
        let none = try await get(MealDemo.client, "demo:/api/json/v1/1/search.php?s=zzz")
        #expect(none["meals"] is NSNull)
        let cafes = try await get(
            PlaceDemo.client, "demo:/v2/places?categories=catering.cafe&filter=circle:2.3522,48.8566,1000&bias=proximity:2.3522,48.8566&limit=2&offset=0")
        let distances = (cafes["features"] as? [[String: Any]])?.compactMap { ($0["properties"] as? [String: Any])?["distance"] as? Int }
        #expect(distances?.count == 2 && distances == distances?.sorted())
        let far = try await get(PlaceDemo.client, "demo:/v2/places?categories=catering&filter=circle:4.83,45.75,1000&bias=proximity:4.83,45.75")
        #expect((far["features"] as? [Any])?.isEmpty == true)
        let suggestions = try await get(PlaceDemo.client, "demo:/v1/geocode/autocomplete?text=Lo")
        #expect(
            (suggestions["features"] as? [[String: Any]])?.compactMap { ($0["properties"] as? [String: Any])?["formatted"] as? String }
                == ["London, ENG, United Kingdom", "London, ON, Canada"])
    }
}

/// Files in memory that count how often each is read.
final class CountingFiles: FixtureFiles, @unchecked Sendable {
    // @unchecked: `reads` is only touched under `lock`.
    private let lock = NSLock()
    private var reads: [String: Int] = [:]
    let files: [String: Data]

    init(_ files: [String: String]) { self.files = files.mapValues { Data($0.utf8) } }

    func contents(_ relative: String) -> Data? {
        lock.withLock { reads[relative, default: 0] += 1 }
        return files[relative]
    }

    func jsonFiles(in folder: String) -> [String] { [] }
    func count(_ relative: String) -> Int { lock.withLock { reads[relative] ?? 0 } }
}

@Suite("A dump's names")
struct DumpNameTests {
    @Test("A resource asked by name is found through its list file, which is read once for every name")
    func listReadOnce() async throws {
        let files = CountingFiles([
            "pokemon-species/index.json":
                #"{"count": 2, "results": [{"name": "bulbasaur", "url": "https://pokeapi.co/api/v2/pokemon-species/1/"}, {"name": "pikachu", "url": "https://pokeapi.co/api/v2/pokemon-species/25/"}]}"#,
            "pokemon-species/25/index.json": #"{"id": 25, "name": "pikachu"}"#,
        ])
        let client = FixtureClient(files: files, basePath: "/api/v2")
        for name in ["pikachu", "Pikachu", "bulbasaur", "missingno"] {
            let response = try await client.send(HTTPRequest(url: URL(string: "https://pokeapi.co/api/v2/pokemon-species/\(name)/")!))
            #expect(response.status == (name.lowercased() == "pikachu" ? .ok : .notFound), "\(name)")
        }
        #expect(files.count("pokemon-species/index.json") == 1)
    }
}
