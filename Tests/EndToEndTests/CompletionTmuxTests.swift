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

/// A command on a terminal: stat bars on a UTF-8 terminal, colour unless NO_COLOR.
@Suite("Commands on a terminal", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct CommandTerminalTests {
    func shown(_ environment: String) async throws -> String {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-terminal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try TmuxSession(
            command:
                "cd /tmp && \(environment) TERM=xterm-256color XDG_CACHE_HOME='\(home.path)' LANG=C.UTF-8 '\(PackagePaths.explore.path)' pokemon show pikachu --demo; echo EXIT=$?; sleep 600",
            width: 100, height: 40)
        try await tmux.wait("the command's end") { $0.contains("EXIT=0") }
        return try tmux.command("capture-pane", "-p", "-e").output
    }

    @Test("On a UTF-8 terminal: stat bars and colour")
    func colour() async throws {
        let screen = try await shown("unset NO_COLOR;")
        #expect(screen.contains("█"))
        #expect(screen.contains("\u{1B}["))
    }

    @Test("NO_COLOR: the bars stay, no colour")
    func noColour() async throws {
        let screen = try await shown("export NO_COLOR=1;")
        #expect(screen.contains("█"))
        #expect(!screen.contains("\u{1B}["))
    }
}
