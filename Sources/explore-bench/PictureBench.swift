import BenchKit
import CImageEncode
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Imaging

// Pictures: decode + crop + scale + palette, as the detail pane will ask for them. The
// images come from the corpus when EXPLORE_CORPUS is set, else they are generated.

/// Bytes of an image under the corpus, or nil.
func corpusImage(_ relative: String) -> [UInt8]? {
    guard let corpus else { return nil }
    return FileManager.default.contents(atPath: corpus.appendingPathComponent(relative).path).map { [UInt8]($0) }
}

/// The first JPEG in the corpus's TheMealDB photos.
func corpusMealPhoto() -> [UInt8]? {
    guard let corpus else { return nil }
    let folder = corpus.appendingPathComponent("mealdb/images/media/meals")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".jpg") }.sorted()
    return names.first.flatMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) }.map { [UInt8]($0) }
}

/// A generated 96×96 sprite: a 40×50 figure on a transparent square, as PNG.
func generatedSprite() -> [UInt8] {
    var pixels = [UInt8](repeating: 0, count: 96 * 96 * 4)
    for y in 20..<70 {
        for x in 30..<70 {
            let offset = (y * 96 + x) * 4
            pixels.replaceSubrange(offset..<(offset + 4), with: [UInt8(x * 3 % 256), UInt8(y * 5 % 256), UInt8((x + y) % 256), 255])
        }
    }
    return encoded { imgenc_png(pixels, 96, 96, 0, &$0, &$1) }
}

/// A generated 700×700 photo-like gradient, as JPEG.
func generatedPhoto() -> [UInt8] {
    var pixels = [UInt8](repeating: 255, count: 700 * 700 * 4)
    for y in 0..<700 {
        for x in 0..<700 {
            let offset = (y * 700 + x) * 4
            pixels[offset] = UInt8(x * 255 / 699)
            pixels[offset + 1] = UInt8(y * 255 / 699)
            pixels[offset + 2] = UInt8((x ^ y) & 0xFF)
        }
    }
    return encoded { imgenc_jpeg(pixels, 700, 700, 85, 0, &$0, &$1) }
}

func encoded(_ body: (inout UnsafeMutablePointer<UInt8>?, inout Int) -> Int32) -> [UInt8] {
    var buffer: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = body(&buffer, &size)
    defer { imgenc_free(buffer) }
    guard status == 0, let buffer else { return [] }
    return Array(UnsafeBufferPointer(start: buffer, count: size))
}

/// One row: bytes to a `CellPicture` of `box`, timed `repeats` times.
func pictureRow(_ name: String, _ bytes: [UInt8], box: CellBox, target milliseconds: Int?, source: String, repeats: Int) -> BenchRow {
    var failure: ImageError?
    let samples = (0..<repeats).map { _ in
        Stopwatch.milliseconds {
            do throws(ImageError) {
                _ = try PictureMaker.picture(from: bytes, fitting: box, palette: .xterm256)
            } catch {
                failure = error
            }
        }
    }
    let stats = Statistics(samples)
    let title = "Picture: \(name) to \(box.columns)×\(box.rows) cells"
    if let failure {
        return BenchRow(name: title, unit: "ms", median: nil, samples: 0, note: "not measured: \(failure)")
    }
    return BenchRow(
        name: title, unit: "ms", median: stats?.median, p99: stats?.p99, samples: repeats,
        target: milliseconds.map { "< \($0) ms" }, met: milliseconds.flatMap { limit in stats.map { $0.median < Double(limit) } },
        note: source)
}

/// The picture rows: a sprite, a TheMealDB photo, and (with the corpus) an official artwork.
func pictureRows(repeats: Int) -> [BenchRow] {
    var rows: [BenchRow] = []
    let sprite = corpusImage("sprites/pokemon/25.png")
    rows.append(
        pictureRow(
            "96×96 sprite PNG, decode + crop + scale", sprite ?? generatedSprite(), box: CellBox(columns: 30, rows: 15),
            target: 1, source: sprite == nil ? "generated" : "Pikachu", repeats: repeats))
    let photo = corpusMealPhoto()
    rows.append(
        pictureRow(
            "700×700 photo JPEG, decode at 1/8 + scale", photo ?? generatedPhoto(), box: CellBox(columns: 40, rows: 20),
            target: 10, source: photo == nil ? "generated" : "TheMealDB", repeats: repeats))
    if let artwork = corpusImage("sprites/pokemon/other/official-artwork/25.png") {
        rows.append(
            pictureRow(
                "475×475 artwork PNG, decode + crop + scale", artwork, box: CellBox(columns: 40, rows: 20),
                target: nil, source: "Pikachu", repeats: max(1, repeats / 5)))
    }
    return rows
}
