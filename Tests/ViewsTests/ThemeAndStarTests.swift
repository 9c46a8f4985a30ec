import Browser
import CatalogKit
import Testing
import TextLayout
import Views

/// Themes chosen by the config, `--theme` or `COLORFGBG`, readable on their background and
/// without colour; the favourite's star in list rows, the detail's title and the F screen.
@Suite("Themes and stars")
struct ThemeAndStarTests {
    @Test(
        "The choice: dark and light as said; auto from COLORFGBG, dark when it says nothing",
        arguments: [
            (Settings.ThemeChoice?.some(.dark), "0;15", Theme.Palette.dark), (.light, "15;0", .light),
            (.auto, "0;15", .light), (.auto, "0;default;7", .light), (.auto, "15;0", .dark), (.auto, "7;8", .dark),
            (nil, "0;15", .light), (nil, "", .dark), (.auto, "garbage", .dark),
        ])
    func choice(choice: Settings.ThemeChoice?, colorfgbg: String, expected: Theme.Palette) {
        let environment = colorfgbg.isEmpty ? [:] : ["COLORFGBG": colorfgbg]
        #expect(Theme.palette(for: choice, environment: environment) == expected)
    }

    func screen(starred: Set<String>, detailStarred: Bool) -> CatalogScreenState {
        let entries = (1...3).map { Entry(id: String($0), title: "Thing \($0)", number: $0) }
        var state = CatalogScreenState(
            title: "Things", itemName: "thing", list: EntryListState(entries: entries, total: 3, load: .loaded(3)),
            detail: DetailState(entry: entries[1], load: .loaded(Detail(title: "Thing 2"))))
        (state.starred, state.detailStarred) = (starred, detailStarred)
        return state
    }

    @Test("The light palette draws no yellow, cyan or white (faint on white); the dark one draws them as they are")
    func lightPalette() {
        let grid = ScreenView.render(screen(starred: ["2"], detailStarred: true), width: 80, height: 24, theme: Theme(palette: .light))
        let light = Theme(palette: .light), dark = Theme(palette: .dark)
        let drawn = Set(grid.cells.compactMap { $0.style.foreground.map(light.color) })
        #expect(drawn.isDisjoint(with: [.yellow, .cyan, .white]))
        #expect(!drawn.isEmpty)
        for color in Color.allCases { #expect(dark.color(color) == color) }
    }

    @Test("Without colour both palettes draw the same cells, distinctions kept by bold and reverse")
    func withoutColour() {
        let state = screen(starred: ["2"], detailStarred: true)
        let light = ScreenView.render(state, width: 80, height: 24, theme: Theme(usesColor: false, palette: .light))
        let dark = ScreenView.render(state, width: 80, height: 24, theme: Theme(usesColor: false, palette: .dark))
        #expect(light == dark)
        #expect(light.cells.contains { $0.style.reverse })
    }

    @Test("A favourite is starred in its row's leading column (nothing moves) and in the detail's title")
    func stars() {
        let plain = ScreenView.render(screen(starred: [], detailStarred: false), width: 80, height: 24).lines
        let starred = ScreenView.render(screen(starred: ["2"], detailStarred: true), width: 80, height: 24).lines
        #expect(starred[2].hasPrefix("│★#002 Thing 2"))
        #expect(plain[2].hasPrefix("│ #002 Thing 2"))
        #expect(starred[0].contains("★ Thing 2"))
        #expect(starred[1] == plain[1] && starred[3] == plain[3])
        let ascii = ScreenView.render(screen(starred: ["2"], detailStarred: true), width: 80, height: 24, theme: Theme(glyphs: .ascii)).lines
        #expect(ascii[2].hasPrefix("|*#002"))
    }

    @Test("A catalog's mark sits before the row's title and the detail's; an unmarked row does not move")
    func badges() {
        var state = screen(starred: ["2"], detailStarred: true)
        (state.badges, state.detailBadge) = (["2": "◆"], "◆")
        let lines = ScreenView.render(state, width: 80, height: 24).lines
        #expect(lines[2].hasPrefix("│★#002 ◆ Thing 2"))
        #expect(lines[1].hasPrefix("│ #001 Thing 1"))
        #expect(lines[0].contains("◆ ★ Thing 2"))
    }

    @Test("The favourites screen lists each with its catalog; empty, it says how to star one")
    func favouritesView() {
        let rows = [
            FavouritesState.Row(
                favourite: Favourite(catalog: "pokemon", kind: "pokemon", id: "25", title: "Pikachu"), catalogTitle: "Pokédex", entryKind: "pokemon"),
            FavouritesState.Row(
                favourite: Favourite(catalog: "pokemon", kind: "type", id: "electric", title: "Electric"), catalogTitle: "Pokédex", entryKind: "pokemon"),
            FavouritesState.Row(
                favourite: Favourite(catalog: "meals", kind: "meal", id: "52771", title: "Spicy Arrabiata Penne"), catalogTitle: "Recipes", entryKind: "meal"),
        ]
        let lines = AppView.render(.favourites(FavouritesState(rows: rows, selection: 1)), width: 60, height: 12).lines
        #expect(lines[0].hasPrefix("┌ Favourites "))
        #expect(lines[1].hasPrefix("│ ★ Pokédex  Pikachu"))
        #expect(lines[2].hasPrefix("│ ★ Pokédex  Electric (type)"))
        #expect(lines[3].hasPrefix("│ ★ Recipes  Spicy Arrabiata Penne"))
        #expect(lines[11].contains("Enter open") && lines[11].contains("f unstar"))
        let empty = AppView.render(.favourites(FavouritesState(rows: [])), width: 60, height: 12).lines
        #expect(empty[1].contains("No favourites yet. Press f"))
    }
}
