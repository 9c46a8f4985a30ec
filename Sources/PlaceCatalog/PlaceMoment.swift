/// A time of the week in a place's own time, at which to read its opening hours instead of
/// now (`--at 12:00`, `--at "Sa 21:00"`): a minute of the day and, optionally, a day, named
/// as `opening_hours` names days (Mo … Su) or in full (Saturday). Without a day it is that
/// time on the place's today.
public struct PlaceMoment: Sendable, Equatable {
    /// 0 is Monday … 6 Sunday; nil: the place's today.
    public var day: Int?
    /// 0 … 1439.
    public var minute: Int

    static let days = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    static let dayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    public init(day: Int? = nil, minute: Int) {
        self.day = day
        self.minute = minute
    }

    /// `HH:MM`, `H:MM` or `DAY HH:MM`; nil for anything else (24:00 included).
    public init?(_ text: String) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard (1...2).contains(words.count), let clock = words.last else { return nil }
        if words.count == 2 {
            let name = words[0].lowercased()
            guard let day = Self.dayNames.firstIndex(where: { $0 == name || ($0.hasPrefix(name) && name.count >= 2) }) else { return nil }
            self.day = day
        }
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
        else { return nil }
        self.minute = hour * 60 + minute
    }

    /// "12:00", "Sa 21:00".
    public var text: String {
        let clock = "\(minute / 60):" + (minute % 60 < 10 ? "0" : "") + "\(minute % 60)"
        return day.map { Self.days[$0] + " " + clock } ?? clock
    }

    /// The minute of the week (0 is Monday 00:00) this moment names, where `now` is the
    /// minute of the week it is now in the place's time.
    public func minuteOfWeek(now: Int) -> Int {
        (day ?? now / 1440) * 1440 + minute
    }
}
