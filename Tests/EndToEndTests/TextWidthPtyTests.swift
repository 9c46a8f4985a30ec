import Foundation
import Testing
import TestSupport
import BenchKit

/// `show --format text` to a terminal is wrapped at its width; into a pipe it is not.
@Suite("Text format in a pty and a pipe")
struct TextWidthPtyTests {
    static let explore = PackagePaths.explore.path

    /// The lines a run in an 80-column pty printed, escape sequences taken out.
    static func ptyLines(_ arguments: [String], columns: Int) async throws -> [String] {
        let process = try PtyProcess([explore] + arguments, rows: 24, columns: columns, environment: ["NO_COLOR": "1", "LANG": "C.UTF-8"])
        #expect(await process.exit(timeout: .seconds(30)) == 0)
        let text = String(decoding: process.recentOutput, as: UTF8.self)
        let plain = text.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
        return plain.replacingOccurrences(of: "\r", with: "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("pokemon show eevee --format text in an 80-column pty: no line over 80; each way on its own line")
    func eeveeIn80Columns() async throws {
        let lines = try await Self.ptyLines(["pokemon", "show", "eevee", "--demo", "--format", "text"], columns: 80)
        #expect(lines.contains { $0.hasPrefix("Eevee") })
        let long = lines.filter { $0.count > 80 }
        #expect(long.isEmpty, "lines over 80 columns: \(long)")
        #expect(lines.contains { $0.hasPrefix("|- Leafeon") })
    }

    @Test("--width 40 wraps at 40 in a pty too")
    func widthOption() async throws {
        let lines = try await Self.ptyLines(["pokemon", "show", "eevee", "--demo", "--format", "text", "--width", "40"], columns: 80)
        #expect(lines.contains { $0.hasPrefix("Eevee") } && lines.allSatisfy { $0.count <= 40 })
    }

    @Test("Into a pipe: unwrapped, one line a paragraph and a way")
    func pipe() async throws {
        let piped = try await Subprocess.runOffPool([Self.explore, "pokemon", "show", "eevee", "--demo", "--format", "text"])
        #expect(piped.status == 0)
        let lines = piped.output.split(separator: "\n").map(String.init)
        let wrapped = try await Self.ptyLines(["pokemon", "show", "eevee", "--demo", "--format", "text", "--width", "30"], columns: 80)
        // Some paragraph or way is longer than 30 columns: whole into the pipe, wrapped at --width.
        #expect(lines.contains { $0.count > 30 } && wrapped.allSatisfy { $0.count <= 30 })
        #expect(lines.count < wrapped.filter { !$0.isEmpty }.count)
        #expect(lines.contains { $0.hasPrefix("|  - ") } || lines.contains { $0.hasPrefix("|- ") })
    }
}
