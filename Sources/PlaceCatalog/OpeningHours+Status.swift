/// Whether a place is open at a moment of its week, and when that changes, as a row says it:
/// "open · closes 19:30", "open · closes soon (19:10)", "closed · opens 8:00",
/// "closed · opens Mo 9:00", "open 24/7".
public enum OpeningStatus: Sendable, Equatable {
    /// Open all week round.
    case alwaysOpen
    /// Open; closes at a minute of the week (from Monday 00:00), in `minutesLeft`.
    case open(closesAt: Int, minutesLeft: Int)
    /// Closed; opens at a minute of the week, in `minutesUntil`; nil when it never opens.
    /// `namesDay`: the opening is not today (nor, late in the evening, tomorrow morning), so
    /// the row names its day.
    case closed(opensAt: Int?, minutesUntil: Int?, namesDay: Bool)

    /// Under this many minutes before closing, "closes soon".
    public static let soon = 30

    /// The row's words. `holidays` adds that the hours differ on public holidays.
    public func text(holidays: Bool = false) -> String {
        let words: String
        switch self {
        case .alwaysOpen:
            words = "open 24/7"
        case let .open(closesAt, minutesLeft):
            words = minutesLeft < Self.soon ? "open · closes soon (\(Self.clock(closesAt)))" : "open · closes \(Self.clock(closesAt))"
        case let .closed(opensAt?, _, namesDay):
            words = "closed · opens " + (namesDay ? Self.day(opensAt) + " " : "") + Self.clock(opensAt)
        case .closed:
            words = "closed"
        }
        return holidays ? words + " · holidays differ" : words
    }

    /// `8:00`, `19:30` for a minute of the week.
    static func clock(_ minuteOfWeek: Int) -> String {
        let minute = ((minuteOfWeek % (24 * 60)) + 24 * 60) % (24 * 60)
        let minutes = minute % 60
        return "\(minute / 60):" + (minutes < 10 ? "0" : "") + String(minutes)
    }

    /// `Mo`…`Su` for a minute of the week.
    static func day(_ minuteOfWeek: Int) -> String {
        ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"][((minuteOfWeek / (24 * 60)) % 7 + 7) % 7]
    }
}

extension OpeningHours {
    /// The status at `minute` of the week (0 = Monday 00:00, in the place's own time).
    public func status(atMinuteOfWeek minute: Int) -> OpeningStatus {
        let now = ((minute % Self.week) + Self.week) % Self.week
        if intervals.count == 1, let only = intervals.first, only.end - only.start >= Self.week { return .alwaysOpen }
        // Each interval, and its copy a week earlier (for one that runs past Sunday night).
        let spans = intervals.flatMap { [($0.start, $0.end), ($0.start - Self.week, $0.end - Self.week)] }
        if let current = spans.first(where: { $0.0 <= now && now < $0.1 }) {
            return .open(closesAt: current.1, minutesLeft: current.1 - now)
        }
        let next = intervals.flatMap { [$0.start, $0.start + Self.week] }.filter { $0 > now }.min()
        let day = 24 * 60
        // "opens 8:00" means today, or tomorrow morning when it is said after 18:00.
        let namesDay =
            next.map { next in
                let days = next / day - now / day
                return !(days == 0 || (days == 1 && now % day >= 18 * 60))
            } ?? false
        return .closed(opensAt: next, minutesUntil: next.map { $0 - now }, namesDay: namesDay)
    }
}
