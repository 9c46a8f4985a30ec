import BenchKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - 9. What start-up costs: whole processes that print and exit, the pty's own cost,
// the first frame's memory, and the requests of a cold list.

/// Median milliseconds from spawn to exit of `arguments` (output to /dev/null), over `runs`
/// after one unmeasured run (the binary in the file system's cache).
private func spawnToExit(_ arguments: [String], runs: Int, environment: [String: String]? = nil) throws -> Statistics? {
    _ = Spawn.wait(try Spawn.start(arguments))
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        guard Spawn.wait(try Spawn.start(arguments)) == 0 else { continue }
        samples.append((ContinuousClock.now - start).milliseconds)
    }
    return Statistics(samples)
}

/// `explore --version` and `explore completions bash`: a command line tool's floor.
func quickCommandRows(runs: Int) throws -> [BenchRow] {
    var rows: [BenchRow] = []
    for (label, arguments) in [("explore --version", ["--version"]), ("explore completions bash", ["completions", "bash"])] {
        let stats = try spawnToExit([explore] + arguments, runs: runs)
        rows.append(
            BenchRow(
                name: label, unit: "ms", median: stats?.median, p99: stats?.p99, samples: runs,
                target: "≤ 5 ms", met: stats.map { $0.median <= 5 }))
    }
    let floor = try spawnToExit(["/bin/true"], runs: runs)
    rows.append(BenchRow(name: "/bin/true, spawn to exit (the floor)", unit: "ms", median: floor?.median, p99: floor?.p99, samples: runs))
    return rows
}

/// The pty harness's own cost: a program that writes one line in the pseudo-terminal,
/// timed to that line the way the start-up row times explore to its first frame.
func ptyHarnessCost(runs: Int) throws -> Statistics? {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        let process = try PtyProcess(["/bin/echo", "first frame"])
        guard let shown = process.arrival(of: "first frame"), process.waitForExit() != nil else { continue }
        samples.append((shown - start).milliseconds)
    }
    return Statistics(samples)
}

/// Peak resident memory when the first list is drawn (warm cache), before any key.
func firstFrameMemory() throws -> BenchRow {
    let (demo, scratch) = try demoFolders()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let server = try FixtureServerProcess(root: demo)
    defer { server.stop() }
    let command = [
        explore, "pokemon", "--base-url", server.origin.appendingPathComponent("api/v2").absoluteString,
        "--cache-dir", scratch.appendingPathComponent("cache").path,
    ]
    _ = try PtyProcess(command + ["--exit-after-first-list"]).waitForExit()  // warms the cache
    let process = try PtyProcess(command)
    // Quit and wait, before the server stops (it waits for its clients).
    defer {
        process.send("q")
        _ = process.waitForExit()
    }
    guard process.waitForOutput(containing: "Bulbasaur") else {
        return BenchRow(name: "First frame peak resident memory", unit: "MB", median: nil, samples: 0, note: "no first frame")
    }
    let peak = process.peakResidentKilobytes.map { Double($0) / 1024 }
    return BenchRow(
        name: "First frame peak resident memory, warm cache", unit: "MB", median: peak, samples: 1,
        target: "≤ 15 MB", met: peak.map { $0 <= 15 })
}

/// Requests a cold `explore pokemon list --format tsv` sends, from its request log.
func coldListRequests() throws -> BenchRow {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("explore-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let root = try corpus?.appendingPathComponent("pokeapi") ?? demoFolders().demo
    let server = try FixtureServerProcess(root: root)
    defer { server.stop() }
    let log = scratch.appendingPathComponent("requests.log").path
    let pid = try Spawn.start([
        explore, "pokemon", "list", "--format", "tsv", "--pokeapi-url", server.origin.appendingPathComponent("api/v2").absoluteString,
        "--cache-dir", scratch.appendingPathComponent("cache").path, "--log-file", log,
    ])
    guard Spawn.wait(pid) == 0 else { return BenchRow(name: "Cold pokemon list, requests", unit: "", median: nil, samples: 0, note: "the list failed") }
    let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.contains("GET ") }
    return BenchRow(
        name: "Cold `pokemon list --format tsv`, requests", unit: "", median: Double(lines.count), samples: 1,
        target: "1 (plus one per 100k entries)", met: lines.count == 1)
}
