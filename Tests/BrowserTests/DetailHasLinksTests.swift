import CatalogKit
import Testing
import TestSupport

/// The key map asks whether a document has links on every key, without listing them.
@Suite("Whether a document has links")
struct DetailHasLinksTests {
    @Test("hasLinks says what links.isEmpty says, for each place a link can be")
    func agreesWithLinks() {
        let link = Link(kind: "type", id: "13", label: "Electric")
        let documents = [
            Detail(title: "none", sections: [DetailSection("Text", .paragraph("no links")), DetailSection("Empty", .links([]))]),
            Detail(title: "badge", badges: [Badge("Electric", link: link)]),
            Detail(title: "field", sections: [DetailSection("Facts", .fields([Field("Type", "Electric"), Field("Type", "Electric", link: link)]))]),
            Detail(title: "list", sections: [DetailSection("Moves", .links([link]))]),
            Detail(title: "failed", sections: [DetailSection("Evolution", .unavailable(part: "evolution", message: "Loading…", isRetryable: false))]),
        ]
        for document in documents {
            #expect(document.hasLinks == !document.links.isEmpty, "\(document.title)")
        }
        #expect(documents.map(\.hasLinks) == [false, true, true, true, false])
    }
}
