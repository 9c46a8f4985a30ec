#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `--log-file`: one line per request attempt, with secrets redacted:
/// `2026-11-30T05:10:00.123Z GET https://host/path?apiKey=*** 200 1834B 45ms attempt=1`.
///
/// Only a regular file is accepted (a FIFO with no reader would block start-up, a device
/// or a terminal is no log). Each line is one `write`; a line the disk could not take whole
/// is cut off again and logging stops, so the file never holds half a line.
public final class RequestLog: Sendable {
    /// Why the log could not be opened.
    public enum OpenError: Error, Equatable, CustomStringConvertible {
        case notARegularFile
        /// The path is a symbolic link: a link planted in a shared folder would make the log
        /// append to whatever it points at.
        case symbolicLink
        /// The file is someone else's, in a sticky world-writable folder such as `/tmp`: the
        /// kernel's protected-files rule, kept whatever the system's setting.
        case notOwned
        case system(errno: Int32)

        public var description: String {
            switch self {
            case .notARegularFile: return "it is not a regular file"
            case .symbolicLink: return "it is a symbolic link (name the file itself)"
            case .notOwned: return "it belongs to another user, in a folder anyone can write to"
            case let .system(code): return String(cString: strerror(code))
            }
        }
    }

    /// Writes bytes to a descriptor as `write(2)` does: the count written, or -1.
    typealias Writer = @Sendable (Int32, UnsafeRawPointer, Int) -> Int

    private let descriptor: Int32
    /// Set once a write fell short: logging has stopped. Writes happen under this lock, one
    /// at a time, so a cut-off line is taken back before another starts.
    private let failed = Mutex(false)
    private let writer: Writer
    /// The notes written so far.
    private let noted = Mutex<Set<String>>([])
    static let maximumNotes = 1_000

    /// Opens `path` for appending, creating it (readable by the owner only) if needed.
    /// Never blocks: a FIFO with no reader is refused, not waited for.
    public convenience init(path: String) throws(OpenError) {
        try self.init(path: path, writer: { descriptor, bytes, count in Glibc.write(descriptor, bytes, count) })
    }

    init(path: String, writer: @escaping Writer) throws(OpenError) {
        // A path that exists must be a regular file, not a link to one: checked before
        // opening so that opening has no side effect (a tape rewinds, a FIFO waits)…
        var before = stat()
        if lstat(path, &before) == 0 {
            if before.st_mode & S_IFMT == S_IFLNK { throw .symbolicLink }
            if before.st_mode & S_IFMT != S_IFREG { throw .notARegularFile }
        }
        // …and O_NOFOLLOW, in case a link is planted in between.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            switch errno {
            case ELOOP: throw .symbolicLink
            case ENXIO: throw .notARegularFile
            default: throw .system(errno: errno)
            }
        }
        // What was opened is checked again, in case the path changed in between.
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notARegularFile
        }
        guard Self.mayAppend(to: opened, in: Self.folder(of: path)) else {
            close(descriptor)
            throw .notOwned
        }
        self.descriptor = descriptor
        self.writer = writer
    }

    /// The protected-files rule (`fs.protected_regular`): in a sticky folder that others can
    /// write to, only a file of one's own or of the folder's owner is written.
    static func mayAppend(to file: stat, in folder: String) -> Bool {
        var directory = stat()
        guard stat(folder, &directory) == 0 else { return false }
        let shared = directory.st_mode & S_ISVTX != 0 && directory.st_mode & (S_IWOTH | S_IWGRP) != 0
        return !shared || file.st_uid == geteuid() || file.st_uid == directory.st_uid
    }

    /// The folder a path names its file in: "." for a bare name, "/" for a file at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    deinit {
        close(descriptor)
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
        let milliseconds = Int(exactly: (duration.timeInterval * 1000).rounded()) ?? Int.max
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
        case .downgradeRefused: return "downgrade-refused"
        case .certificate: return "certificate"
        case let .proxyRefused(status): return "proxy-\(status)"
        case .proxyUnusable: return "proxy-unusable"
        case .transportUnavailable: return "no-transport"
        case .cancelled: return "cancelled"
        case .unavailableOffline: return "not-cached"
        }
    }

    public func record(request: HTTPRequest, attempt: Int, outcome: Result<HTTPResponse, NetworkError>, duration: Duration) {
        append(Self.line(request: request, attempt: attempt, outcome: outcome, duration: duration, at: Date()) + "\n")
    }

    /// The line for one redirect hop, secrets redacted on both ends:
    /// `… GET http://host/a?apiKey=*** 302 redirect=http://other/b?apiKey=*** refused`.
    public static func redirectLine(method: HTTPMethod, from: URL, status: HTTPStatus, to: URL, followed: Bool, at date: Date) -> String {
        let time = date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        return "\(time) \(method.rawValue) \(Redaction.redact(from)) \(status.code) redirect=\(Redaction.redact(to)) \(followed ? "followed" : "refused")"
    }

    /// Records one redirect hop (the transport calls this for every hop, followed or not).
    public func recordRedirect(method: HTTPMethod, from: URL, status: HTTPStatus, to: URL, followed: Bool) {
        append(Self.redirectLine(method: method, from: from, status: status, to: to, followed: followed, at: Date()) + "\n")
    }

    /// Records something the app chose not to ask for (a picture on a host it does not
    /// trust, say): `… note: picture refused: https://evil.example/x.png (not on the sprite host)`.
    /// Each note once a run (a page made again as names arrive says it again), up to
    /// ``maximumNotes`` of them.
    public func note(_ text: String) {
        guard noted.withLock({ $0.count < Self.maximumNotes && $0.insert(text).inserted }) else { return }
        let time = Date().formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        let line = Redaction.maskKnownSecrets(in: text).unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }
        append("\(time) note: \(String(String.UnicodeScalarView(line)))\n")
    }

    /// Appends `text` with one `write`. A short write (disk full, file size limit) is
    /// taken back and ends the log, not the app.
    func append(_ text: String) {
        let bytes = Array(text.utf8)
        failed.withLock { failed in
            guard !failed else { return }
            var written = -1
            repeat {
                written = bytes.withUnsafeBytes { buffer in
                    guard let base = buffer.baseAddress else { return 0 }
                    return writer(descriptor, base, buffer.count)
                }
            } while written < 0 && errno == EINTR
            guard written != bytes.count else { return }
            failed = true
            // With O_APPEND the offset is just past what this write added: cut that off.
            if written > 0 {
                let end = lseek(descriptor, 0, SEEK_CUR)
                if end >= written { _ = ftruncate(descriptor, end - off_t(written)) }
            }
        }
    }
}
