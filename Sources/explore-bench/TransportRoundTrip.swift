import BenchKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// One request at a time on loopback through the transport alone (no retries, cache or
/// decoding): a trivial answer (a 404 with a 23-byte body) and Pikachu's pokemon document.
func transportRoundTrips(samples count: Int) async throws -> [BenchRow] {
    let (demo, scratch) = try demoFolders()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let server = try FixtureServerProcess(root: demo)
    defer { server.stop() }
    let transports: [(String, any NetworkClient)] = [("libcurl", CurlClient())]
    let trivial = HTTPRequest(url: server.origin.appendingPathComponent("nothing-here"))
    let pikachu = HTTPRequest(url: server.origin.appendingPathComponent("api/v2/pokemon/25/"))
    var rows: [BenchRow] = []
    for (request, label) in [(trivial, "trivial"), (pikachu, "pokemon/25")] {
        for (name, transport) in transports {
            _ = try await transport.send(request)  // connection set up outside the samples
            var samples: [Double] = []
            for _ in 0..<count {
                samples.append(try await Stopwatch.milliseconds { _ = try await transport.send(request) })
            }
            let stats = Statistics(samples)
            rows.append(BenchRow(name: "Round trip, \(label), \(name)", unit: "ms", median: stats?.median, p99: stats?.p99, samples: count))
        }
    }
    return rows
}
