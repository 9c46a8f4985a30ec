import Foundation
import Testing
import TestSupport

extension ScriptingProcesses {
    /// The bash script in a real bash: `COMP_WORDS`/`COMP_CWORD` set, `_explore` called, and
    /// `COMPREPLY` printed one word a line.
    @Suite("Bash completion")
    struct BashCompletionTests {
        /// The words bash's function offers for `words` (the last one being completed), run in
        /// `folder` (the binary's own folder when nil); `after` runs once it returned.
        func complete(_ words: [String], command: Command, folder: URL? = nil, after: String = "") async throws -> [String] {
            let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            let script = #"""
                PATH="$(dirname "$EXPLORE"):$PATH"
                cd "\#(folder?.path ?? "/")" || exit 1
                source <("$EXPLORE" completions bash)
                COMP_WORDS=(\#(quoted)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                _explore
                printf '%s\n' "${COMPREPLY[@]}"
                \#(after)
                """#
            let result = try await command.shell(script)
            #expect(result.error.isEmpty, "stderr: \(result.error)")
            return result.output.split(separator: "\n").map(String.init)
        }

        @Test("`explore completions bash` prints valid bash")
        func syntax() async throws {
            let command = try Command()
            defer { command.remove() }
            let check = try await command.shell(#"bash -n <("$EXPLORE" completions bash) && echo ok"#)
            #expect(check.output == "ok\n", "stderr: \(check.error)")
        }

        @Test("`explore completions SHELL` alone (answered before any table is built) prints what the parser's way does")
        func shortWay() async throws {
            let command = try Command()
            defer { command.remove() }
            for shell in ["bash", "zsh", "fish"] {
                let alone = try await command.shell(#""$EXPLORE" completions \#(shell)"#)
                let parsed = try await command.shell(#""$EXPLORE" --cache-dir /nonexistent completions \#(shell)"#)
                #expect(alone.output.contains("_explore") || alone.output.contains("__complete"))
                #expect(alone.output == parsed.output && alone.error.isEmpty && parsed.error.isEmpty, "\(shell)")
            }
            let refused = try await command.shell(#""$EXPLORE" completions tcsh; echo "status $?""#)
            #expect(refused.output == "status 64\n" && refused.error.contains("bash, zsh, fish"))
        }

        @Test(
            "bash completes commands, subcommands, options, their values and deep links",
            arguments: [
                (["explore", "pok"], ["pokemon"]),
                (["explore", "pokemon", "s"], ["show", "search"]),
                (["explore", "cache", ""], ["info", "clear"]),
                (["explore", "config", ""], ["path", "check"]),
                (["explore", "fav"], ["favourites"]),
                (["explore", "completions", ""], ["bash", "zsh", "fish"]),
                (["explore", "--cache-dir", "/tmp", "pokemon", "list", "--ty"], ["--type"]),
                (["explore", "pokemon", "list", "--format", ""], ["text", "json", "jsonl", "tsv"]),
                (["explore", "--theme", "l"], ["light"]),
                (["explore", "--no-"], ["--no-cache", "--no-images", "--no-mouse"]),
                (["explore", "--demo", "pokemon", "list", "--type", "el"], ["electric"]),
                (["explore", "--demo", "meals", "list", "--area", "C"], ["Canadian"]),
                (["explore", "pokemon", "--demo", "pika"], ["pikachu"]),
                (["explore", "pokemon", "show", "--demo", "pi"], ["pichu", "pikachu"]),
                (["explore", "--demo", "pokemon", "type/el"], ["type/electric"]),
                (["explore", "pokemon", "list", "--format", "=", "js"], ["json", "jsonl"]),
            ])
        func words(words: [String], expected: [String]) async throws {
            let command = try Command()
            defer { command.remove() }
            #expect(try await complete(words, command: command).sorted() == expected.sorted())
        }

        @Test("--log-file and --cache-dir complete file and folder names")
        func files() async throws {
            let command = try Command()
            defer { command.remove() }
            let folder = command.home.appendingPathComponent("work")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("logs"), withIntermediateDirectories: true)
            try Data().write(to: folder.appendingPathComponent("log.txt"))
            #expect(try await complete(["explore", "--log-file", "lo"], command: command, folder: folder).sorted() == ["log.txt", "logs"])
            #expect(try await complete(["explore", "--cache-dir", "lo"], command: command, folder: folder) == ["logs"])
        }

        @Test("A cached name index holding ${x=pwned}, p* and ~root: no word expanded, no variable set")
        func hostileNames() async throws {
            let root = try HostileNames.folder()
            defer { try? FileManager.default.removeItem(at: root) }
            let server = try await FixtureServer(root: root)
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let config = command.home.appendingPathComponent("config/explore")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try "pokeapi_url = \(server.origin.absoluteString)/api/v2\n".write(to: config.appendingPathComponent("config"), atomically: true, encoding: .utf8)
            // A folder where `p*` would glob to files.
            let folder = command.home.appendingPathComponent("globs")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in ["pa", "pb"] { try Data().write(to: folder.appendingPathComponent(name)) }
            _ = try await command.run(["pokemon", "search", "pika"])
            #expect(server.requestedPaths().contains { $0.hasPrefix("/api/v2/pokemon") }, "the index was loaded and cached")
            let requests = server.requestedPaths().count
            let check = #"printf 'x=%s\n' "${x-unset}"; ls "\#(folder.path)" | tr '\n' ' '"#
            for words in [["explore", "pokemon", "show", ""], ["explore", "pokemon", ""], ["explore", "pokemon", "show", "p"]] {
                let offered = try await complete(words, command: command, folder: folder, after: check)
                #expect(offered.contains("x=unset"), "\(words): \(offered)")
                #expect(offered.last == "pa pb ", "no file was made: \(offered)")
                let names = offered.dropLast(2)
                #expect(names.contains("pikachu"), "\(words): \(offered)")
                // Names, and page kinds (`type/`, after show) ending in one slash.
                #expect(
                    names.allSatisfy { name in
                        (name.hasSuffix("/") ? name.dropLast() : Substring(name)).allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
                    }, "\(words): \(offered)")
                #expect(!names.contains { ["pwned", "pa", "pb", "/root"].contains($0) })
            }
            #expect(server.requestedPaths().count == requests, "completing sends no request")
        }
    }
}
