import BenchKit
import Browser
import CatalogKit
import Foundation
import MealCatalog
import Networking
import PlaceCatalog
import PokemonCatalog
import TextLayout
import Views

// explore-bench: the numbers that say whether explore feels instant. Run it as
// `swift run -c release explore-bench` (`--quick` for a short run, `--json` for JSON,
// `--only WORDS` for the from-outside rows whose names contain WORDS).
// Decoding and the memory row read the real-response corpus from EXPLORE_CORPUS.

var arguments = Array(CommandLine.arguments.dropFirst())
/// With `--only WORDS`, only the from-outside rows whose names contain WORDS run.
let only: String? = arguments.firstIndex(of: "--only").flatMap { index in
    guard index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}
let quick = arguments.contains("--quick")
let asJSON = arguments.contains("--json")
if !Set(arguments).isSubset(of: ["--quick", "--json"]) || (arguments.contains("--only") && only == nil) {
    FileHandle.standardError.write(Data("usage: explore-bench [--quick] [--json] [--only WORDS]\n".utf8))
    exit(64)
}
let corpus = ProcessInfo.processInfo.environment["EXPLORE_CORPUS"].map { URL(fileURLWithPath: $0) }
    .flatMap { FileManager.default.fileExists(atPath: $0.appendingPathComponent("pokeapi").path) ? $0 : nil }
let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let explore = products.appendingPathComponent("explore").path
let configuration = products.path.contains("/release") ? "release" : "debug"

/// `swift run explore-bench` builds only the benchmark: build the app beside it when missing.
func ensureExplore() {
    guard !FileManager.default.isExecutableFile(atPath: explore) else { return }
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    FileHandle.standardError.write(Data("explore-bench: building explore (\(configuration)) first…\n".utf8))
    if let pid = try? Spawn.start(["swift", "build", "--package-path", root.path, "-c", configuration, "--product", "explore"], stderr: "/dev/null") {
        _ = Spawn.wait(pid)
    }
}

/// A row that could not be measured says why instead of ending the run.
@MainActor
func measured(_ name: String, _ body: () async throws -> [BenchRow]) async -> [BenchRow] {
    if let only, !name.localizedCaseInsensitiveContains(only) { return [] }
    do {
        return try await body()
    } catch {
        return [BenchRow(name: name, unit: "", median: nil, samples: 0, note: "not measured: \(error)")]
    }
}

/// An in-memory catalog: pages at once, one fixed detail for every entry.
struct MemoryCatalog: Catalog {
    let title = "Bench"
    let itemName = "entry"
    let pageSize: Int
    let all: [Entry]
    let document: Detail
    var searchStrategy: SearchStrategy { .localIndex(load: { [all] _ in all }) }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        let slice = Array(all.dropFirst(offset).prefix(pageSize))
        return EntryPage(entries: slice, total: all.count, isLast: offset + slice.count >= all.count, nextOffset: offset + slice.count)
    }
    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { document }
}

/// The 1,351 Pokémon names (from the corpus, or made up when it is not there) and
/// `count` synthetic names.
func pokemonEntries() -> [Entry] {
    if let corpus, let data = FileManager.default.contents(atPath: corpus.appendingPathComponent("pokeapi/api/v2/pokemon/index.json").path),
        let list = try? JSONDecoder().decode(ResourceList.self, from: data)
    {
        return list.results.compactMap { PokemonMapper.entry(from: $0) }
    }
    return synthetic(1_351)
}

func synthetic(_ count: Int) -> [Entry] {
    let syllables = [
        "pi", "ka", "chu", "bul", "ba", "saur", "char", "man", "der", "squir", "tle", "ee", "vee", "mew", "two", "ra", "ichu", "zu", "bat", "ony", "x",
    ]
    var generator = SystemRandomNumberGenerator()
    return (1...count).map { number in
        let name = (0..<Int.random(in: 2...4, using: &generator)).map { _ in syllables.randomElement(using: &generator)! }.joined()
        return Entry(id: String(number), title: name.prefix(1).uppercased() + name.dropFirst(), number: number)
    }
}

