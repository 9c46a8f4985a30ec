import Foundation
import CatalogKit
import Testing
@testable import TextLayout
@testable import Views

/// The detail layout keeps text whole: trees wrap under their branch, two-column fields are
/// sized from their content, and URLs wrap whole, after a `/` or `.` where they can.
@Suite("Detail layout keeps text whole")
struct DetailLayoutTests {
    func text(_ detail: Detail, width: Int) -> [String] {
        DetailView.layout(detail, width: width, theme: .standard, retryKey: nil).lines.map(\.text)
    }

    func render(_ content: DetailContent, width: Int) -> [StyledLine] {
        var out = DetailLayout()
        DetailView.render(content, width: width, theme: .standard, retryKey: nil, into: &out)
        return out.lines
    }

    func fields(_ fields: [Field], width: Int) -> [String] {
        var out = DetailLayout()
        DetailView.render(.fields(fields), width: width, theme: .standard, retryKey: nil, into: &out)
        return out.lines.map(\.text)
    }

    @Test("A long evolution note wraps under its name, keeping the guide lines")
    func treeWraps() {
        let eevee = TreeNode(
            "Eevee",
            children: [
                TreeNode("Leafeon", note: "Leaf Stone; or level up near a Moss Rock at Eterna Forest, Pinwheel Forest or Kalos Route 20"),
                TreeNode("Sylveon", note: "level up knowing a Fairy-type move with high affection", isCurrent: true),
            ])
        let lines = render(.tree(eevee), width: 40).map(\.text)
        #expect(
            lines == [
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
        let chain = TreeNode(
            "Mime Jr.",
            children: [
                TreeNode(
                    "Mr. Mime", note: "level up knowing Mimic; only the Galarian form evolves further",
                    children: [
                        TreeNode("Mr. Rime", note: "level 42")
                    ])
            ])
        let lines = render(.tree(chain), width: 36).map(\.text)
        #expect(
            lines == [
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
        let lines = render(.tree(node), width: 30)
        #expect(lines[1].spans.map(\.text) == ["└─ ", "Sylveon", " (level up knowing a"])
        #expect(lines[1].spans[1].style.bold)
        #expect(lines[2].spans.dropFirst().allSatisfy { $0.style == .dim })
    }

    @Test("Ingredient columns are sized from the content: a 64-column pane shows whole names")
    func ingredientColumns() {
        let fields = [Field("shredded Monterey Jack cheese", "3 Cups"), Field("Salt", "1 tsp"), Field("Flour tortillas", "8")]
        let lines = self.fields(fields, width: 64)
        #expect(
            lines == [
                "shredded Monterey Jack cheese  3 Cups",
                "Salt                           1 tsp",
                "Flour tortillas                8",
            ])
    }

    @Test("Where a pair does not fit, the label wraps rather than being cut")
    func labelsWrap() {
        let fields = [Field("shredded Monterey Jack cheese", "3 Cups"), Field("Salt", "1 tsp")]
        let lines = self.fields(fields, width: 30)
        #expect(
            lines == [
                "shredded Monterey Jack  3 Cups",
                "cheese                ",
                "Salt                    1 tsp",
            ])
    }

    @Test("Short labels and long values keep the labels whole")
    func placeFields() {
        let fields = [Field("Address", "Café des Quais, 14 Quai de Gesvres, 75004 Paris, France"), Field("Opening hours", "Mo-Fr 07:30-20:00")]
        let lines = self.fields(fields, width: 36)
        #expect(lines.first?.hasPrefix("Address        Café") == true)
        #expect(lines.contains { $0.hasPrefix("Opening hours  Mo-Fr") })
    }

    @Test("Link places follow the wrapped text: badges, a wrapped linked value and a wrapped linked node name")
    func linkPlacesAfterWrapping() {
        let fire = Link(kind: "type", id: "fire", label: "Fire"), water = Link(kind: "type", id: "water", label: "Water")
        let generation = Link(kind: "generation", id: "9", label: "Generation IX (Paldea)")
        let node = Link(kind: "pokemon", id: "1", label: "Great Tusk of the Paradox")
        let detail = Detail(
            title: "Test", badges: [Badge("Fire", link: fire), "Plain", Badge("Water", link: water)],
            sections: [
                DetailSection("Profile", .fields([Field("Introduced in the games", "Generation IX (Paldea)", link: generation), Field("Height", "2.2 m")])),
                DetailSection("Tree", .tree(TreeNode("Root", children: [TreeNode("Great Tusk of the Paradox", note: "a long note that wraps", link: node)]))),
            ])
        let layout = DetailView.layout(detail, width: 24, theme: .standard, retryKey: nil)
        #expect(layout.links.count == detail.links.count)
        let texts = layout.links.map { places in
            places.map { layout.lines[$0.line].spans[$0.span].text.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
        #expect(texts == ["Fire", "Water", "Generation IX (Paldea)", "Great Tusk of the Paradox"])
        #expect(layout.links[2].count > 1 && layout.links[3].count > 1)
        #expect(layout.links.joined().allSatisfy { layout.lines[$0.line].spans[$0.span].style.underline })
    }

    @Test("A URL moves to its own line, and wraps after a / or . when longer than one")
    func urls() {
        let wrapped = TextWrap.wrap("© OpenStreetMap contributors · https://www.openstreetmap.org/copyright", width: 36)
        #expect(wrapped == ["© OpenStreetMap contributors ·", "https://www.openstreetmap.org/", "copyright"])
        #expect(wrapped.allSatisfy { DisplayWidth.of($0) <= 36 })
        #expect(TextWrap.wrap("see https://example.com/x", width: 30) == ["see https://example.com/x"])
        #expect(TextWrap.wrap("www.example.com/a-very-long-page-name", width: 11) == ["www.example", ".com/a-", "very-long-", "page-name"])
        // Words that are not URLs are still split to fit.
        #expect(TextWrap.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    }

    @Test("A URL in a field value wraps in its column, whole")
    func urlInField() {
        let detail = Detail(
            title: "Pho", sections: [DetailSection("Links", .fields([Field("Source", "https://www.example.com/recipes/pho-with-beef-and-herbs")]))])
        let lines = text(detail, width: 36)
        #expect(lines.suffix(3) == ["Source  https://www.example.com/", "        recipes/pho-with-beef-and-", "        herbs"])
    }
}
