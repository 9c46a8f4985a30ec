#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether a place is open at a moment, in its own time, as a row and the detail say it:
/// "open · closes 19:30", "closed · opens 11:30", "open · closes soon (19:10)", or
/// "hours unknown" when its `opening_hours` cannot be read for certain, or its time zone is
/// not known (then no answer would be safe).
public enum PlaceHours: Sendable, Equatable {
    /// The place gives no hours.
    case none
    /// Hours given but not understood, or no time zone to read them in.
    case unknown
    /// Open or closed now, and whether public holidays differ.
    case known(OpeningStatus, holidays: Bool)

    /// The status of hours `text` at `date`, in `zone`, or at `moment` of that week there.
    public init(_ text: String?, zone: ZoneClock?, at date: Date, moment: PlaceMoment? = nil) {
        guard let text else {
            self = .none
            return
        }
        guard let hours = OpeningHours(text), let zone else {
            self = .unknown
            return
        }
        let now = zone.minuteOfWeek(at: date)
        self = .known(hours.status(atMinuteOfWeek: moment?.minuteOfWeek(now: now) ?? now), holidays: hours.hasHolidayRules)
    }

    /// The row's and the detail's words; empty for ``none``.
    public var text: String {
        switch self {
        case .none: return ""
        case .unknown: return "hours unknown"
        case let .known(status, holidays): return status.text(holidays: holidays)
        }
    }

    /// The row's word where it is narrow: "open" or "closed"; empty when not known.
    public var shortText: String {
        isOpen.map { $0 ? "open" : "closed" } ?? ""
    }

    /// Open now: true or false when known, nil otherwise.
    public var isOpen: Bool? {
        guard case let .known(status, _) = self else { return nil }
        switch status {
        case .alwaysOpen, .open: return true
        case .closed: return false
        }
    }
}
