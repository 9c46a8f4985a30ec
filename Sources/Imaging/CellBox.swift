/// A size in terminal cells. A picture cell is one `▀` with two pixels stacked: terminal
/// cells are about twice as tall as wide, so a box of `columns × rows` cells holds
/// `columns × 2·rows` square-ish pixels.
public struct CellBox: Sendable, Hashable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The box in pixels: one pixel per column, two per row.
    public var pixelWidth: Int { max(0, columns) }
    public var pixelHeight: Int { max(0, rows) * 2 }

    /// The pixel size a `width × height` picture takes when fitted into this box keeping its
    /// aspect ratio: as large as the box allows, never larger than the picture itself unless
    /// `enlarge` is set. Zero when the picture or the box is empty.
    public func fit(width: Int, height: Int, enlarge: Bool = false) -> (width: Int, height: Int) {
        guard width > 0, height > 0, pixelWidth > 0, pixelHeight > 0 else { return (0, 0) }
        var scale = min(Double(pixelWidth) / Double(width), Double(pixelHeight) / Double(height))
        if !enlarge { scale = min(scale, 1) }
        let fittedWidth = min(pixelWidth, max(1, Int(exactly: (Double(width) * scale).rounded()) ?? 1))
        let fittedHeight = min(pixelHeight, max(1, Int(exactly: (Double(height) * scale).rounded()) ?? 1))
        return (fittedWidth, fittedHeight)
    }
}
