import Foundation
import Scripting
import Testing
import TestSupport

extension ScriptingProcesses {
    /// The completion scripts come from the one command table, and bash's completes what the
    /// table says (and Pokémon names from the cached name index).
    @Suite("Completions")
    struct CompletionTests {
        let serverOptions = ["pokeapi-url", "mealdb-url", "geoapify-url"]

        @Test("Every shell's script names every catalog, command and option of the table", arguments: CommandTable.shells)
        func fromTheTable(shell: String) {
            let script = Completions.script(for: shell, serverOptions: serverOptions)
            for catalog in CommandTable.catalogs { #expect(script.contains(catalog), "\(shell): \(catalog)") }
            for word in CommandTable.commandWords { #expect(script.contains(word), "\(shell): \(word)") }
            let options = CommandTable.commands.flatMap(\.options) + CommandTable.formatOptions + CommandTable.sharedOptions(serverOptions: serverOptions)
            for option in options {
                let spelled = shell == "fish" ? "-l " + option.name.dropFirst(2) : option.name
                #expect(script.contains(spelled), "\(shell): \(option.name)")
            }
            #expect(script.contains("explore pokemon search \"\" --offline"), "\(shell): names from the cached index")
        }

        @Test("The bash script is valid bash, and `explore completions bash` prints it")
        func bashSyntax() async throws {
            let command = try Command()
            defer { command.remove() }
            let printed = try await command.run(["completions", "bash"])
            #expect(printed.status == 0 && printed.error.isEmpty)
            #expect(printed.output.contains("complete -F _explore explore"))
            let check = try await command.shell(#"bash -n <("$EXPLORE" completions bash) && echo ok"#)
            #expect(check.output == "ok\n", "stderr: \(check.error)")
        }

        /// The words bash's function offers for `words` (the last one being completed).
        func complete(_ words: [String], command: Command, extra: [String: String] = [:]) async throws -> [String] {
            let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            let script = #"""
                PATH="$(dirname "$EXPLORE"):$PATH"
                source <("$EXPLORE" completions bash)
                COMP_WORDS=(\#(quoted)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                _explore
                printf '%s\n' "${COMPREPLY[@]}"
                """#
            let result = try await command.shell(script, extra: extra)
            return result.output.split(separator: "\n").map(String.init)
        }

        @Test("bash completes catalogs, commands, a command's options, shells", arguments: [
            (["explore", "pok"], ["pokemon"]),
            (["explore", "pokemon", "s"], ["show", "search"]),
            (["explore", "--cache-dir", "/tmp", "pokemon", "list", "--ty"], ["--type"]),
            (["explore", "meals", "list", "--format", "json", "--ar"], ["--area"]),
            (["explore", "pokemon", "list", "--ty"], ["--type"]),
            (["explore", "meals", "list", "--cat"], ["--category"]),
            (["explore", "places", "list", "--ne"], ["--near"]),
            (["explore", "completions", ""], ["bash", "zsh", "fish"]),
            (["explore", "--demo", "pokemon", "show", "--js"], ["--json"]),
        ])
        func bashWords(words: [String], expected: [String]) async throws {
            let command = try Command()
            defer { command.remove() }
            #expect(try await complete(words, command: command) == expected)
        }

        @Test("`explore pokemon show pika<TAB>` offers the names of the cached index, and none without one",
              .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
        func cachedNames() async throws {
            let server = try CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            // The server comes from the config file, as both the search and the completion read it.
            let config = command.home.appendingPathComponent("config/explore")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try "pokeapi_url = \(server.origin.absoluteString)/api/v2\n".write(to: config.appendingPathComponent("config"), atomically: true, encoding: .utf8)
            #expect(try await complete(["explore", "pokemon", "show", "pika"], command: command).isEmpty, "no index cached yet")
            #expect(server.requestedPaths().isEmpty, "completing sends no request")
            #expect(try await command.run(["pokemon", "search", "pika"]).status == 0)
            let names = try await complete(["explore", "pokemon", "show", "pika"], command: command)
            #expect(names.contains("pikachu") && names.contains("pikachu-rock-star"))
            #expect(names.allSatisfy { $0.hasPrefix("pika") })
        }
    }
}
