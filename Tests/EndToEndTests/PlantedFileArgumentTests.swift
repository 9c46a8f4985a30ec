import Foundation
import Testing
import TestSupport

/// Files named on the command line or kept by the app, where someone else may have planted
/// something: links, names that are not UTF-8, titles with controls that reorder text.
@Suite("Arguments: planted files and hostile names")
struct PlantedFileArgumentTests {
    let explore = PackagePaths.explore.path

    func scratch() throws -> String { try ScratchFolder.make("explore-planted") }

    @Test("--log-file that is a symbolic link is refused, and its target is not written")
    func logFileLink() async throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/victim"
        try Data("kept\n".utf8).write(to: URL(fileURLWithPath: target))
        #expect(symlink(target, folder + "/requests.log") == 0)
        let result = try await run([explore, "pokemon", "--demo", "--log-file", folder + "/requests.log"])
        #expect(result.status == 64)
        #expect(result.error.contains("symbolic link"), "\(result.error)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept\n")
    }

    @Test("--log-file whose name is not UTF-8 is refused, and no file of another name is written")
    func logFileNotUTF8() async throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await run(["/bin/sh", "-c", "cd '\(folder)' && exec '\(explore)' pokemon list --demo --log-file \"$(printf 'log\\377.txt')\""])
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains("valid UTF-8"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("--near takes decimal degrees only", arguments: ["0x10,0", "0x1p-1074,0", "inf,0", "nan,nan", "1,0x2"])
    func nearIsDecimal(near: String) async throws {
        let result = try await run([explore, "places", "--demo", "--near", near])
        #expect(result.status == 64, "\(near): \(result.error)")
        #expect(result.error.contains("--near needs decimal degrees"), "\(result.error)")
    }

    @Test("Favourite titles with bidirectional and C1 controls are escaped in plain and JSON output")
    func favouritesEscaped() async throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/explore", withIntermediateDirectories: true)
        let planted = #"{"version": 1, "favourites": [{"catalog": "pokemon", "kind": "pokemon", "id": "1", "title": "evil\u202Etxt.exe\u009B31m"}]}"#
        try Data(planted.utf8).write(to: URL(fileURLWithPath: folder + "/explore/favourites.json"))
        let environment = ["XDG_DATA_HOME": folder, "HOME": folder, "PATH": "/usr/bin:/bin"]
        for arguments in [["favourites"], ["favourites", "--json"]] {
            let result = try await Subprocess.runOffPool([explore] + arguments, environment: environment)
            #expect(result.status == 0, "\(arguments): \(result.error)")
            #expect(result.output.contains("evil"), "\(arguments): \(result.output)")
            #expect(!result.output.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x9B }, "\(arguments): raw controls")
        }
    }
}
