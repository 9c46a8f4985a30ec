#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Starts a child process with `posix_spawn`, with an empty signal mask and the default
/// actions for the signals that end or resize it.
///
/// Foundation's `Process` was seen here to miss the exit of children, and a child spawned
/// from a dispatch thread inherits that thread's blocked signals (a server would never see
/// SIGTERM). The benchmark and the tests start every child through this.
public enum Spawn {
    /// Starts `arguments` (looked up on PATH) with descriptors 0, 1 and 2 opened on the given
    /// paths. `newSession` makes it a session leader, so that a terminal opened as its
    /// standard input becomes its controlling terminal. `passing` is a descriptor (a listening
    /// socket, say) the child gets as descriptor 3; open it close-on-exec, so that no other
    /// child started meanwhile inherits it.
    public static func start(
        _ arguments: [String], stdin: String = "/dev/null", stdout: String = "/dev/null", stderr: String = "/dev/null",
        environment: [String: String]? = nil, newSession: Bool = false, closing extra: Int32? = nil,
        passing inherited: Int32? = nil
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, stdin == stdout ? O_RDWR : O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | (stdout.hasPrefix("/dev/") ? 0 : O_TRUNC), 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | (stderr.hasPrefix("/dev/") ? 0 : O_TRUNC), 0o644)
        if let extra { posix_spawn_file_actions_addclose(&actions, extra) }
        // dup2 onto another number gives the child a copy without close-on-exec.
        if let inherited { posix_spawn_file_actions_adddup2(&actions, inherited, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGWINCH, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let setSession: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc)
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | (newSession ? setSession : 0)))

        let environmentList = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environmentList.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, &envp)
        guard status == 0 else { throw SpawnError.failed(arguments[0], status) }
        return pid
    }

    /// Waits for `pid` and returns its exit status (128 + signal when killed).
    public static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return exitStatus(status)
    }

    /// A `waitpid` status as a shell reports it.
    public static func exitStatus(_ status: Int32) -> Int32 {
        let signalNumber = status & 0x7F
        return signalNumber == 0 ? (status >> 8) & 0xFF : 128 + signalNumber
    }

    public enum SpawnError: Error {
        case failed(String, Int32)
    }
}
