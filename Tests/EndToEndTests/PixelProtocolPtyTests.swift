import BenchKit
import Foundation
import Imaging
import Testing
import TestSupport

/// Pictures in a pixel protocol over a pty: Pikachu's sprite (from the corpus, through
/// `file://`) is sent as a sixel or as kitty graphics after the cells, and nothing of it is
/// left once `q` has quit.
@Suite("Pixel protocols over a pty", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct PixelProtocolPtyTests {
    /// Runs Pikachu's page with `--pictures mode`, waits for `start`, quits with `q`; the
    /// bytes written.
    static func run(_ mode: String, waitingFor start: String) async throws -> String {
        let root = try #require(Corpus.root)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("explore-pixels-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        var sprites = root.appendingPathComponent("sprites").absoluteString
        if !sprites.hasSuffix("/") { sprites += "/" }
        let process = try PtyProcess(
            [
                PackagePaths.explore.path, "pokemon", "pikachu", "--no-cache",
                "--pokeapi-url", root.appendingPathComponent("pokeapi/api/v2").absoluteString,
                "--sprites-url", sprites,
                "--pictures", mode,
            ],
            rows: 30, columns: 100, environment: ["TERM": "xterm-256color", "XDG_CACHE_HOME": cache.path, "TMUX": "", "NO_COLOR": ""])
        #expect(await process.output(containing: start, timeout: .seconds(30)), "no \(mode) picture was sent")
        process.send("q")
        #expect(await process.exit(timeout: .seconds(20)) == 0)
        return String(decoding: process.recentOutput, as: UTF8.self)
    }

    @Test("--pictures sixel sends the sprite as ESC P … q … ESC \\, and the screen is left after it")
    func sixel() async throws {
        let output = try await Self.run("sixel", waitingFor: "\u{1B}P0;1;0q")
        let start = try #require(output.range(of: "\u{1B}P0;1;0q", options: .backwards))
        let end = try #require(output.range(of: "\u{1B}\\", range: start.upperBound..<output.endIndex))
        let body = output[start.upperBound..<end.lowerBound]
        // Raster attributes, colour registers and bands of sixels.
        #expect(body.hasPrefix("\"1;1;") && body.contains("#") && body.contains("-"))
        // After the last picture the screen is cleared and the alternate screen left.
        let leave = try #require(output.range(of: "\u{1B}[?1049l", options: .backwards))
        #expect(leave.lowerBound > end.upperBound)
    }

    @Test("--pictures kitty sends kitty graphics commands, and deletes the image on quit")
    func kitty() async throws {
        let output = try await Self.run("kitty", waitingFor: "\u{1B}_Ga=T")
        let sent = try #require(output.range(of: "\u{1B}_Ga=T,f=32", options: .backwards))
        let deleted = try #require(output.range(of: "\u{1B}_Ga=d,d=A", options: .backwards))
        #expect(deleted.lowerBound > sent.upperBound)
    }

    @Test("auto: cells inside tmux (3.3 has no sixel) and in an unknown terminal; kitty, iTerm2, sixel by the environment")
    func detection() {
        #expect(PictureMode.auto.pixelProtocol(environment: ["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"]) == nil)
        #expect(PictureMode.auto.pixelProtocol(environment: ["TERM": "xterm-256color"]) == nil)
        #expect(PictureMode.auto.pixelProtocol(environment: ["TERM": "xterm-kitty"]) == .kitty)
        #expect(PictureMode.auto.pixelProtocol(environment: ["TERM_PROGRAM": "iTerm.app"]) == .iterm)
        #expect(PictureMode.auto.pixelProtocol(environment: ["TERM": "foot"]) == .sixel)
        #expect(PictureMode.blocks.pixelProtocol(environment: ["TERM": "xterm-kitty"]) == nil)
        #expect(PictureMode.sixel.pixelProtocol(environment: ["TMUX": "x"]) == .sixel)
    }
}
