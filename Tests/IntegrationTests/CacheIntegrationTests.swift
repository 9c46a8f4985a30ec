import Browser
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// The disk cache against the loopback server, which sends ETags and answers a matching
/// If-None-Match with 304.
@Suite("Cache against the server", .serialized)
struct CacheIntegrationTests {
    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var current = Date()
        var now: Date { lock.withLock { current } }
        func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
    }

    @Test("Past max-age a detail is revalidated: 304, no body sent again, same detail")
    func revalidation() async throws {
        let server = try await FixtureServer(root: #require(DemoFolders.pokemon), arguments: ["--max-age", "60"])
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = Clock()
        let cache = DiskCache(directory: folder, now: { clock.now })
        let client = NetworkStack.make(transport: CurlClient(), cache: cache, freshness: .seconds(3600), now: { clock.now })
        let repository = PokemonRepository(api: APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: client))
        let pikachu = try await repository.detail(for: .init(id: "25", title: "Pikachu"))
        clock.advance(30)
        _ = try await repository.detail(for: .init(id: "25", title: "Pikachu"))
        // The pokemon, its species, its chain, its type and its encounters (a 404 here: not
        // cached, asked again).
        #expect(server.logLines().filter { !$0.contains("/encounters") }.count == 4, "fresh: no request")
        clock.advance(61)
        let again = try await repository.detail(for: .init(id: "25", title: "Pikachu"))
        #expect(again == pikachu)
        let revalidations = server.logLines().filter { !$0.contains("/encounters") }.dropFirst(4)
        #expect(revalidations.count == 4)
        #expect(revalidations.allSatisfy { $0.split(separator: " ")[3] == "304" && $0.split(separator: " ")[4] == "0" })
    }

    /// A browser over the real stack and a disk cache in `folder`, as the app builds it.
    @MainActor
    func browser(_ server: FixtureServer, folder: URL) -> CatalogScreenModel {
        let cache = DiskCache(directory: folder)
        let client = NetworkStack.make(transport: CurlClient(), cache: cache, freshness: .seconds(7 * 86_400))
        let api = APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: client)
        let model = CatalogScreenModel(catalog: PokemonRepository(api: api), timing: .instant)
        model.resize(width: 80, height: 23)
        return model
    }

    @MainActor
    @Test("Garbage with status 200 on a species is not kept: with the fault cleared, r fetches the detail, and a restart shows it")
    func poisonedEntry() async throws {
        let server = try await FixtureServer(root: #require(DemoFolders.pokemon))
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func speciesRequests(_ id: Int) -> Int { server.requestedPaths().filter { $0.hasPrefix("/api/v2/pokemon-species/\(id)/") }.count }

        // Raichu's species answers a captive-portal page; then the fault is cleared and the app restarts.
        try await server.addFaults(
            #"[{"match": "/pokemon-species/26/", "action": "body", "body": "<html>captive portal</html>", "content_type": "text/html"}]"#)
        let first = browser(server, folder: folder)
        first.start()
        await first.settle()
        first.select(5)
        await first.settle()
        #expect(first.state.detail.load.error?.kind == .unexpectedData)
        try await server.reset()
        let restarted = browser(server, folder: folder)
        restarted.start()
        await restarted.settle()
        restarted.select(5)
        await restarted.settle()
        #expect(restarted.state.detail.load.value?.title == "Raichu")

        // Charmander's species the same way, before a run whose list (naming its rows from the
        // species) would have stored the good answer; with the fault cleared, r goes to the network.
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("explore-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: other) }
        try await server.addFaults(#"[{"match": "/pokemon-species/4/", "action": "body", "body": "{\"id\": 4, \"name\": "}]"#)
        let second = browser(server, folder: other)
        second.start()
        await second.settle()
        second.select(3)
        await second.settle()
        #expect(second.state.detail.load.error?.kind == .unexpectedData)
        try await server.reset()
        let before = speciesRequests(4)
        _ = second.handle(.character("r"))
        await second.settle()
        #expect(second.state.detail.load.value?.title == "Charmander")
        #expect(speciesRequests(4) == before + 1)
    }
}
