@testable import TerminalUI
import Testing

/// The cell size a terminal reports is believed only so far: pictures stay small enough to
/// scale and send at once.
@Suite("Pixel cell size")
struct PixelCellSizeTests {
    typealias CellSize = PixelWriter.CellSize

    @Test("An ordinary terminal's cell is taken as it is")
    func ordinary() {
        #expect(CellSize.measured(columns: 80, rows: 24, xPixels: 800, yPixels: 480) == CellSize(width: 10, height: 20))
    }

    @Test("65,535-pixel cells are capped; unknown pixels fall back")
    func huge() {
        let cell = CellSize.measured(columns: 1, rows: 1, xPixels: 65_535, yPixels: 65_535)
        #expect(cell == CellSize.maximum)
        #expect(CellSize.measured(columns: 80, rows: 24, xPixels: 0, yPixels: 0) == CellSize.fallback)
    }

    @Test("A picture never passes 2,048 pixels on a side, whatever the cell and the box")
    func pictureSide() {
        for (columns, rows) in [(40, 20), (500, 300), (1, 1)] {
            let cell = CellSize.maximum.fitting(columns: columns, rows: rows)
            #expect(columns * cell.width <= CellSize.maximumPictureSide)
            #expect(rows * cell.height <= CellSize.maximumPictureSide)
            #expect(cell.width >= 1 && cell.height >= 1)
        }
        #expect(CellSize(width: 10, height: 20).fitting(columns: 40, rows: 20) == CellSize(width: 10, height: 20))
    }
}
