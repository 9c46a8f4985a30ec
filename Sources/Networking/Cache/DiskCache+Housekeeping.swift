#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// What `explore cache clear` did.
public struct CacheClearReport: Sendable, Equatable {
    /// Entries (and abandoned temporary files) removed.
    public var removed = 0
    /// Files of the app's that could not be removed, and why the first could not.
    public var failed = 0
    public var firstFailure: String?

    public init(removed: Int = 0, failed: Int = 0, firstFailure: String? = nil) {
        self.removed = removed
        self.failed = failed
        self.firstFailure = firstFailure
    }
}

/// Counting, clearing and eviction: each touches only regular files in the entries folder
/// whose name is exactly the app's and that begin with the entry header.
extension DiskCache {
    /// `<64 hex digits>.entry`
    static func isEntryName(_ name: String) -> Bool {
        guard name.hasSuffix(suffix) else { return false }
        let stem = name.utf8.dropLast(suffix.utf8.count)
        return stem.count == 64 && stem.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// `.tmp-<pid>-<number>`
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix(temporaryPrefix) else { return false }
        let parts = name.dropFirst(temporaryPrefix.count).split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.count <= 20 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    }

    enum Removal: Equatable {
        case removed(size: Int)
        case notOurs
        case failed(Int32)
    }

    /// Removes `name` from the entries folder if it is the app's own file: the right name, a
    /// regular file (a link is never followed nor removed), beginning with the entry header
    /// (a temporary file cut short may hold only the start of it), and still the same file
    /// when it is removed.
    func removeIfOwn(named name: String) -> Removal {
        let temporary = Self.isTemporaryName(name)
        guard folder >= 0, temporary || Self.isEntryName(name) else { return .notOurs }
        let magic = CacheEntryFormat.magic
        guard case let .data(start, checked) = CacheFiles.read(name, in: folder, limit: magic.count, whole: false) else { return .notOurs }
        let proven = start == magic || (temporary && start.count < magic.count && magic.starts(with: start))
        guard proven, let now = CacheFiles.lstatInfo(name, in: folder), CacheFiles.isRegular(now.mode),
            now.id.device == checked.device, now.id.inode == checked.inode
        else { return .notOurs }
        let code = removeFile(folder, name)
        if code != 0 { return .failed(code) }
        return .removed(size: checked.size)
    }

    func removeOwnFile(named name: String) {
        guard case .removed = removeIfOwn(named: name) else { return }
        ledger.withLock { ledger in
            if let old = ledger.index?.removeValue(forKey: name) { ledger.total -= old.size }
        }
    }

    /// The names in the entries folder; an absent folder is empty.
    private func entryNames() throws(CacheDirectory.Problem) -> [String] {
        guard folder >= 0 else { return [] }
        switch CacheFiles.names(inFolder: folder) {
        case let .success(names): return names
        case let .failure(error) where error.code == ENOENT: return []
        case let .failure(error): throw .cannotRead(path: entriesDirectory.path, reason: error.description)
        }
    }

    /// Entries and bytes on disk: only files the app wrote are counted.
    public func summary() throws(CacheDirectory.Problem) -> Summary {
        if let problem { throw problem }
        var summary = Summary(entries: 0, bytes: 0)
        for name in try entryNames() where Self.isEntryName(name) {
            guard case let .data(start, id) = CacheFiles.read(name, in: folder, limit: CacheEntryFormat.magic.count, whole: false),
                start == CacheEntryFormat.magic
            else { continue }
            summary.entries += 1
            summary.bytes += id.size
        }
        return summary
    }

    /// Removes every entry and temporary file the app wrote, and says what it could not remove.
    @discardableResult
    public func clear() throws(CacheDirectory.Problem) -> CacheClearReport {
        if let problem { throw problem }
        var report = CacheClearReport()
        for name in try entryNames() {
            switch removeIfOwn(named: name) {
            case .removed: report.removed += 1
            case .notOurs: break
            case let .failed(code):
                report.failed += 1
                if report.firstFailure == nil { report.firstFailure = CacheFiles.describe(code) }
            }
        }
        ledger.withLock { ledger in
            ledger.index = nil
            ledger.total = 0
        }
        return report
    }

    /// Counts a write in the running total and evicts past the limit. The folder is listed
    /// once, on the first write (abandoned temporary files go then); after that the total is
    /// kept up to date.
    func recordWrite(_ name: String, size: Int, at date: Date) {
        ledger.withLock { ledger in
            if ledger.index == nil {
                removeAbandonedTemporaryFiles()
                (ledger.index, ledger.total) = listIndex()
            }
            if let old = ledger.index?.updateValue(IndexedFile(size: size, used: date), forKey: name) { ledger.total -= old.size }
            ledger.total += size
            guard ledger.total > sizeLimit, let files = ledger.index else { return }
            for (name, file) in files.sorted(by: { $0.value.used < $1.value.used }) where ledger.total > sizeLimit {
                switch removeIfOwn(named: name) {
                case .removed, .notOurs:
                    // Not the app's: it is not counted either.
                    ledger.index?[name] = nil
                    ledger.total -= file.size
                case .failed:
                    continue
                }
            }
        }
    }

    /// The entries folder as an index and its total size (listed with the ledger locked).
    private func listIndex() -> ([String: IndexedFile], Int) {
        var files: [String: IndexedFile] = [:]
        var sum = 0
        for name in (try? entryNames()) ?? [] where Self.isEntryName(name) {
            guard let info = CacheFiles.lstatInfo(name, in: folder), CacheFiles.isRegular(info.mode) else { continue }
            files[name] = IndexedFile(size: info.id.size, used: info.id.modified)
            sum += info.id.size
        }
        return (files, sum)
    }

    /// Temporary files left by a process that died mid-write, older than a minute.
    func removeAbandonedTemporaryFiles() {
        let cutoff = Date().addingTimeInterval(-60)
        for name in (try? entryNames()) ?? [] where Self.isTemporaryName(name) {
            guard let info = CacheFiles.lstatInfo(name, in: folder), info.id.modified < cutoff else { continue }
            _ = removeIfOwn(named: name)
        }
    }
}
