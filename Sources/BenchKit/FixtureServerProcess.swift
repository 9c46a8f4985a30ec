#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The repository's loopback fixture server (`Tests/Support/fixture_server.py`), started by
/// the benchmark: serves a folder, optionally with a delay per request.
public final class FixtureServerProcess: Sendable {
    public let port: Int
    private let pid: pid_t

    /// The script, found from this source file's place in the repository.
    public static let script: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Tests/Support/fixture_server.py").path
    }()

    public init(root: URL, arguments: [String] = []) throws {
        let ready = FileManager.default.temporaryDirectory.appendingPathComponent("explore-bench-\(UUID().uuidString).port").path
        defer { unlink(ready) }
        let child = try Spawn.start(["python3", Self.script, "--root", root.path, "--port", "0", "--ready-file", ready] + arguments)
        pid = child
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOfFile: ready, encoding: .utf8), let port = Int(text) {
                self.port = port
                return
            }
            usleep(10_000)
        }
        kill(child, SIGKILL)
        throw ServerError.cannotStart
    }

    public var origin: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Stops the server: asked to end, and killed if it has not within two seconds (a
    /// server that missed the signal must not hold the benchmark, or the test that runs it).
    public func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<200 {
            if waitpid(pid, &status, WNOHANG) == pid { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        _ = Spawn.wait(pid)
    }

    public enum ServerError: Error { case cannotStart }
}
