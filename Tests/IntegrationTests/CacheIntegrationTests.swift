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
        let server = try FixtureServer(root: #require(PokemonDemo.folder), arguments: ["--max-age", "60"])
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = Clock()
        let cache = DiskCache(directory: folder, now: { clock.now })
        let client = CachingClient(NetworkStack.make(transport: URLSessionClient()), cache: cache, defaultMaxAge: .seconds(3600), now: { clock.now })
        let repository = PokemonRepository(api: APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: client))
        let pikachu = try await repository.detail(for: .init(id: "25", title: "Pikachu"))
        clock.advance(30)
        _ = try await repository.detail(for: .init(id: "25", title: "Pikachu"))
        #expect(server.logLines().count == 3, "fresh: no request")
        clock.advance(61)
        let again = try await repository.detail(for: .init(id: "25", title: "Pikachu"))
        #expect(again == pikachu)
        let revalidations = server.logLines().dropFirst(3)
        #expect(revalidations.count == 3)
        #expect(revalidations.allSatisfy { $0.split(separator: " ")[3] == "304" && $0.split(separator: " ")[4] == "0" })
    }
}
