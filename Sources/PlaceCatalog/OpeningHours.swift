/// OpenStreetMap `opening_hours`, the part of its syntax that answers "is it open now" for
/// certain: `24/7`; rules separated by `;` (a later rule replaces the days it names) or `,`
/// (it adds to them); weekday ranges and lists (`Mo-Fr`, `Sa,Su`, `Su-Tu` across the week's
/// end); times and several intervals (`08:00-12:00,13:00-18:00`), intervals past midnight
/// (`18:00-02:00`), `24:00`; `off`/`closed`; comments in quotes. Rules for public holidays
/// (`PH`) are set aside and remembered (``hasHolidayRules``): the app cannot know the holidays,
/// so it says that they differ. Anything else (months, dates, weeks, school holidays, sunrise,
/// open ends, `||` fallbacks) makes the whole value unknown: the app says "hours unknown"
/// rather than risk a wrong answer. So does a value with no rule (`;;;`), and one longer than
/// ``maximumLength`` (OpenStreetMap keeps at most 255 characters): the work is linear in the
/// value and bounded.
public struct OpeningHours: Sendable, Equatable {
    /// Minutes from Monday 00:00 of the week; an interval may run past the week's end.
    struct Interval: Sendable, Equatable {
        var start: Int
        var end: Int
    }

    static let week = 7 * 24 * 60
    private static let dayNames = ["mo", "tu", "we", "th", "fr", "sa", "su"]

    /// The open intervals of one week, from Monday 00:00, merged where they touch.
    let intervals: [Interval]
    /// Whether the value had rules for public holidays, which were set aside.
    public let hasHolidayRules: Bool

    /// The longest value read: four times OpenStreetMap's own limit of 255 characters.
    public static let maximumLength = 1_000

    /// The hours `text` gives, or nil when it says something this reader does not follow.
    public init?(_ text: String) {
        var work = 0
        self.init(text, work: &work)
    }

