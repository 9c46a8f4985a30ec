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
    /// stderr to the given files (or /dev/null).
    public static func spawn(_ arguments: [String], stdout: String? = nil, stderr: String? = nil, environment: [String: String]? = nil) throws -> Subprocess {
        Subprocess(pid: try Spawn.start(arguments, stdout: stdout ?? "/dev/null", stderr: stderr ?? "/dev/null", environment: environment))
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

extension Subprocess {
    /// The port a server script wrote to `readyFile` once it listens (10 s at most); the
    /// process is killed and ``FixtureServer/ServerError/didNotStart`` thrown when it does not.
    public func awaitPort(readyFile: String) throws -> Int {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: readyFile, encoding: .utf8), let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return port
            }
            guard isRunning else { break }
            usleep(10_000)
        }
        signal(SIGKILL)
        wait()
        throw FixtureServer.ServerError.didNotStart
    }
}
