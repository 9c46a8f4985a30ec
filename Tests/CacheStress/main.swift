import Foundation
import Networking

// A test helper, not a product: writes cache entries in a loop so that the tests can kill it
// mid-write (SIGKILL) or run two at once on the same keys, then check what readers see.
//
// Usage: CacheStress DIR KEYS ITERATIONS
// Every body is the line "<key> <iteration>\n" repeated up to a size that varies with the
// iteration, so a reader can tell a whole body from a mixed or cut one.

let arguments = CommandLine.arguments
guard arguments.count == 4, let keys = Int(arguments[2]), let iterations = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: CacheStress DIR KEYS ITERATIONS\n".utf8))
    exit(64)
}
let cache = DiskCache(directory: URL(fileURLWithPath: arguments[1]), sizeLimit: 1 << 30)
for iteration in 0..<iterations {
    for key in 0..<keys {
        let request = HTTPRequest(url: URL(string: "http://stress.example/item/\(key)")!)
        let line = "\(key) \(iteration)\n"
        let repeats = 1 + (iteration * 7919 + key * 104_729) % 4000
        let body = Data(String(repeating: line, count: repeats).utf8)
        cache.write(DiskCache.Entry(status: .ok, headers: [:], body: body, storedAt: Date(), etag: nil, lastModified: nil, maxAge: 60), for: request)
    }
}
