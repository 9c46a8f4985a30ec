/// A decoded picture: `width × height` pixels of 8-bit RGBA, rows top to bottom, alpha not
/// premultiplied.
public struct RGBAImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel.
    public let pixels: [UInt8]

    /// A picture from its pixels; nil when `pixels` does not hold exactly `width × height × 4` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The memory its pixels take.
    public var byteCount: Int { pixels.count }

    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixel at (`x`, `y`), as red, green, blue, alpha.
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let offset = (y * width + x) * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }
}
