import BenchKit
import Foundation

// MARK: - 9. Beside pokeline (optional)

/// pokeline, a Python terminal Pokédex, when a `pokeline` script is on PATH: its interpreter,
/// read from the script's first line. The comparison is skipped with a note otherwise; nothing
/// else in the benchmark or the tests needs it.
struct Pokeline {
    let python: String

    static func find() -> Pokeline? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let script = "\(folder)/pokeline"
            guard FileManager.default.isExecutableFile(atPath: script),
                let text = try? String(contentsOfFile: script, encoding: .utf8),
                let first = text.split(separator: "\n").first, first.hasPrefix("#!")
            else { continue }
            let interpreter = first.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard !interpreter.contains(" "), FileManager.default.isExecutableFile(atPath: interpreter) else { continue }
            return Pokeline(python: interpreter)
        }
        return nil
    }

    /// pokeline asks https://pokeapi.co and its sprite host by fixed URLs. This runs its
    /// unchanged `main()` after wrapping `requests.Session.request` so that those two prefixes
    /// go to the loopback server (plain HTTP: pokeline is spared its TLS handshakes).
    static let launcher = """
        import sys, requests
        base = sys.argv[1]
        prefixes = (("https://pokeapi.co/", base + "/"),
                    ("https://raw.githubusercontent.com/PokeAPI/sprites/master/", base + "/"))
        original = requests.Session.request
        def request(self, method, url, *args, **kwargs):
            for prefix, target in prefixes:
                if url.startswith(prefix):
                    url = target + url[len(prefix):]
                    break
            return original(self, method, url, *args, **kwargs)
        requests.Session.request = request
        sys.argv = ["pokeline"]
        import pokeline
        pokeline.main()
        """

    func command(origin: URL) -> [String] {
        [python, "-c", Self.launcher, origin.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))]
    }
}

