#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Where the disk cache lives, and the proof that a folder is the app's own.
///
/// A cache folder is the app's when it holds a `CACHEDIR.TAG` (the Cache Directory Tagging
/// convention, so that backup tools skip it) written by this app. Entries live in its
/// `entries` subfolder, which the app creates and where nothing else belongs. A requested
/// folder that is missing or empty becomes a cache folder; one that already holds other
/// things is never written into: the cache goes to its subfolder `explore-cache` instead, and
/// if that too exists and is not the app's, the folder is refused.
public enum CacheDirectory {
    public static let tagName = "CACHEDIR.TAG"
    public static let entriesName = "entries"
    /// The subfolder used inside a requested folder that holds other things.
    public static let subfolderName = "explore-cache"
    static let signature = "Signature: 8a477f597d28d172789f06886806bc55"
    static let owner = "# This file is a cache directory tag created by explore."
    static let tagContents = signature + "\n" + owner + "\n# For information about cache directory tags, see https://bford.info/cachedir/\n"

    /// Why a folder cannot hold the cache. The description is one plain sentence.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case notAFolder(path: String)
        case cannotCreate(path: String, reason: String)
        case cannotRead(path: String, reason: String)
        /// The folder and its `explore-cache` subfolder both hold things the app did not make.
        case notOurs(path: String)

        /// The folder concerned.
        public var path: String {
            switch self {
            case let .notAFolder(path), let .cannotCreate(path, _), let .cannotRead(path, _), let .notOurs(path): return path
            }
        }

        /// The problem in a few words, without the path: for a status bar.
        public var reason: String {
            switch self {
            case .notAFolder: return "not a folder"
            case let .cannotCreate(_, reason): return "cannot create it (\(reason))"
            case let .cannotRead(_, reason): return "cannot read it (\(reason))"
            case .notOurs: return "it holds other files"
            }
        }

        public var description: String {
            switch self {
            case let .notAFolder(path): return "\(path) is not a folder"
            case let .cannotCreate(path, reason): return "cannot create the cache folder \(path): \(reason)"
            case let .cannotRead(path, reason): return "cannot read the cache folder \(path): \(reason)"
            case let .notOurs(path): return "\(path) holds files that are not explore's, and so does its \(subfolderName) subfolder; choose another --cache-dir"
            }
        }
    }

    enum State {
        case missing, empty, ours, foreign
    }

    /// Finds the cache root for `requested`. With `create`, a missing or empty folder is made
    /// a cache folder; without, nothing is written and nil means "no cache yet".
    public static func resolve(_ requested: URL, create: Bool) throws(Problem) -> URL? {
        let path = requested.standardizedFileURL.path
        switch try state(of: path, followLink: true) {
        case .ours: return try prepared(path, create: create, tagged: true)
        case .missing, .empty: return create ? try prepared(path, create: true, tagged: false) : nil
        case .foreign: break
        }
        let subfolder = path == "/" ? "/" + subfolderName : path + "/" + subfolderName
        switch try state(of: subfolder, followLink: false) {
        case .ours: return try prepared(subfolder, create: create, tagged: true)
        case .missing, .empty: return create ? try prepared(subfolder, create: true, tagged: false) : nil
        case .foreign: throw .notOurs(path: path)
        }
    }

    /// What is at `path`: the requested folder may be reached through a link (the user
    /// chose it); a subfolder inside a folder that is not ours may not.
    static func state(of path: String, followLink: Bool) throws(Problem) -> State {
        var info = stat()
        let status = followLink ? stat(path, &info) : lstat(path, &info)
        if status != 0 {
            if errno == ENOENT { return .missing }
            if errno == ENOTDIR { throw .notAFolder(path: path) }
            throw .cannotRead(path: path, reason: CacheFiles.describe(errno))
        }
        if !CacheFiles.isDirectory(info.st_mode) {
            // A link inside a foreign folder counts as something else's.
            if (info.st_mode & S_IFMT) == S_IFLNK { return .foreign }
            throw .notAFolder(path: path)
        }
        if isTagged(path) { return .ours }
        switch CacheFiles.names(in: path) {
        case let .success(names): return names.isEmpty ? .empty : .foreign
        case let .failure(error): throw .cannotRead(path: path, reason: error.description)
        }
    }

    /// Whether `folder` holds a `CACHEDIR.TAG` written by this app (a regular file, not a link).
    static func isTagged(_ folder: String) -> Bool {
        guard case let .data(data, _) = CacheFiles.read(folder + "/" + tagName, limit: 4096) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        return text.hasPrefix(signature + "\n") && text.split(separator: "\n").contains { $0 == owner }
    }

    /// Makes sure `root` is a tagged cache folder with its entries subfolder (when `create`)
    /// and that the entries subfolder, if there, is a real folder.
    private static func prepared(_ root: String, create: Bool, tagged: Bool) throws(Problem) -> URL {
        if create {
            if !tagged {
                if let code = makeFolders(root) {
                    throw .cannotCreate(path: root, reason: CacheFiles.describe(code))
                }
                if !isTagged(root) && !CacheFiles.createNew(root + "/" + tagName, data: Data(tagContents.utf8)) {
                    throw .cannotCreate(path: root, reason: CacheFiles.describe(errno))
                }
            }
            let entries = root + "/" + entriesName
            if mkdir(entries, 0o700) != 0 && errno != EEXIST {
                throw .cannotCreate(path: entries, reason: CacheFiles.describe(errno))
            }
        }
        let entries = root + "/" + entriesName
        if let info = CacheFiles.lstatInfo(entries), !CacheFiles.isDirectory(info.mode) {
            throw .notAFolder(path: entries)
        }
        return URL(fileURLWithPath: root, isDirectory: true)
    }

    /// `mkdir -p`, the last folder with mode 0700; the `errno` of the first failure, or nil.
    private static func makeFolders(_ path: String) -> Int32? {
        var prefix = ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        for (index, part) in parts.enumerated() {
            prefix += "/" + part
            if mkdir(prefix, index == parts.count - 1 ? 0o700 : 0o755) != 0 {
                let code = errno
                var info = stat()
                guard code == EEXIST, stat(prefix, &info) == 0 else { return code }
                if !CacheFiles.isDirectory(info.st_mode) { return ENOTDIR }
            }
        }
        return nil
    }
}
