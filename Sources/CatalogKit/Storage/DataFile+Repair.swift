import FoundationEssentials
import Networking
#if canImport(Glibc)
import Glibc
#endif

/// The ways out of a data file that cannot be read (larger than the read limit, or not the
/// document): it is never deleted, but moved aside to `NAME.unreadable-TIME` beside it, and a
/// new one started: with what could be salvaged from it (``repair(salvage:)``), or with what
/// the user asked for (``replace(with:)``: `shopping clear` clears even a file it cannot read).
extension DataFile {
    /// The most read of a file being repaired: enough for any file a person kept.
    public static var salvageBytes: Int { 64 << 20 }

    /// What ``repair(salvage:)`` did.
    public struct Repair: Sendable {
        /// Where the unreadable file now is; nil when the file could be read (nothing done).
        public var movedTo: String?
        /// The document the file holds now.
        public var document: Document
    }

    /// Moves the file aside when it cannot be read, and writes in its place what `salvage`
    /// makes of its bytes (``empty`` when nothing, or when it is past ``salvageBytes``).
    /// A file that can be read is left alone; a newer version's file, a FIFO and the like
    /// are refused, as ``load()`` refuses them.
    public func repair(salvage: (Data) -> Document?) throws(DataFileFailure) -> Repair {
        try locked { () throws(DataFileFailure) -> Repair in
            switch read() {
            case let .document(document): return Repair(movedTo: nil, document: document)
            case let .refused(failure): throw failure
            case .unreadable:
                let bytes = (try? LocalFile.read(path, limit: Self.salvageBytes).get()) ?? Data()
                // A newer explore's file, however large, is not this one's to rewrite.
                if let version = (try? JSONDecoder().decode(VersionPeek.self, from: bytes))?.version, version > Self.version {
                    throw DataFileFailure("\(path) is \(what) of a newer version (\(version)); left as it is")
                }
                let document = salvage(bytes) ?? empty
                let (aside, file) = try moveAside()
                try save(document, to: file, aside: aside)
                return Repair(movedTo: aside, document: document)
            }
        }
    }

    /// Writes `document` whatever the file holds now: one that cannot be read is moved aside
    /// first (its new path is returned), one that can is replaced.
    @discardableResult
    public func replace(with document: Document) throws(DataFileFailure) -> String? {
        try locked { () throws(DataFileFailure) -> String? in
            switch read() {
            case .document: break
            case let .refused(failure): throw failure
            case .unreadable:
                let (moved, file) = try moveAside()
                try save(document, to: file, aside: moved)
                return moved
            }
            try save(document)
            return nil
        }
    }

    /// ``save(_:to:)`` after the old file was moved to `aside`: a failure says where it went.
    private func save(_ document: Document, to file: String, aside: String) throws(DataFileFailure) {
        do throws(DataFileFailure) {
            try save(document, to: file)
        } catch {
            throw DataFileFailure("\(error.description); the unreadable file is now \(aside)")
        }
    }

    /// Gives the file (the one a link points at, where the path is a link) a new name beside
    /// it, `NAME.unreadable-YYYYMMDD-HHMMSS` (`-2`, `-3`… when that is taken, never replacing
    /// anything), and returns it with the file's own path (where a link points, the new file
    /// goes there, so the link keeps working).
    func moveAside() throws(DataFileFailure) -> (aside: String, file: String) {
        let file = try target()
        let stamp = Date().formatted(Date.ISO8601FormatStyle(dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted, timeZone: .gmt))
            .replacing("T", with: "-").replacing("Z", with: "")
        for attempt in 1...100 {
            let aside = file + ".unreadable-" + stamp + (attempt == 1 ? "" : "-\(attempt)")
            // A hard link never replaces what is there; the old name then goes.
            if link(file, aside) == 0 {
                unlink(file)
                return (aside, file)
            }
            guard errno == EEXIST else { break }
        }
        throw DataFileFailure("cannot move \(file) aside; left as it is")
    }
}
