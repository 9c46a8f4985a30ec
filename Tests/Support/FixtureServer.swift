import Foundation
import Networking
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The loopback fixture server (`fixture_server.py`) run as a child process: serves a folder
/// of API-shaped JSON, logs requests, and injects faults on request.
public final class FixtureServer: @unchecked Sendable {
    public let root: URL
    /// A folder tried before ``root`` (for answers the fixture folder computes rather than holds).
    public let overlay: URL?
    public let logFile: URL
    public private(set) var port: Int
    private let extraArguments: [String]
    private var process: Subprocess?

    /// Starts serving `root` (after `overlay`, if any). `arguments` go to the script (for
    /// example `--absolute-urls`).
    public init(root: URL, overlay: URL? = nil, arguments: [String] = [], port: Int = 0) async throws {
        self.root = root
        self.overlay = overlay
        self.extraArguments = arguments
        self.port = port
        logFile = FileManager.default.temporaryDirectory.appendingPathComponent("explore-server-\(UUID().uuidString).log")
        try await start()
    }

    deinit { stop() }

    /// `http://127.0.0.1:<port>`
    public var origin: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Starts the server (again, on the same port after ``stop()``) and waits, off the pool,
    /// until it serves. The socket is opened here and handed to the script (see
    /// ``LoopbackListener``).
    public func start() async throws {
        guard process == nil else { return }
        let listener = try LoopbackListener(port: port)
        port = listener.port
        process = try await Subprocess.server(
            ["python3", PackagePaths.fixtureServerScript.path] + (overlay.map { ["--root", $0.path] } ?? []) + [
                "--root", root.path, "--listen-fd", "3", "--log", logFile.path,
            ] + extraArguments,
            listener: listener, readyFile: Subprocess.readyFile()
        )
    }

    /// Stops the server; requests then fail as "cannot connect".
    public func stop() {
        guard let process else { return }
        self.process = nil
        // SIGKILL, not SIGTERM and a wait for Python to wind down: the log is flushed line by
        // line, and the kernel closes the socket with the process, so the wait for it is short.
        process.signal(SIGKILL)
        process.wait()
    }

    /// Lines of the request log: `time METHOD path?query status bytes inflight=n`.
    public func logLines() -> [String] {
        ((try? String(contentsOf: logFile, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Requested paths (with query) from the log, in order.
    public func requestedPaths() -> [String] {
        logLines().compactMap { line in
            let fields = line.split(separator: " ")
            return fields.count >= 3 ? String(fields[2]) : nil
        }
    }

    /// Adds fault rules (see the script's documentation), as JSON.
    public func addFaults(_ json: String) async throws {
        _ = try await control("faults", method: "POST", body: json)
    }

    /// Clears faults and counters.
    public func reset() async throws {
        _ = try await control("reset", method: "POST", body: "")
    }

    /// `{"requests", "max_inflight", "inflight", "by_path"}`
    public func stats() async throws -> [String: Any] {
        let data = try await control("stats", method: "GET", body: nil)
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }

    private func control(_ name: String, method: String, body: String?) async throws -> Data {
        var request = URLRequest(url: origin.appendingPathComponent("__control/\(name)"))
        request.httpMethod = method
        if let body { request.httpBody = Data(body.utf8) }
        let (data, _) = try await URLSession.shared.data(for: request)
        return data
    }

    public enum ServerError: Error {
        case didNotStart
    }

    /// Asks `client` each of `requests` and writes the answers into a fresh temporary folder
    /// in the request layout the script serves (`<path>/<query>.json`, without `apiKey`), for
    /// answers a fixture folder computes (searches) rather than holds as files.
    public static func record(_ requests: [HTTPRequest], from client: any NetworkClient) async throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-answers-\(UUID().uuidString)")
        // The server takes only folders that exist, recorded answers or none.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for request in requests {
            let body = try await client.send(request).body
            let query = (request.url.query ?? "").split(separator: "&").filter { !$0.lowercased().hasPrefix("apikey=") }.joined(separator: "&")
            let directory = folder.appendingPathComponent(request.url.path)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try body.write(to: directory.appendingPathComponent((query.isEmpty ? "index" : query.removingPercentEncoding ?? query) + ".json"))
        }
        return folder
    }

    /// Answers every request whose `path?query` contains `match` with `body` (200, JSON)
    /// instead of the file: a changed copy of a fixture without writing a folder.
    public func override(_ match: String, with body: String) async throws {
        let rule: [String: Any] = ["match": match, "action": "body", "status": 200, "body": body]
        try await addFaults(String(decoding: JSONSerialization.data(withJSONObject: [rule]), as: UTF8.self))
    }

    /// The text of the file at `relative` below ``root``.
    public func file(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }
}
