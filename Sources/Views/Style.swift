/// One of the terminal's basic colours.
public enum Color: Sendable, Hashable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn: attributes and an optional foreground colour.
public struct Style: Sendable, Hashable {
    public var foreground: Color?
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false

    public init(foreground: Color? = nil, bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false) {
        self.foreground = foreground
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let plain = Style()
    public static let bold = Style(bold: true)
    public static let dim = Style(dim: true)
    public static let reverse = Style(reverse: true)
}
