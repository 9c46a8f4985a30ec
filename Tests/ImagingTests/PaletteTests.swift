import Imaging
import Testing

@Suite("Palettes and cell pictures")
struct PaletteTests {
    @Test("xterm-256: primaries map into the cube, greys onto the ramp")
    func xterm() {
        #expect(XtermPalette.index(red: 255, green: 0, blue: 0) == 196)
        #expect(XtermPalette.index(red: 0, green: 255, blue: 0) == 46)
        #expect(XtermPalette.index(red: 0, green: 0, blue: 255) == 21)
        #expect(XtermPalette.index(red: 0, green: 0, blue: 0) == 16)
        #expect(XtermPalette.index(red: 255, green: 255, blue: 255) == 231)
        #expect(XtermPalette.index(red: 128, green: 128, blue: 128) == 244)
        #expect(XtermPalette.index(red: 238, green: 238, blue: 238) == 255)
        #expect(XtermPalette.index(red: 10, green: 10, blue: 10) == 232)
        #expect(XtermPalette.index(red: 250, green: 10, blue: 5) == 196)
        #expect(XtermPalette.index(red: 255, green: 204, blue: 0) == 220)  // a Pikachu yellow
        #expect(XtermPalette.index(red: 130, green: 125, blue: 135) == 244)  // near-grey stays grey
    }

    @Test("Every entry from 16 to 255 maps back to itself")
    func roundTrip() {
        for index in 16...255 {
            let color = XtermPalette.rgb(of: UInt8(index))
            #expect(XtermPalette.index(red: color.red, green: color.green, blue: color.blue) == UInt8(index), "entry \(index)")
        }
    }

    @Test("Palettes: 24-bit keeps the colour, 256 picks an entry, none draws nothing")
    func palettes() {
        #expect(ColorPalette.trueColor.color(red: 1, green: 2, blue: 3) == .rgb(red: 1, green: 2, blue: 3))
        #expect(ColorPalette.xterm256.color(red: 255, green: 0, blue: 0) == .indexed(196))
        #expect(ColorPalette.none.color(red: 255, green: 0, blue: 0) == nil)
    }

    @Test("Cells: two pixel rows per cell, transparent halves nil, an odd last row has no bottom")
    func cells() throws {
        let image = TestImages.image(width: 2, height: 3) { x, y in
            switch (x, y) {
            case (0, 0): (255, 0, 0, 255)
            case (1, 0): (0, 0, 0, 0)
            case (0, 1): (0, 0, 255, 255)
            case (1, 1): (0, 255, 0, 200)
            default: (255, 255, 255, 127)
            }
        }
        let picture = PictureMaker.cells(of: image, palette: .trueColor)
        #expect(picture.columns == 2 && picture.rows == 2)
        #expect(picture[0, 0] == HalfBlock(top: .rgb(red: 255, green: 0, blue: 0), bottom: .rgb(red: 0, green: 0, blue: 255)))
        #expect(picture[0, 1] == HalfBlock(top: nil, bottom: .rgb(red: 0, green: 255, blue: 0)))
        #expect(picture[1, 0].isBlank && picture[1, 1].isBlank)  // alpha 127 is below the threshold; no row 4
        #expect(picture.distinctColorCount == 3)
        let indexed = PictureMaker.cells(of: image, palette: .xterm256)
        #expect(indexed[0, 0] == HalfBlock(top: .indexed(196), bottom: .indexed(21)))
    }

    @Test("How a half block is drawn")
    func drawing() {
        let red = PictureColor.rgb(red: 255, green: 0, blue: 0), blue = PictureColor.indexed(21)
        #expect(HalfBlock(top: red, bottom: blue).drawing == ("▀", red, blue))
        #expect(HalfBlock(top: red, bottom: nil).drawing == ("▀", red, nil))
        #expect(HalfBlock(top: nil, bottom: blue).drawing == ("▄", blue, nil))
        #expect(HalfBlock(top: nil, bottom: nil).drawing == (" ", nil, nil))
    }

    @Test("A generated sprite: its margin is cropped, it fits the box, the palette applies")
    func sprite() throws {
        let png = TestImages.png(width: 96, height: 96, pixels: TestImages.spritePixels())
        // The figure is 40 × 50 pixels: at 1:1 it takes 40 columns and 25 rows.
        let large = try #require(try PictureMaker.picture(from: png, fitting: CellBox(columns: 80, rows: 40), palette: .trueColor))
        #expect(large.columns == 40 && large.rows == 25)
        #expect(large.cells.allSatisfy { !$0.isBlank })
        // In 30 × 15 cells (30 × 30 pixels) it becomes 24 × 30 pixels: 24 columns, 15 rows.
        let small = try #require(try PictureMaker.picture(from: png, fitting: CellBox(columns: 30, rows: 15), palette: .xterm256))
        #expect(small.columns == 24 && small.rows == 15)
        #expect(small.cells.allSatisfy { if case .indexed = $0.top { true } else { false } })
        #expect(small.distinctColorCount >= 8)
    }

    @Test("With no palette there is no picture, and nothing is decoded")
    func noPalette() throws {
        #expect(try PictureMaker.picture(from: Array("not an image".utf8), fitting: CellBox(columns: 10, rows: 5), palette: .none) == nil)
    }

    @Test("A 700×700 photo fills a 40×20 cell box")
    func photo() throws {
        let jpeg = TestImages.jpeg(width: 700, height: 700, pixels: TestImages.photoPixels(width: 700, height: 700))
        let picture = try #require(try PictureMaker.picture(from: jpeg, fitting: CellBox(columns: 40, rows: 20), palette: .trueColor))
        #expect(picture.columns == 40 && picture.rows == 20)
        // The gradient runs from black at the top left to red at the right and green at the bottom.
        guard case .rgb(let r, let g, _)? = picture[0, 39].top, case .rgb(let r2, let g2, _)? = picture[19, 0].bottom else {
            Issue.record("expected 24-bit colours")
            return
        }
        #expect(r > 200 && g < 40)
        #expect(r2 < 40 && g2 > 200)
    }
}
