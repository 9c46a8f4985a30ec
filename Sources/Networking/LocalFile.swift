#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A file of the user's read whole, safely: only a regular file (a FIFO or device at the
/// path is refused without waiting on it), and only up to a size given by the caller, checked
/// before anything is read (a 60 MB config or a 100 MB `file://` answer costs nothing).
public enum LocalFile {
    /// Why a file was not read.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case missing
        case notARegularFile
        case tooLarge(limit: Int)
        case failed(errno: Int32)

        public var description: String {
            switch self {
            case .missing: return "it does not exist"
            case .notARegularFile: return "it is not a regular file"
            case let .tooLarge(limit): return "it is larger than \(LocalFile.size(limit))"
            case let .failed(code): return String(cString: strerror(code))
            }
        }
    }

    /// The bytes of the regular file at `path` (a link to one is followed), at most `limit`.
    public static func read(_ path: String, limit: Int) -> Result<Data, Failure> {
        switch CacheFiles.read(path, limit: limit, followLinks: true) {
        case let .data(data, _): return .success(data)
        case .missing: return .failure(.missing)
        case .notRegular: return .failure(.notARegularFile)
        case .tooLarge: return .failure(.tooLarge(limit: limit))
        case let .failed(code): return .failure(.failed(errno: code))
        }
    }

    /// "1 MB", "32 MB", "512 KB", rounded down.
    public static func sizeText(_ bytes: Int) -> String { size(bytes) }

    /// "1 MB", "32 MB", "512 KB".
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(max(1, bytes >> 10)) KB"
    }
}
