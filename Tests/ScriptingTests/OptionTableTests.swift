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
            let listed = block.split(separator: "\n").compactMap { line in
                line.hasPrefix("  --") ? line.dropFirst(2).split(separator: " ").first.map(String.init) : nil
            }
            #expect(listed == Self.options.map(\.name))
        }
    }
}

extension ScriptingProcesses.OptionTableTests {
    /// The README documents the command line the table declares: every option of the
    /// interface, of each catalog and of each command, and each catalog option's config key.
    @Test("The README names every option of the table and every catalog option's config key")
    func readmeAgrees() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let reference = TestReference.reference
        let options = reference.options + reference.formatOptions + reference.commands.flatMap(\.options)
        for name in Set(options.map(\.name)) {
            let named = ["`\(name)", "[\(name)", " \(name) "].contains { readme.contains($0) }
            #expect(named, "README does not name \(name)")
        }
        for key in reference.catalogOptions.compactMap(\.configKey) {
            #expect(readme.contains("`\(key) = "), "README does not name the config key \(key)")
        }
    }
}
