import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starts child processes with `posix_spawn` and waits with `waitpid`.
///
/// Foundation's `Process` was seen to miss the exit of children here (its wait never
/// returned), and children spawned from a dispatch worker thread inherit that thread's
/// blocked signals, so a server would never see SIGTERM. This spawns with an empty signal
/// mask and default signal actions, output to files.
public struct Subprocess: Sendable {
    public let pid: pid_t

    /// Starts `arguments` (looked up on PATH) with stdin from /dev/null and stdout and
    /// stderr to the given files (or /dev/null).
    public static func spawn(_ arguments: [String], stdout: String? = nil, stderr: String? = nil, environment: [String: String]? = nil) throws -> Subprocess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

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
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let environmentList = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environmentList.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, &envp)
        guard status == 0 else { throw SubprocessError.spawnFailed(arguments[0], status) }
        return Subprocess(pid: pid)
    }

    /// Waits for the child and returns its exit status (128 + signal when killed).
    @discardableResult
    public func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signalNumber = status & 0x7F
        return signalNumber == 0 ? (status >> 8) & 0xFF : 128 + signalNumber
    }

    /// Sends `signalNumber` to the child.
    public func signal(_ signalNumber: Int32) {
        kill(pid, signalNumber)
    }

    /// Whether the child is still running (reaps it if it has ended).
    public var isRunning: Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0
    }

    /// Runs `arguments` to completion and returns status, stdout and stderr.
    public static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String, error: String) {
        let folder = FileManager.default.temporaryDirectory.path
        let token = UUID().uuidString
        let outputPath = "\(folder)/explore-run-\(token).out", errorPath = "\(folder)/explore-run-\(token).err"
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        let status = try spawn(arguments, stdout: outputPath, stderr: errorPath, environment: environment).wait()
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return (status, output, error)
    }
}

public enum SubprocessError: Error {
    case spawnFailed(String, Int32)
}
