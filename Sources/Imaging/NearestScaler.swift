/// Resizes pixel art by nearest neighbour: each output pixel is the source pixel under its
/// centre, so a sprite's hard edges and flat colours stay as they are, enlarged or reduced.
public enum NearestScaler {
    /// `image` resized to `width × height`.
    public static func scale(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        guard width > 0, height > 0, !image.isEmpty else { return RGBAImage(empty: ()) }
        if width == image.width, height == image.height { return image }
        let columns = (0..<width).map { min(image.width - 1, ($0 * 2 + 1) * image.width / (width * 2)) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let sourceRow = min(image.height - 1, (y * 2 + 1) * image.height / (height * 2)) * image.width
                for (x, column) in columns.enumerated() {
                    let from = (sourceRow + column) * 4, to = (y * width + x) * 4
                    for channel in 0..<4 { pixels[to + channel] = source[from + channel] }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels) ?? RGBAImage(empty: ())
    }
}

/// How a picture is resized to its box.
public enum PictureScaling: Sendable, Hashable {
    /// Area averaging: photos and artwork, smooth at any size.
    case area
    /// Nearest neighbour, enlarged to fill the box: pixel art (sprites) stays crisp.
    case pixelArt
}
