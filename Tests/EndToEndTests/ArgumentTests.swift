import Foundation
import Testing
import TestSupport

/// The command line, read strictly, and what it prints about bad input (run without a
/// terminal: arguments that parse end at the terminal check, exit 2, or with a catalog named
/// print its list, exit 0; bad ones exit 64).
@Suite("Arguments")
struct ArgumentTests {
    let explore = PackagePaths.explore.path

    @Test(
        "Numbers are decimal only: hexadecimal, exponents, signs, inf and nan are refused",
        arguments: [
            ["--timeout", "0x10"], ["--timeout=0x10"], ["--timeout", "1e3"], ["--timeout", "inf"], ["--timeout", "nan"],
            ["--timeout", "+5"], ["--timeout", " 5"], ["--timeout", "5s"], ["--radius", "0x10"], ["--radius", "+5"],
            ["--radius", "1e3"], ["--cache-size", "0x10"], ["--cache-size", "+1"], ["--cache-size", "٣"],
        ])
    func decimalNumbers(arguments: [String]) async throws {
        let result = try await run([explore, "pokemon"] + arguments)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("explore: --"))
    }

    @Test(
        "An option's value is not the next option: --theme --no-mouse, --format --json need a value",
        arguments: [
            ["pokemon", "--theme", "--no-mouse"], ["pokemon", "--pokeapi-url", "--demo"], ["pokemon", "list", "--format", "--json"],
            ["pokemon", "list", "--limit", "--json"],
        ])
    func valueIsNotAnOption(arguments: [String]) async throws {
        let result = try await run([explore] + arguments)
        #expect(result.status == 64)
        #expect(result.error.contains("needs a value"), "stderr: \(result.error)")
    }

    @Test(
        "Decimal numbers are still accepted",
        arguments: [["--timeout", "15"], ["--timeout", "0.5"], ["--timeout=2.25"], ["--radius", "500"], ["--cache-size", "64"]])
    func decimalAccepted(arguments: [String]) async throws {
        let result = try await run([explore, "places", "--demo"] + arguments)
        #expect(result.status == 0, "stderr: \(result.error)")
    }

    @Test(
        "Places-only options are refused with another catalog",
        arguments: [
            ["pokemon", "--near", "Paris"], ["meals", "--radius", "500"], ["meals", "--category=catering.cafe"], ["pokemon", "--demo", "--near=48.8,2.3"],
        ])
    func placesOnly(arguments: [String]) async throws {
        let result = try await run([explore] + arguments)
        #expect(result.status == 64, "stderr: \(result.error)")
        #expect(result.error.contains("is for places"))
    }

    @Test(
        "Places options are taken by places (into a pipe, its list) and by the start screen (no terminal)",
        arguments: [(["places", "--demo", "--near", "Paris"], Int32(0)), (["--demo", "--radius", "500"], Int32(2))])
    func placesOptionsAccepted(arguments: [String], status: Int32) async throws {
        let result = try await run([explore] + arguments)
        #expect(result.status == status, "stderr: \(result.error)")
    }

    @Test("Flags take no value", arguments: ["--help=1", "--version=1", "--demo=1", "--offline=x", "--no-cache=", "--exit-after-first-list=yes"])
    func flagsTakeNoValue(flag: String) async throws {
        let result = try await run([explore, "pokemon", flag])
        #expect(result.status == 64)
        #expect(result.error.contains("takes no value"))
        #expect(result.output.isEmpty)
    }

    @Test(
        "Control characters in arguments are shown escaped on stderr",
        arguments: [["bad\u{1B}]0;pwn\u{07}"], ["pokemon", "--bad\u{1B}[2J"], ["pokemon", "--radius", "1\u{9B}31m"]])
    func controlCharactersEscaped(arguments: [String]) async throws {
        let result = try await run([explore] + arguments)
        #expect(result.status == 64)
        let controls = result.error.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" }
        #expect(controls.isEmpty, "raw controls on stderr: \(controls.map { String($0.value, radix: 16) })")
        #expect(result.error.contains("\\e") || result.error.contains("\\u{9B}"))
    }

    @Test("The escapes say which character it was")
    func escapeSpelling() async throws {
        let result = try await run([explore, "bad\u{1B}]0;pwn\u{07}"])
        #expect(result.error.contains("'bad\\e]0;pwn\\x07'"))
    }

    @Test("--offline with --no-cache is refused: offline reads only the cache")
    func offlineWithoutCache() async throws {
        let result = try await run([explore, "pokemon", "--offline", "--no-cache"])
        #expect(result.status == 64)
        #expect(result.error.contains("--offline") && result.error.contains("--no-cache"))
    }

    @Test("--log-file that is not a regular file is refused at once", arguments: ["/dev/null", "directory"])
    func logFileNotRegular(target: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = target == "directory" ? folder.path : target
        let result = try await run([explore, "pokemon", "--demo", "--log-file", path])
        #expect(result.status == 64)
        #expect(result.error.contains("cannot write the log file"))
    }

    @Test("--log-file on a FIFO with no reader does not block start-up")
    func logFileFIFO() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("log").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Should the app wait for a reader after all, one comes later and lets it go on, so
        // that this test fails instead of hanging.
        let unblocker = try Subprocess.spawn(["sh", "-c", "sleep 20; exec cat '\(fifo)'"])
        defer {
            unblocker.signal(SIGKILL)
            unblocker.wait()
        }
        let result = try await run([explore, "pokemon", "--demo", "--log-file", fifo])
        #expect(result.status == 64)
        #expect(result.error.contains("not a regular file"))
    }

    @Test(
        "A deep link is KIND/ID or a name, one after the catalog",
        arguments: [["pokemon", "type/"], ["pokemon", "/electric"], ["pokemon", "a", "b"], ["pokemon", "ty\u{1B}pe/x"]])
    func badDeepLinks(arguments: [String]) async throws {
        let result = try await run([explore] + arguments + ["--demo"])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("explore: "))
    }

    @Test("A deep link that names nothing: one line on stderr, exit 1, before any terminal is needed")
    func missingDeepLink() async throws {
        let result = try await run([explore, "pokemon", "nosuchmon", "--demo", "--no-cache"])
        #expect(result.status == 1)
        // Into a pipe the link is a `show`, which names what it could not find.
        #expect(result.error == "explore: Not found: no Pokémon is called “nosuchmon”.\n", "\(result.error)")
        #expect(result.output.isEmpty)
    }
}

