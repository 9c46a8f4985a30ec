import FoundationEssentials
import Networking
#if canImport(Glibc)
import Glibc
#endif

/// Why a data file could not be read or written, said in one line.
public struct DataFileFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// A small JSON document of the user's in the data folder (`$XDG_DATA_HOME/explore/NAME`,
/// by default `~/.local/share/explore/NAME`): the favourites, a team, a pantry.
///
/// Every change is an operation applied to what the file holds at that moment, under an
/// exclusive `flock` on `NAME.lock`: the file is read again, changed, and the result written
/// to a temporary file in the same folder, synced, and renamed over the old one (then the
/// folder is synced). Two instances changing it at once therefore lose nothing, and a crash
/// at any point leaves either the old file or the new one, never a part of one. A FIFO, a
/// file over ``maximumBytes`` or one that is not this document is refused and left as it
/// is; a symbolic link is written through (a dotfiles folder), a link to nothing refused.
public struct DataFile<Document: Codable & Sendable>: Sendable {
    public let path: String
    /// What the file holds before it exists.
    public let empty: Document
    /// What the document is called in messages ("a favourites file").
    public let what: String
    /// How the user gets out of a file that cannot be read, said after why ("run 'explore
    /// favourites --repair' …"); nil where there is no way but by hand.
    public var wayOut: String?
    /// The version of the documents this build writes (their `version` key).
    public static var version: Int { 1 }

    /// Only the `version` of a document, read before the rest.
    struct VersionPeek: Decodable {
        var version: Int?
    }

    /// The largest file read: a larger one is refused whole, so that a planted or runaway
    /// file cannot make every start slow.
    public static var maximumBytes: Int { 1 << 20 }
    /// Called after the temporary file is written and synced, before the rename: tests make
    /// it throw to stand for a crash at the worst moment.
    let beforeRename: @Sendable () throws -> Void

    public init(path: String, empty: Document, what: String) {
        self.init(path: path, empty: empty, what: what, beforeRename: {})
    }

    init(path: String, empty: Document, what: String, beforeRename: @escaping @Sendable () throws -> Void) {
        (self.path, self.empty, self.what, self.beforeRename) = (path, empty, what, beforeRename)
    }

    /// The file `name` in the data folder of this environment.
    public init(name: String, environment: [String: String], empty: Document, what: String) {
        self.init(path: Self.folder(environment: environment) + "/" + name, empty: empty, what: what)
    }

    /// The data folder for this environment: the demo's own (``DemoDataFolder``), else
    /// `$XDG_DATA_HOME/explore`, else `~/.local/share/explore`.
    public static func folder(environment: [String: String]) -> String {
        if let demo = environment[DemoDataFolder.variable], demo.hasPrefix("/") { return demo }
        if let base = environment["XDG_DATA_HOME"], !base.isEmpty, base.hasPrefix("/") { return base + "/explore" }
        let home = HomeFolder.path(environment: environment)
        return home + "/.local/share/explore"
    }

    /// The document; ``empty`` when there is no file yet. A file that cannot be read says
    /// so, and how to get out of it (``wayOut``) where it is too large or not the document.
    public func load() throws(DataFileFailure) -> Document {
        switch read() {
        case let .document(document): return document
        case let .unreadable(failure): throw DataFileFailure(failure.description + (wayOut.map { ". " + $0 } ?? ""))
        case let .refused(failure): throw failure
        }
    }

    /// What reading the file found.
    enum Reading {
        case document(Document)
        /// Too large, or not the document: it can be moved aside (``DataFile/repair(salvage:)``).
        case unreadable(DataFileFailure)
        /// Not to be touched: a newer version's file, a FIFO, a file that cannot be opened.
        case refused(DataFileFailure)
    }

    func read() -> Reading {
        switch LocalFile.read(path, limit: Self.maximumBytes) {
        case let .success(data):
            // A newer explore's file (a `version` above 1) is not rewritten by this one: what
            // it holds that this one does not know would be lost.
            if let version = (try? JSONDecoder().decode(VersionPeek.self, from: data))?.version, version > Self.version {
                return .refused(DataFileFailure("\(path) is \(what) of a newer version (\(version)); left as it is"))
            }
            guard let document = try? JSONDecoder().decode(Document.self, from: data) else {
                return .unreadable(DataFileFailure("\(path) is not \(what); left as it is"))
            }
            return .document(document)
        case .failure(.missing): return .document(empty)
        case let .failure(failure):
            let said = DataFileFailure("cannot read \(path): \(failure); left as it is")
            if case .tooLarge = failure { return .unreadable(said) }
            return .refused(said)
        }
    }

