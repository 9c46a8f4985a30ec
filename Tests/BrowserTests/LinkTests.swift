import Browser
import CatalogKit
import Testing
import TestSupport

@Suite("Link motion in the detail pane")
struct LinkPositionTests {
    // Links on lines 2, 8, 14, 20 of 60; ten rows show.
    let outline = DetailOutline(lineCount: 60, linkLines: [2, 8, 14, 20])

    @Test("↓ selects the next link on screen or a line away, and scrolls a line otherwise; ↑ the same upward")
    func stepping() {
        var position = LinkPosition(selected: nil, scroll: 0)
        var seen: [String] = []
        for _ in 0..<7 {
            position = position.stepping(forward: true, rows: 10, outline: outline)
            seen.append("\(position.selected.map(String.init) ?? "-")@\(position.scroll)")
        }
        #expect(seen == ["0@0", "1@0", "1@1", "1@2", "1@3", "1@4", "2@5"])
        // Upward from there: the previous link is off screen, so scroll until it is a line away.
        position = LinkPosition(selected: 2, scroll: 6)
        position = position.stepping(forward: false, rows: 10, outline: outline)
        #expect(position == LinkPosition(selected: 1, scroll: 6))
        position = position.stepping(forward: false, rows: 10, outline: outline)
        #expect(position == LinkPosition(selected: 1, scroll: 5))
    }

    @Test("With no link in reach the arrows scroll within the document; at the ends they stop")
    func scrolling() {
        let none = DetailOutline(lineCount: 12, linkLines: [])
        var position = LinkPosition(selected: nil, scroll: 0)
        for _ in 0..<5 { position = position.stepping(forward: true, rows: 10, outline: none) }
        #expect(position == LinkPosition(selected: nil, scroll: 2))
        for _ in 0..<5 { position = position.stepping(forward: false, rows: 10, outline: none) }
        #expect(position == LinkPosition(selected: nil, scroll: 0))
    }

    @Test("Tab and Shift-Tab go to the next and previous link wherever it is, scrolling it into view")
    func jumping() {
        var position = LinkPosition(selected: 1, scroll: 0)
        position = position.jumping(forward: true, rows: 10, outline: outline)
        #expect(position == LinkPosition(selected: 2, scroll: 5))
        position = position.jumping(forward: true, rows: 10, outline: outline)
        position = position.jumping(forward: true, rows: 10, outline: outline)
        #expect(position == LinkPosition(selected: 3, scroll: 11))
        position = LinkPosition(selected: 0, scroll: 30).jumping(forward: false, rows: 10, outline: outline)
        #expect(position == LinkPosition(selected: 0, scroll: 30))
        position = LinkPosition(selected: 3, scroll: 30).jumping(forward: false, rows: 10, outline: outline)
        #expect(position == LinkPosition(selected: 2, scroll: 14))
    }
}

@MainActor
@Suite("Following links")
struct LinkFollowingTests {
    /// The catalog on a navigator at 40×13 (ten rows a pane, one pane at a time), its first
    /// detail open in the detail pane.
    func makeNavigator(_ catalog: LinkingCatalog) async -> (Navigator, CatalogScreenModel) {
        let root = CatalogScreenModel(catalog: catalog, timing: .instant, detailOutline: spacedOutline)
        let navigator = Navigator(root: root)
        navigator.resize(width: 40, height: 13)
        navigator.start()
        await root.settle()
        navigator.handle(.enter)
        await root.settle()
        return (navigator, root)
    }

    func state(_ navigator: Navigator) -> CatalogScreenState? {
        if case let .catalog(state) = navigator.content { return state }
        return nil
    }

    func settle(_ navigator: Navigator) async {
        if let linked = navigator.top as? LinkedScreenModel { await linked.settle() }
        if let model = navigator.top as? CatalogScreenModel { await model.settle() }
    }

    @Test("↓ selects a link; the detail's keys then move between links and Enter follows; the trail grows")
    func follow() async {
        let catalog = LinkingCatalog()
        let (navigator, root) = await makeNavigator(catalog)
        #expect(root.keyMap.command(for: .tab) == .nextLink && root.keyMap.command(for: .enter) == .follow)
        #expect(root.state.detail.selectedLink == nil)
        navigator.handle(.down)
        #expect(root.state.detail.link?.label == "Red")
        navigator.handle(.tab)
        #expect(root.state.detail.link?.label == "Blue")
        navigator.handle(.backTab)
        navigator.handle(.enter)
        guard let linked = navigator.top as? LinkedScreenModel else { Issue.record("no linked screen"); return }
        await linked.settle()
        #expect(catalog.opens == ["colour/red"])
        let page = state(navigator)
        #expect(page?.trail == ["Things", "Thing 1", "Red"])
        #expect(page?.title == "Red" && page?.focus == .list && page?.hasList == true)
        #expect(page?.entries.map(\.title).prefix(3) == ["Thing 1", "Thing 4", "Thing 7"])
        #expect(page?.detail.entry == nil && page?.detail.load.value?.title == "Red")
    }

