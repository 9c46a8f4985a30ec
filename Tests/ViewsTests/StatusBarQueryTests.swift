import Browser
import CatalogKit
import Testing
import TextLayout
import Views

/// The search bar keeps the end of a long query in view: that is where the typing is.
@Suite("Status bar with a long query")
struct StatusBarQueryTests {
    func bar(_ query: String, results: [Entry]? = nil, width: Int) -> String {
        let state = CatalogScreenState(
            title: "Recipes", itemName: "recipe", search: SearchState(query: query, isEditing: true, results: results), keyMap: .search)
        var grid = CellGrid(width: width, height: 1)
        StatusBarView.draw(state, into: &grid, y: 0, theme: .standard)
        return grid.text
    }

    @Test("A query longer than the bar shows its end after …")
    func longQuery() {
        let query = "the beginning of a very long query that ends here"
        let text = bar(query, width: 30)
        #expect(text.hasPrefix("/…"), "\(text)")
        #expect(text.contains("query that ends here"), "\(text)")
        #expect(!text.contains("the beginning"))
    }

    @Test("With results, the count stays when there is room; a short query is whole")
    func withCount() {
        let text = bar("the beginning of a very long query that ends here", results: [Entry(id: "1", title: "One")], width: 40)
        #expect(text.contains("ends here"), "\(text)")
        #expect(text.contains("1 match"), "\(text)")
        #expect(bar("cake", width: 40).hasPrefix("/cake "))
    }
}

/// A notice too long to sit beside the title (`o`'s web address with no graphical session)
/// takes the line alone, so the address can be selected whole.
@Suite("Status bar with a long notice")
struct StatusBarNoticeTests {
    @Test("An 83-character address in a 100-column bar is whole; a short notice stays beside the title")
    func longAddress() {
        let address = "https://www.olivemagazine.com/recipes/baking-and-desserts/portuguese-custard-tarts/"
        var state = CatalogScreenState(title: "Portuguese custard tarts", itemName: "recipe")
        state.notice = address
        var grid = CellGrid(width: 100, height: 1)
        StatusBarView.draw(state, into: &grid, y: 0, theme: .standard)
        #expect(grid.text.contains(address), "\(grid.text)")
        state.notice = "copied it"
        grid = CellGrid(width: 100, height: 1)
        StatusBarView.draw(state, into: &grid, y: 0, theme: .standard)
        #expect(grid.text.hasPrefix(" Portuguese custard tarts  copied it"), "\(grid.text)")
    }
}

/// At 20 columns the position stays whole and the title gives way.
@Suite("Status bar at its narrowest")
struct StatusBarNarrowTests {
    @Test("At 20 columns: 1/14, not 1/1; at 80 the title and the position")
    func narrow() {
        let entries = (1...14).map { Entry(id: String($0), title: "Thing \($0)") }
        let state = CatalogScreenState(title: "Pokédex · demo", itemName: "Pokémon", list: EntryListState(entries: entries, total: 14, isComplete: true))
        var grid = CellGrid(width: 20, height: 1)
        StatusBarView.draw(state, into: &grid, y: 0, theme: .standard)
        #expect(grid.text.hasPrefix(" 1/14"), "\(grid.text)")
        grid = CellGrid(width: 80, height: 1)
        StatusBarView.draw(state, into: &grid, y: 0, theme: .standard)
        #expect(grid.text.hasPrefix(" Pokédex · demo  1/14"), "\(grid.text)")
    }
}

/// A form's row shows its five-digit number, whole.
@Suite("Form numbers in rows")
struct FormNumberRowTests {
    @Test("#10001 Deoxys Attack", arguments: [80, 40])
    func row(width: Int) {
        let entries = [Entry(id: "10001", title: "Deoxys Attack", number: 10001), Entry(id: "25", title: "Pikachu", number: 25)]
        let state = CatalogScreenState(title: "Pokédex", itemName: "Pokémon", list: EntryListState(entries: entries, total: 2, isComplete: true))
        let text = ScreenView.render(state, width: width, height: 12).text
        #expect(text.contains("#10001 Deoxys Attack"), "\(text)")
        #expect(text.contains("#025   Pikachu"), "\(text)")
    }
}
