import BenchKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - 8. One-shot commands: the real binary, output to /dev/null

/// `explore pokemon show pikachu` cold (a new cache each run, the loopback server at 50 ms a
/// request) and warm, and `explore pokemon list --format tsv` of every Pokémon warm: whole
/// processes, start to exit. The list needs the corpus (1,351 Pokémon); the demo has 14.
func commandRows(samples count: Int) throws -> [BenchRow] {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("explore-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let root = try corpus?.appendingPathComponent("pokeapi") ?? demoFolders().demo
    let server = try FixtureServerProcess(root: root, arguments: ["--latency-ms", "50"])
    defer { server.stop() }
    let base = server.origin.appendingPathComponent("api/v2").absoluteString

    func timed(_ arguments: [String], cache: URL, stdout: String = "/dev/null") throws -> Double? {
        let start = ContinuousClock.now
        let pid = try Spawn.start([explore] + arguments + ["--pokeapi-url", base, "--cache-dir", cache.path], stdout: stdout)
        guard Spawn.wait(pid) == 0 else { return nil }
        return (ContinuousClock.now - start).milliseconds
    }
    let show = ["pokemon", "show", "pikachu"]
    var cold: [Double] = []
    for run in 0..<count {
        if let sample = try timed(show, cache: scratch.appendingPathComponent("cold-\(run)")) { cold.append(sample) }
    }
    let warmCache = scratch.appendingPathComponent("warm")
    _ = try timed(show, cache: warmCache)
    var warm: [Double] = []
    for _ in 0..<count {
        if let sample = try timed(show, cache: warmCache) { warm.append(sample) }
    }
    let list = ["pokemon", "list", "--format", "tsv"]
    let listed = scratch.appendingPathComponent("list.tsv").path
    _ = try timed(list, cache: warmCache, stdout: listed)
    let lines = ((try? String(contentsOfFile: listed, encoding: .utf8)) ?? "").split(separator: "\n").count - 1
    var listing: [Double] = []
    for _ in 0..<count {
        if let sample = try timed(list, cache: warmCache) { listing.append(sample) }
    }
    let coldStats = Statistics(cold), warmStats = Statistics(warm), listStats = Statistics(listing)
    return [
        BenchRow(
            name: "explore pokemon show pikachu, cold, 50 ms per request", unit: "ms", median: coldStats?.median, p99: coldStats?.p99, samples: cold.count,
            target: "< 150 ms (2 round trips + start)", met: coldStats.map { $0.median < 150 }),
        BenchRow(
            name: "explore pokemon show pikachu, warm", unit: "ms", median: warmStats?.median, p99: warmStats?.p99, samples: warm.count,
            target: "< 20 ms", met: warmStats.map { $0.median < 20 }),
        BenchRow(
            name: "explore pokemon list --format tsv, \(lines) Pokémon, warm", unit: "ms", median: listStats?.median, p99: listStats?.p99,
            samples: listing.count,
            target: lines == 1351 ? "< 50 ms" : nil, met: lines == 1351 ? listStats.map { $0.median < 50 } : nil,
            note: lines == 1351 ? nil : "EXPLORE_CORPUS not set: the demo's list"),
    ]
}
