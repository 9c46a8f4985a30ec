import Foundation
import Testing
import TestSupport

extension ScriptingProcesses {
    /// A server that lies about its list is not followed for ever, and a form keeps its slug.
    @Suite("Lying lists and form records", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    struct LyingListTests {
        /// A page of 20 places (as many as asked for: not the last page), the same for every offset.
        static var repeatedPage: String {
            let features = (1...20).map { index in
                #"{"type":"Feature","properties":{"name":"Same \#(index)","place_id":"p\#(index)","lat":48.85,"lon":2.35,"categories":["catering.cafe"]},"geometry":{"type":"Point","coordinates":[2.35,48.85]}}"#
            }
            return #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
        }

        func lyingServer() async throws -> FixtureServer {
            let server = try await CorpusServer.start()
            let rule: [[String: String]] = [["match": "/v2/places", "action": "body", "body": Self.repeatedPage]]
            try await server.addFaults(String(decoding: try JSONSerialization.data(withJSONObject: rule), as: UTF8.self))
            return server
        }

        func placeRequests(_ server: FixtureServer) async throws -> Int {
            let stats = try await server.stats()
            return (stats["by_path"] as? [String: Int])?.filter { $0.key.contains("places") }.values.reduce(0, +) ?? 0
        }

        @Test("A list whose every page repeats the same places stops after the second page")
        func repeatedPages() async throws {
            let server = try await lyingServer()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(
                ["places", "list", "--near", "48.85,2.35", "--limit", "100", "--format", "tsv"] + CorpusServer.servers(server),
                extra: ["GEOAPIFY_API_KEY": "test-key-0123"])
            #expect(result.output.split(separator: "\n").count == 21, "a header and the 20 places: \(result.output.prefix(300))")
            #expect(result.error.contains("entries it had sent before"), "\(result.error)")
            #expect(try await placeRequests(server) <= 2)
        }

        @Test("Under --open-now, pages that bring nothing open end the list: no endless paging of a liar")
        func barrenPages() async throws {
            let server = try await lyingServer()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            // None of the places has opening hours, so none is open: every page is empty here.
            let result = try await command.run(
                ["places", "list", "--near", "48.85,2.35", "--open-now", "--format", "tsv"] + CorpusServer.servers(server),
                extra: ["GEOAPIFY_API_KEY": "test-key-0123"])
            #expect(result.error.contains("pages in a row brought nothing new"), "\(result.error.prefix(400))")
            #expect(try await placeRequests(server) <= 21)
        }

        @Test("A form's JSON names it by its own slug, which show takes back")
        func formSlug() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["pokemon", "show", "deoxys-attack", "--json"] + CorpusServer.servers(server))
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.contains(#""name": "deoxys-attack""#), "\(result.output.prefix(200))")
        }
    }
}
