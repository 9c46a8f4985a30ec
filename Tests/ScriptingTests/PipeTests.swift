import Foundation
import Testing
import TestSupport

extension ScriptingProcesses {
    /// The commands in pipes: whole lists, early readers, streaming, and `explore CATALOG`
    /// into a pipe being its list.
    @Suite("Pipes", .serialized, .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    struct PipeTests {
        @Test("`explore pokemon list --format tsv | wc -l` is the header and all 1,351 Pokémon")
        func wholeList() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let result = try await command.shell(
                #""$EXPLORE" pokemon list --format tsv --pokeapi-url "$URL" | wc -l"#, extra: ["URL": server.origin.absoluteString + "/api/v2"])
            #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "1352")
            #expect(result.error.isEmpty)
        }

        @Test("`explore pokemon | head -3`: three lines, exit 0, nothing on stderr")
        func headThree() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            let command = try Command()
            defer { command.remove() }
            let errors = command.home.appendingPathComponent("stderr").path
            let result = try await command.shell(
                #""$EXPLORE" pokemon --pokeapi-url "$URL" 2>"$ERR" | head -3; echo "status=${PIPESTATUS[0]}""#,
                extra: ["URL": server.origin.absoluteString + "/api/v2", "ERR": errors])
            #expect(result.output == "#1  Bulbasaur\n#2  Ivysaur\n#3  Venusaur\nstatus=0\n")
            #expect(try String(contentsOfFile: errors, encoding: .utf8) == "")
        }

        @Test(
            "A reader that has gone before the first write (EPIPE): exit 0, nothing on stderr, not killed by SIGPIPE",
            arguments: ["text", "json", "jsonl", "tsv"])
        func readerGone(format: String) async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            // The first page waits, so `true` has certainly closed the pipe by the first write.
            try await server.addFaults(#"[{"match": "offset=0", "action": "delay", "delay_ms": 300}]"#)
            let command = try Command()
            defer { command.remove() }
            let errors = command.home.appendingPathComponent("stderr").path
            let result = try await command.shell(
                #""$EXPLORE" pokemon list --format "$FORMAT" --pokeapi-url "$URL" 2>"$ERR" | true; echo "status=${PIPESTATUS[0]}""#,
                extra: ["URL": server.origin.absoluteString + "/api/v2", "ERR": errors, "FORMAT": format])
            #expect(result.output == "status=0\n")
            #expect(try String(contentsOfFile: errors, encoding: .utf8) == "")
        }

        @Test(
            "Help, version and the other plain answers into a pipe already closed: exit 0, not killed by SIGPIPE",
            arguments: [
                ["--help"], ["help"], ["help", "pokemon"], ["pokemon", "show", "--help"], ["--version"], ["config", "path"], ["completions", "bash"],
            ])
        func plainAnswersReaderGone(arguments: [String]) async throws {
            let command = try Command()
            defer { command.remove() }
            // The pipe's reading end is closed before the process starts: its first write fails.
            let script =
                #"python3 -c 'import os, subprocess, sys; r, w = os.pipe(); os.close(r); print("status=%d" % subprocess.run(sys.argv[1:], stdout=w).returncode)' "$EXPLORE" "$@""#
            let result = try await command.shell(script + " " + arguments.map { "'\($0)'" }.joined(separator: " "))
            #expect(result.output == "status=0\n", "stderr: \(result.error)")
        }

        @Test("A cold list asks once, for the whole index: while that answer is on its way nothing else is asked")
        func oneRequestInFlight() async throws {
            let server = try await CorpusServer.start()
            defer { server.stop() }
            try await server.addFaults(#"[{"match": "limit=100000", "action": "hang"}]"#)
            let command = try Command()
            defer { command.remove() }
            let output = command.home.appendingPathComponent("stdout").path
            let child = try Subprocess.spawn(
                [
                    PackagePaths.explore.path, "pokemon", "list", "--format", "tsv", "--timeout", "600", "--pokeapi-url",
                    server.origin.absoluteString + "/api/v2",
                ],
                stdout: output, environment: command.environment)
            defer {
                child.signal(SIGKILL)
                child.wait()
            }
            var stats: [String: Any] = [:]
            for _ in 0..<400 {
                stats = try await server.stats()
                if (stats["inflight"] as? Int) == 1 { break }
                try await Task.sleep(for: .milliseconds(25))
            }
            #expect((stats["inflight"] as? Int) == 1, "the index is asked for")
            #expect(child.isRunning, "still waiting for it")
            let lines = ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").split(separator: "\n")
            #expect(lines.count <= 1, "at most the header before the answer: \(lines.prefix(3))")
            #expect((try await server.stats()["inflight"] as? Int) == 1, "no page asked for beside it")
        }

        @Test("`explore CATALOG` into a pipe is `explore CATALOG list`", arguments: ["pokemon", "meals", "places"])
        func catalogIntoPipe(catalog: String) async throws {
            let command = try Command()
            defer { command.remove() }
            let bare = try await command.run([catalog, "--demo"])
            let list = try await command.run([catalog, "list", "--demo"])
            #expect(bare.status == 0 && bare.error.isEmpty, "stderr: \(bare.error)")
            #expect(!bare.output.isEmpty)
            #expect(bare.output == list.output)
        }

        @Test(
            "The interface still needs a terminal: no catalog, or a link to a screen that is not an entity's, into a pipe is exit 2",
            arguments: [["--demo"], ["pokemon", "type/electric", "--demo"]])
        func interfaceNeedsTerminal(arguments: [String]) async throws {
            let command = try Command()
            defer { command.remove() }
            let result = try await command.run(arguments)
            #expect(result.status == 2)
            #expect(result.output.isEmpty)
            #expect(result.error.contains("interactive terminal"))
        }
    }
}
