import Foundation
@testable import Networking
import Testing

/// The entries folder is checked at start-up; swapping it for a link while the app runs once
/// made every later write land in the link's target. The cache now works relative to the
/// folder it opened.
@Suite("Disk cache: the entries folder swapped for a link mid-run")
struct CacheFolderSwapTests {
    func request(_ path: String) -> HTTPRequest {
        HTTPRequest(url: URL(string: "http://cache.example/\(path)")!)
    }

    func entry(_ body: String) -> DiskCache.Entry {
        DiskCache.Entry(status: .ok, headers: [:], body: Data(body.utf8), storedAt: Date(), etag: nil, lastModified: nil, maxAge: 60)
    }

    @Test("After the swap, writes, reads, clears and evictions never touch the link's target", arguments: [false, true])
    func swapped(removeOriginal: Bool) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("explore-swap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let cache = DiskCache(directory: base.appendingPathComponent("cache"), sizeLimit: 1 << 20)
        #expect(cache.problem == nil)
        cache.write(entry("before"), for: request("a"))
        let entries = cache.entriesDirectory.path

        // The attack: the entries folder moved away (or removed), a link to a victim folder in its place.
        let victim = base.appendingPathComponent("victim").path
        try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim + "/keep.txt"))
        if removeOriginal {
            try FileManager.default.removeItem(atPath: entries)
        } else {
            #expect(rename(entries, entries + ".moved") == 0)
        }
        #expect(symlink(victim, entries) == 0)

        for index in 0..<20 { cache.write(entry(String(repeating: "x", count: 100_000) + "\(index)"), for: request("b\(index)")) }
        _ = cache.read(request("a"))
        cache.remove(request("a"))
        _ = try? cache.clear()
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim) == ["keep.txt"], "the link's target received files")
        #expect(try String(contentsOfFile: victim + "/keep.txt", encoding: .utf8) == "precious")
    }
}
