import BenchKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process of a test, started through ``Spawn`` (see there why not `Process`),
/// its output sent to files.
public struct Subprocess: Sendable {
    public let pid: pid_t

    /// Starts `arguments` (looked up on PATH) with stdin from /dev/null and stdout and
    /// stderr to the given files (or /dev/null); a server script gets `listener` as
    /// descriptor 3, and this process's copy is closed.
    public static func spawn(
        _ arguments: [String], stdout: String? = nil, stderr: String? = nil, environment: [String: String]? = nil,
        listener: LoopbackListener? = nil
    ) throws -> Subprocess {
        defer { listener?.close() }
        return Subprocess(
            pid: try Spawn.start(
                arguments, stdout: stdout ?? "/dev/null", stderr: stderr ?? "/dev/null", environment: environment,
                passing: listener?.descriptor))
    }

    /// Waits for the child and returns its exit status (128 + signal when killed).
    @discardableResult
    public func wait() -> Int32 {
        Spawn.wait(pid)
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

    /// Runs `arguments` to completion and returns status, stdout and stderr. It blocks its
    /// thread: from a test, ``runOffPool(_:environment:)``.
    @available(*, noasync, message: "blocks a thread of the cooperative pool: use runOffPool")
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

extension Subprocess {
    /// Waits until a server script has written `readyFile` (it does once it serves; 30 s at
    /// most). It blocks its thread: from a test, through ``offPool(_:)``. The script is killed
    /// and ``FixtureServer/ServerError/didNotStart`` thrown when it never does.
    @available(*, noasync, message: "blocks a thread of the cooperative pool: await it through offPool")
    public func awaitReady(_ readyFile: String) throws {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: readyFile) { return }
            guard isRunning else { break }
            usleep(5_000)
        }
        signal(SIGKILL)
        wait()
        throw FixtureServer.ServerError.didNotStart
    }

    /// Starts a server script that serves on `listener` and writes `readyFile` once it does,
    /// and waits for that off the pool: connections made then are answered at once.
    public static func server(_ arguments: [String], listener: LoopbackListener, readyFile: String) async throws -> Subprocess {
        defer { unlink(readyFile) }
        let process = try spawn(arguments + ["--ready-file", readyFile], listener: listener)
        try await offPool { try process.awaitReady(readyFile) }
        return process
    }

    /// A fresh path for a server's ready file.
    public static func readyFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("explore-ready-\(UUID().uuidString)").path
    }
}
