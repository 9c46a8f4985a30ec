import Browser
import Testing
import TestSupport

/// The notice as a value: what it shows, and the timer it asks for, by its effects.
@Suite("Notice model: state and effects")
struct NoticeModelTests {
    @Test("A note asks for its end; a newer note replaces it, and the older one's end changes nothing")
    func replace() async throws {
        let clock = ManualClock()
        var model = NoticeModel(clock: clock.clock)
        let first = model.show("copied", for: .seconds(4))
        #expect(first.map(\.summary) == ["run notice"] && model.text == "copied")
        _ = model.show("starred", for: .seconds(4))
        _ = model.receive(.expired("copied"))
        #expect(model.text == "starred")
        _ = model.receive(.expired("starred"))
        #expect(model.text == nil)
    }

    @Test("A countdown reads the time left each second, then clears and cancels its timer")
    func countdown() {
        let clock = ManualClock()
        var model = NoticeModel(clock: clock.clock)
        #expect(model.showCountdown(for: .seconds(2)) { "retrying in \($0.components.seconds) s" }.map(\.summary) == ["run notice"])
        #expect(model.text == "retrying in 2 s")
        clock.advance(by: .seconds(1))
        #expect(model.receive(.tick).map(\.summary) == ["run notice"])
        #expect(model.text == "retrying in 1 s")
        clock.advance(by: .seconds(1))
        #expect(model.receive(.tick).map(\.summary) == ["cancel notice"])
        #expect(model.text == nil)
    }
}
