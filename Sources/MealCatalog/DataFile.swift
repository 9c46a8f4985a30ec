#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking
#if canImport(Glibc)
import Glibc
#endif

// A stand-in with the shape of CatalogKit's coming `DataFile` (the favourites' lock-and-rename
// safety for any small document in the data folder): when that lands, this file goes and the
// stores keep their code.

/// Why a data file could not be read or written, said in one line.
struct DataFileFailure: Error, Sendable, Equatable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A small Codable document in the data folder (`$XDG_DATA_HOME/explore/NAME`): read whole
/// (a FIFO, a file over 1 MB or one that is not the document is refused and left as it is),
/// changed under an exclusive `flock` on `NAME.lock`, written to a temporary file and
/// renamed over the old one.
struct DataFile<Document: Codable & Sendable>: Sendable {
    let path: String
    let empty: Document

    init(name: String, environment: [String: String], empty: Document) {
        let folder: String
        if let base = environment["XDG_DATA_HOME"], base.hasPrefix("/") {
            folder = base + "/explore"
        } else {
            folder = (environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.local/share/explore"
        }
        (path, self.empty) = (folder + "/" + name, empty)
    }

    /// The document; `empty` when there is no file yet.
    func load() throws(DataFileFailure) -> Document {
        switch LocalFile.read(path, limit: 1 << 20) {
        case let .success(data):
            guard let document = try? JSONDecoder().decode(Document.self, from: data) else {
                throw DataFileFailure("\(path) is not what explore wrote there; left as it is")
            }
            return document
        case .failure(.missing): return empty
        case let .failure(failure): throw DataFileFailure("cannot read \(path): \(failure); left as it is")
        }
    }

    /// Applies `change` to the document the file holds now, under the lock, and writes it.
    func update<T>(_ change: (inout Document) throws(DataFileFailure) -> T) throws(DataFileFailure) -> T {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
            throw DataFileFailure("cannot create \(folder.path)")
        }
        let lock = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o600)
        guard lock >= 0 else { throw DataFileFailure("cannot open \(path).lock") }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw DataFileFailure("cannot lock \(path).lock") }
        }
        defer { flock(lock, LOCK_UN) }
        var document = try load()
        let result = try change(&document)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document), (try? data.write(to: URL(fileURLWithPath: path), options: .atomic)) != nil else {
            throw DataFileFailure("cannot write \(path)")
        }
        return result
    }
}
