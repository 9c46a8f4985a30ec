import Foundation
import Testing
import TestSupport

/// Every way out of the app gives the terminal back: signals, Ctrl-Z and `fg`, flow control,
/// terminals that cannot be used.
@Suite("Terminal restored in tmux", .serialized, .enabled(if: tmuxAvailable, "tmux is not installed"))
struct TerminalRestoreTests {
    let explore = PackagePaths.explore.path

    /// The app under `sh -c`, the exit status echoed after it.
    func command(_ arguments: String, environment: String = "") -> String {
        "cd /tmp && printf 'shell-before\\n' && XDG_CACHE_HOME=$(mktemp -d) LANG=C.UTF-8 \(environment) '\(explore)' \(arguments); echo \"EXIT=$?\"; sleep 600"
    }

    @Test(
        "Signals whose default is to end the process restore the terminal and exit 128 + n",
        arguments: [("USR1", 10), ("ALRM", 14), ("USR2", 12), ("VTALRM", 26), ("XCPU", 24), ("34", 34), ("64", 64)])
    func endingSignals(signalName: String, number: Int) async throws {
        let tmux = try TmuxSession(command: command("pokemon --demo"))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") }
        #expect(try tmux.display("#{alternate_on}") == "1")
        #expect(try tmux.display("#{cursor_flag}") == "0")
        let shell = try tmux.display("#{pane_pid}")
        try await run(["pkill", "-\(signalName)", "-P", shell, "-x", "explore"])
        let after = try await tmux.wait("the shell") { $0.contains("EXIT=") }
        #expect(after.contains("EXIT=\(128 + number)"))
        #expect(after.contains("shell-before"))
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try tmux.display("#{cursor_flag}") == "1")
    }

    @Test("SIGPIPE and SIGPROF are ignored: the app goes on, then quits normally")
    func ignoredSignals() async throws {
        let tmux = try TmuxSession(command: command("pokemon --demo"))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") && $0.contains("#001 ·") }
        let shell = try tmux.display("#{pane_pid}")
        try await run(["pkill", "-PIPE", "-P", shell, "-x", "explore"])
        try await run(["pkill", "-PROF", "-P", shell, "-x", "explore"])
        try tmux.keys("j")
        try await tmux.wait("Ivysaur's detail") { $0.contains("#002 ·") }
        try tmux.keys("q")
        let after = try await tmux.wait("the shell") { $0.contains("EXIT=") }
        #expect(after.contains("EXIT=0"))
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try tmux.display("#{cursor_flag}") == "1")
    }

    @Test("Ctrl-Z, a resize while stopped, then fg: the whole frame at the new size, without a key")
    func suspendResizeResume() async throws {
        // An interactive shell, for job control.
        let tmux = try TmuxSession(command: "cd /tmp && exec env PS1='$ ' XDG_CACHE_HOME=$(mktemp -d) LANG=C.UTF-8 bash --norc --noprofile -i")
        try await tmux.wait("the prompt") { $0.contains("$") }
        try tmux.literal("'\(explore)' pokemon --demo")
        try tmux.keys("Enter")
        // Everything loaded: nothing is left to redraw the screen by itself after fg.
        try await tmux.wait("the list and the detail") { $0.contains("#001 · Seed Pokémon") && $0.contains("q quit") }
        try tmux.keys("C-z")
        try await tmux.wait("the stopped job") { $0.contains("Stopped") }
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try tmux.display("#{cursor_flag}") == "1")

        try tmux.command("resize-window", "-x", "60", "-y", "20")
        try tmux.literal("fg")
        try tmux.keys("Enter")
        let screen = try await tmux.wait("the frame at 60×20") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 20 && lines[0].hasPrefix("┌ Pokédex") && lines[0].hasSuffix("┐") && lines[0].count == 60
                && lines[18].hasPrefix("└") && lines[18].hasSuffix("┘") && lines[19].contains("q quit")
        }
        #expect(screen.contains("#172 Pichu"))
        #expect(try tmux.display("#{alternate_on}") == "1")

        try tmux.keys("q")
        try await tmux.wait("the prompt again") { $0.contains("$ ") && !$0.contains("q quit") }
        try tmux.literal("echo EXIT=$?")
        try tmux.keys("Enter")
        try await tmux.wait("the exit status") { $0.contains("EXIT=0") }
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try tmux.display("#{cursor_flag}") == "1")
    }

    @Test("Ctrl-S does not freeze the screen; flow control is back after the exit")
    func flowControl() async throws {
        let tmux = try TmuxSession(
            command: command("pokemon --demo").replacingOccurrences(of: "; sleep 600", with: "; stty -a | tr ' ' '\\n' | grep -x -- '-*ixon'; sleep 600"))
        try await tmux.wait("the list") { $0.contains("Bulbasaur") && $0.contains("#001 ·") }
        try tmux.keys("C-s")
        try tmux.keys("j")
        try await tmux.wait("Ivysaur's detail") { $0.contains("#002 ·") }
        try tmux.keys("q")
        let after = try await tmux.wait("the shell") { $0.contains("EXIT=") && $0.contains("ixon") }
        #expect(after.contains("EXIT=0"))
        #expect(after.split(separator: "\n").contains("ixon"))
    }

    @Test("A terminal that cannot move the cursor is refused: one line, exit 2", arguments: ["dumb", "lpr"])
    func terminalWithoutCursorAddressing(term: String) async throws {
        let tmux = try TmuxSession(command: command("pokemon --demo", environment: "TERM=\(term)"))
        let screen = try await tmux.wait("the shell") { $0.contains("EXIT=") }
        let lines = screen.split(separator: "\n")
        #expect(lines.count == 3 && lines.first == "shell-before" && lines.last == "EXIT=2")
        #expect(lines.dropFirst().first?.hasPrefix("explore: cannot use this terminal: TERM='\(term)'") == true)
        if term == "dumb" {
            #expect(lines.dropFirst().first == "explore: cannot use this terminal: TERM='dumb' cannot move the cursor.")
        }
    }
}
