import Imaging
import Testing

@Suite("Pixel art scaled by nearest neighbour")
struct NearestScalerTests {
    /// A 3×3 checkerboard of red and blue.
    static let checker = TestImages.image(width: 3, height: 3) { x, y in (x + y) % 2 == 0 ? (255, 0, 0, 255) : (0, 0, 255, 255) }

    static func colors(_ image: RGBAImage) -> Set<[UInt8]> {
        Set(stride(from: 0, to: image.pixels.count, by: 4).map { Array(image.pixels[$0..<$0 + 4]) })
    }

    @Test("Enlarged by a fraction, a sprite keeps its own colours only (area averaging blends them)")
    func keepsColours() {
        let nearest = NearestScaler.scale(Self.checker, width: 7, height: 7)
        #expect(nearest.width == 7 && nearest.height == 7)
        #expect(Self.colors(nearest) == [[255, 0, 0, 255], [0, 0, 255, 255]])
        #expect(Self.colors(AreaScaler.scale(Self.checker, width: 7, height: 7)).count > 2)
        // Each source pixel's centre keeps its colour: the middle of the 7×7 is the middle pixel.
        #expect(nearest[3, 3] == Self.checker[1, 1])
    }

    @Test("Pixel art fills its box: enlarged beyond its own size, the aspect kept")
    func fillsBox() throws {
        let sprite = TestImages.image(width: 10, height: 20) { _, _ in (0, 255, 0, 255) }
        let picture = try #require(PictureMaker.picture(from: sprite, fitting: CellBox(columns: 24, rows: 16), palette: .trueColor, scaling: .pixelArt))
        #expect(picture.columns == 16 && picture.rows == 16)
        let averaged = try #require(PictureMaker.picture(from: sprite, fitting: CellBox(columns: 24, rows: 16), palette: .trueColor))
        #expect(averaged.columns == 10 && averaged.rows == 10)
    }
}