    @Test("A page's list is browsed and searched locally; Enter shows an entry's detail, Esc the page's document again")
    func pageEntries() async {
        let catalog = LinkingCatalog()
        let (navigator, _) = await makeNavigator(catalog)
        navigator.handle(.down)
        navigator.handle(.enter)
        await settle(navigator)
        let detailsBefore = catalog.details.count
        navigator.handle(.down)  // the list: the document stays
        await settle(navigator)
        #expect(state(navigator)?.detail.load.value?.title == "Red")
        #expect(catalog.details.count == detailsBefore)
        navigator.handle(.character("/"))
        for letter in "thing 7" { navigator.handle(.character(letter)) }
        await settle(navigator)
        #expect(state(navigator)?.visibleEntries.map(\.title) == ["Thing 7"])
        navigator.handle(.enter)  // leave the bar
        navigator.handle(.enter)  // open the entry
        await settle(navigator)
        #expect(state(navigator)?.detail.load.value?.title == "Thing 7")
        #expect(catalog.details.last == "7")
        #expect(state(navigator)?.keyMap.command(for: .tab) == .nextLink)
        navigator.handle(.escape)
        #expect(state(navigator)?.detail.load.value?.title == "Red" && state(navigator)?.focus == .list)
        navigator.handle(.escape)  // clears the search
        navigator.handle(.escape)  // back
        #expect(navigator.top is CatalogScreenModel && navigator.stack.count == 1)
    }

    @Test("On a page's list, once an entry is opened from a search, the detail follows the selection")
    func openedEntryFollows() async {
        let catalog = LinkingCatalog()
        let (navigator, _) = await makeNavigator(catalog)
        navigator.handle(.down)
        navigator.handle(.enter)  // the Red page: its document, its list
        await settle(navigator)
        #expect(state(navigator)?.detail.load.value?.title == "Red")
        navigator.handle(.character("/"))
        for letter in "thing" { navigator.handle(.character(letter)) }
        await settle(navigator)
        navigator.handle(.enter)  // leave the bar: the top match opens, the list keeps the keyboard
        await settle(navigator)
        let opened = state(navigator)?.detail.load.value?.title
        #expect(opened == state(navigator)?.selectedEntry?.title && state(navigator)?.focus == .list)
        navigator.handle(.down)
        await settle(navigator)
        #expect(state(navigator)?.detail.load.value?.title == state(navigator)?.selectedEntry?.title)
        #expect(state(navigator)?.detail.load.value?.title != opened, "the detail left \(opened ?? "?") for the selection")
    }

    @Test("A page that is only a document has no list: Esc goes straight back")
    func documentOnly() async {
        let catalog = LinkingCatalog()
        let (navigator, _) = await makeNavigator(catalog)
        for _ in 0..<2 { navigator.handle(.tab) }
        navigator.handle(.tab)
        #expect((navigator.top as? CatalogScreenModel)?.state.detail.link?.label == "Thing 1")
        navigator.handle(.enter)
        await settle(navigator)
        let page = state(navigator)
        #expect(page?.hasList == false && page?.focus == .detail && page?.detail.load.value?.subtitle == "a thing on its own")
        #expect(page.map { ScreenLayout(width: 100, height: 30, state: $0).arrangement } == .detailOnly)
        #expect(page?.keyMap.command(for: .tab) == nil && page?.keyMap.command(for: .character("/")) == nil)
        navigator.handle(.escape)
        #expect(navigator.stack.count == 1)
    }

    @Test("A failed link shows the error pane with r in the new screen; r loads it; Esc goes back at every stage")
    func failureAndRetry() async {
        let catalog = LinkingCatalog()
        let (navigator, _) = await makeNavigator(catalog)
        catalog.failOpens(with: offline)
        navigator.handle(.down)
        navigator.handle(.enter)
        await settle(navigator)
        var page = state(navigator)
        #expect(page?.detail.load.error == offline)
        #expect(page?.retryKey == "r" && page?.trail == ["Things", "Thing 1", "Red"] && page?.hasList == false)
        catalog.failOpens(with: nil)
        navigator.handle(.character("r"))
        await settle(navigator)
        page = state(navigator)
        #expect(page?.detail.load.value?.title == "Red" && page?.hasList == true)
        #expect(catalog.opens == ["colour/red", "colour/red"])
        catalog.failOpens(with: offline)
        navigator.handle(.tab)  // to the document
        navigator.handle(.down)
        navigator.handle(.enter)  // Blue, failing
        await settle(navigator)
        #expect(state(navigator)?.detail.load.error == offline && navigator.stack.count == 3)
        navigator.handle(.escape)
        #expect(navigator.stack.count == 2)
    }

