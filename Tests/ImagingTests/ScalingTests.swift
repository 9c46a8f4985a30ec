import Imaging
import Testing

@Suite("Cropping and scaling")
struct ScalingTests {
    static let clear: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)

    @Test("The transparent margin is cropped to the visible pixels")
    func crop() {
        let image = TestImages.image(width: 10, height: 8) { x, y in
            (4..<7).contains(x) && (3..<5).contains(y) ? (255, 0, 0, 255) : (x == 0 && y == 0 ? (9, 9, 9, 15) : Self.clear)
        }
        #expect(image.contentBounds() == PixelRect(x: 4, y: 3, width: 3, height: 2))
        let cropped = image.croppedToContent()
        #expect(cropped.width == 3 && cropped.height == 2)
        #expect(cropped.pixels == [UInt8](repeating: 0, count: 6).flatMap { _ in [255, 0, 0, 255] as [UInt8] })
        // Alpha 15 is below the default threshold of 16, but counts with a threshold of 1.
        #expect(image.contentBounds(alphaThreshold: 1) == PixelRect(x: 0, y: 0, width: 7, height: 5))
    }

    @Test("A fully transparent picture crops to nothing and makes an empty picture")
    func cropEverything() {
        let image = TestImages.image(width: 5, height: 5) { _, _ in Self.clear }
        #expect(image.contentBounds() == nil)
        #expect(image.croppedToContent().isEmpty)
        #expect(PictureMaker.picture(from: image, fitting: CellBox(columns: 10, rows: 5), palette: .trueColor) == .empty)
    }

    @Test("Area averaging: each output pixel is the mean of the area it covers")
    func averaging() {
        // 4×2 → 2×1: each output pixel averages a 2×2 block.
        let values: [UInt8] = [0, 100, 200, 40, 20, 80, 0, 120]
        let image = TestImages.image(width: 4, height: 2) { x, y in
            let v = values[y * 4 + x]
            return (v, v, v, 255)
        }
        let scaled = AreaScaler.scale(image, width: 2, height: 1)
        #expect(scaled.pixels == [50, 50, 50, 255, 90, 90, 90, 255])
    }

    @Test("Area averaging with fractional overlaps: 3 → 2 weighs the middle pixel half and half")
    func fractional() {
        let image = TestImages.image(width: 3, height: 1) { x, _ in [(0, 0, 0, 255), (90, 90, 90, 255), (180, 180, 180, 255)][x] }
        let scaled = AreaScaler.scale(image, width: 2, height: 1)
        // (0 + 90/2) / 1.5 = 30; (90/2 + 180) / 1.5 = 150.
        #expect(scaled.pixels == [30, 30, 30, 255, 150, 150, 150, 255])
    }

    @Test("Transparent pixels do not darken edges (premultiplied alpha)")
    func premultiplied() {
        let image = TestImages.image(width: 2, height: 1) { x, _ in x == 0 ? (0, 0, 0, 0) : (255, 0, 0, 255) }
        let scaled = AreaScaler.scale(image, width: 1, height: 1)
        #expect(scaled.pixels == [255, 0, 0, 128])
    }

    @Test("Enlarging repeats pixels; the same size is the same picture")
    func enlarge() {
        let image = TestImages.image(width: 1, height: 1) { _, _ in (10, 20, 30, 255) }
        #expect(AreaScaler.scale(image, width: 3, height: 2).pixels == [UInt8](repeating: 0, count: 6).flatMap { _ in [10, 20, 30, 255] as [UInt8] })
        #expect(AreaScaler.scale(image, width: 1, height: 1) == image)
        #expect(AreaScaler.scale(image, width: 0, height: 5).isEmpty)
    }

    @Test("Fitting into a cell box keeps the aspect ratio; a cell row holds two pixel rows")
    func fit() {
        let box = CellBox(columns: 30, rows: 15)  // 30 × 30 pixels
        #expect(box.fit(width: 96, height: 96) == (30, 30))
        #expect(box.fit(width: 40, height: 50) == (24, 30))
        #expect(box.fit(width: 700, height: 350) == (30, 15))
        #expect(box.fit(width: 20, height: 10) == (20, 10))  // never enlarged by default
        #expect(box.fit(width: 20, height: 10, enlarge: true) == (30, 15))
        #expect(box.fit(width: 1000, height: 1) == (30, 1))
        #expect(CellBox(columns: 0, rows: 5).fit(width: 10, height: 10) == (0, 0))
        #expect(CellBox(columns: 40, rows: 20).fit(width: 88, height: 88) == (40, 40))
    }
}
