import Foundation
import Imaging
import TestSupport
import Testing

@Suite("Image decoding")
struct ImageDecoderTests {
    @Test("A generated PNG decodes to exactly its pixels, interlaced or not")
    func pngRoundTrip() throws {
        let pixels = TestImages.spritePixels()
        for interlaced in [false, true] {
            let image = try ImageDecoder.decode(TestImages.png(width: 96, height: 96, pixels: pixels, interlaced: interlaced))
            #expect(image.width == 96 && image.height == 96)
            #expect(image.pixels == pixels)
        }
    }

    @Test("Data and arrays decode the same")
    func dataAndArrays() throws {
        let png = TestImages.png(width: 3, height: 2, pixels: TestImages.pixels(width: 3, height: 2) { x, y in (UInt8(x), UInt8(y), 7, 255) })
        #expect(try ImageDecoder.decode(Data(png)) == ImageDecoder.decode(png))
    }

    @Test("A generated JPEG decodes close to its pixels", arguments: [false, true])
    func jpegRoundTrip(progressive: Bool) throws {
        let pixels = TestImages.pixels(width: 64, height: 48) { _, _ in (200, 40, 90, 255) }
        let image = try ImageDecoder.decode(TestImages.jpeg(width: 64, height: 48, pixels: pixels, progressive: progressive))
        #expect(image.width == 64 && image.height == 48)
        let pixel = image[10, 10]
        #expect(abs(Int(pixel.red) - 200) <= 4 && abs(Int(pixel.green) - 40) <= 4 && abs(Int(pixel.blue) - 90) <= 4)
        #expect(pixel.alpha == 255)
    }

    @Test("A JPEG is decoded at the smallest DCT scale that still covers the box")
    func jpegScaling() throws {
        let jpeg = TestImages.jpeg(width: 700, height: 700, pixels: TestImages.photoPixels(width: 700, height: 700))
        let full = try ImageDecoder.decode(jpeg)
        #expect(full.width == 700 && full.height == 700)
        let eighth = try ImageDecoder.decode(jpeg, fitting: (40, 40))
        #expect(eighth.width == 88 && eighth.height == 88)  // 1/8 covers 40 × 40
        // Fitted into 300 × 200 the photo is 200 × 200: 3/8 (263) covers the height, which is enough.
        let threeEighths = try ImageDecoder.decode(jpeg, fitting: (300, 200))
        #expect(threeEighths.width == 263 && threeEighths.height == 263)
        let quarter = try ImageDecoder.decode(jpeg, fitting: (1000, 100))
        #expect(quarter.width == 175 && quarter.height == 175)
        let full2 = try ImageDecoder.decode(jpeg, fitting: (800, 800))
        #expect(full2.width == 700)  // never enlarged
    }

    @Test("Format sniffing by magic bytes")
    func sniffing() {
        func format(_ bytes: [UInt8]) -> ImageDecoder.Format? { bytes.withUnsafeBytes { ImageDecoder.format(of: $0) } }
        #expect(format([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .png)
        #expect(format([0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(format(Array("<!DOCTYPE html>".utf8)) == nil)
        #expect(format([0x89, 0x50]) == nil)
        #expect(format([]) == nil)
    }
}

@Suite("Image corpus", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct ImageCorpusTests {
    static func files(_ folder: String, suffix: String) -> [URL] {
        guard let root = Corpus.root?.appendingPathComponent(folder),
            let names = FileManager.default.enumerator(atPath: root.path)?.compactMap({ $0 as? String })
        else { return [] }
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { root.appendingPathComponent($0) }
    }

    @Test("Every PNG under sprites/ decodes and makes a picture")
    func sprites() throws {
        let files = Self.files("sprites", suffix: ".png")
        #expect(files.count >= 70)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            let image = try ImageDecoder.decode(bytes)
            #expect(image.width > 0 && image.height > 0, "\(file.lastPathComponent)")
            let picture = try #require(try PictureMaker.picture(from: bytes, fitting: CellBox(columns: 30, rows: 15), palette: .trueColor))
            #expect(picture.columns <= 30 && picture.rows <= 15 && !picture.isEmpty, "\(file.lastPathComponent)")
        }
    }

    @Test("Pikachu's sprite: 96×96, cropped to its figure, at least 8 colours at 30×15 cells")
    func pikachu() throws {
        let file = try #require(Corpus.root?.appendingPathComponent("sprites/pokemon/25.png"))
        let bytes = [UInt8](try Data(contentsOf: file))
        let image = try ImageDecoder.decode(bytes)
        #expect(image.width == 96 && image.height == 96)
        let content = try #require(image.contentBounds())
        #expect(content.width < 96 && content.height < 96)
        let picture = try #require(try PictureMaker.picture(from: bytes, fitting: CellBox(columns: 30, rows: 15), palette: .xterm256))
        #expect(picture.distinctColorCount >= 8)
    }

    @Test("Every JPEG under mealdb/images/ decodes, at full size and at 1/8")
    func mealPhotos() throws {
        let files = Self.files("mealdb/images", suffix: ".jpg")
        #expect(files.count >= 10)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            let full = try ImageDecoder.decode(bytes)
            #expect(full.width == 700 && full.height == 700, "\(file.lastPathComponent)")
            let small = try ImageDecoder.decode(bytes, fitting: (40, 40))
            #expect(small.width == 88 && small.height == 88, "\(file.lastPathComponent)")
            let picture = try #require(try PictureMaker.picture(from: bytes, fitting: CellBox(columns: 40, rows: 20), palette: .trueColor))
            #expect(picture.columns == 40 && picture.rows == 20, "\(file.lastPathComponent)")
            #expect(picture.distinctColorCount >= 8)
        }
    }
}
