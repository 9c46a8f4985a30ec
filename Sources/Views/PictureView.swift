import Browser
import CatalogKit
import Imaging
import TextLayout

/// What floats at the top right of the detail pane, the text flowing beside and below it:
/// the document's picture as cells of `▀` with their own colours (an empty box while it
/// loads), or for a place the map of the loaded places around the centre in Braille dots,
/// with north and a scale bar. Drawn from the top of the area, scrolled with the text.
public enum PictureView {
    /// Draws the area for `state` at (`x`, `top`) in `area`, the content's first `scroll`
    /// rows hidden, no row below `bottom` (exclusive).
    static func draw(_ state: CatalogScreenState, area: CellBox, x: Int, top: Int, scroll: Int, bottom: Int, into grid: inout CellGrid, theme: Theme) {
        func row(_ index: Int) -> Int? {
            let y = top + index - scroll
            return y >= top && y < bottom ? y : nil
        }
        switch state.detail.picture {
        case let .shown(picture):
            let left = x + max(0, (area.columns - picture.columns) / 2)
            for r in 0..<min(picture.rows, area.rows) {
                guard let y = row(r) else { continue }
                for c in 0..<min(picture.columns, area.columns) {
                    grid.putPictureCell(picture[r, c], x: left + c, y: y)
                }
            }
            if let frame = state.detail.mapFrame, let place = state.detail.entry?.location {
                markMap(frame, place: place, picture: picture, left: left, row: row, into: &grid)
            }
            // In pixels too, while the whole picture is in view and nothing lies over it.
            let rows = min(picture.rows, area.rows)
            if let source = state.detail.pixels, state.help == nil, state.picker == nil, rows > 0, row(0) != nil, row(rows - 1) != nil {
                grid.pixelPicture = PixelPlacement(x: left, y: top - scroll, columns: min(picture.columns, area.columns), rows: rows, source: source)
            }
        case .loading, .missing:
            // Loading: the box is kept empty. Missing: there is no box (the text notes it).
            break
        case .none:
            guard state.showsMaps, !theme.asciiOnly, let center = state.detail.load.value?.mapCenter else { return }
            drawMap(state, center: center, area: area, x: x, row: row, into: &grid, theme: theme)
        }
    }

    /// The shown place on a map image of the list: a yellow ● over its cell, whose colours
    /// stay around it. The image itself is the same whichever place is selected.
    static func markMap(_ frame: MapFrame, place: MapPoint, picture: CellPicture, left: Int, row: (Int) -> Int?, into grid: inout CellGrid) {
        guard let spot = frame.position(of: place) else { return }
        guard let across = Int(exactly: (spot.x * Double(picture.columns)).rounded(.down)),
            let down = Int(exactly: (spot.y * Double(picture.rows)).rounded(.down))
        else { return }
        let column = min(picture.columns - 1, across), line = min(picture.rows - 1, down)
        guard column >= 0, line >= 0, let y = row(line) else { return }
        let drawing = picture[line, column].drawing
        let paper = drawing.background ?? drawing.foreground
        // Yellow in the picture's own kind of colour (24-bit, or the 256-colour palette).
        let yellow: PictureColor = if case .indexed = paper { .indexed(226) } else { .rgb(red: 255, green: 214, blue: 0) }
        grid.put("●", x: left + column, y: y, limit: 1, style: Style(bold: true, ink: yellow, paper: paper))
    }

    /// The map: every loaded place a dot, the selected one a block in yellow, the centre a
    /// cross, "N↑" at the top left and the scale bar on the last row.
    static func drawMap(_ state: CatalogScreenState, center: MapPoint, area: CellBox, x: Int, row: (Int) -> Int?, into grid: inout CellGrid, theme: Theme) {
        guard area.rows >= 3 else { return }
        let entries = state.visibleEntries
        var points: [GeoPoint] = []
        var selected: Int?
        for (index, entry) in entries.enumerated() {
            guard let location = entry.location else { continue }
            if index == state.selection { selected = points.count }
            points.append(GeoPoint(latitude: location.latitude, longitude: location.longitude))
        }
        let map = PlaceMap(
            center: GeoPoint(latitude: center.latitude, longitude: center.longitude), places: points, selected: selected,
            width: area.columns, height: area.rows - 1)
        for r in 0..<map.canvas.height {
            guard let y = row(r) else { continue }
            for c in 0..<map.canvas.width {
                let character = map.canvas.character(row: r, column: c)
                let isSelected = map.selectedCell == CellPosition(row: r, column: c)
                let style =
                    isSelected ? Style(foreground: .yellow, bold: true) : (map.centerCell == CellPosition(row: r, column: c) ? Style(foreground: .cyan) : .dim)
                grid.put(String(character), x: x + c, y: y, limit: 1, style: theme.apply(style))
            }
        }
        if let y = row(0) { grid.put("N↑", x: x, y: y, limit: 2, style: .bold) }
        if let bar = map.scaleBar, let y = row(area.rows - 1) {
            let text = String(repeating: "─", count: bar.cells) + " " + bar.label
            grid.put(text, x: x, y: y, limit: area.columns, style: .dim)
        }
    }
}

extension CellGrid {
    /// One picture cell: `▀` in the upper pixel's colour over the lower's, `▄` when only
    /// the lower is visible, a blank when neither.
    mutating func putPictureCell(_ block: HalfBlock, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let drawing = block.drawing
        self[x, y] = Cell(String(drawing.character), style: Style(ink: drawing.foreground, paper: drawing.background))
    }
}
