import BenchKit
import CatalogKit
import Foundation

// MARK: - 10. A list of 100,000 entries with the real Pokédex catalog, from outside

/// A folder in the dump's layout whose Pokédex lists `count` Pokémon (`mon-1` …), served by
/// the fixture server in pages as PokéAPI serves them. Nothing else is there: the rows'
/// names are asked for and not found, as on a server that lacks them.
func longListFolder(count: Int, in scratch: URL) throws -> URL {
    struct Listing: Encodable {
        struct Item: Encodable {
            let name: String
            let url: String
        }
        let count: Int
        let results: [Item]
    }
    let root = scratch.appendingPathComponent("long")
    let folder = root.appendingPathComponent("api/v2/pokemon")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let items = (1...count).map { Listing.Item(name: "mon-\($0)", url: "http://127.0.0.1/api/v2/pokemon/\($0)/") }
    try JSONEncoder().encode(Listing(count: count, results: items)).write(to: folder.appendingPathComponent("index.json"))
    return root
}

/// `explore pokemon` over a server listing 100,000 Pokémon: from the first frame, End to the
/// last entry on screen (wall time and the process's CPU), in a 100×30 pty, cold cache.
func endOfLongList(count: Int) throws -> [BenchRow] {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("explore-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let server = try FixtureServerProcess(root: try longListFolder(count: count, in: scratch))
    defer { server.stop() }
    let process = try PtyProcess([
        explore, "pokemon", "--base-url", server.origin.appendingPathComponent("api/v2").absoluteString,
        "--cache-dir", scratch.appendingPathComponent("cache").path,
    ])
    defer { process.send("q") }
    let name = "End of \(count) entries, real catalog (pty)"
    guard process.waitForOutput(containing: "Mon 1") else { return [BenchRow(name: name, unit: "s", median: nil, samples: 0, note: "no first frame")] }
    let mark = process.bytesRead
    let cpuBefore = process.cpuSeconds
    let start = ContinuousClock.now
    process.send("G")
    let reached = process.waitForOutput(containing: "Mon \(count)", since: mark, timeout: .seconds(60))
    let seconds = (ContinuousClock.now - start).milliseconds / 1000
    let cpu = zip2(process.cpuSeconds, cpuBefore).map { $0 - $1 }
    guard reached else { return [BenchRow(name: name, unit: "s", median: nil, samples: 0, note: "the end never showed in 60 s")] }
    return [
        BenchRow(
            name: name, unit: "s", median: seconds, samples: 1, target: "< 5 s", met: seconds < 5,
            note: cpu.map { "\(DecimalText.fixed($0, decimals: 2)) s CPU" })
    ]
}
