import Browser
import Foundation
import Testing

/// "cached … ago" for any date, however absurd: cache metadata is untrusted.
@Suite("Age text")
struct AgeTextTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("Ordinary ages")
    func ordinary() {
        #expect(AgeText.since(Self.now.addingTimeInterval(-5), now: Self.now) == "just now")
        #expect(AgeText.since(Self.now.addingTimeInterval(-300), now: Self.now) == "5 min ago")
        #expect(AgeText.since(Self.now.addingTimeInterval(-3 * 3_600), now: Self.now) == "3 h ago")
        #expect(AgeText.since(Self.now.addingTimeInterval(-2 * 86_400), now: Self.now) == "2 d ago")
        #expect(AgeText.since(Self.now.addingTimeInterval(3_600), now: Self.now) == "just now")
    }

    @Test(
        "Extreme dates give text, never a trap",
        arguments: [
            -1e24, 1e24, -1e308, 1e308, -Double.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -9.3e18, 9.3e18,
        ])
    func extreme(seconds: Double) {
        let text = AgeText.since(Date(timeIntervalSince1970: seconds), now: Self.now)
        #expect(["just now", "long ago", "at an unknown time"].contains(text))
        #expect(!AgeText.since(.distantPast, now: Self.now).isEmpty && !AgeText.since(.distantFuture, now: Self.now).isEmpty)
        #expect(!AgeText.wait(seconds).isEmpty)
    }
}
