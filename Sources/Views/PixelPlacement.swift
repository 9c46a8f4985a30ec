import Imaging

/// Where a frame shows a picture in real pixels: its box in cells and its pixels. The
/// frame's cells under it hold the same picture in half-blocks, so a terminal that shows
/// the pixels covers them and the cells stand in wherever the pixels cannot go.
public struct PixelPlacement: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public var columns: Int
    public var rows: Int
    public var source: PixelSource

    public init(x: Int, y: Int, columns: Int, rows: Int, source: PixelSource) {
        self.x = x
        self.y = y
        self.columns = columns
        self.rows = rows
        self.source = source
    }
}
