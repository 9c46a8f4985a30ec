import CCurl
import Glibc
import Synchronization

/// libcurl, opened on the first request (see `Modules/CCurl`): the binary does not link it,
/// so start-up and everything a warm cache serves never map it or the libraries it brings.
enum CurlLibrary {
    private static let loadedOnce = Atomic<Bool>(false)

    /// Opens libcurl unless it is open already: nil when it is usable, otherwise why it is not
    /// (a missing library, one too old). A failure is not remembered: the next request tries
    /// again, so installing the library mends a running app.
    static func loadFailure() -> String? {
        if loadedOnce.load(ordering: .acquiring) { return nil }
        let failure = reason { explore_curl_load($0, $1) }
        if failure == nil { loadedOnce.store(true, ordering: .releasing) }
        return failure
    }

    /// Why the first of `names` that loads could not serve as libcurl, or nil when it could.
    /// Loads nothing for good (for tests and diagnostics).
    static func checkFailure(names: [String]) -> String? {
        var pointers: [UnsafeMutablePointer<CChar>?] = names.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { names in
                reason { explore_curl_check(names.baseAddress, $0, $1) }
            }
        }
    }

    /// Runs `call` with an error buffer: nil when it returns 0, else the buffer's text.
    private static func reason(_ call: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String? {
        var error = [CChar](repeating: 0, count: 512)
        let result = error.withUnsafeMutableBufferPointer { call($0.baseAddress!, $0.count) }
        guard result != 0 else { return nil }
        return String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
