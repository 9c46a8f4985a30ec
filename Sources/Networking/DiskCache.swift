import Foundation

/// Responses kept on disk, one file per request, so that what was browsed yesterday is
/// there today, and on a train.
///
/// Files are named by the SHA-256 of the request with its secrets masked, so no key ever
/// reaches a file name. Each file holds a header line, the metadata as one JSON line (status,
/// `ETag`, `Last-Modified`, max-age, when stored, the body's length and checksum), then the
/// body. Writes go to a temporary file that is renamed into place, so a reader — in this
/// process or another — sees a whole entry or none; an entry that fails its length or
/// checksum is a miss and is removed. Past the size limit the least recently used entries go.
public final class DiskCache: @unchecked Sendable {
    /// One stored response and what is known about its freshness.
    public struct Entry: Sendable, Equatable {
        public var status: HTTPStatus
        public var headers: [String: String]
        public var body: Data
        public var storedAt: Date
        public var etag: String?
        public var lastModified: String?
        /// Seconds the response stays fresh after `storedAt`.
        public var maxAge: TimeInterval

        public init(status: HTTPStatus, headers: [String: String], body: Data, storedAt: Date, etag: String?, lastModified: String?, maxAge: TimeInterval) {
            self.status = status
            self.headers = headers
            self.body = body
            self.storedAt = storedAt
            self.etag = etag
            self.lastModified = lastModified
            self.maxAge = maxAge
        }

        public func isFresh(at now: Date) -> Bool {
            now.timeIntervalSince(storedAt) < maxAge
        }

        public var response: HTTPResponse {
            HTTPResponse(status: status, headers: headers, body: body)
        }
    }

    /// What `explore cache info` shows.
    public struct Summary: Sendable, Equatable {
        public var entries: Int
        public var bytes: Int
    }

    public let directory: URL
    public let sizeLimit: Int
    private let now: @Sendable () -> Date
    // `@unchecked Sendable`: the file system is the shared state; writes are atomic renames,
    // and `evictionLock` only keeps this process from evicting twice at once.
    private let evictionLock = NSLock()

    private static let magic = "EXPLORE-CACHE 1"
    private static let suffix = ".entry"

    public init(directory: URL, sizeLimit: Int = 256 * 1024 * 1024, now: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.sizeLimit = max(0, sizeLimit)
        self.now = now
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        removeAbandonedTemporaryFiles()
    }

    /// `$XDG_CACHE_HOME/explore`, by default `~/.cache/explore`.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        if let base = environment["XDG_CACHE_HOME"], !base.isEmpty {
            return URL(fileURLWithPath: base).appendingPathComponent("explore")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/explore")
    }

    /// The file name stem for `request`: a hash of its method and redacted URL.
    public static func key(for request: HTTPRequest) -> String {
        SHA256.hex(of: Array("\(request.method.rawValue) \(Redaction.redact(request.url))".utf8))
    }

    private func file(for request: HTTPRequest) -> URL {
        directory.appendingPathComponent(Self.key(for: request) + Self.suffix)
    }

    /// The entry for `request`, or nil. A damaged entry is removed and is a miss.
    public func read(_ request: HTTPRequest) -> Entry? {
        let url = file(for: request)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        guard let entry = Self.decode(data) else {
            try? FileManager.default.removeItem(at: url)
            return nil
        }
        // Least recently used goes first: reading counts as use.
        try? FileManager.default.setAttributes([.modificationDate: now()], ofItemAtPath: url.path)
        return entry
    }

    /// Stores `entry` for `request`, atomically, then keeps the cache under its limit.
    public func write(_ entry: Entry, for request: HTTPRequest) {
        guard sizeLimit > 0 else { return }
        let metadata = Metadata(status: entry.status.code, headers: entry.headers, storedAt: entry.storedAt.timeIntervalSince1970,
                                etag: entry.etag, lastModified: entry.lastModified, maxAge: entry.maxAge,
                                length: entry.body.count, checksum: Self.checksum(entry.body), url: Redaction.redact(request.url))
        guard let json = try? JSONEncoder().encode(metadata) else { return }
        var data = Data((Self.magic + "\n").utf8)
        data.append(json)
        data.append(0x0A)
        data.append(entry.body)
        let temporary = directory.appendingPathComponent(".tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else { return }
        let destination = file(for: request)
        if rename(temporary.path, destination.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            return
        }
        try? FileManager.default.setAttributes([.modificationDate: now()], ofItemAtPath: destination.path)
        evictIfNeeded()
    }

    /// Entries and bytes on disk.
    public func summary() -> Summary {
        let files = entryFiles()
        return Summary(entries: files.count, bytes: files.reduce(0) { $0 + $1.size })
    }

    /// Removes every entry (and stray temporary files).
    public func clear() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasSuffix(Self.suffix) || name.hasPrefix(".tmp-") {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    // MARK: - Format

    private struct Metadata: Codable {
        var status: Int
        var headers: [String: String]
        var storedAt: Double
        var etag: String?
        var lastModified: String?
        var maxAge: Double
        var length: Int
        var checksum: UInt64
        /// The request, redacted, for people looking at the files.
        var url: String
    }

    private static func decode(_ data: Data) -> Entry? {
        guard let first = data.firstIndex(of: 0x0A),
              String(decoding: data[data.startIndex..<first], as: UTF8.self) == magic,
              let second = data[(first + 1)...].firstIndex(of: 0x0A),
              let metadata = try? JSONDecoder().decode(Metadata.self, from: data[(first + 1)..<second])
        else { return nil }
        let body = Data(data[(second + 1)...])
        guard body.count == metadata.length, checksum(body) == metadata.checksum else { return nil }
        return Entry(status: HTTPStatus(metadata.status), headers: metadata.headers, body: body,
                     storedAt: Date(timeIntervalSince1970: metadata.storedAt), etag: metadata.etag,
                     lastModified: metadata.lastModified, maxAge: metadata.maxAge)
    }

    /// FNV-1a, 64 bits: enough to tell a damaged body from a whole one.
    static func checksum(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    // MARK: - Housekeeping

    private struct EntryFile {
        var url: URL
        var size: Int
        var used: Date
    }

    private func entryFiles() -> [EntryFile] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(Self.suffix) }.compactMap { name in
            let url = directory.appendingPathComponent(name)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
            return EntryFile(url: url, size: (attributes[.size] as? Int) ?? 0, used: (attributes[.modificationDate] as? Date) ?? .distantPast)
        }
    }

    /// Removes least recently used entries until the cache is under its limit.
    private func evictIfNeeded() {
        evictionLock.lock()
        defer { evictionLock.unlock() }
        var files = entryFiles()
        var total = files.reduce(0) { $0 + $1.size }
        guard total > sizeLimit else { return }
        files.sort { $0.used < $1.used }
        for file in files where total > sizeLimit {
            try? FileManager.default.removeItem(at: file.url)
            total -= file.size
        }
    }

    /// Temporary files left by a process that died mid-write, older than a minute.
    private func removeAbandonedTemporaryFiles() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let cutoff = Date().addingTimeInterval(-60)
        for name in names where name.hasPrefix(".tmp-") {
            let url = directory.appendingPathComponent(name)
            let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
            if (modified ?? .distantPast) < cutoff { try? FileManager.default.removeItem(at: url) }
        }
    }
}
