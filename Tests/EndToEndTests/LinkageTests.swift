import Foundation
import Testing
import TestSupport

/// What the built `explore` links: libcurl is its transport, and FoundationNetworking (with
/// URLSession, the costliest library to load at start) stays out of the process.
@Suite("Linkage")
struct LinkageTests {
    @Test("explore links libcurl and no FoundationNetworking")
    func noFoundationNetworking() throws {
        let result = try run(["/usr/bin/ldd", PackagePaths.explore.path])
        #expect(result.status == 0, "ldd: \(result.error)")
        #expect(result.output.contains("libcurl"))
        #expect(!result.output.contains("FoundationNetworking"), "\(result.output)")
        let symbols = try run(["/usr/bin/nm", "-D", "--undefined-only", PackagePaths.explore.path])
        #expect(!symbols.output.contains("URLSession"))
    }
}
