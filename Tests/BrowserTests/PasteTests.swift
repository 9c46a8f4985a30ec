import Browser
import CatalogKit
import Testing

@MainActor
@Suite("Pasting into search")
struct PasteTests {
    func searchingModel() async -> BrowserViewModel {
        let catalog = FakeCatalog(count: 30, names: ["Bulbasaur", "Pikachu", "Mr. Mime", "Pichu", "Raichu"])
        let model = BrowserViewModel(catalog: catalog, timing: BrowserViewModelTests.instant)
        model.updateLayout(listRows: 10, detailRows: 10, maxDetailScroll: 0)
        model.start()
        await model.settle()
        model.handle(.character("/"))
        await model.settle()
        return model
    }

    @Test("A paste is one edit: cleaned, searched once, never read as commands")
    func pasteIsOneEdit() async {
        let model = await searchingModel()
        model.handle(.paste("  mr.\u{07}\n\tmime  "))
        #expect(model.state.search?.query == "mr. mime")
        #expect(model.state.visibleEntries.map(\.title) == ["Mr. Mime"])
        #expect(model.state.search?.isEditing == true)
    }

    @Test("A paste outside the search bar does nothing: its letters are not commands")
    func pasteOutsideSearch() async {
        let model = await searchingModel()
        model.handle(.escape)
        #expect(model.handle(.paste("qqq/jjjG")) == .continue)
        #expect(model.state.search == nil)
        #expect(model.state.selection == 0)
    }

    @Test("The query stops at 100 characters, typed or pasted")
    func queryIsCapped() async {
        let model = await searchingModel()
        model.handle(.paste(String(repeating: "pikachu ", count: 1_500)))  // 12 KB
        #expect(model.state.search?.query.count == SearchState.maximumQueryLength)
        model.handle(.control("u"))
        for _ in 0..<150 { model.handle(.character("x")) }
        #expect(model.state.search?.query == String(repeating: "x", count: SearchState.maximumQueryLength))
        model.handle(.backspace)
        model.handle(.paste("yyyy"))
        #expect(model.state.search?.query == String(repeating: "x", count: 99) + "y")
    }

    @Test("Letters in order are found from any word start (one pass from the first)")
    func lettersInOrder() {
        let matcher = SearchMatcher(entries: [Entry(id: "1", title: "Alpha Beta Gamma"), Entry(id: "2", title: "Beta Alpha")])
        #expect(matcher.matches("bgm").map(\.title) == ["Alpha Beta Gamma"])
        #expect(matcher.matches("aph").map(\.title) == ["Alpha Beta Gamma", "Beta Alpha"])
        #expect(matcher.matches(String(repeating: "a", count: 10_000)).isEmpty)
    }
}
