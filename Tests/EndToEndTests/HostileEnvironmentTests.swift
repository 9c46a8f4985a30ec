import Foundation
import Testing
import TestSupport

/// The process environment as an attacker sets it: a proxy that cannot be used, a TERM with
/// escape sequences, relative XDG folders, a config path that is a folder or a FIFO.
@Suite("A hostile environment", .serialized)
struct HostileEnvironmentTests {
    let explore = PackagePaths.explore.path

    func scratch() throws -> String { try ScratchFolder.make("explore-env") }

    @Test("A proxy with %0A in its password: a clear error, exit 69, and the server never reached")
    func unusableProxy() async throws {
        let server = try await FixtureServer(root: FileManager.default.temporaryDirectory)
        defer { server.stop() }
        let home = try scratch()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["HOME": home, "PATH": "/usr/bin:/bin", "http_proxy": "http://user:se%0Acret@127.0.0.1:9"]
        let result = try await Subprocess.runOffPool(
            [explore, "pokemon", "show", "pikachu", "--base-url", server.origin.absoluteString], environment: environment)
        #expect(result.status == 69, "\(result.error)")
        #expect(
            result.error.contains("The proxy cannot be used: the proxy in http_proxy has control characters in its user name or password"), "\(result.error)")
        #expect(!result.error.contains("se%0Acret"))
        #expect(server.requestedPaths().isEmpty, "connected directly: \(server.requestedPaths())")
    }

    @Test("TERM with escape sequences is shown escaped")
    func hostileTerm() async throws {
        let tmux = try TmuxSession(command: "cd /tmp && TERM=\"$(printf 'x\\033]0;pwned\\007y')\" '\(explore)' pokemon --demo; echo EXIT=$?; sleep 600")
        let screen = try await tmux.wait("the shell") { $0.contains("EXIT=") }
        #expect(screen.contains("TERM='x\\e]0;pwned\\x07y' is unknown to ncurses"), "\(screen)")
        #expect(screen.contains("EXIT=2"))
    }

    @Test("A relative XDG_CACHE_HOME leaves no cache in the working folder")
    func relativeCache() async throws {
        let work = try scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let result = try await Subprocess.runOffPool([
            "/bin/sh", "-c",
            "cd '\(work)' && export HOME='\(work)/home' XDG_CACHE_HOME=cache XDG_CONFIG_HOME=config && '\(explore)' pokemon list --demo --limit 2 && '\(explore)' config path",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("\(work)/home/.config/explore/config"))
        #expect(!FileManager.default.fileExists(atPath: work + "/cache") && !FileManager.default.fileExists(atPath: work + "/config"))
    }

    @Test("config check on a folder or a FIFO says what it is and exits 1, at once", arguments: ["folder", "fifo"])
    func configCheck(kind: String) async throws {
        let home = try scratch()
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/explore", withIntermediateDirectories: true)
        if kind == "folder" {
            try FileManager.default.createDirectory(atPath: home + "/explore/config", withIntermediateDirectories: true)
        } else {
            #expect(mkfifo(home + "/explore/config", 0o600) == 0)
        }
        let result = try await Subprocess.runOffPool(
            [explore, "config", "check"], environment: ["HOME": home, "XDG_CONFIG_HOME": home, "PATH": "/usr/bin:/bin"])
        #expect(result.status == 1)
        #expect(result.error.contains("not read: it is not a regular file"), "\(result.error)")
        #expect(!result.output.contains("ok"))
    }

    @Test("A config others can change: config check fails, and commands warn", arguments: [0o666, 0o620])
    func writableConfig(mode: Int) async throws {
        let home = try scratch()
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/explore", withIntermediateDirectories: true)
        try Data("pokeapi_url = http://127.0.0.1:9/api/v2\n".utf8).write(to: URL(fileURLWithPath: home + "/explore/config"))
        #expect(chmod(home + "/explore/config", mode_t(mode)) == 0)
        let environment = ["HOME": home, "XDG_CONFIG_HOME": home, "PATH": "/usr/bin:/bin"]
        let check = try await Subprocess.runOffPool([explore, "config", "check"], environment: environment)
        #expect(check.status == 1 && check.error.contains("can be changed by other users"), "\(check.output) \(check.error)")
        #expect(!check.output.contains("ok"))
        let list = try await Subprocess.runOffPool([explore, "pokemon", "list", "--demo", "--limit", "1"], environment: environment)
        #expect(list.error.contains("can be changed by other users"), "\(list.error)")
    }

    @Test("A 60 MB config: one warning, the defaults apply, and the command runs")
    func hugeConfig() async throws {
        let home = try scratch()
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/explore", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: home + "/explore/config", contents: nil) && truncate(home + "/explore/config", 60 << 20) == 0)
        let result = try await Subprocess.runOffPool(
            [explore, "pokemon", "list", "--demo", "--limit", "1"], environment: ["HOME": home, "XDG_CONFIG_HOME": home, "PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Bulbasaur"))
        let check = try await Subprocess.runOffPool(
            [explore, "config", "check"], environment: ["HOME": home, "XDG_CONFIG_HOME": home, "PATH": "/usr/bin:/bin"])
        #expect(check.status == 1 && check.error.contains("larger than 1 MB"), "\(check.error)")
    }
}
