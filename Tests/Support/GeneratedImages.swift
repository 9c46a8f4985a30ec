import CImageEncode

/// Small images generated at test time with libpng and libjpeg, for tests of the picture
/// path above the decoders (no image files in the repository).
public enum GeneratedImages {
    /// RGBA pixels from a function of (x, y).
    public static func pixels(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
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

    /// A PNG of `width × height` pixels coloured by `color`.
    public static func png(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        let rgba = pixels(width: width, height: height, color)
        var buffer: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = imgenc_png(rgba, UInt32(width), UInt32(height), 0, &buffer, &size)
        defer { imgenc_free(buffer) }
        guard status == 0, let buffer else { return [] }
        return Array(UnsafeBufferPointer(start: buffer, count: size))
    }

    /// A JPEG of `width × height` pixels coloured by `color`.
    public static func jpeg(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        let rgba = pixels(width: width, height: height, color)
        var buffer: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = imgenc_jpeg(rgba, UInt32(width), UInt32(height), 90, 0, &buffer, &size)
        defer { imgenc_free(buffer) }
        guard status == 0, let buffer else { return [] }
        return Array(UnsafeBufferPointer(start: buffer, count: size))
    }

    /// A sprite-like PNG: a transparent margin around a block of eight colour bands.
    public static func sprite(size: Int = 48) -> [UInt8] {
        png(width: size, height: size) { x, y in
            let inside = x >= size / 4 && x < size * 3 / 4 && y >= size / 8 && y < size * 7 / 8
            guard inside else { return (0, 0, 0, 0) }
            let band = (y - size / 8) * 8 / max(1, size * 3 / 4)
            let colors: [(UInt8, UInt8, UInt8)] = [
                (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (255, 0, 255), (0, 255, 255), (255, 128, 0), (128, 0, 255),
            ]
            let c = colors[min(7, band)]
            return (c.0, c.1, c.2, 255)
        }
    }

    /// A PNG whose header declares `width × height` pixels, followed by no pixel data.
    public static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        bytes += [8, 6, 0, 0, 0]
        bytes += [0, 0, 0, 0]  // CRC (wrong: the decoder refuses the size first, or the CRC)
        return bytes
    }
}