/// A detail like Pikachu's, from the demo data.
func sampleDetail() -> Detail {
    let decoder = JSONDecoder()
    func load<T: Decodable>(_ key: String) -> T? {
        (DemoFolders.pokemon?.appendingPathComponent("api/v2/\(key)/index.json")).flatMap { FileManager.default.contents(atPath: $0.path) }.flatMap {
            try? decoder.decode(T.self, from: $0)
        }
    }
    guard let pokemon: PokemonDTO = load("pokemon/25"), let species: SpeciesDTO = load("pokemon-species/25") else { return Detail(title: "?") }
    return PokemonMapper.detail(pokemon: pokemon, species: species, chain: load("evolution-chain/10"))
}

// MARK: - 2. Search per keystroke

func searchKeystrokes(_ entries: [Entry], rounds: Int) -> Statistics? {
    let matcher = SearchMatcher(entries: entries)
    var samples: [Double] = []
    for _ in 0..<rounds {
        var query = ""
        for character in "pikachu" {
            query.append(character)
            samples.append(Stopwatch.milliseconds { _ = matcher.matches(query) })
        }
    }
    return Statistics(samples)
}

// MARK: - 3. Decoding

func largest(_ folder: URL) -> URL? {
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") } ?? []
    func size(_ url: URL) -> Int { ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0 }
    return files.map { folder.appendingPathComponent($0) }.max { size($0) < size($1) }
}

func decoding<T: Decodable>(_ name: String, _ file: URL?, as type: T.Type, repeats: Int) -> BenchRow {
    guard let file, let data = FileManager.default.contents(atPath: file.path) else {
        return BenchRow(name: "Decode \(name)", unit: "ms", median: nil, samples: 0, note: "EXPLORE_CORPUS not set")
    }
    let request = HTTPRequest(url: URL(string: "bench:/")!)
    let samples = (0..<repeats).map { _ in Stopwatch.milliseconds { _ = try? APIClient.decode(type, from: data, request: request) } }
    let stats = Statistics(samples)
    let rate = stats.map { Double(data.count) / 1_048_576 / ($0.median / 1000) } ?? 0
    return BenchRow(
        name: "Decode \(name) (\(data.count / 1024) KB)", unit: "ms", median: stats?.median, p99: stats?.p99, samples: repeats,
        note: String(format: "%.0f MB/s", rate))
}

// MARK: - 4. Detail through the real stack

