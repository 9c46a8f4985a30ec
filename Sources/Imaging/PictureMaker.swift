/// Bytes to a picture of cells: decode, crop the transparent margin, fit into a cell box
/// keeping the aspect ratio, scale (area averaging for photos, nearest neighbour for pixel
/// art), map to the palette. Pure and thread-safe: run it off the main actor.
public enum PictureMaker {
    /// Alpha (after scaling) below which a half-cell is transparent.
    public static let transparencyThreshold: UInt8 = 128

    /// The picture of PNG or JPEG `bytes` fitting `box`, or nil for `.none` (nothing is
    /// decoded then). An empty picture when nothing visible is left after cropping.
    public static func picture(
        from bytes: [UInt8], fitting box: CellBox, palette: ColorPalette,
        maxPixels: Int = ImageDecoder.defaultMaxPixels, enlarge: Bool = false,
        scaling: PictureScaling = .area
    ) throws(ImageError) -> CellPicture? {
        guard palette != .none else { return nil }
        let image = try ImageDecoder.decode(bytes, maxPixels: maxPixels, fitting: (box.pixelWidth, box.pixelHeight))
        return picture(from: image, fitting: box, palette: palette, enlarge: enlarge, scaling: scaling)
    }

    /// The picture of a decoded image fitting `box`, or nil for `.none`. Pixel art is
    /// always enlarged to fill the box.
    public static func picture(
        from image: RGBAImage, fitting box: CellBox, palette: ColorPalette, enlarge: Bool = false,
        scaling: PictureScaling = .area
    ) -> CellPicture? {
        guard palette != .none else { return nil }
        let scaled = scaledImage(image, fitting: box, enlarge: enlarge, scaling: scaling)
        guard !scaled.isEmpty else { return .empty }
        return cells(of: scaled, palette: palette)
    }

    /// A decoded image cropped to its content and scaled to fit a box of `box.pixelWidth ×
    /// box.pixelHeight` pixels: what every way of drawing a picture starts from.
    public static func scaledImage(_ image: RGBAImage, fitting box: CellBox, enlarge: Bool = false, scaling: PictureScaling = .area) -> RGBAImage {
        let content = image.croppedToContent()
        let size = box.fit(width: content.width, height: content.height, enlarge: enlarge || scaling == .pixelArt)
        guard size.width > 0, size.height > 0 else { return RGBAImage(empty: ()) }
        switch scaling {
        case .area: return AreaScaler.scale(content, width: size.width, height: size.height)
        case .pixelArt: return NearestScaler.scale(content, width: size.width, height: size.height)
        }
    }

    /// An image as cells, two pixel rows per cell row (an odd last row gets a transparent
    /// bottom half).
    public static func cells(of image: RGBAImage, palette: ColorPalette) -> CellPicture {
        let rows = (image.height + 1) / 2
        var cells: [HalfBlock] = []
        cells.reserveCapacity(rows * image.width)
        func color(_ x: Int, _ y: Int) -> PictureColor? {
            guard y < image.height else { return nil }
            let pixel = image[x, y]
            guard pixel.alpha >= transparencyThreshold else { return nil }
            return palette.color(red: pixel.red, green: pixel.green, blue: pixel.blue)
        }
        for row in 0..<rows {
            for x in 0..<image.width {
                cells.append(HalfBlock(top: color(x, row * 2), bottom: color(x, row * 2 + 1)))
            }
        }
        return CellPicture(checkedColumns: image.width, rows: rows, cells: cells)
    }
}
