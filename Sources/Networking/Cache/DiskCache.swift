import FoundationEssentials
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Responses kept on disk, one file per request, so that what was browsed yesterday is
/// there today, and on a train.
///
/// The cache lives in a folder marked as the app's (see ``CacheDirectory``), its entries in
/// that folder's `entries` subfolder, named by the SHA-256 of the request with its secrets
/// masked, so no key ever reaches a file name. Each file holds a header line, the metadata as
/// one JSON line, then the body (see ``CacheEntryFormat``). Writes go to a temporary file
/// that is renamed into place, so a reader — in this process or another — sees a whole entry
/// or none. Nothing is followed through a link, and only files the app can prove it wrote
/// (their exact name and header) are ever removed. Past the size limit the least recently
/// used entries go.
public final class DiskCache: Sendable {
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

    /// The folder asked for (`--cache-dir` or the default).
    public let requestedDirectory: URL
    /// The cache folder in use: the requested one, or its `explore-cache` subfolder when the
    /// requested one holds other things.
    public let directory: URL
    /// Where the entries are.
    public let entriesDirectory: URL
    /// Why the cache cannot be used, if it cannot: reads then miss and writes do nothing.
    public let problem: CacheDirectory.Problem?
    public let sizeLimit: Int
    let now: @Sendable () -> Date
    /// The entries folder, opened once (never through a link) and held: every read, write,
    /// rename and removal happens relative to it, so swapping the folder's path for a link
    /// while the app runs sends nothing to the link's target. -1 when there is none yet.
    let folder: Int32
    /// Removes a file from the entries folder: 0, or the `errno` of the failure. Tests put a
    /// failing one here.
    let removeFile: @Sendable (Int32, String) -> Int32
    static let unlinkFile: @Sendable (Int32, String) -> Int32 = { unlinkat($0, $1, 0) == 0 ? 0 : errno }

    /// The file system is the shared state (writes are atomic renames); this is the
    /// process's own bookkeeping of it.
    struct Ledger {
        /// Entry file name → size and last use, listed once, then kept up to date.
        var index: [String: IndexedFile]?
        /// Bytes in `index`: the running total eviction compares with the limit.
        var total = 0
        /// Lookups so far, hits and misses.
        var reads = 0
    }

    let ledger = Mutex(Ledger())

    /// Whether the cache holds no entry at all (a first run, a cleared cache): everything the
    /// app shows first will come from the network. Reads the folder up to its first entry.
    public var holdsNoEntries: Bool {
        guard problem == nil, folder >= 0 else { return true }
        return !CacheFiles.holdsName(endingIn: Self.suffix, inFolder: folder)
    }

    /// How many times ``read(_:)`` has looked for an entry (for tests and the benchmark).
    public var readCount: Int { ledger.withLock { $0.reads } }

    struct IndexedFile {
        var size: Int
        var used: Date
    }

    static let suffix = ".entry"
    static let temporaryPrefix = ".tmp-"

    /// Opens (creating when needed) the cache for `directory`. When the folder cannot be
    /// used, ``problem`` says why and the cache is inert.
    public convenience init(directory: URL, sizeLimit: Int = 256 * 1024 * 1024, now: @escaping @Sendable () -> Date = { Date() }) {
        self.init(directory: directory, sizeLimit: sizeLimit, now: now, removeFile: Self.unlinkFile)
    }

    init(directory: URL, sizeLimit: Int, now: @escaping @Sendable () -> Date, removeFile: @escaping @Sendable (Int32, String) -> Int32) {
        requestedDirectory = directory
        self.sizeLimit = max(0, sizeLimit)
        self.now = now
        self.removeFile = removeFile
        var root = directory
        do throws(CacheDirectory.Problem) {
            root = try CacheDirectory.resolve(directory, create: true) ?? directory
            problem = nil
        } catch {
            problem = error
        }
        self.directory = root
        entriesDirectory = root.appendingPathComponent(CacheDirectory.entriesName, isDirectory: true)
        folder = problem == nil ? Self.openFolder(entriesDirectory.path) : -1
        // No listing of the folder here: start-up reads only what it shows. Abandoned
        // temporary files go when the folder is first listed, at the first write.
    }

