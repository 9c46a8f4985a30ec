import FoundationEssentials

/// HTTP-date (RFC 9110 §5.6.7) read without a date formatter: the preferred IMF-fixdate
/// ("Sun, 06 Nov 1994 08:49:37 GMT") and the two obsolete forms recipients must accept,
/// RFC 850 ("Sunday, 06-Nov-94 08:49:37 GMT") and asctime ("Sun Nov  6 08:49:37 1994").
enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// The moment `text` names, or nil when it is none of the three forms or no real date.
    static func parse(_ text: String) -> Date? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        switch words.count {
        case 4 where words[3] == "GMT":
            let parts = words[1].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3, let year = Int(parts[2]), parts[2].count == 2 else { return nil }
            // RFC 9110: a two-digit year more than 50 years ahead is in the past century.
            return date(day: parts[0], month: parts[1], year: year < 70 ? 2000 + year : 1900 + year, time: words[2])
        case 6 where words[5] == "GMT":
            guard let year = Int(words[3]), words[3].count == 4 else { return nil }
            return date(day: words[1], month: words[2], year: year, time: words[4])
        case 5:
            guard let year = Int(words[4]), words[4].count == 4 else { return nil }
            return date(day: words[2], month: words[1], year: year, time: words[3])
        default:
            return nil
        }
    }

    /// The moment of a day, a month's English abbreviation, a year and "HH:MM:SS", in GMT.
    private static func date(day dayText: String, month monthText: String, year: Int, time: String) -> Date? {
        let clock = time.split(separator: ":", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard let day = Int(dayText), (1...2).contains(dayText.count),
            let month = months.firstIndex(of: monthText.lowercased()).map({ $0 + 1 }),
            clock.count == 3, (0...23).contains(clock[0]), (0...59).contains(clock[1]), (0...60).contains(clock[2]),
            (1...daysIn(month: month, year: year)).contains(day), (1...9999).contains(year)
        else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2]))
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Days from 1970-01-01 to the date in the proleptic Gregorian calendar (the civil-date
    /// algorithm: years counted from March, so the leap day ends the year).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
