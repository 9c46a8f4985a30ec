import CImageEncode
import Imaging

/// Images generated at test time with libpng and libjpeg (no image files in the repository).
enum TestImages {
    /// RGBA pixels from a function of (x, y).
    static func pixels(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let c = color(x, y)
                out += [c.0, c.1, c.2, c.3]
            }
        }
        return out
    }

    static func image(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: pixels(width: width, height: height, color))!
    }

    /// A PNG of the pixels.
    static func png(width: Int, height: Int, pixels: [UInt8], interlaced: Bool = false) -> [UInt8] {
        var buffer: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = imgenc_png(pixels, UInt32(width), UInt32(height), interlaced ? 1 : 0, &buffer, &size)
        defer { imgenc_free(buffer) }
        guard status == 0, let buffer else { return [] }
        return Array(UnsafeBufferPointer(start: buffer, count: size))
    }

    /// A JPEG of the pixels.
    static func jpeg(width: Int, height: Int, pixels: [UInt8], quality: Int = 90, progressive: Bool = false) -> [UInt8] {
        var buffer: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = imgenc_jpeg(pixels, UInt32(width), UInt32(height), Int32(quality), progressive ? 1 : 0, &buffer, &size)
        defer { imgenc_free(buffer) }
        guard status == 0, let buffer else { return [] }
        return Array(UnsafeBufferPointer(start: buffer, count: size))
    }

    /// A sprite-like picture: a 96×96 transparent square with a coloured 40×50 figure at (30, 20).
    static func spritePixels() -> [UInt8] {
        pixels(width: 96, height: 96) { x, y in
            guard (30..<70).contains(x), (20..<70).contains(y) else { return (0, 0, 0, 0) }
            return (UInt8(x * 3 % 256), UInt8(y * 5 % 256), UInt8((x + y) % 256), 255)
        }
    }

    /// A photo-like gradient.
    static func photoPixels(width: Int, height: Int) -> [UInt8] {
        pixels(width: width, height: height) { x, y in
            (UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), UInt8((x ^ y) & 0xFF), 255)
        }
    }

    /// A PNG made only of a signature and an IHDR chunk declaring `width × height` (with a
    /// valid CRC), followed by an IEND: no pixel data at all.
    static func pngHeaderOnly(width: UInt32, height: UInt32) -> [UInt8] {
        var ihdr: [UInt8] = Array("IHDR".utf8)
        ihdr += bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += bigEndian(13) + ihdr + bigEndian(crc32(ihdr))
        let iend = Array("IEND".utf8)
        out += bigEndian(0) + iend + bigEndian(crc32(iend))
        return out
    }

    /// The PNG with its IHDR's width and height replaced (CRC recomputed), its pixel data kept.
    static func pngDeclaring(width: UInt32, height: UInt32, in png: [UInt8]) -> [UInt8] {
        var out = png
        out.replaceSubrange(16..<24, with: bigEndian(width) + bigEndian(height))
        out.replaceSubrange(29..<33, with: bigEndian(crc32(Array(out[12..<29]))))
        return out
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// The JPEG with its frame header's (SOF0/SOF2) height and width replaced.
    static func jpegDeclaring(width: UInt16, height: UInt16, in jpeg: [UInt8]) -> [UInt8] {
        var out = jpeg
        var index = 2
        while index + 9 < out.count {
            guard out[index] == 0xFF else { break }
            let marker = out[index + 1]
            let length = Int(out[index + 2]) << 8 | Int(out[index + 3])
            if marker == 0xC0 || marker == 0xC2 {
                out[index + 5] = UInt8(height >> 8)
                out[index + 6] = UInt8(height & 0xFF)
                out[index + 7] = UInt8(width >> 8)
                out[index + 8] = UInt8(width & 0xFF)
                return out
            }
            index += 2 + length
        }
        return out
    }
}

/// A seeded random number generator (SplitMix64), so "random" tests are the same every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
