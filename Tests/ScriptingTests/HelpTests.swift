import Foundation
import Scripting
import Testing
import TestSupport

extension ScriptingProcesses {
    /// Help from the real binary: `explore --help`, `explore help …` and `… --help`.
    @Suite("Help")
    struct HelpTests {
        @Test("`explore --help` lists the commands and every exit status")
        func overview() async throws {
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["--help"])
            #expect(result.status == 0)
            for spec in TestReference.reference.commands { #expect(result.output.contains("explore \(spec.catalog) \(spec.name)")) }
            for status in ExitStatus.allCases { #expect(result.output.contains("  \(status.rawValue) "), "exit status \(status.rawValue)") }
            #expect(result.output.contains("128+n"))
        }

        @Test(
            "`explore help CATALOG COMMAND` and `explore CATALOG COMMAND --help` show the same usage and examples",
            arguments: TestReference.reference.commands.map { [$0.catalog.rawValue, $0.name] })
        func commandHelp(words: [String]) async throws {
            let command = try Command()
            defer { command.remove() }
            let help = try await command.run(["help"] + words)
            let flag = try await command.run(words + ["--help"])
            #expect(help.status == 0 && flag.status == 0)
            #expect(help.output == flag.output)
            #expect(help.output.hasPrefix("Usage: explore \(words.joined(separator: " "))"))
            #expect(help.output.contains("Examples:"))
        }

        @Test("`explore pokemon --help` is the Pokédex's commands")
        func catalogHelp() async throws {
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(["pokemon", "--help"])
            #expect(result.status == 0)
            #expect(result.output.contains("Usage: explore pokemon show") && result.output.contains("Usage: explore pokemon list"))
            #expect(!result.output.contains("explore meals show"))
        }
    }
}
