import Foundation
import Testing
import TestSupport

extension ScriptingProcesses {
    /// The interface's options and the config's settings mean the same in a command as in the
    /// interface: one option table, one environment.
    @Suite("Shared options in commands")
    struct SharedOptionTests {
        @Test(
            "An interface option's value may be the next word: `--theme dark`, `--sprites-url URL`",
            arguments: [
                ["--theme", "dark"], ["--sprites-url", "http://127.0.0.1:9/sprites/"], ["--theme=dark"],
            ])
        func separateValues(option: [String]) async throws {
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["pokemon", "show", "pikachu", "--demo"] + option)
            #expect(result.status == 0, "\(option): \(result.error)")
            #expect(result.output.hasPrefix("Pikachu"), "\(option): \(result.output)")
        }

        @Test("Another command's option is named as such, never counted as an operand")
        func otherCommandsOption() async throws {
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["pokemon", "show", "pikachu", "--limit", "3", "--demo"])
            #expect(result.status == 64)
            #expect(result.error.contains("--limit is not an option of show"), "\(result.error)")
            #expect(!result.error.contains("not 2"))
        }

        @Test("places_near in the config applies to `explore places list` as --near does")
        func placesNearFromConfig() async throws {
            let command = try Command()
            defer { command.remove() }
            let point = "48.8575,2.3550"
            let plain = try await command.run(["places", "list", "--demo", "--format", "tsv"])
            let given = try await command.run(["places", "list", "--demo", "--format", "tsv", "--near", point])
            let folder = command.home.appendingPathComponent("config/explore")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "places_near = \(point)\n".write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
            let configured = try await command.run(["places", "list", "--demo", "--format", "tsv"])
            #expect(plain.status == 0 && given.status == 0 && configured.status == 0, "\(configured.error)")
            #expect(given.output != plain.output, "the point changes the distances")
            #expect(configured.output == given.output)
            // The command line still wins over the config: the demo's own centre gives the plain list.
            let overridden = try await command.run(["places", "list", "--demo", "--format", "tsv", "--near", "48.8566,2.3522"])
            #expect(overridden.status == 0 && overridden.output == plain.output)
        }
    }
}
