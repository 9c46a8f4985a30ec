import FoundationEssentials
import Networking
#if canImport(Glibc)
import Glibc
#endif

/// The favourites file, `$XDG_DATA_HOME/explore/favourites.json` (by default
/// `~/.local/share/explore/favourites.json`):
///
/// ```json
/// {"version": 1, "favourites": [{"catalog": "pokemon", "kind": "pokemon", "id": "25", "title": "Pikachu"}]}
/// ```
///
/// Every change is an operation applied to what the file holds at that moment, under an
/// exclusive `flock` on `favourites.json.lock`: the file is read again, the one favourite
/// added or removed, and the result written to a temporary file in the same folder, synced,
/// and renamed over the old one (then the folder is synced). Two instances changing their
/// favourites at once therefore lose nothing, and a crash at any point leaves either the old
/// file or the new one, never a part of one.
public struct FavouritesStore: Sendable {
    /// Why the favourites could not be read or written, said in one line.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// The file's shape.
    struct Document: Codable {
        var version = 1
        var favourites: [Favourite]
    }

    public let path: String
    /// Called after the temporary file is written and synced, before the rename: tests make
    /// it throw to stand for a crash at the worst moment.
    let beforeRename: @Sendable () throws -> Void

    public init(path: String) {
        self.init(path: path, beforeRename: {})
    }

    init(path: String, beforeRename: @escaping @Sendable () throws -> Void) {
        self.path = path
        self.beforeRename = beforeRename
    }

    /// The store for this environment.
    public init(environment: [String: String]) {
        self.init(path: Self.path(environment: environment))
    }

    /// Where the file is for this environment.
    public static func path(environment: [String: String]) -> String {
        if let base = environment["XDG_DATA_HOME"], !base.isEmpty, base.hasPrefix("/") {
            return base + "/explore/favourites.json"
        }
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        return home + "/.local/share/explore/favourites.json"
    }

    /// The largest favourites file read: about 8,000 favourites. A larger one is refused
    /// whole (and left as it is), so that a planted or runaway file cannot make every start
    /// and every star slow.
    public static let maximumBytes = 1 << 20

    /// The favourites in the order they were starred; none when there is no file yet. A
    /// FIFO at the path is refused rather than waited on, and so is a file over the limit.
    public func load() throws(Failure) -> [Favourite] {
        switch LocalFile.read(path, limit: Self.maximumBytes) {
        case let .success(data): return try Self.decode(data, path: path)
        case .failure(.missing): return []
        case let .failure(failure): throw Failure("cannot read \(path): \(failure); left as it is")
        }
    }

    /// The file that changes are written to: `path` itself, or, where `path` is a symbolic
    /// link (favourites kept in a dotfiles folder, say), the file it points at, so that the
    /// link is kept. A link to nothing is refused rather than followed into a new file.
    func target() throws(Failure) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw Failure("\(path) is a symbolic link to a file that does not exist; left as it is")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Stars `favourite` (`present`) or removes its star, as one operation on what the file
    /// holds now; returns the favourites after it.
    @discardableResult
    public func set(_ favourite: Favourite, present: Bool) throws(Failure) -> [Favourite] {
        try update { list in
            let index = list.firstIndex { $0.key == favourite.key }
            switch (index, present) {
            case (nil, true): list.append(favourite)
            case let (index?, false): list.remove(at: index)
            case let (index?, true): list[index].title = favourite.title
            case (nil, false): break
            }
        }
    }

    /// Stars `favourite` when it is not starred, else removes it; returns whether it is now
    /// starred and the favourites after it.
    public func toggle(_ favourite: Favourite) throws(Failure) -> (isStarred: Bool, favourites: [Favourite]) {
        var starred = false
        let list = try update { list in
            if let index = list.firstIndex(where: { $0.key == favourite.key }) {
                list.remove(at: index)
            } else {
                list.append(favourite)
                starred = true
            }
        }
        return (starred, list)
    }

    /// Applies `change` to the file's current list under the lock, and writes it atomically.
    private func update(_ change: (inout [Favourite]) -> Void) throws(Failure) -> [Favourite] {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure("cannot create \(folder)")
        }
        // The lock is never followed: a link planted there would make it create a file
        // wherever it points.
        let lock = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o600)
        guard lock >= 0 else {
            throw Failure(errno == ELOOP ? "\(path).lock is a symbolic link; left as it is" : "cannot open \(path).lock")
        }
        defer { close(lock) }
        var lockInfo = stat()
        guard fstat(lock, &lockInfo) == 0, lockInfo.st_mode & S_IFMT == S_IFREG else { throw Failure("\(path).lock is not a regular file; left as it is") }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Failure("cannot lock \(path).lock") }
        }
        defer { flock(lock, LOCK_UN) }
        var list = try load()
        change(&list)
        let target = try target()
        try write(list, to: target, folder: URL(fileURLWithPath: target).deletingLastPathComponent().path)
        return list
    }

    private func write(_ list: [Favourite], to path: String, folder: String) throws(Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard var data = try? encoder.encode(Document(favourites: list)) else { throw Failure("cannot encode the favourites") }
        data.append(0x0A)
        var template = Array((path + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw Failure("cannot write in \(folder)") }
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
        // The new file keeps the old one's permissions (mkstemp makes 0600): a favourites file
        // the user shares from a dotfiles folder stays as they set it.
        var old = stat()
        if stat(path, &old) == 0 { _ = fchmod(descriptor, old.st_mode & 0o777) }
        let synced = complete && fsync(descriptor) == 0
        close(descriptor)
        guard synced else {
            unlink(temporary)
            throw Failure("cannot write \(temporary)")
        }
        do {
            try beforeRename()
        } catch {
            unlink(temporary)
            throw Failure("interrupted before replacing \(path)")
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw Failure("cannot replace \(path)")
        }
        // The rename itself survives a power cut once the folder is synced.
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    static func decode(_ data: Data, path: String) throws(Failure) -> [Favourite] {
        guard let document = try? JSONDecoder().decode(Document.self, from: data) else {
            throw Failure("\(path) is not a favourites file; left as it is")
        }
        return document.favourites
    }

    /// The favourites as the `--json` output of `explore favourites`: the file's own shape,
    /// with controls, C1 and bidirectional characters in titles escaped as `\uXXXX` (a
    /// title planted in the file cannot reach a terminal raw).
    public static func json(_ favourites: [Favourite]) -> String {
        let items = favourites.map { favourite in
            JSONValue.object([("catalog", .string(favourite.catalog.rawValue)), ("id", .string(favourite.id)),
                              ("kind", .string(favourite.kind.rawValue)), ("title", .string(favourite.title))])
        }
        return JSONValue.object([("favourites", .array(items)), ("version", .number(1))]).serialized(pretty: true)
    }
}
