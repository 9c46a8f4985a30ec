import Foundation
import Testing
import TestSupport

/// Standard output on a full disk (`/dev/full`): every command that prints says so and exits
/// 74 (EX_IOERR), so a backup or a generated man page is never cut short with status 0; a
/// reader that leaves early (`| head`) is still a quiet 0; and `make` fails rather than
/// keep a cut man page or completion script.
@Suite("Output on a full disk")
struct FullDiskOutputTests {
    /// `explore ARGUMENTS… > /dev/full`, with folders of its own below `home`.
    static func intoFullDisk(_ arguments: [String], home: URL) async throws -> (status: Int32, error: String) {
        let result = try await Subprocess.runOffPool(
            ["/bin/sh", "-c", #"exec "$@" > /dev/full"#, "sh", PackagePaths.explore.path] + arguments,
            environment: Self.environment(home: home))
        return (result.status, result.error)
    }

    static func environment(home: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for (name, folder) in [("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")] {
            environment[name] = home.appendingPathComponent(folder).path
        }
        environment["HOME"] = home.path
        return environment
    }

    @Test(
        "man, --help, --version, completions, favourites --json, list and show: exit 74 and a message",
        arguments: [
            ["man"], ["--help"], ["--version"], ["completions", "bash"], ["completions", "zsh"], ["completions", "fish"],
            ["favourites", "--json", "--demo"], ["config", "path"], ["pokemon", "list", "--demo"], ["pokemon", "show", "pikachu", "--demo"],
            ["pokemon", "--help"],
        ])
    func fullDisk(_ arguments: [String]) async throws {
        let home = URL(fileURLWithPath: try ScratchFolder.make("explore-full-disk"))
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await Self.intoFullDisk(arguments, home: home)
        #expect(result.status == 74, "\(arguments): \(result.status) \(result.error)")
        #expect(result.error.contains("explore: cannot write standard output: No space left on device"), "\(arguments): \(result.error)")
    }

    @Test("A reader that leaves after one byte is no failure: exit 0, nothing said")
    func readerLeaves() async throws {
        let home = URL(fileURLWithPath: try ScratchFolder.make("explore-reader-leaves"))
        defer { try? FileManager.default.removeItem(at: home) }
        for arguments in [["man"], ["--help"], ["pokemon", "list", "--demo"]] {
            let result = try await Subprocess.runOffPool(
                ["/bin/bash", "-c", #""$@" | head -c 1 > /dev/null; exit ${PIPESTATUS[0]}"#, "bash", PackagePaths.explore.path] + arguments,
                environment: Self.environment(home: home))
            #expect(result.status == 0, "\(arguments): \(result.error)")
            #expect(!result.error.contains("cannot write"), "\(arguments): \(result.error)")
        }
    }

    @Test(
        "make fails when the binary cannot write the man page, and leaves no cut file",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/make"), "make is not installed"))
    func makeFailsOnCutOutput() async throws {
        let folder = URL(fileURLWithPath: try ScratchFolder.make("explore-make-cut"))
        defer { try? FileManager.default.removeItem(at: folder) }
        // A binary that writes half a man page and then fails, as explore does on a full disk.
        let fake = folder.appendingPathComponent("explore")
        try Data("#!/bin/sh\nprintf '.TH EXPLORE 1\\n.SH NAM'\necho 'explore: cannot write standard output: No space left on device' >&2\nexit 74\n".utf8)
            .write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let generated = folder.appendingPathComponent("generated")
        let result = try await Subprocess.runOffPool([
            "make", "-C", PackagePaths.root.path, "-o", "build", "generated", "BIN=\(fake.path)", "GEN=\(generated.path)",
        ])
        #expect(result.status != 0, "make succeeded: \(result.output)")
        #expect(!FileManager.default.fileExists(atPath: generated.appendingPathComponent("explore.1").path))
    }

    @Test("Standard output closed at start: exit 74 and a message; no file the app opens receives the output")
    func closedOutput() async throws {
        let home = URL(fileURLWithPath: try ScratchFolder.make("explore-closed-stdout"))
        defer { try? FileManager.default.removeItem(at: home) }
        for arguments in [["man"], ["favourites", "--json", "--demo"], ["pokemon", "list", "--demo"]] {
            let result = try await Subprocess.runOffPool(
                ["/bin/sh", "-c", #"exec "$@" >&-"#, "sh", PackagePaths.explore.path] + arguments,
                environment: Self.environment(home: home))
            #expect(result.status == 74, "\(arguments): \(result.status) \(result.error)")
            #expect(result.error.contains("cannot write standard output: Bad file descriptor"), "\(arguments): \(result.error)")
        }
        // Nothing the runs wrote went into their data, cache or state files.
        let files = FileManager.default.enumerator(atPath: home.path)?.compactMap { $0 as? String } ?? []
        for file in files where !file.hasSuffix(".lock") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: home.appendingPathComponent(file).path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            let text = (try? String(contentsOf: home.appendingPathComponent(file), encoding: .utf8)) ?? ""
            #expect(!text.contains(".TH EXPLORE") && !text.contains("bulbasaur\t"), "\(file) holds the output")
        }
    }
}
