import Browser
import CatalogKit
import Imaging
import Testing
@testable import TextLayout
@testable import Views

/// Pictures and maps as cells: character and colours of each picture cell, the text beside
/// them, the map's dots, north and scale bar.
@MainActor
@Suite("Picture and map cells")
struct PictureViewTests {
    /// A 4×2-cell picture: red over blue, green over nothing, nothing over yellow, blank;
    /// then a grey ramp of 24-bit colours.
    static let picture: CellPicture = {
        let red = PictureColor.indexed(196), blue = PictureColor.indexed(21), green = PictureColor.indexed(46), yellow = PictureColor.indexed(226)
        let cells = [
            HalfBlock(top: red, bottom: blue), HalfBlock(top: green, bottom: nil), HalfBlock(top: nil, bottom: yellow), HalfBlock(top: nil, bottom: nil),
            HalfBlock(top: .rgb(red: 10, green: 10, blue: 10), bottom: .rgb(red: 60, green: 60, blue: 60)),
            HalfBlock(top: .rgb(red: 110, green: 110, blue: 110), bottom: .rgb(red: 160, green: 160, blue: 160)),
            HalfBlock(top: .rgb(red: 210, green: 210, blue: 210), bottom: .rgb(red: 250, green: 250, blue: 250)),
            HalfBlock(top: .rgb(red: 1, green: 2, blue: 3), bottom: .rgb(red: 1, green: 2, blue: 3)),
        ]
        return CellPicture(columns: 4, rows: 2, cells: cells)!
    }()

    static func state(picture: PictureState) -> CatalogScreenState {
        let detail = Detail(
            title: "Pikachu", subtitle: "#025 · Mouse Pokémon", badges: [Badge("Electric")],
            sections: [DetailSection(nil, .fields([Field("Height", "0.4 m"), Field("Weight", "6.0 kg")]))])
        let entry = Entry(id: "25", title: "Pikachu", number: 25)
        return CatalogScreenState(
            title: "Pokédex", itemName: "Pokémon", list: EntryListState(entries: [entry], isComplete: true),
            detail: DetailState(entry: entry, load: .loaded(detail), picture: picture))
    }

    /// The picture area's cells as text: each cell's character and its colours.
    static func describe(_ grid: CellGrid, x: Int, y: Int, columns: Int, rows: Int) -> String {
        func name(_ color: PictureColor?) -> String {
            switch color {
            case nil: return "-"
            case let .indexed(index): return String(index)
            case let .rgb(r, g, b): return "#\(r),\(g),\(b)"
            }
        }
        return (y..<y + rows).map { row in
            (x..<x + columns).map { column in
                let cell = grid[column, row]
                return cell.style.isPicture ? "\(cell.text)\(name(cell.style.ink))/\(name(cell.style.paper))" : "\(cell.text)"
            }.joined(separator: " ")
        }.joined(separator: "\n")
    }

