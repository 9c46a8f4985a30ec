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

    @Test("What is not a regular file is refused", arguments: ["/dev/null", "directory", "fifo", "symlink to fifo"])
    func refusesOtherFiles(kind: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path: String
        switch kind {
        case "directory":
            path = folder.path
        case "fifo", "symlink to fifo":
            let fifo = folder.appendingPathComponent("fifo").path
            #expect(mkfifo(fifo, 0o600) == 0)
            // A reader, so that a log that opens the FIFO would not block this test.
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            defer { close(reader) }
            if kind == "fifo" {
                path = fifo
            } else {
                path = folder.appendingPathComponent("link").path
                #expect(symlink(fifo, path) == 0)
            }
        default:
            path = kind
        }
        #expect(throws: RequestLog.OpenError.notARegularFile) { try RequestLog(path: path) }
    }

    @Test("A symlink to a regular file is a regular file")
    func followsSymlinkToFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.log").path
        let link = folder.appendingPathComponent("link.log").path
        #expect(FileManager.default.createFile(atPath: target, contents: nil))
        #expect(symlink(target, link) == 0)
        try RequestLog(path: link).append("line\n")
        #expect(try contents(target) == "line\n")
    }

    @Test("Each line is one write")
    func oneWritePerLine() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("requests.log").path
        let counts = WriteCounts()
        let log = try RequestLog(path: path, writer: { descriptor, bytes, count in
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
        let log = try RequestLog(path: path, writer: { descriptor, bytes, count in
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
