import Foundation
import Testing
import TestSupport

/// Runs the real `explore` as a one-shot command: stdin from /dev/null, stdout and stderr to
/// files (so never a terminal), a cache and config folder of its own, no API keys from the
/// environment unless given.
struct Command {
    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    /// The cache folder every run of this command shares (`--cache-dir` is not needed).
    var cache: URL { home.appendingPathComponent("cache") }

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["GEOAPIFY_API_KEY", "MEALDB_API_KEY", "NO_COLOR", "COLUMNS"] { environment[name] = nil }
        environment["XDG_CACHE_HOME"] = cache.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        // The favourites, pantry and shopping list of this command only.
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["LANG"] = "C.UTF-8"
        return environment
    }

    @discardableResult
    func run(_ arguments: [String], extra: [String: String] = [:]) async throws -> (status: Int32, output: String, error: String) {
        try await Self.offPool([PackagePaths.explore.path] + arguments, environment: environment.merging(extra) { $1 })
    }

    /// `script` through `bash -c`, with `$EXPLORE` naming the binary: for pipes.
    func shell(_ script: String, extra: [String: String] = [:]) async throws -> (status: Int32, output: String, error: String) {
        var environment = environment.merging(extra) { $1 }
        environment["EXPLORE"] = PackagePaths.explore.path
        return try await Self.offPool(["bash", "-c", script], environment: environment)
    }

    /// Runs and waits for a child on a thread of its own: a blocking wait on one of the few
    /// threads of Swift's cooperative pool would stall every other test meanwhile.
    static func offPool(_ arguments: [String], environment: [String: String]) async throws -> (status: Int32, output: String, error: String) {
        try await Subprocess.runOffPool(arguments, environment: environment)
    }

    func remove() {
        try? FileManager.default.removeItem(at: home)
    }
}

/// The loopback fixture server over the corpus (PokéAPI, TheMealDB, Geoapify), with this
/// target's own few answers first.
enum CorpusServer {
    static let fixtures = PackagePaths.root.appendingPathComponent("Tests/ScriptingTests/Fixtures")

    static func start(arguments: [String] = []) async throws -> FixtureServer {
        let corpus = try #require(Corpus.root)
        return try await FixtureServer(
            root: corpus.appendingPathComponent("pokeapi"), overlay: fixtures.appendingPathComponent("Server"),
            arguments: ["--root", corpus.appendingPathComponent("mealdb").path, "--root", corpus.appendingPathComponent("geoapify").path] + arguments
        )
    }

    /// The options that point every catalog at `server`.
    static func servers(_ server: FixtureServer) -> [String] {
        let origin = server.origin.absoluteString
        return ["--pokeapi-url", origin + "/api/v2", "--mealdb-url", origin + "/api/json/v1/1", "--geoapify-url", origin]
    }
}

/// Compares `text` with the golden file `name` (origin replaced by a placeholder), or writes
/// it when `EXPLORE_UPDATE_GOLDENS` is set.
func expectGolden(_ text: String, _ name: String, origin: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
    var text = text
    if let origin { text = text.replacingOccurrences(of: origin.absoluteString, with: "http://127.0.0.1:PORT") }
    let file = CorpusServer.fixtures.appendingPathComponent("Golden").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["EXPLORE_UPDATE_GOLDENS"] != nil {
        try text.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    if text != expected {
        let got = text.split(separator: "\n", omittingEmptySubsequences: false)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = Array(zip(got, want)).firstIndex { $0.0 != $0.1 } ?? min(got.count, want.count)
        Issue.record(
            "\(name) differs at line \(line + 1): got '\(line < got.count ? got[line] : "<end>")', want '\(line < want.count ? want[line] : "<end>")'",
            sourceLocation: sourceLocation)
    }
}

/// The suites that run the real binary and loopback servers, one at a time: together they
/// would crowd the machine's two cores while the other targets' tests run.
@Suite("Scripting with the real binary", .serialized)
enum ScriptingProcesses {}
