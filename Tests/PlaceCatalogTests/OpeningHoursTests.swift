import FoundationEssentials
import PlaceCatalog
import Testing

/// OpenStreetMap opening hours read for "open now", never guessed.
@Suite("Opening hours")
struct OpeningHoursTests {
    /// A minute of the week: day 0 is Monday.
    func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Int { day * 1440 + hour * 60 + minute }

    func status(_ hours: String, _ minute: Int) -> String? {
        OpeningHours(hours).map { $0.status(atMinuteOfWeek: minute).text(holidays: $0.hasHolidayRules) }
    }

    @Test("Every day the same hours")
    func daily() {
        #expect(status("Mo-Su 11:30-19:30", at(2, 12)) == "open · closes 19:30")
        #expect(status("Mo-Su 11:30-19:30", at(2, 19, 10)) == "open · closes soon (19:30)")
        #expect(status("Mo-Su 11:30-19:30", at(2, 8)) == "closed · opens 11:30")
        #expect(status("Mo-Su 11:30-19:30", at(2, 20)) == "closed · opens 11:30")
        #expect(status("Mo-Su 11:30-19:30", at(2, 2)) == "closed · opens 11:30")
    }

    @Test("Weekdays and Saturday; Sunday closed opens on Monday, named")
    func weekdays() {
        let hours = "Mo-Fr 07:00-23:00; Sa 09:00-23:00"
        #expect(status(hours, at(5, 8)) == "closed · opens 9:00")
        #expect(status(hours, at(6, 10)) == "closed · opens Mo 7:00")
        #expect(status(hours, at(6, 20)) == "closed · opens 7:00")
        #expect(status(hours, at(5, 23, 30)) == "closed · opens Mo 7:00")
        #expect(status(hours, at(0, 7)) == "open · closes 23:00")
    }

    @Test("Past midnight, and past Sunday night into Monday")
    func overnight() {
        #expect(status("Mo-Su 07:30-01:30", at(3, 0, 45)) == "open · closes 1:30")
        #expect(status("Mo-Su 07:30-01:30", at(0, 1, 10)) == "open · closes soon (1:30)")
        #expect(status("Fr-Su 20:00-04:00", at(0, 3)) == "open · closes 4:00")
        #expect(status("Fr-Su 20:00-04:00", at(0, 5)) == "closed · opens Fr 20:00")
    }

    @Test("24/7 and midnight to midnight every day are always open")
    func always() {
        #expect(status("24/7", at(4, 3)) == "open 24/7")
        #expect(status("Mo-Su 00:00-24:00", at(6, 23, 59)) == "open 24/7")
        #expect(status("Mo-Su 07:00-24:00", at(6, 23, 50)) == "open · closes soon (0:00)")
    }

    @Test("Lunch breaks, lists of days, off, comments, additional rules")
    func rules() {
        let split = "Mo,We,Fr 08:00-12:00,14:00-18:00; Tu off"
        #expect(status(split, at(0, 13)) == "closed · opens 14:00")
        #expect(status(split, at(1, 10)) == "closed · opens We 8:00")
        #expect(status("Mo-Sa 10:00-20:00; Su off \"by appointment\"", at(6, 12)) == "closed · opens Mo 10:00")
        #expect(status("Mo-Fr 08:00-12:00, Sa 09:00-11:00", at(5, 10)) == "open · closes 11:00")
        #expect(status("Mo-Fr 09:00-17:00; We 09:00-12:00", at(2, 13)) == "closed · opens Th 9:00")
    }

    @Test("Public holidays are set aside and said")
    func holidays() {
        #expect(status("Mo-Fr 08:00-18:00; PH off", at(1, 9)) == "open · closes 18:00 · holidays differ")
        #expect(status("Sa,PH 10:00-12:00", at(5, 11)) == "open · closes 12:00 · holidays differ")
    }

    @Test(
        "What is not understood is unknown, never a guess",
        arguments: [
            "", "sunrise-sunset", "Jan-Mar Mo-Fr 08:00-12:00", "Mo-Fr 08:00+", "Mo-Fr 08:00-12:00 || \"call\"",
            "Dec 25 off", "week 1-53/2 Fr 09:00-12:00", "SH Mo-Fr 09:00-12:00", "Mo-Fr 8:00-12:00", "Mo-Fr 25:00-26:00",
            "Mx 10:00-12:00", "Mo-Fr 10:00-12:00 \"unclosed", "Mo-Fr\u{1B}[2J 09:00-17:00", "open",
        ])
    func unknown(text: String) {
        #expect(OpeningHours(text) == nil)
    }
}

/// A place's own clock, from the system's time zone files.
@Suite("Zone clock")
struct ZoneClockTests {
    @Test("Paris is UTC+1 in winter and +2 in summer; the week's minute follows")
    func paris() throws {
        let paris = try #require(ZoneClock(zone: "Europe/Paris"), "tzdata is installed (.ci/run installs it)")
        let winter = Date(timeIntervalSince1970: 1_767_268_800)  // 2026-01-01 12:00 UTC, a Thursday
        let summer = Date(timeIntervalSince1970: 1_782_993_600)  // 2026-07-02 12:00 UTC, a Thursday
        #expect(paris.offset(at: winter) == 3600)
        #expect(paris.offset(at: summer) == 7200)
        #expect(paris.minuteOfWeek(at: winter) == 3 * 1440 + 13 * 60)
        #expect(paris.minuteOfWeek(at: summer) == 3 * 1440 + 14 * 60)
        #expect(ZoneClock.minuteOfWeek(at: Date(timeIntervalSince1970: 0), offset: 0) == 3 * 1440)
    }

    @Test(
        "A zone name that could leave the zone folder, or no zone file, gives no clock",
        arguments: ["../../etc/passwd", "/etc/localtime", "Europe/../../etc/passwd", "", "Europe/Nowhere", "Europe//Paris", "Europe/Paris\u{0}"])
    func unsafe(name: String) {
        #expect(ZoneClock(zone: name) == nil)
    }

    @Test("Bytes that are not a TZif file, or are cut, are refused")
    func corrupt() {
        #expect(ZoneClock.parse(Array("TZif2".utf8) + Array(repeating: 0, count: 10)) == nil)
        #expect(ZoneClock.parse(Array(repeating: 0xFF, count: 100)) == nil)
        if let whole = FileManager.default.contents(atPath: "/usr/share/zoneinfo/Europe/Paris") {
            for cut in stride(from: 0, to: whole.count - 60, by: 97) { _ = ZoneClock.parse(Array(whole.prefix(cut))) }
        }
    }
}