    /// As ``init(_:)``, counting in `work` the characters and intervals it handled: tests
    /// bound the work for long values by this count, not by the clock.
    init?(_ text: String, work: inout Int) {
        guard text.utf8.count <= Self.maximumLength * 2 else { return nil }
        let value = text.trimmingWhitespace()
        work += text.utf8.count
        guard !value.isEmpty, value.utf8.count <= Self.maximumLength,
            value.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 })
        else { return nil }
        if value == "24/7" {
            (intervals, hasHolidayRules) = ([Interval(start: 0, end: Self.week)], false)
            return
        }
        guard !value.contains("||") else { return nil }
        let rules = Self.rules(value, work: &work)
        // Only separators (`;;;`): no rule at all says nothing about the hours.
        guard !rules.isEmpty else { return nil }
        var days: [[Interval]] = Array(repeating: [], count: 7)
        var holidays = false
        for (rule, additional) in rules {
            work += rule.utf8.count
            guard let parsed = Self.parse(rule) else { return nil }
            holidays = holidays || parsed.holidays
            for day in parsed.days {
                if !additional { days[day].removeAll() }
                days[day].append(contentsOf: parsed.times.map { Interval(start: day * 1440 + $0.start, end: day * 1440 + $0.end) })
                work += parsed.times.count
            }
        }
        (intervals, hasHolidayRules) = (Self.merged(days.flatMap { $0 }), holidays)
    }

    /// Intervals sorted and joined where they overlap or touch (Mo 00:00-24:00, Tu 00:00-…).
    private static func merged(_ intervals: [Interval]) -> [Interval] {
        var result: [Interval] = []
        for interval in intervals.sorted(by: { $0.start < $1.start }) where interval.end > interval.start {
            if let last = result.last, interval.start <= last.end {
                result[result.count - 1].end = max(last.end, interval.end)
            } else {
                result.append(interval)
            }
        }
        // An interval past the week's end that reaches into the first one joins it.
        if result.count > 1, let last = result.last, let first = result.first, last.end - week >= first.start {
            result[result.count - 1].end = max(last.end, first.end + week)
            result.removeFirst()
        }
        return result
    }

    /// The rules of `value` in order, each with whether it adds to the days before (`,`
    /// between rules) rather than replacing them (`;`). A `,` inside a day list or a time
    /// list belongs to the rule.
    private static func rules(_ value: String, work: inout Int) -> [(String, Bool)] {
        var result: [(String, Bool)] = []
        for part in value.split(separator: ";", omittingEmptySubsequences: true) {
            var pieces: [String] = []
            // Whether the last piece has times (a `:`) and whether it ends in off/closed, kept
            // as pieces join, so that no piece is read twice.
            var lastHasTimes = false, lastEndsClosed = false
            for piece in part.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingWhitespace() }) {
                work += piece.utf8.count + 1
                let hasTimes = piece.contains(":"), endsClosed = piece.hasSuffix("off") || piece.hasSuffix("closed")
                // A piece that starts with a weekday after a piece with times starts a rule.
                if pieces.isEmpty || ((lastHasTimes || lastEndsClosed) && (dayNames + ["ph"]).contains(String(piece.prefix(2)).lowercased())) {
                    pieces.append(piece)
                    (lastHasTimes, lastEndsClosed) = (hasTimes, endsClosed)
                } else {
                    pieces[pieces.count - 1] += "," + piece
                    // Neither suffix holds a comma: the joined piece ends as this one does.
                    (lastHasTimes, lastEndsClosed) = (lastHasTimes || hasTimes, endsClosed)
                }
            }
            for (position, piece) in pieces.enumerated() where !piece.isEmpty {
                result.append((piece, position > 0))
            }
        }
        return result
    }

    /// One rule: its days (all seven when it names none), its times in minutes of the day,
    /// and whether it named public holidays (set aside).
    private static func parse(_ rule: String) -> (days: [Int], times: [(start: Int, end: Int)], holidays: Bool)? {
        var text = rule
        // A comment says something to a person; it does not change the hours.
        if let quote = text.firstIndex(of: "\"") {
            guard text[text.index(after: quote)...].contains("\"") else { return nil }
            text = String(text[..<quote]).trimmingWhitespace()
        }
        var words = text.split(separator: " ").map(String.init)
        var closed = false
        if let last = words.last?.lowercased(), last == "off" || last == "closed" {
            closed = true
            words.removeLast()
        }
        var days = Array(0..<7)
        var holidays = false
        if let first = words.first, first.first?.isLetter == true {
            guard let selected = weekdays(first) else { return nil }
            (days, holidays) = selected
            words.removeFirst()
        }
        if closed { return words.isEmpty ? (days, [], holidays) : nil }
        guard words.count == 1, let times = times(words[0]) else { return nil }
        return (days, times, holidays)
    }

    /// `Mo-Fr`, `Sa,Su`, `Mo-We,Fr`, `Su-Tu`: day numbers from Monday = 0; `PH` in the list is
    /// set aside and reported.
    private static func weekdays(_ text: String) -> (days: [Int], holidays: Bool)? {
        var days: [Int] = []
        var holidays = false
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            if part == "PH" {
                holidays = true
                continue
            }
            let ends = part.split(separator: "-", omittingEmptySubsequences: false).map { dayNames.firstIndex(of: $0.lowercased()) }
            switch ends.count {
            case 1:
                guard let day = ends[0] else { return nil }
                days.append(day)
            case 2:
                guard let first = ends[0], let last = ends[1] else { return nil }
                var day = first
                days.append(day)
                while day != last {
                    day = (day + 1) % 7
                    days.append(day)
                }
            default:
                return nil
            }
        }
        return days.isEmpty && !holidays ? nil : (days, holidays)
    }

    /// `08:00-12:00,13:00-18:00`; an end at or before the start runs into the next day.
    private static func times(_ text: String) -> [(start: Int, end: Int)]? {
        var result: [(start: Int, end: Int)] = []
        for span in text.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = span.split(separator: "-", omittingEmptySubsequences: false)
            guard ends.count == 2, let start = minutes(ends[0]), let end = minutes(ends[1]), start < 24 * 60 else { return nil }
            result.append((start, end > start ? end : end + 24 * 60))
        }
        return result
    }

    /// `HH:MM` as minutes of the day, `24:00` included.
    private static func minutes(_ text: Substring) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
            let hours = Int(parts[0]), let minutes = Int(parts[1]), (0...24).contains(hours), (0...59).contains(minutes),
            hours * 60 + minutes <= 24 * 60
        else { return nil }
        return hours * 60 + minutes
    }
}
