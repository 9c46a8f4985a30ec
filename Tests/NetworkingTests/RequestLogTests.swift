import Foundation
@testable import Networking
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("Request log")
struct RequestLogTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-requestlog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("A new log is created readable by its owner only, and appended to")
    func createsAndAppends() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("requests.log").path
        try Data("earlier\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        let log = try RequestLog(path: path)
        log.append("one\n")
        log.append("two\n")
        #expect(try contents(path) == "earlier\none\ntwo\n")
        let fresh = folder.appendingPathComponent("fresh.log").path
        _ = try RequestLog(path: fresh)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: fresh)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
    }

    @Test("What is not a regular file is refused", arguments: ["/dev/null", "directory", "fifo"])
    func refusesOtherFiles(kind: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path: String
        // A reader of the FIFO, so that a log that opens it would not block this test.
        var reader: Int32 = -1
        defer { if reader >= 0 { close(reader) } }
        switch kind {
        case "directory":
            path = folder.path
        case "fifo":
            path = folder.appendingPathComponent("fifo").path
            #expect(mkfifo(path, 0o600) == 0)
            reader = open(path, O_RDONLY | O_NONBLOCK)
        default:
            path = kind
        }
        #expect(throws: RequestLog.OpenError.notARegularFile) { try RequestLog(path: path) }
    }

    /// A link planted in a shared folder once made the log append to its target (as root, a
    /// root-owned file).
    @Test("A symlink is refused, whatever it points at, and its target is left alone", arguments: ["file", "fifo", "nothing"])
    func refusesSymlinks(target kind: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target").path
        switch kind {
        case "file": #expect(FileManager.default.createFile(atPath: target, contents: Data("kept\n".utf8)))
        case "fifo": #expect(mkfifo(target, 0o600) == 0)
        default: break
        }
        let link = folder.appendingPathComponent("link.log").path
        #expect(symlink(target, link) == 0)
        #expect(throws: RequestLog.OpenError.symbolicLink) { try RequestLog(path: link) }
        if kind == "file" { #expect(try contents(target) == "kept\n") }
        if kind == "nothing" { #expect(!FileManager.default.fileExists(atPath: target)) }
    }

    @Test(
        "Another user's file in a sticky folder anyone can write to is refused (protected files)",
        .enabled(if: geteuid() == 0, "needs root to give a file to another user"))
    func refusesOthersFileInStickyFolder() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = folder.appendingPathComponent("shared").path
        #expect(mkdir(shared, 0o777) == 0 && chmod(shared, 0o1777) == 0)
        let planted = shared + "/requests.log"
        #expect(FileManager.default.createFile(atPath: planted, contents: nil))
        #expect(chown(planted, 65534, 65534) == 0)
        #expect(throws: RequestLog.OpenError.notOwned) { try RequestLog(path: planted) }
        // One's own file there is fine, and so is another's in a folder that is not shared.
        let own = shared + "/own.log"
        _ = try RequestLog(path: own)
        let privateFile = folder.appendingPathComponent("theirs.log").path
        #expect(FileManager.default.createFile(atPath: privateFile, contents: nil) && chown(privateFile, 65534, 65534) == 0)
        _ = try RequestLog(path: privateFile)
    }

    @Test("Each line is one write")
    func oneWritePerLine() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("requests.log").path
        let counts = WriteCounts()
        let log = try RequestLog(
            path: path,
            writer: { descriptor, bytes, count in
                counts.add(count)
                return Glibc.write(descriptor, bytes, count)
            })
        log.append("first line\n")
        log.append("second line\n")
        #expect(counts.values == [11, 12])
        #expect(try contents(path) == "first line\nsecond line\n")
    }

    @Test("A disk that fills mid-line leaves only whole lines, and the log stops", arguments: [0, 5, -1])
    func diskFull(accepted: Int) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("requests.log").path
        let full = Flag()
        // Writes normally, then like a full disk: only `accepted` bytes (or none, ENOSPC).
        let log = try RequestLog(
            path: path,
            writer: { descriptor, bytes, count in
                guard full.isSet else { return Glibc.write(descriptor, bytes, count) }
                guard accepted >= 0 else {
                    errno = ENOSPC
                    return -1
                }
                return Glibc.write(descriptor, bytes, min(count, accepted))
            })
        log.append("whole line\n")
        full.set()
        log.append("this line does not fit\n")
        log.append("nor this one\n")
        full.clear()
        log.append("after the disk had room again\n")
        #expect(try contents(path) == "whole line\n")
    }
}

/// Byte counts passed to the injected writer.
private final class WriteCounts: @unchecked Sendable {
    // `@unchecked Sendable`: the log calls its writer under its lock, one call at a time.
    private(set) var values: [Int] = []
    func add(_ count: Int) { values.append(count) }
}

/// A switch the test flips between writes.
private final class Flag: @unchecked Sendable {
    // `@unchecked Sendable`: set and read from the test's thread only.
    private(set) var isSet = false
    func set() { isSet = true }
    func clear() { isSet = false }
}
