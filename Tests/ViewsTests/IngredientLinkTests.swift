import CatalogKit
import Foundation
import MealCatalog
import Networking
import Testing
import TextLayout
import Views

/// An ingredient's link is drawn on its name, not on its measure, and stays visible when
/// the measure is blank.
@Suite("Ingredient links")
struct IngredientLinkTests {
    static func ingredient(_ name: String, _ measure: String) -> Field {
        Field(name, measure, link: Link(kind: "ingredient", id: name.lowercased(), label: name), linksLabel: true)
    }

    static let detail = Detail(
        title: "Spicy Arrabiata Penne",
        sections: [
            DetailSection("Ingredients (3)", .fields([ingredient("penne rigate", "1 pound"), ingredient("olive oil", "1/4 cup"), ingredient("garlic", "")]))
        ])

    @Test("Each ingredient's link place holds its name, underlined; the measure is plain", arguments: [80, 40])
    func onTheName(width: Int) {
        let layout = DetailView.laidOut(Self.detail, width: width, theme: .standard, retryKey: nil)
        #expect(layout.links.count == 3)
        for (index, name) in ["penne rigate", "olive oil", "garlic"].enumerated() {
            let text = layout.links[index].map { layout.lines[$0.line].spans[$0.span].text }.joined(separator: " ")
            #expect(text == name)
            for place in layout.links[index] { #expect(layout.lines[place.line].spans[place.span].style.underline) }
        }
        let penne = layout.lines[layout.linkLines[0]]
        #expect(penne.text.contains("1 pound"))
        #expect(penne.spans.filter { $0.text.contains("pound") }.allSatisfy { !$0.style.underline })
    }

    @Test("The selected ingredient is reversed even with a blank measure")
    func selectedVisible() {
        let layout = DetailView.laidOut(Self.detail, width: 40, theme: .standard, retryKey: nil)
        let line = layout.lines(selecting: 2)[layout.linkLines[2]]
        let reversed = line.spans.filter { $0.style.reverse }.map(\.text).joined()
        #expect(reversed == "garlic")
    }

    @Test("A recipe from TheMealDB links each ingredient's name, a blank measure too")
    func fromTheMealDB() throws {
        let json =
            #"{"idMeal": "1", "strMeal": "Penne", "strIngredient1": "penne rigate", "strMeasure1": "1 pound", "strIngredient2": "garlic", "strMeasure2": " "}"#
        let meal = try APIClient.decode(MealDTO.self, from: Data(json.utf8), request: HTTPRequest(url: URL(string: "https://meals.example/")!))
        let layout = DetailView.laidOut(MealMapper.detail(from: meal), width: 60, theme: .standard, retryKey: nil)
        let linked = layout.links.map { places in places.map { layout.lines(selecting: nil)[$0.line].spans[$0.span].text }.joined() }
        #expect(linked == ["penne rigate", "garlic"])
        let garlic = layout.lines(selecting: 1)[layout.linkLines[1]]
        #expect(garlic.spans.filter { $0.style.reverse }.map(\.text).joined() == "garlic")
    }
}
