import Testing
import FoundationEssentials
@testable import Networking

/// libcurl is opened on the first request, and a library that cannot serve says why.
@Suite("libcurl loaded on demand")
struct CurlLibraryTests {
    @Test("A library that is not there is named in a one-line reason")
    func missingLibrary() {
        let reason = CurlLibrary.checkFailure(names: ["libexplore-no-such-curl.so.4"])
        #expect(reason?.hasPrefix("libcurl is not installed (") == true)
        #expect(reason?.contains("libexplore-no-such-curl.so.4") == true)
        #expect(reason?.contains("\n") == false)
    }

    @Test("A library without libcurl's functions is refused, naming the first one missing")
    func wrongLibrary() {
        let reason = CurlLibrary.checkFailure(names: ["libc.so.6"])
        #expect(reason == "libc.so.6 has no curl_global_init (libcurl 7.85 or later is needed)")
    }

    @Test("The first name that loads is the one used; the system's libcurl passes")
    func systemLibrary() {
        #expect(CurlLibrary.checkFailure(names: ["libexplore-no-such-curl.so.4", "libcurl.so.4"]) == nil)
        #expect(CurlLibrary.loadFailure() == nil)
    }

    @Test("A missing transport is told plainly, kept out of retries, and exits as unavailable")
    func missingTransportError() {
        let error = NetworkError(.transportUnavailable(reason: "libcurl is not installed (x)"))
        #expect(error.isCancellation == false)
        let decision = RetryPolicy().decide(after: .failure(error), method: .get, attempt: 1, jitter: 0.5, now: Date())
        #expect(decision == .finish)
    }
}