/// The demo Pokédex's folder (in the dump's layout, beside the binaries) for the fixture
/// server, and a fresh temporary folder for caches.
func demoFolders() throws -> (demo: URL, scratch: URL) {
    guard let demo = DemoFolders.pokemon else { throw BenchError.noDemoData }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("explore-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    return (demo, scratch)
}

enum BenchError: Error {
    case noDemoData
}

func detailLatency(samples count: Int) async throws -> [BenchRow] {
    let (demo, scratch) = try demoFolders()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let server = try FixtureServerProcess(root: demo, arguments: ["--latency-ms", "50"])
    defer { server.stop() }
    let base = server.origin.appendingPathComponent("api/v2")
    let transport = CurlClient()
    let stack = NetworkStack.make(transport: transport)
    let pikachu = Entry(id: "25", title: "Pikachu", number: 25)

    var cold: [Double] = []
    for _ in 0..<count {
        let repository = PokemonRepository(api: APIClient(baseURL: base, client: stack))
        cold.append(try await Stopwatch.milliseconds { _ = try await repository.detail(for: pikachu) })
    }
    let cacheFolder = scratch.appendingPathComponent("cache")
    let cached = NetworkStack.make(transport: transport, cache: DiskCache(directory: cacheFolder), freshness: .seconds(3600))
    let warmRepository = PokemonRepository(api: APIClient(baseURL: base, client: cached))
    _ = try await warmRepository.detail(for: pikachu)
    var warm: [Double] = []
    for _ in 0..<count {
        warm.append(try await Stopwatch.milliseconds { _ = try await warmRepository.detail(for: pikachu) })
    }
    let api = APIClient(baseURL: base, client: stack)
    var naive: [Double] = []
    for _ in 0..<count {
        naive.append(
            try await Stopwatch.milliseconds {
                _ = try await api.get(PokeAPIEndpoint.pokemon("25"), as: PokemonDTO.self)
                _ = try await api.get(PokeAPIEndpoint.species("25"), as: SpeciesDTO.self)
                _ = try await api.get(PokeAPIEndpoint.evolutionChain(10), as: EvolutionChainDTO.self)
            })
    }
    let coldStats = Statistics(cold), warmStats = Statistics(warm), naiveStats = Statistics(naive)
    return [
        BenchRow(
            name: "Detail, cold, 50 ms per request", unit: "ms", median: coldStats?.median, p99: coldStats?.p99, samples: count,
            target: "≤ 2 round trips + 20 ms = 120 ms", met: coldStats.map { $0.median <= 120 }),
        BenchRow(
            name: "Detail, warm (disk cache)", unit: "ms", median: warmStats?.median, p99: warmStats?.p99, samples: count,
            target: "< 5 ms", met: warmStats.map { $0.median < 5 }),
        BenchRow(
            name: "Detail, 3 requests one after another", unit: "ms", median: naiveStats?.median, p99: naiveStats?.p99, samples: count,
            note: "what a naive client gets"),
    ]
}

// MARK: - 5, 6, 7. The real binary in a pseudo-terminal

func startUp(runs: Int) throws -> BenchRow {
    let (demo, scratch) = try demoFolders()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let server = try FixtureServerProcess(root: demo)
    defer { server.stop() }
    let command = [
        explore, "pokemon", "--base-url", server.origin.appendingPathComponent("api/v2").absoluteString,
        "--cache-dir", scratch.appendingPathComponent("cache").path, "--exit-after-first-list",
    ]
    _ = try PtyProcess(command).waitForExit()  // warms the cache
    _ = try PtyProcess(command).waitForExit()  // and the file system's cache of the binary
    // The first frame is when the list's first row reaches the terminal; what the process
    // does after it (the first row's detail asked for, then the way out) is timed apart.
    var frames: [Double] = [], exits: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        let process = try PtyProcess(command)
        guard let shown = process.arrival(of: "Bulbasaur"), process.waitForExit() != nil else { continue }
        frames.append((shown - start).milliseconds)
        exits.append((ContinuousClock.now - start).milliseconds)
    }
    let stats = Statistics(frames), exitStats = Statistics(exits)
    let harness = try ptyHarnessCost(runs: runs)
    let over = zip2(stats?.median, harness?.median).map { max(0, $0 - $1) }
    return BenchRow(
        name: "Start-up to first list frame, warm cache", unit: "ms", median: stats?.median, p99: stats?.p99, samples: frames.count,
        target: "≤ 10 ms over the pty's own cost", met: over.map { $0 <= 10 },
        note: over.map {
            "\(DecimalText.fixed($0, decimals: 1)) ms over the pty's own cost (\(DecimalText.fixed(harness?.median ?? 0, decimals: 1)) ms, /bin/echo); "
                + "to exit \(DecimalText.fixed(exitStats?.median ?? 0, decimals: 1)) ms"
        })
}

/// Both values, or nil.
func zip2(_ a: Double?, _ b: Double?) -> (Double, Double)? {
    guard let a, let b else { return nil }
    return (a, b)
}

func bytesPerMove(moves: Int) throws -> BenchRow {
    let process = try PtyProcess([explore, "pokemon", "--demo", "--no-cache"])
    defer { process.send("q") }
    guard process.waitForOutput(containing: "Seed Pok") else {
        return BenchRow(name: "Terminal bytes per ↓", unit: "B", median: nil, samples: 0, note: "no first frame")
    }
    usleep(300_000)
    var samples: [Double] = []
    for index in 0..<moves {
        let before = process.bytesRead
        process.send(index % 13 == 12 ? "g" : "j")
        usleep(250_000)  // past the detail dwell: the frame includes the new detail
        samples.append(Double(process.bytesRead - before))
    }
    let stats = Statistics(samples)
    return BenchRow(name: "Terminal bytes per ↓ (100×30, detail redrawn)", unit: "B", median: stats?.median, p99: stats?.p99, samples: moves)
}

