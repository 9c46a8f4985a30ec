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

/// `Retry-After` as an HTTP-date in each of the three forms RFC 9110 has recipients accept.
@Suite("HTTP dates without a date formatter")
struct HTTPDateTests {
    static let moment = Date(timeIntervalSince1970: 784_111_777)  // 1994-11-06 08:49:37 GMT

    @Test(
        "IMF-fixdate, RFC 850 and asctime name the same moment",
        arguments: ["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"])
    func forms(text: String) {
        #expect(HTTPDate.parse(text) == Self.moment)
    }

    @Test("Leap days, the turn of a century and the end of a year")
    func calendar() {
        #expect(HTTPDate.parse("Tue, 29 Feb 2000 00:00:00 GMT") == Date(timeIntervalSince1970: 951_782_400))
        #expect(HTTPDate.parse("Thu, 01 Jan 1970 00:00:00 GMT") == Date(timeIntervalSince1970: 0))
        #expect(HTTPDate.parse("Fri, 31 Dec 2027 23:59:59 GMT") == Date(timeIntervalSince1970: 1_830_297_599))
    }

    @Test(
        "What is not an HTTP-date is nil, never a wrong moment",
        arguments: [
            "", "soon", "Sun, 31 Feb 2021 00:00:00 GMT", "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Foo 1994 08:49:37 GMT",
            "Sun, 06 Nov 1994 08:49:37 CET", "Sun, 06 Nov 94 08:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT", "Sun, 006 Nov 1994 08:49:37 GMT",
        ])
    func refused(text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }

    @Test("Retry-After as a date is the wait until it; in the past it is none")
    func retryAfter() {
        #expect(RetryPolicy.retryAfter("Sun, 06 Nov 1994 08:49:47 GMT", now: Self.moment) == .seconds(10))
        #expect(RetryPolicy.retryAfter(" Sun, 06 Nov 1994 08:49:00 GMT ", now: Self.moment) == .seconds(0))
        #expect(RetryPolicy.retryAfter("7", now: Self.moment) == .seconds(7))
    }
}

/// The text helpers that stand in for full Foundation's.
@Suite("Text basics")
struct TextBasicsTests {
    @Test("Trimming and percent-decoding as Foundation did")
    func basics() {
        #expect("  a b \t\n".trimmingWhitespace() == "a b")
        #expect("   ".trimmingWhitespace() == "")
        #expect("caf%C3%A9%20au%2Blait".percentDecoded() == "café au+lait")
        #expect("100%".percentDecoded() == nil)
        #expect("%FF".percentDecoded() == nil)
    }

    @Test("A secret followed by a combining mark is still masked")
    func combiningMark() {
        Redaction.registerSecret("Combining7Key")
        #expect(Redaction.maskKnownSecrets(in: "x Combining7Key\u{301} y") == "x ***\u{301} y")
    }
}
