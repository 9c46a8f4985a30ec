import CatalogKit
import Fixtures
import Foundation
import Networking
import Testing

/// The config file and the XDG folders as an attacker (or an accident) leaves them: relative
/// XDG paths, a 60 MB file, a folder or a FIFO in the file's place, a file others can change.
@Suite("Config file and XDG folders: hostile states")
struct ConfigFileSafetyTests {
    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-config-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("explore"), withIntermediateDirectories: true)
        return folder
    }

    @Test("Relative XDG_CONFIG_HOME and XDG_CACHE_HOME are ignored, as the XDG specification says")
    func relativeXDG() {
        let environment = ["XDG_CONFIG_HOME": "relative/config", "XDG_CACHE_HOME": "cache", "HOME": "/home/u"]
        #expect(ConfigFile.path(environment: environment) == "/home/u/.config/explore/config")
        #expect(DiskCache.defaultDirectory(environment: environment).path == "/home/u/.cache/explore")
        #expect(ConfigFile.path(environment: ["XDG_CONFIG_HOME": "/etc/xdg", "HOME": "/home/u"]) == "/etc/xdg/explore/config")
        #expect(DiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/var/cache/u", "HOME": "/home/u"]).path == "/var/cache/u/explore")
    }

    @Test("A 60 MB config is not read: one problem says why, at once")
    func hugeConfig() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("explore/config").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("theme = dark\n".utf8)))
        #expect(truncate(path, 60 << 20) == 0)
        let config = ConfigFile.load(environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(config.values.isEmpty)
        #expect(config.problems == [ConfigProblem(line: 0, message: "not read: it is larger than 1 MB")])
        #expect(config.problems[0].description == "not read: it is larger than 1 MB")
    }

    @Test("A folder or a FIFO where the config should be is a problem, never 'ok' and never waited on", arguments: ["folder", "fifo"])
    func notAFile(kind: String) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("explore/config").path
        if kind == "folder" {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } else {
            #expect(mkfifo(path, 0o600) == 0)
        }
        let config = ConfigFile.load(environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(config.problems.map(\.message) == ["not read: it is not a regular file"])
    }

    @Test("A config file others can change gets a warning, whatever it holds", arguments: [0o666, 0o646, 0o620])
    func writableByOthers(mode: Int) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("explore/config").path
        try Data("pokeapi_url = https://elsewhere.example/api/v2\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, mode_t(mode)) == 0)
        let warning = try #require(ConfigFile.exposureWarning(environment: ["XDG_CONFIG_HOME": folder.path]))
        #expect(warning.contains("can be changed by other users") && warning.contains("chmod 600"))
        #expect(warning.contains("0" + String(mode, radix: 8)))
    }

    @Test("A file:// answer over 32 MB is refused before it is read")
    func largeFileAnswer() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pokemon/index.json").path
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: path, contents: nil) && truncate(path, 100 << 20) == 0)
        let client = FixtureClient(root: folder)
        do {
            _ = try await client.send(HTTPRequest(url: URL(string: "dump:/pokemon/")!))
            Issue.record("a 100 MB file was answered")
        } catch {
            #expect(error.kind == .invalidResponse("response larger than 32 MB"))
        }
    }
}
