import Foundation

/// `tls_server.py` run as a child process with a certificate made for the test by the
/// `openssl` tool: self-signed for 127.0.0.1, or signed by a throwaway authority for another
/// host name. Its log counts connections and completed handshakes.
public final class TLSServer: @unchecked Sendable {
    /// Which certificate the server shows.
    public enum Certificate: Sendable {
        /// Self-signed, for 127.0.0.1: refused unless trusted.
        case selfSigned
        /// For `other.example`, signed by ``authorityFile`` (trust it, and the name is still wrong).
        case otherHost
    }

    public let port: Int
    public let folder: URL
    public let log: URL
    private let process: Subprocess

    /// Whether the `openssl` tool is there to make certificates.
    public static var available: Bool {
        (try? Subprocess.run(["/bin/sh", "-c", "command -v openssl"]).status) == 0
    }

    public init(_ certificate: Certificate) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        log = folder.appendingPathComponent("server.log")
        let script: String
        switch certificate {
        case .selfSigned:
            script = "openssl req -x509 -newkey rsa:2048 -nodes -keyout key.pem -out cert.pem -days 2 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1"
        case .otherHost:
            script = """
                openssl req -x509 -newkey rsa:2048 -nodes -keyout ca-key.pem -out ca.pem -days 2 -subj /CN=Test-Authority && \
                openssl req -newkey rsa:2048 -nodes -keyout key.pem -out request.pem -subj /CN=other.example && \
                printf 'subjectAltName=DNS:other.example\\n' > extensions.cnf && \
                openssl x509 -req -in request.pem -CA ca.pem -CAkey ca-key.pem -CAcreateserial -out cert.pem -days 2 -extfile extensions.cnf
                """
        }
        let made = try await Subprocess.runOffPool(["/bin/sh", "-c", "cd '\(folder.path)' && { \(script); } 2>&1"])
        guard made.status == 0 else { throw FixtureServer.ServerError.didNotStart }
        let listener = try LoopbackListener()
        let serverScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("tls_server.py")
        let process = try await Subprocess.server(
            [
                "python3", serverScript.path, "--cert", folder.appendingPathComponent("cert.pem").path,
                "--key", folder.appendingPathComponent("key.pem").path, "--listen-fd", "3", "--log", log.path,
            ],
            listener: listener, readyFile: Subprocess.readyFile())
        port = listener.port
        self.process = process
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The authority that signed an ``Certificate/otherHost`` certificate.
    public var authorityFile: String { folder.appendingPathComponent("ca.pem").path }

    /// `https://127.0.0.1:<port>` + `path`.
    public func url(_ path: String) -> URL {
        URL(string: "https://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// The log's lines: "connection" per TCP connection, "handshake …" per completed one.
    public func logLines() -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    public func stop() {
        guard process.isRunning else { return }
        process.signal(SIGTERM)
        process.wait()
    }
}
