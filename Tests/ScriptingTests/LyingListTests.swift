import Foundation
import Testing
import TestSupport

extension ScriptingProcesses {
    /// A server that lies about its list is not followed for ever, and a form keeps its slug.
    @Suite("Lying lists and form records", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    struct LyingListTests {
        @Test("A list whose every page repeats the same place stops after the second page")
        func repeatedPages() async throws {
            let server = try CorpusServer.start()
            defer { server.stop() }
            // Every page of places is the same one café, whatever its offset.
            let place = #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Same","place_id":"p1","lat":48.85,"lon":2.35,"categories":["catering.cafe"]},"geometry":{"type":"Point","coordinates":[2.35,48.85]}}]}"#
            let rule: [[String: String]] = [["match": "/v2/places", "action": "body", "body": place]]
            try await server.addFaults(String(decoding: try JSONSerialization.data(withJSONObject: rule), as: UTF8.self))
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["places", "list", "--near", "48.85,2.35", "--limit", "100", "--format", "tsv"] + CorpusServer.servers(server),
                                               extra: ["GEOAPIFY_API_KEY": "test-key-0123"])
            #expect(result.output.split(separator: "\n").count == 2, "a header and the one place: \(result.output.prefix(300))")
            #expect(result.error.contains("entries it had sent before"), "\(result.error)")
            let stats = try await server.stats()
            #expect(((stats["by_path"] as? [String: Int])?.filter { $0.key.contains("places") }.values.reduce(0, +) ?? 0) <= 2, "\(stats)")
        }

        @Test("A form's JSON names it by its own slug, which show takes back")
        func formSlug() async throws {
            let server = try CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["pokemon", "show", "deoxys-attack", "--json"] + CorpusServer.servers(server))
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.contains(#""name": "deoxys-attack""#), "\(result.output.prefix(200))")
        }
    }
}
