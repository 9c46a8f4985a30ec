import Foundation

/// `raw_server.py` run as a child process: fixed raw HTTP answers that an ordinary server
/// would never send (304 with Content-Length, a bare status line, cross-origin redirects,
/// a gzip bomb), or, with `proxy: true`, a forwarding HTTP proxy that marks what it relayed
/// with `X-Test-Proxy: forwarded`.
public final class RawServer: @unchecked Sendable {
    public let port: Int
    private let process: Subprocess

    /// `refuse`: a proxy that opens no tunnel, answering everything with that status.
    public init(proxy: Bool = false, refuse: Int? = nil) async throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("raw_server.py")
        let listener = try LoopbackListener()
        port = listener.port
        process = try await Subprocess.server(
            ["python3", script.path, "--listen-fd", "3"] + (proxy ? ["--proxy"] : []) + (refuse.map { ["--refuse", String($0)] } ?? []),
            listener: listener, readyFile: Subprocess.readyFile())
    }

    deinit { stop() }

    /// `http://127.0.0.1:<port>`
    public var origin: String { "http://127.0.0.1:\(port)" }

    /// `origin` + `path` as a URL.
    public func url(_ path: String) -> URL {
        URL(string: origin + path) ?? URL(fileURLWithPath: "/")
    }

    public func stop() {
        guard process.isRunning else { return }
        process.signal(SIGTERM)
        process.wait()
    }
}
