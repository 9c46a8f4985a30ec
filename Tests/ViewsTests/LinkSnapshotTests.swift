import Browser
import CatalogKit
import Testing
import TestSupport
import TextLayout
import Views

/// A detail with links of every kind, drawn: where the links are, underlined, the selected
/// one reversed, and the trail of a linked screen in the top line.
@Suite("Link snapshots")
struct LinkSnapshotTests {
    static let electric = Link(kind: "type", id: "electric", label: "Electric")
    static let detail = Detail(
        title: "Pikachu", subtitle: "#025 · Mouse Pokémon", badges: [Badge("Electric", link: electric), "Shiny"],
        sections: [
            DetailSection(
                "Profile",
                .fields([Field("Height", "0.4 m"), Field("Generation", "Generation I", link: Link(kind: "generation", id: "1", label: "Generation I"))])),
            DetailSection(
                "Abilities",
                .links([Link(kind: "ability", id: "static", label: "Static"), Link(kind: "ability", id: "lightning-rod", label: "Lightning Rod (hidden)")])),
            DetailSection(
                "Evolution",
                .tree(
                    TreeNode(
                        "Pichu",
                        children: [
                            TreeNode(
                                "Pikachu", isCurrent: true,
                                children: [TreeNode("Raichu", note: "Thunder Stone", link: Link(kind: "pokemon", id: "26", label: "Raichu"))])
                        ], link: Link(kind: "pokemon", id: "172", label: "Pichu")))),
        ])

    func state(selected: Int?, trail: [String] = [], hasList: Bool = true) -> CatalogScreenState {
        let entry = Entry(id: "25", title: "Pikachu", number: 25)
        return CatalogScreenState(
            title: "Pokédex", itemName: "Pokémon", list: EntryListState(entries: [entry], total: 1, load: .loaded(1)),
            detail: DetailState(entry: hasList ? entry : nil, load: .loaded(Self.detail), selectedLink: selected),
            focus: .detail, trail: trail, hasList: hasList)
    }

    @Test("The layout knows each link's line, in the document's order")
    func linkLines() {
        let layout = DetailView.laidOut(Self.detail, width: 40, theme: .standard, retryKey: nil)
        #expect(layout.links.count == Self.detail.links.count)
        let texts = layout.linkLines.map { layout.lines[$0].text }
        #expect(texts[0].contains("Electric") && texts[1].contains("Generation I") && texts[2].contains("Static"))
        #expect(texts[3].contains("Lightning Rod") && texts[4].contains("Pichu") && texts[5].contains("Raichu"))
        #expect(DetailPane.outline(state(selected: nil), layout: ScreenLayout(width: 80, height: 24, state: state(selected: nil))).linkLines.count == 6)
    }

    @Test("Links are underlined where they stand; the selected one is reversed, a chip turned plain")
    func styles() throws {
        let plain = ScreenView.render(state(selected: nil), width: 80, height: 24)
        let selected = ScreenView.render(state(selected: 2), width: 80, height: 24)
        try assertSnapshot(selected, named: "links-80x24")
        #expect(plain.text == selected.text)
        func cell(_ grid: CellGrid, _ text: String) -> Cell? {
            for y in 0..<grid.height {
                let line = grid.lines[y]
                guard let range = line.range(of: text) else { continue }
                return grid[line.distance(from: line.startIndex, to: range.lowerBound), y]
            }
            return nil
        }
        #expect(cell(plain, "Static")?.style.underline == true && cell(plain, "Static")?.style.reverse == false)
        #expect(cell(selected, "Static")?.style.reverse == true)
        #expect(cell(plain, "Generation I")?.style.underline == true)
        #expect(cell(plain, "Raichu")?.style.underline == true && cell(plain, "Thunder")?.style.underline == false)
        #expect(cell(plain, "Height")?.style.underline == false && cell(plain, "0.4 m")?.style.underline == false)
        #expect(cell(plain, "Electric")?.style.reverse == true)
        let chip = ScreenView.render(state(selected: 0), width: 80, height: 24)
        #expect(cell(chip, "Electric")?.style.reverse == false && cell(chip, "Electric")?.style.underline == true)
    }

    @Test("A linked page that is only a document takes the screen, its trail in the top line, shortened from the left")
    func trail() throws {
        let wide = ScreenView.render(state(selected: 5, trail: ["Pokédex", "Pikachu", "Electric"], hasList: false), width: 80, height: 24)
        #expect(wide.lines[0].contains("Pokédex › Pikachu › Electric"))
        try assertSnapshot(
            ScreenView.render(
                state(selected: 5, trail: ["Pokédex", "Pikachu", "Electric", "Jolteon", "Pin Missile"], hasList: false),
                width: 40, height: 12), named: "links-trail-40x12")
        // No list, so no search: the hints are those of the keys that work on the page.
        #expect(!wide.lines[23].contains("/ search") && !wide.lines[23].contains("1/1") && wide.lines[23].contains("Enter follow"))
        #expect(TrailText.text(["Pokédex", "Pikachu", "Electric", "Jolteon"], width: 24, theme: .standard) == "… › Electric › Jolteon")
        #expect(TrailText.text(["Pokédex", "Pikachu"], width: 24, theme: .standard) == "Pokédex › Pikachu")
    }
}