    private init(existing root: URL, requested: URL, sizeLimit: Int) {
        requestedDirectory = requested
        directory = root
        entriesDirectory = root.appendingPathComponent(CacheDirectory.entriesName, isDirectory: true)
        folder = Self.openFolder(entriesDirectory.path)
        problem = nil
        self.sizeLimit = sizeLimit
        now = { Date() }
        removeFile = Self.unlinkFile
    }

    /// The cache already at `directory`, without creating or changing anything: nil when
    /// there is no cache there yet.
    public static func existing(directory: URL, sizeLimit: Int = 256 * 1024 * 1024) throws(CacheDirectory.Problem) -> DiskCache? {
        guard let root = try CacheDirectory.resolve(directory, create: false) else { return nil }
        return DiskCache(existing: root, requested: directory, sizeLimit: max(0, sizeLimit))
    }

    /// `$XDG_CACHE_HOME/explore`, by default `~/.cache/explore`. A relative `XDG_CACHE_HOME`
    /// is ignored, as the XDG specification says (a cache would appear in the working folder).
    public static func defaultDirectory(environment: [String: String]) -> URL {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return URL(fileURLWithPath: base).appendingPathComponent("explore")
        }
        let home = HomeFolder.path(environment: environment)
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/explore")
    }

    /// The file name stem for `request`: a hash of its method and redacted URL.
    public static func key(for request: HTTPRequest) -> String {
        SHA256.hex(of: Array("\(request.method.rawValue) \(Redaction.redact(request.url))".utf8))
    }

    deinit {
        if folder >= 0 { close(folder) }
    }

    /// The entries folder opened as a folder, never through a link; -1 when it cannot be.
    static func openFolder(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }

    /// The entry for `request`, or nil. A damaged entry is a miss, and is removed when it is
    /// the app's own file. A link or anything but a regular file is never read.
    public func read(_ request: HTTPRequest) -> Entry? {
        guard problem == nil, folder >= 0 else { return nil }
        ledger.withLock { $0.reads += 1 }
        let name = Self.key(for: request) + Self.suffix
        guard case let .data(data, _) = CacheFiles.read(name, in: folder, limit: CacheEntryFormat.Limits.entryBytes) else { return nil }
        let date = now()
        guard let entry = CacheEntryFormat.decode(data, now: date) else {
            removeOwnFile(named: name)
            return nil
        }
        // Least recently used goes first: reading counts as use.
        CacheFiles.touch(name, in: folder, at: date)
        ledger.withLock { ledger in
            if ledger.index?[name] != nil { ledger.index?[name]?.used = date }
        }
        return entry
    }

    /// Stores `entry` for `request`, atomically, then keeps the cache under its limit.
    public func write(_ entry: Entry, for request: HTTPRequest) {
        guard problem == nil, sizeLimit > 0, folder >= 0 else { return }
        let date = now()
        guard let data = CacheEntryFormat.encode(entry, url: Redaction.redact(request.url), now: date) else { return }
        let temporary = Self.temporaryPrefix + "\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        guard CacheFiles.createNew(temporary, in: folder, data: data) else { return }
        let name = Self.key(for: request) + Self.suffix
        if renameat(folder, temporary, folder, name) != 0 {
            _ = removeFile(folder, temporary)
            return
        }
        CacheFiles.touch(name, in: folder, at: date)
        recordWrite(name, size: data.count, at: date)
    }

    /// Removes the entry for `request`, if the app wrote it: a response that turned out not
    /// to be usable must not be served again.
    public func remove(_ request: HTTPRequest) {
        guard problem == nil, folder >= 0 else { return }
        removeOwnFile(named: Self.key(for: request) + Self.suffix)
    }
}
