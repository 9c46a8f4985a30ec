import Browser
import Testing
import TestSupport

/// The Retry-After notice counts down on the injected clock.
@MainActor
@Suite("Notice countdown")
struct NoticeCountdownTests {
    /// Lets the notice's task run after the clock moved: awaits it, never a timer.
    func step(_ notice: NoticeRunner, _ clock: ManualClock, by duration: Duration) async {
        // The sleeper must be waiting before time moves, or it would sleep through.
        while clock.sleeperCount == 0 && notice.isBusy { await Task.yield() }
        clock.advance(by: duration)
        while clock.sleeperCount == 0 && notice.isBusy { await Task.yield() }
    }

    @Test("retrying in 3 s, 2 s, 1 s, then gone")
    func countdown() async {
        let clock = ManualClock()
        let notice = NoticeRunner(clock: clock.clock)
        notice.showCountdown(for: .seconds(3)) { left in "retrying in \(left.components.seconds) s…" }
        #expect(notice.text == "retrying in 3 s…")
        await step(notice, clock, by: .seconds(1))
        #expect(notice.text == "retrying in 2 s…")
        await step(notice, clock, by: .seconds(1))
        #expect(notice.text == "retrying in 1 s…")
        await step(notice, clock, by: .seconds(1))
        #expect(notice.text == nil)
        #expect(!notice.isBusy)
    }

    @Test("A newer notice replaces the countdown")
    func replaced() async {
        let clock = ManualClock()
        let notice = NoticeRunner(clock: clock.clock)
        notice.showCountdown(for: .seconds(3)) { _ in "retrying…" }
        notice.show("offline", for: .seconds(10))
        await step(notice, clock, by: .seconds(1))
        #expect(notice.text == "offline")
    }
}
