import Browser
import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// The list's rows get the API's English names for what is on screen only, and a second
/// visit (the same run, or the next run over the same cache) asks for none of them again.
@Suite("List rows named from the API", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct ListNamingTests {
    @MainActor
    func browser(_ server: FixtureServer, folder: URL, repository: PokemonRepository? = nil) -> (CatalogScreenModel, PokemonRepository) {
        let client = NetworkStack.make(transport: CurlClient(), cache: DiskCache(directory: folder), freshness: .seconds(7 * 86_400))
        let repository = repository ?? PokemonRepository(api: APIClient(baseURL: server.origin.appendingPathComponent("api/v2"), client: client))
        let model = CatalogScreenModel(catalog: repository, timing: .instant)
        model.resize(width: 80, height: 24)
        return (model, repository)
    }

    /// The species asked for by name requests (the detail asks for its own species too).
    static func speciesRequests(_ server: FixtureServer) -> [String] {
        server.logLines().filter { $0.contains("/pokemon-species/") }
    }

    @MainActor
    @Test("A page of 50 rows: a request per row on screen, none for the rows below it, none on a second visit or a restart")
    func pageOfFifty() async throws {
        let server = try await FixtureServer(root: #require(Corpus.root).appendingPathComponent("pokeapi"))
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (model, repository) = browser(server, folder: folder)
        model.start()
        await model.settle()
        let rows = model.layout.listRows
        #expect(model.list.state.entries.count == 50 && rows < 28)
        let first = Set(Self.speciesRequests(server).map { $0.split(separator: " ")[2] })
        #expect(first.count <= rows, "\(first.count) species asked for \(rows) rows")
        // Down to Nidoran♀ (#29): the rows that come on screen get their names.
        model.select(28)
        await model.settle()
        let entries = model.list.state.entries
        #expect(entries[28].title == "Nidoran♀")
        let shown = model.list.state.cursor.top..<(model.list.state.cursor.top + rows)
        #expect(entries.indices.filter { !shown.contains($0) && $0 >= rows }.allSatisfy { entries[$0].title == NameLookup.placeholder(entries[$0].name ?? "") })
        // Below the screen (and Nidoran♀'s chain, which its page names), no species is asked for.
        let below = Self.speciesRequests(server).filter { line in
            let id = line.split(separator: "/").dropLast().last.flatMap { Int($0) } ?? 0
            return id > shown.upperBound + 2 && id <= 50
        }
        #expect(below.isEmpty, "\(below)")

        // The same run: the names are known.
        let before = server.logLines().count
        let (again, _) = browser(server, folder: folder, repository: repository)
        again.start()
        await again.settle()
        #expect(Self.speciesRequests(server).count == Self.speciesRequests(server).prefix(before).count)
        again.select(28)
        await again.settle()
        #expect(again.list.state.entries[28].title == "Nidoran♀")

        // The next run over the same cache: read from the disk, nothing sent.
        // (What the server has not got, a 404, is not stored and is asked for again.)
        let (restarted, _) = browser(server, folder: folder)
        let sent = server.logLines().count
        restarted.start()
        await restarted.settle()
        restarted.select(28)
        await restarted.settle()
        let resent = server.logLines().dropFirst(sent).filter { $0.split(separator: " ")[3] != "404" }
        #expect(resent.isEmpty, "\(resent)")
        #expect(restarted.list.state.entries[28].title == "Nidoran♀")
    }
}