func memory(details: Int) throws -> BenchRow {
    let process: PtyProcess
    var note = "whole list paged, \(details) details opened"
    if let corpus {
        process = try PtyProcess([explore, "pokemon", "--base-url", "file://" + corpus.appendingPathComponent("pokeapi/api/v2").path])
    } else {
        process = try PtyProcess([explore, "pokemon", "--demo"])
        note = "demo data only (EXPLORE_CORPUS not set)"
    }
    defer { process.send("q") }
    guard process.waitForOutput(containing: "Bulbasaur") else {
        return BenchRow(name: "Peak memory", unit: "MB", median: nil, samples: 0, note: "no first frame")
    }
    process.send("G")
    usleep(quick ? 1_000_000 : 3_000_000)
    process.send("g")
    for _ in 0..<details {
        usleep(200_000)
        process.send("j")
    }
    usleep(500_000)
    let peak = process.peakResidentKilobytes.map { Double($0) / 1024 }
    return BenchRow(name: "Peak resident memory", unit: "MB", median: peak, samples: 1, target: "< 20 MB", met: peak.map { $0 < 20 }, note: note)
}

// MARK: - Run

/// The machine's load average over the last minute (/proc/loadavg), printed with the run:
/// figures taken under load are not figures of the app.
func loadAverage() -> String {
    ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first).map(String.init) ?? "?"
}

/// The rows measured inside this process (view models, decoders, pictures, the transport).
@MainActor
func inProcessRows() async -> [BenchRow] {
    var rows: [BenchRow] = []
    let presses = quick ? 1_000 : 10_000
    let pokemon = pokemonEntries()
    let big = synthetic(100_000)
    rows += await keystrokeRows(pokemon, presses: presses)
    if let stats = await pictureKeystrokes(pokemon, presses: presses) {
        rows.append(
            BenchRow(
                name: "Keystroke to frame, pictures on, \(pokemon.count) entries", unit: "ms", median: stats.median, p99: stats.p99, samples: stats.count,
                target: "p99 < 1 ms", met: stats.p99 < 1, note: "key and arrival frames; \(pictureFrameCount) with a sprite"))
    }
    if let (stats, _) = await keystrokes(big, presses: presses, pageSize: 1_000) {
        rows.append(BenchRow(name: "Keystroke to frame, 100,000 entries", unit: "ms", median: stats.median, p99: stats.p99, samples: stats.count))
    }
    if let stats = searchKeystrokes(pokemon, rounds: quick ? 20 : 200) {
        rows.append(
            BenchRow(
                name: "Search per keystroke, \(pokemon.count) names", unit: "ms", median: stats.median, p99: stats.p99, samples: stats.count,
                target: "< 0.2 ms", met: stats.median < 0.2))
    }
    if let stats = searchKeystrokes(big, rounds: quick ? 3 : 20) {
        rows.append(BenchRow(name: "Search per keystroke, 100,000 names", unit: "ms", median: stats.median, p99: stats.p99, samples: stats.count))
    }
    rows += await longWordKeys(presses: quick ? 1_000 : 5_000)
    rows.append(secretMaskPerFrame(frames: quick ? 200 : 2_000))
    rows += await pasteIntoSearch(pokemon, runs: quick ? 10 : 50)
    let repeats = quick ? 5 : 30
    let pokeapi = corpus?.appendingPathComponent("pokeapi/api/v2")
    rows.append(decoding("pokemon", pokeapi.flatMap { largest($0.appendingPathComponent("pokemon")) }, as: PokemonDTO.self, repeats: repeats))
    rows.append(decoding("pokemon-species", pokeapi.flatMap { largest($0.appendingPathComponent("pokemon-species")) }, as: SpeciesDTO.self, repeats: repeats))
    rows.append(
        decoding("evolution-chain", pokeapi.flatMap { largest($0.appendingPathComponent("evolution-chain")) }, as: EvolutionChainDTO.self, repeats: repeats))
    rows.append(decoding("type", pokeapi.flatMap { largest($0.appendingPathComponent("type")) }, as: TypeDTO.self, repeats: repeats))
    rows.append(decoding("generation", pokeapi.flatMap { largest($0.appendingPathComponent("generation")) }, as: GenerationDTO.self, repeats: repeats))
    rows.append(
        decoding(
            "TheMealDB lookup", corpus.flatMap { largest($0.appendingPathComponent("mealdb/api/json/v1/1/lookup.php")) }, as: MealEnvelope<MealDTO>.self,
            repeats: repeats))
    rows.append(
        decoding(
            "TheMealDB list", corpus.flatMap { largest($0.appendingPathComponent("mealdb/api/json/v1/1/filter.php")) }, as: MealEnvelope<MealSummaryDTO>.self,
            repeats: repeats))
    rows.append(decoding("Geoapify places", corpus.flatMap { largest($0.appendingPathComponent("geoapify")) }, as: FeatureCollection.self, repeats: repeats))
    rows += pictureRows(repeats: quick ? 50 : 500)
    rows += await measured("Transport round trips") { try await transportRoundTrips(samples: quick ? 30 : 300) }
    rows += await measured("Detail through the real stack") { try await detailLatency(samples: quick ? 3 : 15) }
    return rows
}

