import Browser
import CatalogKit
import Synchronization
import Testing
import TestSupport

/// A catalog with keys of its own: a shelf of things, `p` puts one on it or takes it off,
/// `P` opens the shelf page, `+` doubles the detail's number, `x` (the shelf page only)
/// drops the selected thing from the shelf.
final class ShelfCatalog: Catalog, Sendable {
    let shelf = Mutex<[String]>([])
    let title = "Things"
    let itemName = "thing"
    var searchStrategy: SearchStrategy { .localIndex(load: { _ in [] }) }
    let things = (1...4).map { Entry(id: String($0), title: "Thing \($0)") }
    var linkKinds: [LinkKind] { ["thing", "shelf"] }

    var actions: [CatalogAction] {
        [
            CatalogAction("shelf.toggle", key: "p", name: "shelve", summary: "put on the shelf or take off"),
            CatalogAction("shelf.open", key: "P", name: "shelf", summary: "the shelf"),
            CatalogAction("thing.double", key: "+", name: "double", summary: "double the number"),
            CatalogAction("shelf.drop", key: "x", name: "drop", summary: "drop from the shelf", page: "shelf"),
            CatalogAction("shelf.copy", key: "y", name: "copy_shelf", summary: "copy the shelf", page: "shelf"),
        ]
    }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        EntryPage(entries: things, total: things.count, isLast: true, nextOffset: things.count)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        Detail(title: entry.title, sections: [DetailSection(nil, .paragraph("number 1"))])
    }

    func open(_ link: Link, freshness: Freshness) async throws(AppError) -> LinkedPage {
        let ids = shelf.withLock { $0 }
        let members = things.filter { ids.contains($0.id) }
        return LinkedPage(title: "Shelf", document: Detail(title: "Shelf", sections: []), entries: members, itemName: "thing")
    }

    func badge(for entry: Entry) -> String? { shelf.withLock { $0.contains(entry.id) } ? "◆" : nil }

    func perform(_ action: ActionID, in context: ActionContext) async throws(AppError) -> ActionOutcome {
        switch action {
        case "shelf.toggle", "shelf.drop":
            guard let entry = context.entry else { return .notice("nothing selected") }
            let added = shelf.withLock { ids in
                if let index = ids.firstIndex(of: entry.id) {
                    ids.remove(at: index)
                    return false
                }
                ids.append(entry.id)
                return true
            }
            let said = "\(entry.title) \(added ? "shelved" : "taken off")"
            return context.page?.kind == "shelf" ? .reloadPage(notice: said) : .notice(said)
        case "shelf.open": return .follow(Link(kind: "shelf", id: "mine", label: "Shelf"))
        case "shelf.copy": return .copy(shelf.withLock { $0.joined(separator: ",") }, what: "the shelf")
        case "thing.double":
            guard var detail = context.detail, case let .paragraph(text)? = detail.sections.first?.content,
                let number = Int(text.split(separator: " ").last ?? "")
            else { return .none }
            detail.sections = [DetailSection(nil, .paragraph("number \(number * 2)"))]
            return .replaceDetail(detail, notice: "×2")
        default: return .none
        }
    }
}

@MainActor
@Suite("A catalog's own keys")
struct CatalogActionTests {
    /// Never advanced: notices stay up until the next one.
    let clock = ManualClock()

    let desktop = RecordingDesktop()

