/// A way to show real pixels in a terminal, above cells of text.
public enum PixelProtocol: String, Sendable, Hashable, CaseIterable {
    /// kitty's graphics protocol (`ESC _ G … ESC \`): kitty, WezTerm, Ghostty, Konsole.
    case kitty
    /// DEC sixel graphics (`ESC P … q … ESC \`): foot, WezTerm, xterm -ti vt340, mlterm,
    /// Windows Terminal, tmux 3.4.
    case sixel
    /// iTerm2's inline images (`ESC ] 1337 ; File=…`): iTerm2, WezTerm, Konsole.
    case iterm
}

/// A picture as the pixel protocols are given it: its pixels, cropped to their content but
/// not scaled (the terminal's cell size decides that), its file's bytes (iTerm2 takes the
/// file itself), and how it scales. Compared by ``id``: one picture decoded once.
public struct PixelSource: Sendable, Equatable {
    public let id: Int
    public let image: RGBAImage
    public let bytes: [UInt8]
    public let scaling: PictureScaling

    public init(id: Int, image: RGBAImage, bytes: [UInt8], scaling: PictureScaling) {
        self.id = id
        self.image = image
        self.bytes = bytes
        self.scaling = scaling
    }

    public static func == (a: PixelSource, b: PixelSource) -> Bool { a.id == b.id }

    /// The pixels scaled to fit `columns × rows` cells of `cellWidth × cellHeight` pixels,
    /// the aspect kept (pixel art by nearest neighbour).
    public func scaled(columns: Int, rows: Int, cellWidth: Int, cellHeight: Int) -> RGBAImage {
        let boxWidth = columns * cellWidth, boxHeight = rows * cellHeight
        guard !image.isEmpty, boxWidth > 0, boxHeight > 0 else { return RGBAImage(empty: ()) }
        let scale = min(Double(boxWidth) / Double(image.width), Double(boxHeight) / Double(image.height))
        let width = max(1, min(boxWidth, Int(exactly: (Double(image.width) * scale).rounded(.down)) ?? 1))
        let height = max(1, min(boxHeight, Int(exactly: (Double(image.height) * scale).rounded(.down)) ?? 1))
        switch scaling {
        case .area: return AreaScaler.scale(image, width: width, height: height)
        case .pixelArt: return NearestScaler.scale(image, width: width, height: height)
        }
    }
}
