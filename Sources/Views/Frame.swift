/// A rendered screen and the sizes the view model needs back (rows per pane, how far the
/// detail can scroll).
public struct Frame: Sendable, Equatable {
    public var grid: CellGrid
    public var listRows: Int
    public var detailRows: Int
    public var maxDetailScroll: Int
}
