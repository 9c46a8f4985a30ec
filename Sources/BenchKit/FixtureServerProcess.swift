import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The repository's loopback fixture server (`Tests/Support/fixture_server.py`), started by
/// the benchmark: serves a folder, optionally with a delay per request.
public final class FixtureServerProcess: @unchecked Sendable {
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
        var argv: [UnsafeMutablePointer<CChar>?] = (["python3", Self.script, "--root", root.path, "--port", "0", "--ready-file", ready] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var child: pid_t = 0
        guard posix_spawnp(&child, "python3", &actions, &attributes, &argv, environ) == 0 else { throw ServerError.cannotStart }
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

    public func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    public enum ServerError: Error { case cannotStart }
}
