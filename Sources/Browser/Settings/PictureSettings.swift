import Imaging

/// Whether pictures are shown and how the terminal can draw them, shared by every screen of
/// the app (`i` turns them on and off everywhere), with the cache of scaled pictures.
@MainActor
public final class PictureSettings {
    /// Pictures and maps wanted (`--no-images`, `pictures = false` and `i` turn them off).
    public var enabled: Bool
    /// The colours pictures are drawn in; `.none` when the terminal cannot show them.
    public var palette: ColorPalette
    /// What stands in for a picture when the palette is `.none` ("no colours for pictures").
    public var unavailableText: String
    /// Braille dots can be drawn (a UTF-8 locale): place maps.
    public var drawsMaps: Bool
    /// The pixel protocol pictures are sent in over their cells (`--pictures`), or nil for
    /// cells only.
    public var pixels: PixelProtocol?
    /// Decoded, scaled pictures by (URL, box, palette).
    public let cache: PictureCache

    public init(
        enabled: Bool = false, palette: ColorPalette = .none, unavailableText: String = "no picture: too few colours",
        drawsMaps: Bool = true, cache: PictureCache = PictureCache(), pixels: PixelProtocol? = nil
    ) {
        self.pixels = pixels
        self.enabled = enabled
        self.palette = palette
        self.unavailableText = unavailableText
        self.drawsMaps = drawsMaps
        self.cache = cache
    }

    /// Place maps are shown.
    public var showsMaps: Bool { enabled && drawsMaps }
}
