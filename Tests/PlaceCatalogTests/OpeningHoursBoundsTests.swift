import FoundationEssentials
@testable import PlaceCatalog
import Testing

/// Opening hours from a hostile server: the work is linear and bounded, and a value with no
/// rule is no answer.
@Suite("Opening hours: bounded work")
struct OpeningHoursBoundsTests {
    /// `count` weekday rules of one interval each, joined by `, ` (each adds to the day).
    func rules(_ count: Int) -> String {
        Array(repeating: "Mo 08:00-09:00", count: count).joined(separator: ", ")
    }

    @Test("The work grows with the value's length, never faster")
    func linearWork() {
        var shortWork = 0, longWork = 0
        let short = rules(30), long = rules(60)
        #expect(OpeningHours(short, work: &shortWork) != nil)
        #expect(OpeningHours(long, work: &longWork) != nil)
        #expect(long.utf8.count <= OpeningHours.maximumLength)
        // A few passes over the text and one step per interval; twice the text, twice the work.
        #expect(longWork <= 4 * long.utf8.count)
        #expect(Double(longWork) <= 2.2 * Double(shortWork))
    }

    @Test("A value of 15 or 22 KB is not read: hours unknown, at once")
    func longValueRefused() {
        for count in [1_000, 1_500] {
            let value = rules(count)
            var work = 0
            #expect(value.utf8.count > 15_000)
            #expect(OpeningHours(value, work: &work) == nil)
            #expect(work == 0)
            #expect(PlaceHours(value, zone: ZoneClock(zone: "UTC"), at: Date(timeIntervalSince1970: 0)).text == "hours unknown")
        }
        // Just over the limit after trimming: refused too.
        #expect(OpeningHours(rules(80)) == nil)
    }

    @Test("Only separators is no rule: hours unknown, not closed for certain")
    func noRule() {
        for value in [";;;", ";", " ; ; ", ",,", "; ,"] {
            #expect(OpeningHours(value) == nil, "\(value)")
        }
        #expect(OpeningHours("Mo-Fr 08:00-18:00;;") != nil)
    }
}