    @Test("A picture's cells: ▀ in the upper colour over the lower, ▄ for a lower half alone, blank where transparent")
    func cells() throws {
        let state = Self.state(picture: .shown(Self.picture))
        let layout = ScreenLayout(width: 100, height: 30, state: state)
        let area = try #require(layout.pictureArea(for: state))
        let grid = ScreenView.render(state, width: 100, height: 30)
        let x = layout.detailX + 2 + layout.detailTextWidth - area.columns + (area.columns - 4) / 2
        #expect(
            Self.describe(grid, x: x, y: 1, columns: 4, rows: 2) == """
                ▀196/21 ▀46/- ▄226/- \u{20}
                ▀#10,10,10/#60,60,60 ▀#110,110,110/#160,160,160 ▀#210,210,210/#250,250,250 ▀#1,2,3/#1,2,3
                """)
        // The text keeps to the left of the picture beside it, and takes the full width below.
        #expect(grid.lines[1].hasPrefix("┌ Pokédex") || grid.lines[1].contains("Pikachu"))
        let flow = layout.detailFlow(for: state)
        #expect(flow.width(at: area.rows - 1) == layout.detailTextWidth - area.columns - 2)
        #expect(flow.width(at: area.rows) == layout.detailTextWidth)
        // Nothing else on screen is a picture cell.
        let pictureCells = grid.cells.filter { $0.style.isPicture }.count
        #expect(pictureCells == 7)
    }

    @Test("A missing picture keeps no box: a dim one-line note under the text; loading keeps the box empty")
    func placeholder() throws {
        let missing = Self.state(picture: .missing("no picture"))
        let layout = ScreenLayout(width: 100, height: 30, state: missing)
        #expect(layout.pictureArea(for: missing) == nil && layout.detailFlow(for: missing) == .full(layout.detailTextWidth))
        let grid = ScreenView.render(missing, width: 100, height: 30)
        #expect(!grid.lines[1].contains("no picture"))
        let note = try #require(grid.lines.firstIndex { $0.contains("no picture") })
        let column = try #require(grid.lines[note].range(of: "no picture")).lowerBound.utf16Offset(in: grid.lines[note])
        #expect(grid[layout.detailX + 2, note].style.dim && grid.lines[note].utf16.count > column)
        #expect(note > 1 && note < 10)
        let loading = Self.state(picture: .loading)
        let loadingGrid = ScreenView.render(loading, width: 100, height: 30)
        #expect(!loadingGrid.text.contains("no picture") && !loadingGrid.cells.contains { $0.style.isPicture })
        #expect(ScreenLayout(width: 100, height: 30, state: loading).pictureArea(for: loading) != nil)
    }

    @Test("No picture state and no map: the text takes the whole pane, as before")
    func none() {
        let state = Self.state(picture: .none)
        let layout = ScreenLayout(width: 100, height: 30, state: state)
        #expect(layout.pictureArea(for: state) == nil && layout.detailFlow(for: state) == .full(layout.detailTextWidth))
    }

    @Test("A place map: Braille dots, the selected place in yellow, N↑, a scale bar; off without showsMaps")
    func map() throws {
        let center = MapPoint(latitude: 48.8566, longitude: 2.3522)
        let entries = [(0.0010, 0.0), (0.0, 0.0015), (-0.0012, -0.0008)].enumerated().map { index, offset in
            Entry(id: String(index), title: "Place \(index)", location: MapPoint(latitude: center.latitude + offset.0, longitude: center.longitude + offset.1))
        }
        let detail = Detail(title: "Place 1", sections: [DetailSection(nil, .fields([Field("Address", "Somewhere")]))], mapCenter: center)
        var state = CatalogScreenState(
            title: "Places", itemName: "place", list: EntryListState(entries: entries, isComplete: true, cursor: ListCursor(selection: 1)),
            detail: DetailState(entry: entries[1], load: .loaded(detail)), showsMaps: true)
        let layout = ScreenLayout(width: 100, height: 30, state: state)
        let area = try #require(layout.pictureArea(for: state))
        let grid = ScreenView.render(state, width: 100, height: 30)
        let x = layout.detailX + 2 + layout.detailTextWidth - area.columns
        let mapText = (1...area.rows).map { row in (x..<x + area.columns).map { grid[$0, row].text }.joined() }
        #expect(mapText[0].hasPrefix("N↑"))
        #expect(mapText[area.rows - 1].contains("─") && mapText[area.rows - 1].contains(" m"))
        let braille = mapText.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
        #expect(braille >= 4)
        let yellow = (1...area.rows).flatMap { row in (x..<x + area.columns).map { grid[$0, row] } }.filter { $0.style.foreground == .yellow }
        #expect(yellow.count == 1 && yellow[0].text.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } == true)
        state.showsMaps = false
        #expect(ScreenLayout(width: 100, height: 30, state: state).pictureArea(for: state) == nil)
        #expect(!ScreenView.render(state, width: 100, height: 30).text.contains("N↑"))
    }
}
