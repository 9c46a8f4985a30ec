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

    /// `entries` (the places by default) drawn in `room` columns.
    func rows(_ room: Int, of entries: [Entry]? = nil) -> [String] {
        let entries = entries ?? places
        let widths = EntryRowView.widths(of: entries)
        var grid = CellGrid(width: room, height: entries.count)
        for (y, entry) in entries.enumerated() {
            EntryRowView.draw(entry, widths: widths, into: &grid, x: 0, y: y, room: room, style: .plain, detailStyle: .dim, theme: .standard)
        }
        return grid.lines
    }

    @Test("With room, every column is whole and distances line up on the right")
    func wide() {
        #expect(
            rows(60) == [
                "L’Heure du Café          166 m  Rue Saint-Martin",
                "Unnamed bar               84 m  Quai de Gesvres",
                "Torréfaction Beaubourg  1.2 km",
            ])
    }

    @Test("In a narrow list the street gives way, names are cut with “…”, distances stay aligned")
    func narrow() {
        let lines = rows(23)
        #expect(
            lines == [
                "L’Heure du Café   166 m",
                "Unnamed bar        84 m",
                "Torréfaction B…  1.2 km",
            ])
    }

    @Test("Between the two, names stay whole and the street gets what is left, cut with “…”")
    func middle() {
        #expect(
            rows(40) == [
                "L’Heure du Café          166 m  Rue Sai…",
                "Unnamed bar               84 m  Quai de…",
                "Torréfaction Beaubourg  1.2 km",
            ])
    }

    let hours = [
        Entry(
            id: "1", title: "L’Heure du Café",
            columns: [
                EntryColumn("166 m", alignment: .trailing), EntryColumn("open · closes 19:00", short: "open"),
                EntryColumn("Rue Saint-Martin"),
            ]),
        Entry(
            id: "2", title: "Unnamed bar",
            columns: [
                EntryColumn("84 m", alignment: .trailing), EntryColumn("closed · opens 17:00", short: "closed"),
                EntryColumn("Quai de Gesvres"),
            ]),
        Entry(
            id: "3", title: "Torréfaction Beaubourg",
            columns: [
                EntryColumn("1.2 km", alignment: .trailing), EntryColumn("hours unknown", short: ""),
                EntryColumn(""),
            ]),
    ]

    @Test("A column with a short form says it where the whole does not fit, while the name keeps 12 columns or more")
    func shortForms() {
        // Wide: everything whole.
        #expect(rows(80, of: hours)[0] == "L’Heure du Café          166 m  open · closes 19:00   Rue Saint-Martin")
        // Narrower: the street goes, and the hours are whole or their short form, never cut.
        #expect(
            rows(45, of: hours) == [
                "L’Heure du Café                 166 m  open",
                "Unnamed bar                      84 m  closed",
                "Torréfaction Beaubourg         1.2 km",
            ])
        #expect(
            rows(30, of: hours) == [
                "L’Heure du Ca…   166 m  open",
                "Unnamed bar       84 m  closed",
                "Torréfaction …  1.2 km",
            ])
        // Too narrow for a name of 12 and the short form: the name has it all.
        #expect(
            rows(23, of: hours) == [
                "L’Heure du Café   166 m",
                "Unnamed bar        84 m",
                "Torréfaction B…  1.2 km",
            ])
    }

    @Test("Entries without columns keep the subtitle at the right edge")
    func subtitle() {
        var grid = CellGrid(width: 30, height: 1)
        let entry = Entry(id: "1", title: "Pancakes", subtitle: "Dessert · British")
        EntryRowView.draw(
            entry, widths: EntryRowView.widths(of: [entry]), into: &grid, x: 0, y: 0, room: 30, style: .plain, detailStyle: .dim, theme: .standard)
        #expect(grid.lines == ["Pancakes     Dessert · British"])
    }
}
