import BenchKit
import Foundation
import Testing
import TestSupport

/// `--theme auto` asks the terminal for its background (OSC 11) and draws with the palette
/// that suits the answer: the binary in a pty that answers like a terminal.
@Suite("The terminal's background picks the theme")
struct BackgroundProbePtyTests {
    /// The colour sequences (`ESC [ … m`) of the demo's first page and Bulbasaur's detail with `arguments`, in a pty
    /// that answers OSC 11 with `background` (nil: no answer, as many terminals give).
    static func colours(_ arguments: [String], background: String?) async throws -> Set<String> {
        let process = try PtyProcess(
            [PackagePaths.explore.path, "pokemon", "--demo", "--no-cache"] + arguments, rows: 24, columns: 80,
            environment: ["TERM": "xterm-256color", "COLORFGBG": "", "NO_COLOR": "", "TMUX": ""], background: background)
        #expect(await process.output(containing: "Seed Pok", timeout: .seconds(30)))
        process.send("q")
        #expect(await process.exit(timeout: .seconds(20)) == 0)
        let text = String(decoding: process.recentOutput, as: UTF8.self)
        let pattern = try Regex(#"\u{1B}\[[0-9;]*m"#)
        return Set(text.matches(of: pattern).map { String(text[$0.range]) })
    }

    @Test("A white background answered: auto draws as --theme light; a black one, or none, as --theme dark")
    func autoFollowsTheAnswer() async throws {
        let light = try await Self.colours(["--theme", "light"], background: nil)
        let dark = try await Self.colours(["--theme", "dark"], background: nil)
        #expect(light != dark)
        #expect(try await Self.colours(["--theme", "auto"], background: "rgb:ffff/ffff/ffff") == light)
        #expect(try await Self.colours(["--theme", "auto"], background: "rgb:fd/f6/e3") == light)
        #expect(try await Self.colours(["--theme", "auto"], background: "rgb:0000/0000/0000") == dark)
        #expect(try await Self.colours(["--theme", "auto"], background: nil) == dark)
        // An asked-for theme is not asked about: white answered, dark drawn.
        #expect(try await Self.colours(["--theme", "dark"], background: "rgb:ffff/ffff/ffff") == dark)
    }
}