/// pokeline asks by name (pokemon/pikachu, pokemon-species/pikachu, type/electric); the
/// corpus is filed by number. A folder of links to the corpus's files answers those names.
func pokelineAliases(corpus: URL, in scratch: URL) throws -> URL {
    let root = scratch.appendingPathComponent("aliases")
    let api = corpus.appendingPathComponent("pokeapi/api/v2")
    for (kind, name, number) in [("pokemon", "pikachu", "25"), ("pokemon-species", "pikachu", "25"), ("type", "electric", "13")] {
        let folder = root.appendingPathComponent("api/v2/\(kind)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: api.appendingPathComponent("\(kind)/\(number)"))
    }
    return root
}

/// Milliseconds from starting `command` in a new tmux session (100×30) and typing `keys` at
/// once to the first screen `shown` accepts; nil after 10 s.
func launchToScreen(_ command: [String], keys: [String], session: String, screen: String, until shown: (String) -> Bool) throws -> Double? {
    let start = ContinuousClock.now
    try tmux([
        "new-session", "-d", "-s", session, "-x", "100", "-y", "30", "env TERM=xterm-256color LANG=C.UTF-8 " + command.map(shellQuoted).joined(separator: " "),
    ])
    try tmux(["send-keys", "-t", session] + keys)
    defer { _ = try? tmux(["kill-session", "-t", session]) }
    while ContinuousClock.now - start < .seconds(10) {
        if shown(try tmux(["capture-pane", "-p", "-t", session], capture: screen)) { return (ContinuousClock.now - start).milliseconds }
        usleep(1_000)
    }
    return nil
}

/// explore and pokeline showing Pikachu against one loopback server on the corpus (50 ms per
/// request, absolute URLs as the live API sends; explore's sprites from it too), cold, runs of
/// the two alternating: the one-shot show (output to /dev/null; pokeline reads "pikachu" then
/// "quit" from a file) and, in tmux, launch to the detail (`/pikachu` Enter Enter for explore,
/// `pikachu` Enter for pokeline, whose panel is complete when its bottom border follows
/// "Pokedex Entry").
func pokelineRows(runs: Int) throws -> [BenchRow] {
    guard let pokeline = Pokeline.find() else {
        return [BenchRow(name: "Beside pokeline", unit: "", median: nil, samples: 0, note: "skipped: no pokeline on PATH")]
    }
    guard let corpus else {
        return [BenchRow(name: "Beside pokeline", unit: "", median: nil, samples: 0, note: "skipped: needs EXPLORE_CORPUS")]
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("explore-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let aliases = try pokelineAliases(corpus: corpus, in: scratch)
    let server = try FixtureServerProcess(
        root: aliases, arguments: ["--root", corpus.appendingPathComponent("pokeapi").path, "--latency-ms", "50", "--absolute-urls"])
    defer { server.stop() }
    let base = server.origin.appendingPathComponent("api/v2").absoluteString
    let input = scratch.appendingPathComponent("input.txt")
    try Data("pikachu\nquit\n".utf8).write(to: input)
    let screen = scratch.appendingPathComponent("screen.txt").path

    func timed(_ command: [String], stdin: String = "/dev/null") throws -> Double? {
        let start = ContinuousClock.now
        guard Spawn.wait(try Spawn.start(command, stdin: stdin)) == 0 else { return nil }
        return (ContinuousClock.now - start).milliseconds
    }
    func exploreShow(_ run: Int) -> [String] {
        [explore, "pokemon", "show", "pikachu", "--pokeapi-url", base, "--cache-dir", scratch.appendingPathComponent("show-\(run)").path]
    }
    func exploreApp(_ run: Int) -> [String] {
        [
            explore, "pokemon", "--base-url", base, "--sprites-url", server.origin.appendingPathComponent("sprites/").absoluteString,
            "--cache-dir", scratch.appendingPathComponent("app-\(run)").path,
        ]
    }
    let panelDone: (String) -> Bool = { text in
        guard let entry = text.range(of: "Pokedex Entry") else { return false }
        return text[entry.upperBound...].contains("╰")
    }
    // One run of each first, not counted: the page cache and Python's bytecode cache.
    _ = try timed(exploreShow(-1))
    _ = try timed(pokeline.command(origin: server.origin), stdin: input.path)
    var shows: [Double] = [], pokelineShows: [Double] = [], launches: [Double] = [], pokelineLaunches: [Double] = []
    for run in 0..<runs {
        if let sample = try timed(exploreShow(run)) { shows.append(sample) }
        if let sample = try timed(pokeline.command(origin: server.origin), stdin: input.path) { pokelineShows.append(sample) }
    }
    let session = "explore-bench-\(getpid())"
    for run in 0..<runs {
        if let sample = try launchToScreen(
            exploreApp(run), keys: ["/pikachu", "Enter", "Enter"], session: "\(session)-e\(run)", screen: screen,
            until: { $0.contains("Mouse Pok") })
        {
            launches.append(sample)
        }
        if let sample = try launchToScreen(
            pokeline.command(origin: server.origin), keys: ["pikachu", "Enter"], session: "\(session)-p\(run)", screen: screen,
            until: panelDone)
        {
            pokelineLaunches.append(sample)
        }
    }
    func rows(_ what: String, _ ours: [Double], _ theirs: [Double], target: Double, limit: Double?) -> [BenchRow] {
        let mine = Statistics(ours), other = Statistics(theirs)
        let ratio = mine.flatMap { mine in other.map { $0.median / mine.median } }
        return [
            BenchRow(
                name: "\(what), explore, same server as pokeline", unit: "ms", median: mine?.median, p99: mine?.p99, samples: ours.count,
                target: limit.map { "< \(Int(exactly: $0.rounded()) ?? 0) ms" }, met: limit.flatMap { limit in mine.map { $0.median < limit } }),
            BenchRow(
                name: "\(what), pokeline", unit: "ms", median: other?.median, p99: other?.p99, samples: theirs.count,
                target: "explore ≥ \(Int(exactly: target.rounded()) ?? 0)× faster", met: ratio.map { $0 >= target },
                note: ratio.map { "explore \(String(format: "%.1f", $0))× faster" }),
        ]
    }
    return rows("Show Pikachu, cold, 50 ms per request", shows, pokelineShows, target: 4, limit: nil)
        + rows("Launch to Pikachu's detail, cold, 50 ms per request (tmux)", launches, pokelineLaunches, target: 3, limit: 250)
}