    func open() async -> (Navigator, ShelfCatalog) {
        let catalog = ShelfCatalog()
        let navigator = Navigator(root: CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .zero, clock: clock.clock), desktop: desktop))
        navigator.resize(width: 100, height: 30)
        navigator.start()
        await settle(navigator)
        return (navigator, catalog)
    }

    func settle(_ navigator: Navigator) async {
        if let screen = navigator.top as? CatalogScreenModel { await screen.settle() }
        if let screen = navigator.top as? LinkedScreenModel { await screen.settle() }
    }

    func state(_ navigator: Navigator) -> CatalogScreenState? {
        guard case let .catalog(state) = navigator.content else { return nil }
        return state
    }

    @Test("p marks the row and says so; p again takes the mark off")
    func noticeAndBadge() async {
        let (navigator, _) = await open()
        _ = navigator.handle(.down)
        _ = navigator.handle(.character("p"))
        await settle(navigator)
        #expect(state(navigator)?.notice == "Thing 2 shelved")
        #expect(state(navigator)?.badges == ["2": "◆"])
        _ = navigator.handle(.character("p"))
        await settle(navigator)
        #expect(state(navigator)?.notice == "Thing 2 taken off")
        #expect(state(navigator)?.badges == [:])
    }

    @Test("The detail's title carries the mark, and + replaces the document in place")
    func detailBadgeAndReplace() async {
        let (navigator, _) = await open()
        _ = navigator.handle(.enter)
        await settle(navigator)
        _ = navigator.handle(.character("p"))
        await settle(navigator)
        #expect(state(navigator)?.detailBadge == "◆")
        _ = navigator.handle(.character("+"))
        await settle(navigator)
        let shown = state(navigator)?.detail.load.value?.sections.first?.content
        #expect(shown == .paragraph("number 2"))
        #expect(state(navigator)?.notice == "×2")
        #expect(state(navigator)?.detail.entry?.id == "1")
    }

    @Test("Keys typed in a burst are all carried out, in order: each on its own row, each on the document the one before left")
    func burst() async {
        let (navigator, catalog) = await open()
        for key in "pjpjp" { _ = navigator.handle(.character(key)) }
        await settle(navigator)
        #expect(catalog.shelf.withLock { $0 } == ["1", "2", "3"])
        _ = navigator.handle(.enter)
        await settle(navigator)
        for _ in 0..<3 { _ = navigator.handle(.character("+")) }
        await settle(navigator)
        #expect(state(navigator)?.detail.load.value?.sections.first?.content == .paragraph("number 8"))
    }

    @Test("P opens the page the action names; x there drops the row and the page loads again")
    func followAndReload() async throws {
        let (navigator, catalog) = await open()
        _ = navigator.handle(.character("p"))
        _ = navigator.handle(.down)
        await settle(navigator)
        _ = navigator.handle(.character("p"))
        await settle(navigator)
        // The page-only key does nothing on the catalog's own screen.
        #expect(state(navigator)?.keyMap.command(for: .character("x")) == nil)
        _ = navigator.handle(.character("P"))
        await settle(navigator)
        #expect(navigator.stack.count == 2)
        await settle(navigator)
        #expect(state(navigator)?.list.entries.map(\.id) == ["1", "2"])
        #expect(state(navigator)?.keyMap.command(for: .character("x")) == .action("shelf.drop"))
        _ = navigator.handle(.character("x"))
        await settle(navigator)
        await settle(navigator)
        #expect(catalog.shelf.withLock { $0 } == ["2"])
        #expect(state(navigator)?.list.entries.map(\.id) == ["2"])
        #expect(state(navigator)?.notice == "Thing 1 taken off")
        // On the shelf page its own y copies the shelf; the app's y is not bound there.
        let map = state(navigator)?.keyMap
        #expect(map?.command(for: .character("y")) == .action("shelf.copy"))
        #expect(map?.bindings.contains { $0.command == .copy } == false)
        _ = navigator.handle(.character("y"))
        await settle(navigator)
        #expect(desktop.copied == ["2"])
        #expect(state(navigator)?.notice == "copied the shelf")
        _ = navigator.handle(.escape)
        #expect(state(navigator)?.keyMap.command(for: .character("y")) == .copy)
    }

    @Test("Help and the key table list the catalog's keys; the config binds them by name")
    func helpAndBinding() {
        let actions = ShelfCatalog().actions
        let map = KeyMap.browse(.list, actions: actions)
        #expect(map.command(for: .character("p")) == .action("shelf.toggle"))
        #expect(map.listed.contains { $0.label == "+" && $0.summary == "double the number" })
        let checked = KeyActions.check([KeyActions.Request(line: 1, action: "shelve", keys: "b")], catalogFilterKinds: [[]], catalogActions: [actions])
        #expect(checked.problems.isEmpty)
        #expect(checked.overrides.keys[.action("shelf.toggle")] == [.character("b")])
        let clash = KeyActions.check([KeyActions.Request(line: 1, action: "shelve", keys: "q")], catalogFilterKinds: [[]], catalogActions: [actions])
        #expect(clash.problems.first?.message.contains("quit") == true)
        // A clash with a catalog's action names it as `bind` does.
        let withAction = KeyActions.check([KeyActions.Request(line: 1, action: "quit", keys: "p")], catalogFilterKinds: [[]], catalogActions: [actions])
        #expect(withAction.problems.first?.message.contains("'shelve'") == true, "\(withAction.problems)")
    }
}
