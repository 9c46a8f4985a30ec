import Foundation
import Scripting
import Testing
import TestSupport

extension ScriptingProcesses {
    /// The option table (behind `--help`, the man page and the completions) and the
    /// interface's parser agree: each flag refuses a value, each option asks for its value.
    @Suite("Option table and parser")
    struct OptionTableTests {
        static let options = TestReference.reference.options

        @Test("The parser knows every option of the table as the table says", arguments: options.map(\.name))
        func parserAgrees(name: String) async throws {
            let option = try #require(Self.options.first { $0.name == name })
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(option.value == nil ? [name + "=1"] : [name])
            #expect(result.status == 64, "\(name): \(result.error)")
            #expect(result.error.contains(option.value == nil ? "takes no value" : "needs a value"), "\(name): \(result.error)")
        }

        @Test("`explore --help` lists every option of the table, and no other")
        func helpAgrees() async throws {
            let command = try Command()
            defer { command.remove() }
            let help = try await command.run(["--help"]).output
            let block = help.components(separatedBy: "\nOptions:\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
            let listed = block.split(separator: "\n").compactMap { line in line.hasPrefix("  --") ? line.dropFirst(2).split(separator: " ").first.map(String.init) : nil }
            #expect(listed == Self.options.map(\.name))
        }
    }
}
