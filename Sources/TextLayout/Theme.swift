/// The characters used for frames, bars and trees, in Unicode or plain ASCII.
public struct Glyphs: Sendable, Equatable {
    public var horizontal: String
    public var vertical: String
    public var topLeft: String
    public var topRight: String
    public var bottomLeft: String
    public var bottomRight: String
    public var ellipsis: String
    public var branch: String
    public var lastBranch: String
    public var trunk: String
    public var warning: String
    public var barFull: String
    /// Partial bar cells from one eighth to seven eighths (empty in ASCII: whole cells only).
    public var barEighths: [String]
    public var separator: String
    /// The mark of a favourite.
    public var star = "★"

    public static let unicode = Glyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        ellipsis: "…", branch: "├─ ", lastBranch: "└─ ", trunk: "│  ", warning: "⚠",
        barFull: "█", barEighths: ["▏", "▎", "▍", "▌", "▋", "▊", "▉"], separator: "·"
    )

    public static let ascii = Glyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        ellipsis: "~", branch: "|- ", lastBranch: "`- ", trunk: "|  ", warning: "!",
        barFull: "#", barEighths: [], separator: "-", star: "*"
    )
}

/// Glyphs, whether colour may be used (`NO_COLOR` turns it off) and the palette for the
/// terminal's background. Without colour both palettes draw the same: bold, dim and reverse
/// carry every distinction, so either is readable on any background.
public struct Theme: Sendable, Equatable {
    public var glyphs: Glyphs
    public var usesColor: Bool
    public var palette: Palette

    /// Colours for a dark background (the default) or a light one.
    public enum Palette: String, Sendable, Equatable, CaseIterable {
        case dark, light
    }

    public init(glyphs: Glyphs = .unicode, usesColor: Bool = true, palette: Palette = .dark) {
        self.glyphs = glyphs
        self.usesColor = usesColor
        self.palette = palette
    }

    /// The colour drawn for `color`: on a light background, yellow, cyan and white (faint on
    /// white) become magenta, blue and black; the rest stay.
    public func color(_ color: Color) -> Color {
        guard palette == .light else { return color }
        switch color {
        case .yellow: return .magenta
        case .cyan: return .blue
        case .white: return .black
        default: return color
        }
    }

    public static let standard = Theme()

    /// Text must be drawn in ASCII (the frames are, too).
    public var asciiOnly: Bool { glyphs == .ascii }

    /// `style` with its colour removed when colour is off.
    package func apply(_ style: Style) -> Style {
        guard !usesColor else { return style }
        var plain = style
        plain.foreground = nil
        return plain
    }
}
