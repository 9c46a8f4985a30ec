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

    public static let unicode = Glyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        ellipsis: "…", branch: "├─ ", lastBranch: "└─ ", trunk: "│  ", warning: "⚠",
        barFull: "█", barEighths: ["▏", "▎", "▍", "▌", "▋", "▊", "▉"], separator: "·"
    )

    public static let ascii = Glyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        ellipsis: "~", branch: "|- ", lastBranch: "`- ", trunk: "|  ", warning: "!",
        barFull: "#", barEighths: [], separator: "-"
    )
}

/// Glyphs and whether colour may be used (`NO_COLOR` turns it off).
public struct Theme: Sendable, Equatable {
    public var glyphs: Glyphs
    public var usesColor: Bool

    public init(glyphs: Glyphs = .unicode, usesColor: Bool = true) {
        self.glyphs = glyphs
        self.usesColor = usesColor
    }

    public static let standard = Theme()

    /// Text must be drawn in ASCII (the frames are, too).
    public var asciiOnly: Bool { glyphs == .ascii }

    /// `style` with its colour removed when colour is off.
    func apply(_ style: Style) -> Style {
        guard !usesColor else { return style }
        var plain = style
        plain.foreground = nil
        return plain
    }
}
