import CatalogKit
import Testing
@testable import TextLayout
@testable import Views

/// Place rows: one column each for name, distance and street, lined up down the list.
@Suite("Entry rows in columns")
struct EntryRowViewTests {
    let places = [
        Entry(id: "1", title: "L’Heure du Café", columns: [EntryColumn("166 m", alignment: .trailing), EntryColumn("Rue Saint-Martin")]),
        Entry(id: "2", title: "Unnamed bar", columns: [EntryColumn("84 m", alignment: .trailing), EntryColumn("Quai de Gesvres")]),
        Entry(id: "3", title: "Torréfaction Beaubourg", columns: [EntryColumn("1.2 km", alignment: .trailing), EntryColumn("")]),
    ]

    func rows(_ room: Int) -> [String] {
        let widths = EntryRowView.widths(of: places)
        var grid = CellGrid(width: room, height: places.count)
        for (y, entry) in places.enumerated() {
            EntryRowView.draw(entry, widths: widths, into: &grid, x: 0, y: y, room: room, style: .plain, detailStyle: .dim, theme: .standard)
        }
        return grid.lines
    }

    @Test("With room, every column is whole and distances line up on the right")
    func wide() {
        #expect(rows(60) == [
            "L’Heure du Café          166 m  Rue Saint-Martin",
            "Unnamed bar               84 m  Quai de Gesvres",
            "Torréfaction Beaubourg  1.2 km",
        ])
    }

    @Test("In a narrow list the street gives way, names are cut with “…”, distances stay aligned")
    func narrow() {
        let lines = rows(23)
        #expect(lines == [
            "L’Heure du Café   166 m",
            "Unnamed bar        84 m",
            "Torréfaction B…  1.2 km",
        ])
    }

    @Test("Between the two, names stay whole and the street gets what is left, cut with “…”")
    func middle() {
        #expect(rows(40) == [
            "L’Heure du Café          166 m  Rue Sai…",
            "Unnamed bar               84 m  Quai de…",
            "Torréfaction Beaubourg  1.2 km",
        ])
    }

    @Test("Entries without columns keep the subtitle at the right edge")
    func subtitle() {
        var grid = CellGrid(width: 30, height: 1)
        let entry = Entry(id: "1", title: "Pancakes", subtitle: "Dessert · British")
        EntryRowView.draw(entry, widths: EntryRowView.widths(of: [entry]), into: &grid, x: 0, y: 0, room: 30, style: .plain, detailStyle: .dim, theme: .standard)
        #expect(grid.lines == ["Pancakes     Dessert · British"])
    }
}