@MainActor
func run() async throws {
    let loadAtStart = loadAverage()
    var rows: [BenchRow] = []
    if only == nil { rows += await inProcessRows() }
    ensureExplore()
    rows += await measured("explore --version") { try quickCommandRows(runs: quick ? 10 : 30) }
    rows += await measured("Start-up to first list frame, warm cache") { [try startUp(runs: quick ? 5 : 15)] }
    rows += await measured("First frame peak resident memory") { [try firstFrameMemory()] }
    rows += await measured("Cold pokemon list, requests") { [try coldListRequests()] }
    rows += await measured("Launch to Pikachu's detail") { [try launchToPikachu(runs: quick ? 3 : 15)] }
    rows += await measured("End of a long list") { try endOfLongList(count: 100_000) }
    rows += await measured("Keys from outside") { try keysFromOutside(presses: quick ? 100 : 400, held: quick ? 200 : 600) }
    rows += await measured("Terminal bytes per ↓") { [try bytesPerMove(moves: quick ? 8 : 40)] }
    rows += await measured("Terminal bytes per ↓, pictures on") { [try pictureBytesPerMove(moves: quick ? 8 : 40)] }
    rows += await measured("Idle CPU") { [try idleCPU(seconds: quick ? 2 : 5)] }
    rows += await measured("Peak resident memory") { [try memory(details: quick ? 10 : 50)] }
    rows += await measured("One-shot commands") { try commandRows(samples: quick ? 5 : 20) }
    rows += await measured("Beside pokeline") { try pokelineRows(runs: quick ? 3 : 15) }

    let context = [
        "date": Date().formatted(Date.ISO8601FormatStyle()),
        "build": configuration,
        "cores": String(ProcessInfo.processInfo.activeProcessorCount),
        "memory": "\(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB",
        "mode": quick ? "quick" : "full",
        "load": "\(loadAtStart) at start, \(loadAverage()) at end",
    ]
    if asJSON {
        print(Report.json(rows, context: context))
    } else {
        print(
            "explore-bench · \(context["date"]!) · \(context["build"]!) build · \(context["cores"]!) cores, \(context["memory"]!) · load \(context["load"]!) · \(context["mode"]!) run\n"
        )
        print(Report.table(rows))
    }
}

do {
    try await run()
} catch {
    FileHandle.standardError.write(Data("explore-bench: \(error)\n".utf8))
    exit(1)
}
