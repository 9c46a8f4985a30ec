import Imaging

/// One of the terminal's basic colours.
public enum Color: Sendable, Hashable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn: attributes and an optional foreground colour; a picture's cell has
/// its own colours instead (24-bit or from the 256-colour palette).
public struct Style: Sendable, Hashable {
    public var foreground: Color?
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false
    /// A picture cell's foreground (the `▀`'s upper pixel); nil: the theme's.
    public var ink: PictureColor?
    /// A picture cell's background (the lower pixel); nil: the terminal's default.
    public var paper: PictureColor?

    public init(
        foreground: Color? = nil, bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
        ink: PictureColor? = nil, paper: PictureColor? = nil
    ) {
        self.foreground = foreground
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.ink = ink
        self.paper = paper
    }

    /// A cell of a picture.
    public var isPicture: Bool { ink != nil || paper != nil }

    /// Field by field, inlinable: the frame diff compares every cell of the screen on each
    /// frame, from another module.
    @inlinable public static func == (a: Style, b: Style) -> Bool {
        a.bold == b.bold && a.dim == b.dim && a.reverse == b.reverse && a.underline == b.underline && a.foreground == b.foreground
            && a.ink == b.ink && a.paper == b.paper
    }

    public static let plain = Style()
    public static let bold = Style(bold: true)
    public static let dim = Style(dim: true)
    public static let reverse = Style(reverse: true)
}
