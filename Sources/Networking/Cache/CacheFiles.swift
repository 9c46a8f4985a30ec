#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The few file operations the disk cache needs, done with POSIX calls so that none of them
/// follows a symbolic link or blocks on a FIFO: what sits in a cache folder is untrusted.
/// Each takes a name relative to a `folder` descriptor (`AT_FDCWD`: a path as usual), so
/// that the cache works inside the folder it checked and opened, even if its path is later
/// swapped for a link.
enum CacheFiles {
    /// What reading a file gave.
    enum ReadResult {
        case data(Data, FileID)
        case missing
        /// A symbolic link, folder, FIFO or device: never read.
        case notRegular
        case tooLarge
        case failed(Int32)
    }

    /// Identifies a file (device and inode), to tell that a name still names what was checked.
    struct FileID: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int
        var modified: Date
    }

    /// The `lstat` of `path`: never follows a link. Nil when it cannot be read.
    static func lstatInfo(_ path: String, in folder: Int32 = AT_FDCWD) -> (mode: mode_t, id: FileID)? {
        var info = stat()
        guard fstatat(folder, path, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return (info.st_mode, fileID(info))
    }

    static func isRegular(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFREG }
    static func isDirectory(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFDIR }

    private static func fileID(_ info: stat) -> FileID {
        let seconds = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        return FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size), modified: Date(timeIntervalSince1970: seconds))
    }

    /// Reads at most `limit` bytes of a regular file without following a link at `path`.
    /// With `whole`, a longer file is `.tooLarge`; without, the first `limit` bytes come back.
    /// `followLinks` is for the user's own files (a config kept in a dotfiles folder); what
    /// sits in the cache folder is never followed.
    static func read(_ path: String, in folder: Int32 = AT_FDCWD, limit: Int, whole: Bool = true, followLinks: Bool = false) -> ReadResult {
        let descriptor = openat(folder, path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | (followLinks ? 0 : O_NOFOLLOW))
        if descriptor < 0 {
            switch errno {
            case ENOENT, ENOTDIR: return .missing
            case ELOOP: return .notRegular
            default: return .failed(errno)
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failed(errno) }
        guard isRegular(info.st_mode) else { return .notRegular }
        if whole && Int(info.st_size) > limit { return .tooLarge }
        let wanted = min(limit, max(0, Int(info.st_size)))
        var data = Data(count: wanted)
        var filled = 0
        while filled < wanted {
            let count = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + filled, wanted - filled)
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return .failed(errno) }
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return .data(data, fileID(info))
    }

    /// Creates `path` (which must not exist, and is never a link) holding `data`, mode 0600.
    static func createNew(_ path: String, in folder: Int32 = AT_FDCWD, data: Data) -> Bool {
        let descriptor = openat(folder, path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        var written = 0
        let complete = data.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                written += count
            }
            return true
        }
        let closed = close(descriptor) == 0
        if !(complete && closed) { unlinkat(folder, path, 0) }
        return complete && closed
    }

    /// The names in a folder (without `.` and `..`), or the `errno` of the failure.
    static func names(in folder: String) -> Result<[String], CacheFileError> {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(CacheFileError(code: errno)) }
        defer { close(descriptor) }
        return names(inFolder: descriptor)
    }

    /// The names in the folder open as `descriptor` (which stays open).
    static func names(inFolder descriptor: Int32) -> Result<[String], CacheFileError> {
        var names: [String] = []
        let failure = walkNames(inFolder: descriptor) { name in
            names.append(name)
            return true
        }
        if let failure { return .failure(failure) }
        return .success(names)
    }

    /// Whether the folder open as `descriptor` holds a name ending in `suffix`: it stops at
    /// the first, so a large folder costs no more than a small one. False when it cannot be read.
    static func holdsName(endingIn suffix: String, inFolder descriptor: Int32) -> Bool {
        var found = false
        _ = walkNames(inFolder: descriptor) { name in
            found = name.hasSuffix(suffix)
            return !found
        }
        return found
    }

    /// Hands `visit` the names in the folder open as `descriptor` (which stays open), without
    /// `.` and `..`, until it returns false; the failure, if reading failed.
    @discardableResult
    private static func walkNames(inFolder descriptor: Int32, _ visit: (String) -> Bool) -> CacheFileError? {
        let copy = dup(descriptor)
        guard copy >= 0 else { return CacheFileError(code: errno) }
        guard let directory = fdopendir(copy) else {
            close(copy)
            return CacheFileError(code: errno)
        }
        // The copy shares the original's read position: start from the top.
        rewinddir(directory)
        defer { closedir(directory) }
        while true {
            // readdir returns nil at the end and on failure; only errno tells them apart.
            errno = 0
            guard let entry = readdir(directory) else { break }
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != "..", !visit(name) { return nil }
        }
        return errno == 0 ? nil : CacheFileError(code: errno)
    }

    /// Sets the modification time of `path` (never through a link): how recently an entry was used.
    static func touch(_ path: String, in folder: Int32 = AT_FDCWD, at date: Date) {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 1e15 else { return }
        let whole = seconds.rounded(.down)
        guard let wholeSeconds = Int(exactly: whole), let nanoseconds = Int(exactly: ((seconds - whole) * 1e9).rounded(.down)) else { return }
        let time = timespec(tv_sec: wholeSeconds, tv_nsec: min(nanoseconds, 999_999_999))
        let times = [time, time]
        _ = utimensat(folder, path, times, AT_SYMLINK_NOFOLLOW)
    }

    /// `strerror` for `code`.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// A failed file operation, by `errno`.
struct CacheFileError: Error, Equatable {
    var code: Int32
    var description: String { CacheFiles.describe(code) }
}