@Suite("Picture options")
struct PictureOptionTests {
    let explore = PackagePaths.explore.path

    /// Into a pipe the catalog lists (the interface would need a terminal): the options were taken.
    @Test(
        "--no-images and --sprites-url (http, https or file) are taken",
        arguments: [
            ["pokemon", "--demo", "--no-images"], ["pokemon", "--demo", "--sprites-url", "http://127.0.0.1:8080/sprites/"],
            ["pokemon", "--demo", "--sprites-url=file:///srv/sprites/sprites/"], ["meals", "--demo", "--no-images"],
        ])
    func accepted(arguments: [String]) async throws {
        let result = try await run([explore] + arguments)
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.error.isEmpty)
        #expect(!result.output.isEmpty)
    }

    @Test(
        "--no-images takes no value; --sprites-url needs an http, https or file URL",
        arguments: [
            ["pokemon", "--no-images=1"], ["pokemon", "--sprites-url"], ["pokemon", "--sprites-url", "ftp://host/sprites/"],
            ["pokemon", "--sprites-url", "sprites"],
        ])
    func refused(arguments: [String]) async throws {
        let result = try await run([explore] + arguments)
        #expect(result.status == 64, "stderr: \(result.error)")
        #expect(result.error.contains("--no-images") || result.error.contains("--sprites-url"))
    }

    @Test("The usage names both, and i is in its key table")
    func usage() async throws {
        let help = try await run([explore, "--help"]).output
        #expect(help.contains("--no-images") && help.contains("--sprites-url URL") && help.contains("pictures = false"))
        #expect(help.contains("pictures and maps on or off"))
    }
}
