import Browser
import Glibc
import Networking
import TerminalUI

/// The desktop around the terminal: the clipboard through the terminal's OSC 52 escape, the
/// web browser through `xdg-open` when a graphical session exists (`DISPLAY` or
/// `WAYLAND_DISPLAY`). Whatever leaves the app here has known secrets masked first.
@MainActor
final class SystemDesktop: Desktop {
    /// Set once the terminal is open; until then nothing can be copied.
    weak var terminal: Terminal?
    private let environment: [String: String]

    init(environment: [String: String]) {
        self.environment = environment
    }

    func copy(_ text: String) -> String? {
        guard let terminal else { return "no terminal" }
        return terminal.copyToClipboard(Redaction.maskKnownSecrets(in: text))
    }

    func open(_ url: String) -> Bool {
        let graphical = ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
        guard graphical, let opener = Self.find("xdg-open", path: environment["PATH"] ?? "/usr/bin:/bin") else { return false }
        return Self.spawnDetached(opener, Redaction.maskKnownSecrets(in: url), environment: environment)
    }

    /// The first executable `name` on `path`.
    static func find(_ name: String, path: String) -> String? {
        path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// Runs `program url` in a session of its own, reading and writing /dev/null, through a
    /// shell that starts it in the background and exits at once (so the browser is never
    /// this process's child and nothing is left to reap). The URL is an argument, never shell
    /// text. Signals the app ignores are given back their default actions.
    static func spawnDetached(_ program: String, _ url: String, environment: [String: String]) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in Int32(1)..<Int32(65) where number != SIGKILL && number != SIGSTOP { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let setSession: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc)
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | setSession))
        let arguments = ["sh", "-c", "\"$0\" \"$1\" &", program, url]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, &envp) == 0 else { return false }
        // The shell only forks and exits.
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return true
    }
}
