import Foundation
import Testing
import TestSupport

/// A home of its own for the completion scripts: config and cache folders, `explore` on the
/// PATH, a work folder with a file and a folder for file completion.
struct CompletionHome {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("explore-shells-\(UUID().uuidString)")
    var work: URL { root.appendingPathComponent("work") }

    init() throws {
        try FileManager.default.createDirectory(at: work.appendingPathComponent("logs"), withIntermediateDirectories: true)
        try Data().write(to: work.appendingPathComponent("log.txt"))
        for name in ["pa", "pb"] { try Data().write(to: work.appendingPathComponent(name)) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("config/explore"), withIntermediateDirectories: true)
    }

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = PackagePaths.explore.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["XDG_CONFIG_HOME"] = root.appendingPathComponent("config").path
        environment["XDG_CACHE_HOME"] = root.appendingPathComponent("cache").path
        environment["LANG"] = "C.UTF-8"
        return environment
    }

    /// `VAR='value' …` for a shell command line in tmux.
    var exports: String {
        ["PATH", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "LANG"].map { "\($0)='\(environment[$0] ?? "")'" }.joined(separator: " ")
    }

    /// Writes a completion script for `shell` into the folder the shell reads it from.
    func script(_ shell: String, named name: String) async throws -> URL {
        let folder = root.appendingPathComponent("completions-\(shell)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try await Subprocess.runOffPool([PackagePaths.explore.path, "completions", shell]).output.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Serves a Pokémon list of hostile names and loads it once, so the cache holds it.
    func cacheHostileNames() async throws -> (FixtureServer, URL) {
        let folder = try HostileNames.folder()
        let server = try await FixtureServer(root: folder)
        try "pokeapi_url = \(server.origin.absoluteString)/api/v2\n"
            .write(to: root.appendingPathComponent("config/explore/config"), atomically: true, encoding: .utf8)
        _ = try await Subprocess.runOffPool([PackagePaths.explore.path, "pokemon", "search", "pika"], environment: environment)
        return (server, folder)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

let zshAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")
let fishAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")

/// fish's own completion call, `complete -C`, over the installed-style script.
@Suite("fish completion", .serialized, .enabled(if: fishAvailable, "fish is not installed (CI installs it)"))
struct FishCompletionTests {
    func complete(_ line: String, home: CompletionHome, after: String = "") async throws -> [String] {
        let script = try await home.script("fish", named: "explore.fish")
        let command = "cd '\(home.work.path)'; source '\(script.path)'; complete -C '\(line)'; \(after)"
        let result = try await Subprocess.runOffPool(["fish", "--no-config", "-c", command], environment: home.environment)
        #expect(result.error.isEmpty, "stderr: \(result.error)")
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test("The script is valid fish")
    func syntax() async throws {
        let home = try CompletionHome()
        defer { home.remove() }
        let script = try await home.script("fish", named: "explore.fish")
        #expect(try await Subprocess.runOffPool(["fish", "--no-execute", script.path]).status == 0)
    }

    @Test(
        "fish completes subcommands, values, files and deep links, with descriptions",
        arguments: [
            ("explore cache ", ["info\twhere the disk cache is and what it holds", "clear\tempty the disk cache"]),
            ("explore config ", ["path\tthe config file read", "check\tcheck it: exit 0 when usable, else 1 and each problem"]),
            ("explore fav", ["favourites\tthe favourites (starred with f), one a line: CATALOG, KIND/…"]),
            ("explore pokemon list --format ", ["text", "json", "jsonl", "tsv"]),
            ("explore --theme ", ["dark", "light", "auto"]),
            ("explore --demo pokemon list --type ele", ["electric\tElectric"]),
            ("explore pokemon --demo pika", ["pikachu\tPikachu"]),
            ("explore pokemon list --format=js", ["--format=json", "--format=jsonl"]),
            ("explore --demo meals area/Ca", ["area/Canadian\tCanadian"]),
            ("explore --log-file lo", ["log.txt", "logs/"]),
        ])
    func cases(line: String, expected: [String]) async throws {
        let home = try CompletionHome()
        defer { home.remove() }
        let offered = try await complete(line, home: home)
        if line.hasSuffix("lo") {
            #expect(offered.map { String($0.split(separator: "\t").first ?? "") }.sorted() == expected)
        } else {
            #expect(offered.sorted() == expected.sorted())
        }
    }

    @Test("Global options have descriptions")
    func optionDescriptions() async throws {
        let home = try CompletionHome()
        defer { home.remove() }
        let offered = try await complete("explore --no-m", home: home)
        #expect(offered == ["--no-mouse\tleave the mouse to the terminal (no clicks, no wheel)"])
    }

    @Test("A cached name index holding ${x=pwned}, p* and ~root: only slugs, no variable set")
    func hostileNames() async throws {
        let home = try CompletionHome()
        defer { home.remove() }
        let (server, folder) = try await home.cacheHostileNames()
        defer { server.stop(); try? FileManager.default.removeItem(at: folder) }
        let offered = try await complete("explore pokemon show ", home: home, after: "set -q x; and echo SET; ls")
        // Names folded to slugs as explore spells them (`pa`id`` is `paid`): never shell syntax.
        let names = offered.prefix { $0.contains("\t") }.map { String($0.split(separator: "\t")[0]) }
        // Beside them the page kinds `show` takes (`type/`), one slash at the end.
        #expect(names.contains("pikachu") && names.contains("type/"), "\(offered)")
        #expect(
            names.allSatisfy { name in
                (name.hasSuffix("/") ? name.dropLast() : Substring(name)).allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
            }, "\(offered)")
        #expect(!offered.contains("SET") && !offered.contains("pwned"), "\(offered)")
        #expect(!offered.contains { $0.contains("$") || $0.contains("*") || $0.contains("~") || $0.contains("/root") }, "\(offered)")
    }
}

/// zsh, interactive in tmux, with the script as `_explore` in its fpath and compinit.
@Suite("zsh completion", .serialized, .enabled(if: zshAvailable && tmuxAvailable, "zsh or tmux is not installed (CI installs them)"))
struct ZshCompletionTests {
    func shell(_ home: CompletionHome) async throws -> TmuxSession {
        let folder = try await home.script("zsh", named: "_explore").deletingLastPathComponent()
        let tmux = try TmuxSession(command: "cd '\(home.work.path)' && \(home.exports) PS1='%% ' exec zsh -f -i", width: 100, height: 30)
        try await tmux.wait("the prompt") { CompletionTmuxTests.lastLine($0) == "%" }
        try tmux.literal("fpath=('\(folder.path)' $fpath); autoload -Uz compinit; compinit -u -D; clear")
        try tmux.keys("Enter")
        try await tmux.wait("the prompt after compinit") { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "%" }
        return tmux
    }

    @Test("The script is valid zsh")
    func syntax() async throws {
        let home = try CompletionHome()
        defer { home.remove() }
        #expect(try await Subprocess.runOffPool(["zsh", "-n", try await home.script("zsh", named: "_explore").path]).status == 0)
    }

    @Test("zsh lists subcommands with descriptions, completes words, values, files and deep links")
    func cases() async throws {
        let home = try CompletionHome()
        defer { home.remove() }
        let tmux = try await shell(home)
        try tmux.literal("explore cache ")
        try tmux.keys("Tab")
        try await tmux.wait("the subcommands with descriptions") {
            $0.contains("info") && $0.contains("-- where the disk cache is") && $0.contains("-- empty the disk cache")
        }
        for (typed, completed) in [
            ("explore fav", "explore favourites"), ("explore --demo pokemon list --type ele", "explore --demo pokemon list --type electric"),
            ("explore pokemon --demo pika", "explore pokemon --demo pikachu"), ("explore --demo pokemon type/ele", "explore --demo pokemon type/electric"),
            ("explore pokemon list --format=tsv --li", "explore pokemon list --format=tsv --limit"), ("explore --log-file log.", "explore --log-file log.txt"),
            ("explore --cache-dir lo", "explore --cache-dir logs/"),
        ] {
            try tmux.keys("C-u")
            try tmux.literal(typed)
            try tmux.keys("Tab")
            try await tmux.wait("'\(typed)' completed") { CompletionTmuxTests.lastLine($0).hasPrefix("% " + completed) }
        }
        try tmux.keys("C-u")
        try tmux.literal("explore pokemon list --format ")
        try tmux.keys("Tab")
        try await tmux.wait("the formats") { $0.contains("jsonl") && $0.contains("tsv") && $0.contains("text") }
    }

    @Test("A cached name index holding ${x=pwned}, p* and ~root: only slugs offered, no variable set")
    func hostileNames() async throws {
        let home = try CompletionHome()
        defer { home.remove() }
        let (server, folder) = try await home.cacheHostileNames()
        defer { server.stop(); try? FileManager.default.removeItem(at: folder) }
        let tmux = try await shell(home)
        // After `show ` the page kinds (`type/`) come too: from `p`, only the names.
        try tmux.literal("explore pokemon show p")
        try tmux.keys("Tab")
        // `paid` and `pikachu` share nothing more than `p`: zsh keeps the line as it is and lists
        // them, at once (its AUTO_LIST) or at the second Tab, depending on how soon it draws.
        let isListed: (String) -> Bool = { $0.contains("pikachu") && $0.contains("-- Pikachu") }
        let first = try await tmux.wait("the common prefix or the list") { isListed($0) || CompletionTmuxTests.lastLine($0) == "% explore pokemon show p" }
        #expect(first.contains("% explore pokemon show p"), "\(first)")
        if !isListed(first) { try tmux.keys("Tab") }
        let listed = try await tmux.wait("the names as slugs", until: isListed)
        #expect(!listed.contains("${") && !listed.contains("p*") && !listed.contains("~root") && !listed.contains("/root"), "\(listed)")
        try tmux.keys("C-u")
        try tmux.literal("explore pokemon show pik")
        try tmux.keys("Tab")
        try await tmux.wait("the one name") { CompletionTmuxTests.lastLine($0).hasPrefix("% explore pokemon show pikachu") }
        try tmux.keys("C-u")
        try tmux.literal("echo x=${x-unset}; ls")
        try tmux.keys("Enter")
        let screen = try await tmux.wait("the check") { $0.contains("x=unset") && $0.contains("pb") }
        #expect(!screen.contains("pwned"))
    }
}
