/// Resizes pictures by area averaging (a box filter): each output pixel is the average of
/// the source area it covers, weighted by overlap. Colours are averaged premultiplied by
/// alpha, so transparent pixels (whose colour is meaningless, often black) never darken the
/// edges of a sprite.
public enum AreaScaler {
    /// `image` resized to `width × height` (either may be larger or smaller than the source).
    public static func scale(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        guard width > 0, height > 0, !image.isEmpty else { return RGBAImage(empty: ()) }
        if width == image.width, height == image.height { return image }
        let horizontal = contributions(source: image.width, target: width)
        let vertical = contributions(source: image.height, target: height)

        // Premultiplied floats, then the horizontal pass, then the vertical one.
        var source = [Float](repeating: 0, count: image.width * image.height * 4)
        image.pixels.withUnsafeBufferPointer { pixels in
            for index in 0..<(image.width * image.height) {
                let alpha = Float(pixels[index * 4 + 3])
                let factor = alpha / 255
                source[index * 4] = Float(pixels[index * 4]) * factor
                source[index * 4 + 1] = Float(pixels[index * 4 + 1]) * factor
                source[index * 4 + 2] = Float(pixels[index * 4 + 2]) * factor
                source[index * 4 + 3] = alpha
            }
        }
        var rows = [Float](repeating: 0, count: width * image.height * 4)
        source.withUnsafeBufferPointer { input in
            rows.withUnsafeMutableBufferPointer { output in
                for y in 0..<image.height {
                    let inRow = y * image.width * 4, outRow = y * width * 4
                    for x in 0..<width {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (index, weight) in horizontal[x] {
                            let offset = inRow + index * 4
                            r += input[offset] * weight
                            g += input[offset + 1] * weight
                            b += input[offset + 2] * weight
                            a += input[offset + 3] * weight
                        }
                        let offset = outRow + x * 4
                        output[offset] = r
                        output[offset + 1] = g
                        output[offset + 2] = b
                        output[offset + 3] = a
                    }
                }
            }
        }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        rows.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                for y in 0..<height {
                    for x in 0..<width {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (index, weight) in vertical[y] {
                            let offset = (index * width + x) * 4
                            r += input[offset] * weight
                            g += input[offset + 1] * weight
                            b += input[offset + 2] * weight
                            a += input[offset + 3] * weight
                        }
                        let offset = (y * width + x) * 4
                        if a > 0 {
                            let unpremultiply = 255 / a
                            output[offset] = channel(r * unpremultiply)
                            output[offset + 1] = channel(g * unpremultiply)
                            output[offset + 2] = channel(b * unpremultiply)
                        }
                        output[offset + 3] = channel(a)
                    }
                }
            }
        }
        return RGBAImage(checkedWidth: width, height: height, pixels: out)
    }

    /// For each target index, the source indices it covers and their weights (summing to 1).
    static func contributions(source: Int, target: Int) -> [[(Int, Float)]] {
        let step = Double(source) / Double(target)
        return (0..<target).map { index in
            let start = Double(index) * step, end = Double(index + 1) * step
            var result: [(Int, Float)] = []
            var position = Int(exactly: start.rounded(.down)) ?? source
            while Double(position) < end, position < source {
                let overlap = min(end, Double(position + 1)) - max(start, Double(position))
                if overlap > 1e-9 { result.append((position, Float(overlap / step))) }
                position += 1
            }
            return result
        }
    }

    static func channel(_ value: Float) -> UInt8 {
        UInt8(exactly: max(0, min(255, value.rounded()))) ?? 0
    }
}
