import TextLayout
/// What shows when the terminal is smaller than the smallest usable screen.
public enum TooSmallView {
    public static func draw(into grid: inout CellGrid) {
        guard grid.width > 0, grid.height > 0 else { return }
        let need = "\(ScreenView.minimumWidth)×\(ScreenView.minimumHeight)"
        let message = "Terminal too small: make it at least \(need)."
        var lines = TextWrap.wrap(message, width: grid.width)
        if lines.count > grid.height || grid.width < 16 {
            lines = grid.width >= 9 ? ["Too small", "need " + need] : ["!"]
        }
        let shown = Array(lines.prefix(grid.height))
        let top = (grid.height - shown.count) / 2
        for (index, line) in shown.enumerated() {
            let x = max(0, (grid.width - DisplayWidth.of(line)) / 2)
            grid.put(line, x: x, y: top + index, style: .bold)
        }
    }
}
