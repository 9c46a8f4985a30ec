import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How long ago something happened, in a few words, for the status bar ("cached 3 h ago").
///
/// Dates may come from untrusted places (a cache entry's metadata): every date, including
/// infinities, NaN and ones ages away, gives text and never traps.
public enum AgeText {
    /// "just now", "5 min ago", "3 h ago", "2 d ago", "long ago"; "at an unknown time" when
    /// the age is not a number.
    public static func since(_ date: Date, now: Date = Date()) -> String {
        let seconds = now.timeIntervalSince(date)
        if seconds.isNaN { return "at an unknown time" }
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return "\(whole(seconds / 60)) min ago"
        case ..<86_400: return "\(whole(seconds / 3_600)) h ago"
        // A century bounds the day count, so the conversion below cannot overflow.
        case ..<(100 * 365 * 86_400): return "\(whole(seconds / 86_400)) d ago"
        default: return "long ago"
        }
    }

    /// The whole part of a non-negative count below a century of seconds.
    private static func whole(_ value: Double) -> Int { Int(exactly: value.rounded(.towardZero)) ?? 0 }

    /// "0.5 s", "2 s": a wait, for retry notices; any duration gives text.
    public static func wait(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "a while" }
        if seconds < 1 { return DecimalText.fixed(max(0, seconds), decimals: 1) + " s" }
        if seconds >= 1e9 { return "a long while" }
        return "\(Int(exactly: seconds.rounded()) ?? 0) s"
    }
}