    @Test("? on a failed or loading link opens the help of the keys that work there; Esc closes it, then goes back")
    func helpWhileNotLoaded() async {
        let catalog = LinkingCatalog()
        let (navigator, _) = await makeNavigator(catalog)
        catalog.failOpens(with: offline)
        navigator.handle(.down)
        navigator.handle(.enter)
        await settle(navigator)
        navigator.handle(.character("?"))
        var help = state(navigator)?.help
        #expect(help?.lines.map(\.keys) == ["Esc ⌫ ← h", "r", "R", "F", "?", "q"])
        #expect(state(navigator)?.keyMap.mode == .help && state(navigator)?.detail.load.error == offline)
        navigator.handle(.escape)
        #expect(state(navigator)?.help == nil && navigator.stack.count == 2)
        navigator.handle(.escape)
        #expect(navigator.stack.count == 1)
        catalog.failOpens(with: nil)
        catalog.setSlowOpens(true)
        navigator.handle(.enter)
        let linked = navigator.top
        #expect(state(navigator)?.detail.load == .loading)
        navigator.handle(.character("?"))
        help = state(navigator)?.help
        #expect(help?.lines.isEmpty == false)
        navigator.handle(.character("?"))
        #expect(state(navigator)?.help == nil && navigator.stack.count == 2)
        navigator.handle(.escape)
        #expect(navigator.stack.count == 1)
        await (linked as? LinkedScreenModel)?.settle()
    }

    @Test("While a link loads the screen says so; Esc goes back and cancels it; ] comes back and loads it again")
    func loadingBackForward() async {
        let catalog = LinkingCatalog()
        let (navigator, _) = await makeNavigator(catalog)
        catalog.setSlowOpens(true)
        navigator.handle(.down)
        navigator.handle(.enter)
        #expect(state(navigator)?.detail.load == .loading && state(navigator)?.trail == ["Things", "Thing 1", "Red"])
        let linked = navigator.top
        navigator.handle(.escape)
        #expect(navigator.stack.count == 1)
        await (linked as? LinkedScreenModel)?.settle()
        catalog.setSlowOpens(false)
        navigator.handle(.character("]"))
        #expect(navigator.top === linked)
        await settle(navigator)
        #expect(state(navigator)?.detail.load.value?.title == "Red")
        #expect(catalog.opens == ["colour/red", "colour/red"])
    }

    @Test("Back restores the screen exactly, with no request; ] re-opens the page as it was; a new link clears forward")
    func backAndForward() async {
        let catalog = LinkingCatalog()
        let (navigator, root) = await makeNavigator(catalog)
        // Somewhere particular: scrolled down the detail, Thing 2 selected.
        for _ in 0..<4 { navigator.handle(.down) }
        navigator.handle(.tab)
        let before = root.state
        #expect(before.detail.scroll > 0 && before.detail.link?.label == "Thing 1")
        navigator.handle(.backTab)
        navigator.handle(.backTab)  // Blue
        let atBlue = root.state
        navigator.handle(.enter)
        await settle(navigator)
        let page = navigator.top
        navigator.handle(.down)  // move in the page's list
        let pageState = state(navigator)
        let requests = (catalog.opens.count, catalog.details.count, catalog.pages)
        #expect(root.keyMap.command(for: .character("]")) == nil)

        navigator.handle(.escape)
        #expect(navigator.top === root)
        #expect(root.state.detail == atBlue.detail && root.state.list == atBlue.list && root.state.focus == .detail)
        #expect(root.keyMap.command(for: .character("]")) == .forward)
        navigator.handle(.character("]"))
        #expect(navigator.top === page)
        #expect(state(navigator) == pageState)
        navigator.handle(.escape)
        await root.settle()
        #expect((catalog.opens.count, catalog.details.count, catalog.pages) == requests)

        // A new link: forward is gone.
        navigator.handle(.down)
        navigator.handle(.enter)
        await settle(navigator)
        navigator.handle(.escape)
        navigator.handle(.escape)
        #expect(navigator.forwardStack.count == 1)
        navigator.handle(.character("]"))
        #expect(navigator.top !== page)
    }
}
