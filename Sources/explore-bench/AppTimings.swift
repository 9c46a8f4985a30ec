import BenchKit
import Foundation

// The real binary as a person meets it: the first detail after launch, typed in tmux, and
// what the process costs while nobody types.

/// Runs `tmux` with `arguments`; its standard output when `capture` is set.
@discardableResult
func tmux(_ arguments: [String], capture: String? = nil) throws -> String {
    let pid = try Spawn.start(["tmux"] + arguments, stdout: capture ?? "/dev/null")
    _ = Spawn.wait(pid)
    guard let capture else { return "" }
    return (try? String(contentsOfFile: capture, encoding: .utf8)) ?? ""
}

/// A shell word for `text`.
func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// From launching `explore pokemon` in tmux, with a cold cache and a server 50 ms away, to
/// Pikachu's detail on screen, the keys `/pikachu` Enter Enter typed at once.
func launchToPikachu(runs: Int) throws -> BenchRow {
    let (demo, scratch) = try demoFolders()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let server = try FixtureServerProcess(root: demo, arguments: ["--latency-ms", "50"])
    defer { server.stop() }
    let screen = scratch.appendingPathComponent("screen.txt").path
    var samples: [Double] = []
    for run in 0..<runs {
        let session = "explore-bench-\(getpid())-\(run)"
        let command = [
            explore, "pokemon", "--base-url", server.origin.appendingPathComponent("api/v2").absoluteString,
            "--cache-dir", scratch.appendingPathComponent("cache-\(run)").path,
        ]
        let start = ContinuousClock.now
        try tmux([
            "new-session", "-d", "-s", session, "-x", "100", "-y", "30",
            "env TERM=xterm-256color LANG=C.UTF-8 " + command.map(shellQuoted).joined(separator: " "),
        ])
        try tmux(["send-keys", "-t", session, "/pikachu", "Enter", "Enter"])
        var shown = false
        while ContinuousClock.now - start < .seconds(5) {
            if try tmux(["capture-pane", "-p", "-t", session], capture: screen).contains("Mouse Pok") {
                shown = true
                break
            }
            usleep(1_000)
        }
        let elapsed = (ContinuousClock.now - start).milliseconds
        try tmux(["kill-session", "-t", session])
        if shown { samples.append(elapsed) }
    }
    let stats = Statistics(samples)
    return BenchRow(
        name: "Launch to Pikachu's detail, cold, 50 ms per request (tmux)", unit: "ms", median: stats?.median, p99: stats?.p99,
        samples: samples.count, target: "< 250 ms", met: stats.map { $0.median < 250 }, note: "/pikachu Enter Enter typed at launch")
}

/// CPU ticks (user + system) the app uses while it waits for a key, after its first frame.
func idleCPU(seconds: Int) throws -> BenchRow {
    let process = try PtyProcess([explore, "pokemon", "--demo", "--no-cache"])
    defer { process.send("q") }
    guard process.waitForOutput(containing: "Seed Pok") else {
        return BenchRow(name: "Idle CPU", unit: "ticks", median: nil, samples: 0, note: "no first frame")
    }
    usleep(500_000)
    func ticks() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(process.pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // After the command's name: state is field 3, utime 14 and stime 15.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }
    guard let before = ticks() else { return BenchRow(name: "Idle CPU", unit: "ticks", median: nil, samples: 0, note: "no /proc") }
    sleep(UInt32(seconds))
    let used = ticks().map { Double($0 - before) }
    return BenchRow(
        name: "Idle CPU over \(seconds) s after the first frame", unit: "ticks", median: used, samples: 1,
        target: "0", met: used.map { $0 == 0 })
}
