import Foundation

/// `--log-file`: one line per request attempt, with secrets redacted:
/// `2026-11-30T05:10:00.123Z GET https://host/path?apiKey=*** 200 1834B 45ms attempt=1`.
public final class RequestLog: @unchecked Sendable {
    // `@unchecked Sendable`: `handle` is only written under `lock`.
    private let lock = NSLock()
    private let handle: FileHandle
    private var failed = false

    /// Opens `path` for appending, creating it (readable by the owner only) if needed.
    public init(path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
    }

    deinit {
        try? handle.close()
    }

    /// The line for one attempt.
    public static func line(request: HTTPRequest, attempt: Int, outcome: Result<HTTPResponse, NetworkError>, duration: Duration, at date: Date) -> String {
        let result: String
        let bytes: Int
        switch outcome {
        case let .success(response):
            result = String(response.status.code)
            bytes = response.body.count
        case let .failure(error):
            result = "error=" + Self.name(error.kind)
            bytes = 0
        }
        let milliseconds = Int((duration.timeInterval * 1000).rounded())
        let time = date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        return "\(time) \(request.redactedDescription) \(result) \(bytes)B \(milliseconds)ms attempt=\(attempt)"
    }

    static func name(_ kind: NetworkError.Kind) -> String {
        switch kind {
        case .invalidURL: return "invalid-url"
        case .offline: return "offline"
        case .connectionLost: return "connection-lost"
        case .timedOut: return "timed-out"
        case let .httpStatus(status, _, _): return "http-\(status.code)"
        case .undecodable: return "undecodable"
        case .invalidResponse: return "invalid-response"
        case .malformedResponse: return "not-http"
        case .redirectRefused: return "redirect-refused"
        case .cancelled: return "cancelled"
        case .unavailableOffline: return "not-cached"
        }
    }

    public func record(request: HTTPRequest, attempt: Int, outcome: Result<HTTPResponse, NetworkError>, duration: Duration) {
        write(Self.line(request: request, attempt: attempt, outcome: outcome, duration: duration, at: Date()))
    }

    /// The line for one redirect hop, secrets redacted on both ends:
    /// `… GET http://host/a?apiKey=*** 302 redirect=http://other/b?apiKey=*** refused`.
    public static func redirectLine(method: HTTPMethod, from: URL, status: HTTPStatus, to: URL, followed: Bool, at date: Date) -> String {
        let time = date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        return "\(time) \(method.rawValue) \(Redaction.redact(from)) \(status.code) redirect=\(Redaction.redact(to)) \(followed ? "followed" : "refused")"
    }

    /// Records one redirect hop (the transport calls this for every hop, followed or not).
    public func recordRedirect(method: HTTPMethod, from: URL, status: HTTPStatus, to: URL, followed: Bool) {
        write(Self.redirectLine(method: method, from: from, status: status, to: to, followed: followed, at: Date()))
    }

    private func write(_ line: String) {
        let text = line + "\n"
        lock.withLock {
            guard !failed else { return }
            // A full disk ends the log, not the app.
            do { try handle.write(contentsOf: Data(text.utf8)) } catch { failed = true }
        }
    }
}