    /// The file that changes are written to: `path` itself, or, where `path` is a symbolic
    /// link (favourites kept in a dotfiles folder, say), the file it points at, so that the
    /// link is kept. A link to nothing is refused rather than followed into a new file.
    func target() throws(DataFileFailure) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw DataFileFailure("\(path) is a symbolic link to a file that does not exist; left as it is")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Applies `change` to what the file holds now, under the lock, and writes the result
    /// atomically; returns what `change` returns. A `change` that throws writes nothing.
    public func update<Result>(_ change: (inout Document) throws(DataFileFailure) -> Result) throws(DataFileFailure) -> Result {
        try locked { () throws(DataFileFailure) -> Result in
            var document = try load()
            let result = try change(&document)
            try save(document)
            return result
        }
    }

    /// Writes `document` over the file (through a link to it, see ``target()``; or at `file`,
    /// the path a link pointed at before it was moved aside), atomically. Call under
    /// ``locked(_:)``.
    func save(_ document: Document, to file: String? = nil) throws(DataFileFailure) {
        let target: String
        if let file { target = file } else { target = try self.target() }
        try write(document, to: target, folder: URL(fileURLWithPath: target).deletingLastPathComponent().path)
    }

    /// Runs `work` holding the file's lock (its folder made first).
    func locked<Result>(_ work: () throws(DataFileFailure) -> Result) throws(DataFileFailure) -> Result {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw DataFileFailure("cannot create \(folder)")
        }
        // The lock is never followed: a link planted there would make it create a file
        // wherever it points.
        let lock = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o600)
        guard lock >= 0 else {
            throw DataFileFailure(errno == ELOOP ? "\(path).lock is a symbolic link; left as it is" : "cannot open \(path).lock")
        }
        defer { close(lock) }
        var lockInfo = stat()
        guard fstat(lock, &lockInfo) == 0, lockInfo.st_mode & S_IFMT == S_IFREG else {
            throw DataFileFailure("\(path).lock is not a regular file; left as it is")
        }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw DataFileFailure("cannot lock \(path).lock") }
        }
        defer { flock(lock, LOCK_UN) }
        return try work()
    }

    private func write(_ document: Document, to path: String, folder: String) throws(DataFileFailure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard var data = try? encoder.encode(document) else { throw DataFileFailure("cannot encode \(what)") }
        // Indented where it fits; else compact, so that a file read within the limit (one
        // written compactly by hand) can still be changed, a star taken off.
        if data.count >= Self.maximumBytes {
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            guard let compact = try? encoder.encode(document) else { throw DataFileFailure("cannot encode \(what)") }
            data = compact
        }
        data.append(0x0A)
        // What is written must be readable back: a file past the read limit would lock the
        // user out of it for good.
        guard data.count <= Self.maximumBytes else {
            // In KB, rounded up: "at most 1 MB, and this would be 1 MB" says nothing.
            let kilobytes = (data.count + 1_023) >> 10
            throw DataFileFailure("not saved: \(what) can hold at most \(Self.maximumBytes >> 10) KB, and this would be \(kilobytes) KB; \(path) is unchanged")
        }
        // Nor is a known secret (the API key, echoed by a server in an id) ever written.
        guard !Redaction.containsKnownSecret(data) else {
            throw DataFileFailure("not saved: it would hold your API key; \(path) is unchanged")
        }
        var template = Array((path + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw DataFileFailure("cannot write in \(folder)") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        let complete = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return buffer.isEmpty }
            while written < buffer.count {
                let count = Glibc.write(descriptor, base + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        // The new file keeps the old one's permissions (mkstemp makes 0600): a file
        // the user shares from a dotfiles folder stays as they set it.
        var old = stat()
        if stat(path, &old) == 0 { _ = fchmod(descriptor, old.st_mode & 0o777) }
        let synced = complete && fsync(descriptor) == 0
        close(descriptor)
        guard synced else {
            unlink(temporary)
            throw DataFileFailure("cannot write \(temporary)")
        }
        do {
            try beforeRename()
        } catch {
            unlink(temporary)
            throw DataFileFailure("interrupted before replacing \(path)")
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw DataFileFailure("cannot replace \(path)")
        }
        // The rename itself survives a power cut once the folder is synced.
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }
}
