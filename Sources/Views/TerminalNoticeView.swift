import TextLayout

/// A notice of the terminal's own (its size is past what is drawn, COLUMNS was capped) over
/// the bottom line of any screen, so it is seen whatever the screen is.
public enum TerminalNoticeView {
    /// Draws `notice` over the grid's bottom line, cut to its width.
    public static func draw(_ notice: String, into grid: inout CellGrid) {
        guard grid.width > 0, grid.height > 0 else { return }
        let style = Style(foreground: .yellow, bold: true, reverse: true)
        let y = grid.height - 1
        grid.fill(x: 0, y: y, width: grid.width, height: 1, style: style)
        grid.put(" " + notice, x: 0, y: y, style: style)
    }
}
