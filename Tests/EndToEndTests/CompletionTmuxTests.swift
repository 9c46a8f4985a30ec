import Foundation
import Testing
import TestSupport

/// The bash completion in a real interactive bash, in tmux.
@Suite("Completion in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct CompletionTmuxTests {
    @Test("`source <(explore completions bash)`, then `explore pok<TAB>` completes `pokemon`")
    func bashTab() async throws {
        let folder = PackagePaths.explore.deletingLastPathComponent().path
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try TmuxSession(command: "cd /tmp && PATH='\(folder)':$PATH XDG_CACHE_HOME='\(home.path)' PS1='$ ' exec bash --norc --noprofile -i")
        try await tmux.wait("the prompt") { Self.lastLine($0) == "$" }
        try tmux.literal("source <(explore completions bash)")
        try tmux.keys("Enter")
        try await tmux.wait("the next prompt") { Self.lastLine($0) == "$" }
        try tmux.literal("explore pok")
        try tmux.keys("Tab")
        try await tmux.wait("the completed catalog") { Self.lastLine($0) == "$ explore pokemon" }
        // And the command after it.
        try tmux.literal("li")
        try tmux.keys("Tab")
        try await tmux.wait("the completed command") { Self.lastLine($0) == "$ explore pokemon list" }
    }

    /// The last line with text on the screen, without trailing spaces (capture-pane drops them).
    static func lastLine(_ screen: String) -> String {
        let line = screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        return line.trimmingCharacters(in: .whitespaces)
    }
}
