import Browser
import CatalogKit
import Testing
import TextLayout
import Views

/// A desktop that takes everything and keeps nothing.
@MainActor
final class NullDesktop: Desktop {
    var copies = 0
    func copy(_ text: String) -> String? {
        copies += 1
        return nil
    }

    func open(_ url: String) -> Bool { false }
}

@MainActor
@Suite("Random mouse events over view model and views")
struct MouseFuzzTests {
    static let keys: [Key] = [
        .down, .up, .enter, .escape, .tab, .pageDown, .end, .character("s"), .character("y"), .character("Y"),
        .character("o"), .character("/"), .character("a"), .character("?"),
    ]

    @Test("3,000 clicks, double clicks and wheel notches among keys, at random sizes: no crash, selection and scroll in range", arguments: [UInt64(7), 8])
    func fuzz(seed: UInt64) async throws {
        var random = SplitMix64(state: seed)
        let catalog = ChaosCatalog(seed: seed &* 17)
        let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .microseconds(500)), desktop: NullDesktop())
        model.start()
        var width = 100, height = 30
        let actions: [MouseEvent.Action] = [.press, .press, .doubleClick, .wheelUp, .wheelDown, .wheelDown]
        for step in 0..<3_000 {
            if random.next() % 60 == 0 {
                width = Int(random.next() % 140) + 1
                height = Int(random.next() % 50) + 1
                model.resize(width: width, height: height)
            }
            let key: Key =
                random.next() % 3 == 0
                ? Self.keys[Int(random.next() % UInt64(Self.keys.count))]
                : .mouse(
                    MouseEvent(
                        x: Int(random.next() % UInt64(width + 2)) - 1, y: Int(random.next() % UInt64(height + 2)) - 1,
                        action: actions[Int(random.next() % UInt64(actions.count))]))
            _ = model.handle(key)
            if random.next() % 5 == 0 { try await Task.sleep(for: .microseconds(Int(random.next() % 1500))) }
            let grid = ScreenView.render(model.state, width: width, height: height)
            let count = model.state.visibleEntries.count
            #expect(count == 0 ? model.state.selection == 0 : (0..<count).contains(model.state.selection), "step \(step)")
            #expect(model.state.detailScroll >= 0, "step \(step)")
            #expect(grid.lines.count == height)
        }
        model.stop()
        await model.settle()
    }
}
