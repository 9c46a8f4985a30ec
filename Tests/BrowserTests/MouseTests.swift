import Browser
import CatalogKit
import Testing
import TestSupport

/// The mouse on a catalog screen at 100×30: list 34 columns wide on the left (rows from
/// screen row 1), detail from column 34 (its text from column 36).
@MainActor
@Suite("Mouse")
struct MouseTests {
    func makeNavigator(_ catalog: LinkingCatalog = LinkingCatalog()) async -> (Navigator, CatalogScreenModel) {
        let root = CatalogScreenModel(catalog: catalog, timing: .instant, detailOutline: clickableOutline)
        let navigator = Navigator(root: root)
        navigator.resize(width: 100, height: 30)
        navigator.start()
        await root.settle()
        return (navigator, root)
    }

    func click(_ x: Int, _ y: Int, _ action: MouseEvent.Action = .press) -> Key { .mouse(MouseEvent(x: x, y: y, action: action)) }

    func settle(_ navigator: Navigator) async {
        if let linked = navigator.top as? LinkedScreenModel { await linked.settle() }
        if let model = navigator.top as? CatalogScreenModel { await model.settle() }
    }

    @Test("A click on the fifth row selects it; a click on the selected row opens it (the detail gets the keyboard)")
    func clickRows() async {
        let (navigator, model) = await makeNavigator()
        #expect(model.layout.arrangement == .sideBySide)
        navigator.handle(click(5, 5))
        await model.settle()
        #expect(model.state.selection == 4)
        #expect(model.focus == .list)
        #expect(model.state.detail.entry?.title == "Thing 5")
        navigator.handle(click(20, 5))
        #expect(model.focus == .detail)
        // A click below the last entry, or on the frame, selects nothing.
        navigator.handle(click(5, 0))
        #expect(model.state.selection == 4)
    }

    @Test("A double click on another row opens it at once")
    func doubleClick() async {
        let (navigator, model) = await makeNavigator()
        navigator.handle(click(5, 3))
        #expect(model.focus == .list)
        navigator.handle(click(5, 3, .doubleClick))
        #expect(model.state.selection == 2)
        #expect(model.focus == .detail)
    }

    @Test("A click in the detail gives it the keyboard; in the list, back to the list")
    func focusPanes() async {
        let (navigator, model) = await makeNavigator()
        navigator.handle(click(60, 25))
        #expect(model.focus == .detail)
        #expect(model.keyMap.mode == .detail)
        navigator.handle(click(10, 25))
        #expect(model.focus == .list)
    }

    @Test("The wheel scrolls the detail under it three lines a notch, within its end; over the list it moves the selection")
    func wheel() async {
        let (navigator, model) = await makeNavigator()
        navigator.handle(click(60, 10, .wheelDown))
        #expect(model.state.detailScroll == 3)
        navigator.handle(click(60, 10, .wheelDown))
        navigator.handle(click(60, 10, .wheelUp))
        #expect(model.state.detailScroll == 3)
        for _ in 0..<30 { navigator.handle(click(60, 10, .wheelDown)) }
        // 60 lines, 27 rows showing.
        #expect(model.state.detailScroll == 33)
        navigator.handle(click(10, 10, .wheelDown))
        #expect(model.state.selection == 3)
        navigator.handle(click(10, 10, .wheelUp))
        #expect(model.state.selection == 0)
    }

    @Test("A click on a link follows it; a click on the trail's first crumb goes back to the catalog")
    func links() async {
        let catalog = LinkingCatalog()
        let (navigator, model) = await makeNavigator(catalog)
        // Link 1 (Blue) is on line 8 of the detail: screen row 9, its text from column 36 + 4.
        navigator.handle(click(41, 9))
        await settle(navigator)
        #expect(catalog.opens == ["colour/blue"])
        #expect(navigator.stack.count == 2)
        guard case let .catalog(state) = navigator.content else {
            Issue.record("no catalog screen on top")
            return
        }
        #expect(state.trail == ["Things", "Thing 1", "Blue"])
        // Off the link's text: nothing followed.
        navigator.handle(click(60, 9))
        #expect(navigator.stack.count == 2)
        // "Thing 1" (crumb 1) and "Things" (crumb 0) are both the catalog's screen.
        navigator.handle(click(13, 0))
        #expect(navigator.stack.count == 1)
        #expect(navigator.top === model)
        navigator.handle(.character("]"))
        #expect(navigator.stack.count == 2)
    }

    @Test("Two links deep, the first crumb goes back two screens, and forward re-opens them in order")
    func trailTwoDeep() async {
        let (navigator, _) = await makeNavigator()
        navigator.handle(click(41, 9))
        await settle(navigator)
        // On the Blue page: open its first entry, then follow that detail's link 0 (Red).
        navigator.handle(.enter)
        await settle(navigator)
        navigator.handle(click(41, 3))
        await settle(navigator)
        #expect(navigator.stack.count == 3)
        guard case let .catalog(state) = navigator.content else { return }
        #expect(state.trail == ["Things", "Thing 1", "Blue", "Thing 2", "Red"])
        navigator.handle(click(23, 0))
        #expect(navigator.stack.count == 2)
        navigator.handle(.character("]"))
        navigator.handle(click(3, 0))
        #expect(navigator.stack.count == 1)
        navigator.handle(.character("]"))
        guard case let .catalog(blue) = navigator.content else { return }
        #expect(blue.trail.last == "Blue")
    }

    @Test("The wheel scrolls the help while it is open; clicks do nothing there")
    func help() async {
        let (navigator, model) = await makeNavigator()
        navigator.handle(.character("?"))
        navigator.handle(click(50, 10, .wheelDown))
        #expect(model.state.help?.scroll == 3)
        navigator.handle(click(5, 5))
        #expect(model.state.selection == 0)
        #expect(model.state.help != nil)
    }
}
