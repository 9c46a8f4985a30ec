import CatalogKit
import Testing
@testable import Views

/// The detail layout keeps text whole: trees wrap under their branch, two-column fields are
/// sized from their content, and URLs are never split.
@Suite("Detail layout keeps text whole")
struct DetailLayoutTests {
    func text(_ detail: Detail, width: Int) -> [String] {
        DetailView.layout(detail, width: width, theme: .standard).map(\.text)
    }

    @Test("A long evolution note wraps under its name, keeping the guide lines")
    func treeWraps() {
        let eevee = TreeNode("Eevee", children: [
            TreeNode("Leafeon", note: "Leaf Stone; or level up near a Moss Rock at Eterna Forest, Pinwheel Forest or Kalos Route 20"),
            TreeNode("Sylveon", note: "level up knowing a Fairy-type move with high affection", isCurrent: true),
        ])
        let lines = DetailView.render(.tree(eevee), width: 40, theme: .standard).map(\.text)
        #expect(lines == [
            "Eevee",
            "├─ Leafeon (Leaf Stone; or level up near",
            "│  a Moss Rock at Eterna Forest,",
            "│  Pinwheel Forest or Kalos Route 20)",
            "└─ Sylveon (level up knowing a",
            "   Fairy-type move with high affection)",
        ])
    }

    @Test("A node with children keeps its children's guide beside its wrapped note")
    func treeWrapsAboveChildren() {
        let chain = TreeNode("Mime Jr.", children: [
            TreeNode("Mr. Mime", note: "level up knowing Mimic; only the Galarian form evolves further", children: [
                TreeNode("Mr. Rime", note: "level 42"),
            ]),
        ])
        let lines = DetailView.render(.tree(chain), width: 36, theme: .standard).map(\.text)
        #expect(lines == [
            "Mime Jr.",
            "└─ Mr. Mime (level up knowing",
            "   │  Mimic; only the Galarian form",
            "   │  evolves further)",
            "   └─ Mr. Rime (level 42)",
        ])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 36 })
    }

    @Test("The name keeps its style and the note is dim, across lines")
    func treeStyles() {
        let node = TreeNode("Root", children: [TreeNode("Sylveon", note: "level up knowing a Fairy-type move with high affection", isCurrent: true)])
        let lines = DetailView.render(.tree(node), width: 30, theme: .standard)
        #expect(lines[1].spans.map(\.text) == ["└─ ", "Sylveon", " (level up knowing a"])
        #expect(lines[1].spans[1].style.bold)
        #expect(lines[2].spans.dropFirst().allSatisfy { $0.style == .dim })
    }

    @Test("Ingredient columns are sized from the content: a 64-column pane shows whole names")
    func ingredientColumns() {
        let fields = [Field("shredded Monterey Jack cheese", "3 Cups"), Field("Salt", "1 tsp"), Field("Flour tortillas", "8")]
        let lines = DetailView.renderFields(fields, width: 64).map(\.text)
        #expect(lines == [
            "shredded Monterey Jack cheese  3 Cups",
            "Salt                           1 tsp",
            "Flour tortillas                8",
        ])
    }

    @Test("Where a pair does not fit, the label wraps rather than being cut")
    func labelsWrap() {
        let fields = [Field("shredded Monterey Jack cheese", "3 Cups"), Field("Salt", "1 tsp")]
        let lines = DetailView.renderFields(fields, width: 30).map(\.text)
        #expect(lines == [
            "shredded Monterey Jack  3 Cups",
            "cheese                ",
            "Salt                    1 tsp",
        ])
    }

    @Test("Short labels and long values keep the labels whole")
    func placeFields() {
        let fields = [Field("Address", "Café des Quais, 14 Quai de Gesvres, 75004 Paris, France"), Field("Opening hours", "Mo-Fr 07:30-20:00")]
        let lines = DetailView.renderFields(fields, width: 36).map(\.text)
        #expect(lines.first?.hasPrefix("Address        Café") == true)
        #expect(lines.contains { $0.hasPrefix("Opening hours  Mo-Fr") })
    }

    @Test("A URL is never split: it moves to its own line, or is shortened in the middle")
    func urls() {
        let wrapped = TextWrap.wrap("© OpenStreetMap contributors · https://www.openstreetmap.org/copyright", width: 36)
        #expect(wrapped == ["© OpenStreetMap contributors ·", "https://www.openst…map.org/copyright"])
        #expect(wrapped.allSatisfy { DisplayWidth.of($0) <= 36 })
        #expect(TextWrap.wrap("see https://example.com/x", width: 30) == ["see https://example.com/x"])
        #expect(TextWrap.wrap("www.example.com/a-very-long-page-name", width: 11) == ["www.e…-name"])
        // Words that are not URLs are still split to fit.
        #expect(TextWrap.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    }

    @Test("A URL in a field value stays on one line")
    func urlInField() {
        let detail = Detail(title: "Pho", sections: [DetailSection("Links", .fields([Field("Source", "https://www.example.com/recipes/pho-with-beef-and-herbs")]))])
        let lines = text(detail, width: 36)
        #expect(lines.last == "Source  https://www.ex…eef-and-herbs")
    }
}
