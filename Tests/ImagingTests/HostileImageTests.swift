import Imaging
import Testing

/// Bad bytes at an image URL are just a missing picture: an error, never a crash, a stall or
/// a big allocation.
@Suite("Hostile images")
struct HostileImageTests {
    static let png = TestImages.png(width: 48, height: 48, pixels: TestImages.spritePixels().prefix(48 * 48 * 4).map { $0 })
    static let jpeg = TestImages.jpeg(width: 64, height: 64, pixels: TestImages.photoPixels(width: 64, height: 64))
    static let progressiveJPEG = TestImages.jpeg(width: 64, height: 64, pixels: TestImages.photoPixels(width: 64, height: 64), progressive: true)

    func error(_ bytes: [UInt8], maxPixels: Int = ImageDecoder.defaultMaxPixels) -> ImageError? {
        do {
            _ = try ImageDecoder.decode(bytes, maxPixels: maxPixels)
            return nil
        } catch {
            return error
        }
    }

    @Test("A PNG header declaring 30000×30000 is refused before any pixel is allocated")
    func hugePNG() {
        // No pixel data follows the header: had the decoder allocated and read, it would report corrupt data.
        #expect(error(TestImages.pngHeaderOnly(width: 30_000, height: 30_000)) == .tooLarge)
        #expect(error(TestImages.pngHeaderOnly(width: 100_000, height: 1_000)) == .tooLarge)
        #expect(error(TestImages.pngDeclaring(width: 30_000, height: 30_000, in: Self.png)) == .tooLarge)
        #expect(error(Self.png, maxPixels: 47 * 48) == .tooLarge)
        #expect(error(Self.png, maxPixels: 48 * 48) == nil)
    }

    @Test("A PNG over 1024×1024 is refused even where a JPEG of its size would be scaled while decoding")
    func bigPNG() {
        #expect(error(TestImages.pngHeaderOnly(width: 4096, height: 4096)) == .tooLarge)
        #expect(error(TestImages.pngHeaderOnly(width: 1025, height: 1024)) == .tooLarge)
        #expect(error(TestImages.pngHeaderOnly(width: 1024, height: 1024)) != .tooLarge)
    }

    @Test("A JPEG header declaring 30000×30000 is refused")
    func hugeJPEG() {
        #expect(error(TestImages.jpegDeclaring(width: 30_000, height: 30_000, in: Self.jpeg)) == .tooLarge)
        #expect(error(TestImages.jpegDeclaring(width: 30_000, height: 30_000, in: Self.progressiveJPEG)) == .tooLarge)
    }

    @Test("Zero-size images and empty data are errors")
    func zeroSize() {
        #expect(error([]) == .unsupportedFormat)
        #expect(error(TestImages.pngHeaderOnly(width: 0, height: 10)) == .empty)
        #expect(error(TestImages.pngDeclaring(width: 10, height: 0, in: Self.png)) == .empty)
        #expect(error(TestImages.jpegDeclaring(width: 0, height: 64, in: Self.jpeg)) != nil)
    }

    @Test("A PNG truncated anywhere is an error", arguments: [8, 16, 33, 40, 60, 100])
    func truncatedPNG(length: Int) {
        #expect(Self.png.count > 120)
        #expect(error(Array(Self.png.prefix(length))) != nil)
        #expect(error(Array(Self.png.dropLast(Self.png.count - length - 20))) != nil)
    }

    @Test("A PNG whose pixel data stops halfway is corrupt")
    func halfPNG() {
        #expect(error(Array(Self.png.prefix(Self.png.count / 2))) == .corrupt)
    }

    @Test("A truncated JPEG is corrupt, baseline or progressive")
    func truncatedJPEG() {
        for jpeg in [Self.jpeg, Self.progressiveJPEG] {
            #expect(error(Array(jpeg.prefix(jpeg.count / 2))) == .corrupt)
            #expect(error(Array(jpeg.prefix(3))) == .corrupt)
            #expect(error(Array(jpeg.prefix(200))) == .corrupt)
        }
    }

    @Test("A JPEG with garbage in its entropy-coded data is corrupt")
    func corruptJPEG() {
        var bytes = Self.jpeg
        for index in stride(from: bytes.count / 2, to: bytes.count - 2, by: 7) { bytes[index] = 0xFF }
        #expect(error(bytes) == .corrupt)
        var header = Self.jpeg
        for index in 4..<40 { header[index] = 0x5A }
        #expect(error(header) == .corrupt)
    }

    @Test("An HTML page at an image URL is an unsupported format")
    func html() {
        let page = Array("<!DOCTYPE html><html><head><title>404 Not Found</title></head><body>Not Found</body></html>".utf8)
        #expect(error(page) == .unsupportedFormat)
    }

    @Test("Random bytes, with or without an image signature, are errors")
    func randomBytes() {
        var generator = SeededGenerator(state: 14)
        for round in 0..<200 {
            let count = Int.random(in: 0..<2_000, using: &generator)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if round % 3 == 1 { bytes = Array(Self.png.prefix(8)) + bytes }
            if round % 3 == 2 { bytes = [0xFF, 0xD8, 0xFF] + bytes }
            #expect(error(bytes) != nil)
        }
    }

    @Test("Flipping bytes of a PNG or JPEG anywhere never crashes and never returns a wrong size")
    func flippedBytes() {
        var generator = SeededGenerator(state: 25)
        for original in [Self.png, Self.jpeg, Self.progressiveJPEG] {
            for _ in 0..<300 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
                if let image = try? ImageDecoder.decode(bytes) {
                    #expect(image.pixels.count == image.width * image.height * 4)
                    #expect(image.width * image.height <= ImageDecoder.defaultMaxPixels)
                }
            }
        }
    }

    @Test("The picture maker passes decoding errors on")
    func pictureMakerErrors() {
        #expect(throws: ImageError.unsupportedFormat) {
            try PictureMaker.picture(from: Array("<html>".utf8), fitting: CellBox(columns: 10, rows: 5), palette: .trueColor)
        }
        #expect(throws: ImageError.tooLarge) {
            try PictureMaker.picture(from: TestImages.pngHeaderOnly(width: 30_000, height: 30_000), fitting: CellBox(columns: 10, rows: 5), palette: .xterm256)
        }
    }
}
