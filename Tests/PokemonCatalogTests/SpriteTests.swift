import CatalogKit
import Foundation
import Networking
import Synchronization
import PokemonCatalog
import Testing
import TestSupport

@Suite("Pokémon pictures")
struct SpriteTests {
    static let sprite = "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/25.png"
    static let artwork = "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork/25.png"

    @Test("The front sprite, the artwork for large panes, on the sprite host unless a base replaces it")
    func urls() throws {
        let sprites = SpritesDTO(frontDefault: Self.sprite, officialArtwork: Self.artwork)
        let own = try #require(sprites.picture(base: nil))
        #expect(own.url.absoluteString == Self.sprite && own.largeURL?.absoluteString == Self.artwork)
        #expect(own.url(forColumns: 24) == own.url && own.url(forColumns: 40) == own.largeURL)
        let mirror = try #require(sprites.picture(base: URL(string: "http://127.0.0.1:8080/sprites")))
        #expect(mirror.url.absoluteString == "http://127.0.0.1:8080/sprites/pokemon/25.png")
        #expect(mirror.largeURL?.absoluteString == "http://127.0.0.1:8080/sprites/pokemon/other/official-artwork/25.png")
        let local = try #require(sprites.picture(base: URL(string: "file:///srv/sprites/sprites/")))
        #expect(local.url.absoluteString == "file:///srv/sprites/sprites/pokemon/25.png")
    }

    @Test("No sprite, or one that is not an http(s) URL on a host, is no picture")
    func refused() {
        #expect(SpritesDTO(frontDefault: nil).picture(base: nil) == nil)
        #expect(SpritesDTO(frontDefault: "javascript:alert(1)").picture(base: nil) == nil)
        #expect(SpritesDTO(frontDefault: "file:///etc/passwd").picture(base: nil) == nil)
        #expect(SpritesDTO(frontDefault: Self.sprite.replacingOccurrences(of: "pokemon/25", with: "../../x")).picture(base: URL(string: "http://h/s/")) == nil)
    }

    @Test("A sprite on any other host, with a query, odd path or credentials is dropped, and the refusal told")
    func otherHosts() {
        let hostile = [
            "https://evil.example/pokemon/25.png", "https://raw.githubusercontent.com/someone/else/25.png",
            "http://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/25.png",
            Self.sprite + "?token=x", Self.sprite + "#x", Self.sprite.replacingOccurrences(of: "pokemon/25", with: "pokemon/%2e%2e/25"),
            Self.sprite.replacingOccurrences(of: "pokemon/25", with: "pokemon//25"),
            "https://user:pw@raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/25.png",
        ]
        for url in hostile {
            var told: [String] = []
            #expect(SpritesDTO(frontDefault: url).picture(base: nil) { told.append($0) } == nil, "\(url)")
            #expect(told.count == 1 && told[0].hasPrefix("picture refused: "), "\(url)")
            #expect(SpritesDTO(frontDefault: url).picture(base: URL(string: "http://127.0.0.1:9/s/")) == nil, "\(url)")
        }
        // A mirror that names its own files is below the configured base: kept; a base with a
        // password never gets a picture.
        let mirror = SpritesDTO(frontDefault: "http://127.0.0.1:9/s/pokemon/25.png").picture(base: URL(string: "http://127.0.0.1:9/s/"))
        #expect(mirror?.url.absoluteString == "http://127.0.0.1:9/s/pokemon/25.png")
        #expect(SpritesDTO(frontDefault: Self.sprite).picture(base: URL(string: "http://u:p@127.0.0.1:9/s/")) == nil)
        // The artwork alone on another host: the sprite stays, the artwork goes.
        let mixed = SpritesDTO(frontDefault: Self.sprite, officialArtwork: "https://evil.example/a.png").picture(base: nil)
        #expect(mixed?.url.absoluteString == Self.sprite && mixed?.largeURL == nil)
    }

    @Test("The repository asks no other host for a picture, and notes the refusal in the request log")
    func repositoryRefuses() async throws {
        var routes = RepositoryTests.demo
        routes["pokemon/25"] = routes["pokemon/25"]?.replacingOccurrences(
            of: "\"front_default\": null", with: "\"front_default\": \"https://evil.example/25.png?k=1\"")
        let answers = routes
        let asked = Mutex<[String]>([])
        let client = StubClient { request throws(NetworkError) in
            asked.withLock { $0.append(request.url.absoluteString) }
            if let body = answers[StubClient.routeKey(request.url)] {
                return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
            }
            return HTTPResponse(status: .notFound, body: Data())
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sprite-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let logPath = folder.appendingPathComponent("requests.log").path
        let log = try RequestLog(path: logPath)
        let api = APIClient(baseURL: RepositoryTests.base, client: client)
        let repository = PokemonRepository(api: api, images: api, log: log)
        let detail = try await repository.detail(for: Entry(id: "25", title: "Pikachu"))
        #expect(detail.picture == nil)
        await #expect(throws: AppError.self) { try await repository.pictureBytes(at: URL(string: "https://evil.example/25.png")!, freshness: .cachedIfFresh) }
        #expect(!asked.withLock { $0 }.contains { $0.contains("evil.example") })
        let written = try String(contentsOfFile: logPath, encoding: .utf8)
        #expect(written.components(separatedBy: "note: picture refused: https://evil.example/25.png").count == 3)
    }

    @Test("Pikachu from the corpus names its sprite and artwork", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func corpus() throws {
        let data = try Corpus.data("pokeapi/api/v2/pokemon/25/index.json")
        let pokemon = try APIClient.decode(PokemonDTO.self, from: data, request: HTTPRequest(url: URL(string: "https://pokeapi.co/api/v2/pokemon/25/")!))
        #expect(pokemon.sprites == SpritesDTO(frontDefault: Self.sprite, officialArtwork: Self.artwork))
    }

    @Test("The repository puts the picture on the document when it has a picture client, and fetches it through it")
    func repository() async throws {
        var routes = RepositoryTests.demo
        // The demo names no sprite: give Pikachu the live API's.
        routes["pokemon/25"] = routes["pokemon/25"]?.replacingOccurrences(of: "\"front_default\": null", with: "\"front_default\": \"\(Self.sprite)\"")
        let answers = routes
        let client = StubClient { request throws(NetworkError) in
            if request.url.path.hasSuffix(".png") {
                return HTTPResponse(status: .ok, headers: ["Content-Type": "image/png"], body: Data(GeneratedImages.sprite()))
            }
            if let body = answers[StubClient.routeKey(request.url)] {
                return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
            }
            return HTTPResponse(status: .notFound, body: Data())
        }
        let api = APIClient(baseURL: RepositoryTests.base, client: client)
        let plain = try await PokemonRepository(api: api).detail(for: Entry(id: "25", title: "Pikachu"))
        #expect(plain.picture == nil)
        let repository = PokemonRepository(api: api, images: api, spritesURL: URL(string: "http://127.0.0.1:9/sprites/"))
        let detail = try await repository.detail(for: Entry(id: "25", title: "Pikachu"))
        let picture = try #require(detail.picture)
        #expect(picture.url.absoluteString == "http://127.0.0.1:9/sprites/pokemon/25.png")
        let bytes = try await repository.pictureBytes(at: picture.url, freshness: .cachedIfFresh)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
