/// A rectangle of pixels: `x`, `y` of its top-left corner, its `width` and `height`.
public struct PixelRect: Sendable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension RGBAImage {
    /// Alpha below which a pixel counts as transparent margin when cropping.
    public static let defaultCropThreshold: UInt8 = 16

    /// The smallest rectangle holding every pixel whose alpha is at least `threshold`; nil
    /// when there is none (an empty or fully transparent picture).
    public func contentBounds(alphaThreshold threshold: UInt8 = defaultCropThreshold) -> PixelRect? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        pixels.withUnsafeBufferPointer { buffer in
            for y in 0..<height {
                let row = y * width * 4
                var first = -1, last = -1
                for x in 0..<width where buffer[row + x * 4 + 3] >= threshold {
                    if first < 0 { first = x }
                    last = x
                }
                guard first >= 0 else { continue }
                minX = min(minX, first)
                maxX = max(maxX, last)
                if minY == height { minY = y }
                maxY = y
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The part of the picture inside `rect` (clipped to the picture).
    public func cropped(to rect: PixelRect) -> RGBAImage {
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let x1 = min(width, rect.x + rect.width), y1 = min(height, rect.y + rect.height)
        guard x1 > x0, y1 > y0 else { return RGBAImage(empty: ()) }
        if x0 == 0, y0 == 0, x1 == width, y1 == height { return self }
        var out: [UInt8] = []
        out.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            let start = (y * width + x0) * 4
            out.append(contentsOf: pixels[start..<(start + (x1 - x0) * 4)])
        }
        return RGBAImage(checkedWidth: x1 - x0, height: y1 - y0, pixels: out)
    }

    /// The picture without its transparent margin (sprites sit in a mostly empty square); an
    /// empty picture when every pixel is transparent.
    public func croppedToContent(alphaThreshold threshold: UInt8 = defaultCropThreshold) -> RGBAImage {
        guard let bounds = contentBounds(alphaThreshold: threshold) else { return RGBAImage(empty: ()) }
        return cropped(to: bounds)
    }
}

extension RGBAImage {
    /// A 0×0 picture.
    init(empty: Void) {
        self.width = 0
        self.height = 0
        self.pixels = []
    }

    /// A picture whose pixel count the caller has already made right.
    init(checkedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
