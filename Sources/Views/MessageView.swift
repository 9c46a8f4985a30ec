import Browser
import TextLayout

/// A framed message over the whole screen, for setup instructions.
public enum MessageView {
    public static func render(_ state: MessageState, width: Int, height: Int, theme: Theme = .standard) -> CellGrid {
        let title = state.title, paragraphs = state.paragraphs
        var grid = CellGrid(width: width, height: height, asciiOnly: theme.asciiOnly)
        guard width >= ScreenView.minimumWidth, height >= ScreenView.minimumHeight else {
            TooSmallView.draw(into: &grid)
            return grid
        }
        grid.box(x: 0, y: 0, width: width, height: height - 1, title: title, glyphs: theme.glyphs)
        var lines: [StyledLine] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append(.empty) }
            let style: Style = index == 0 ? .bold : .plain
            lines += TextWrap.wrap(paragraph, width: width - 4).map { StyledLine($0, style) }
        }
        ScreenView.drawLines(lines, into: &grid, x: 2, y: 1, width: width - 4, height: height - 3, theme: theme)
        grid.fill(x: 0, y: height - 1, width: width, height: 1, style: .reverse)
        grid.put(" " + state.keyMap.hints.joined(separator: "  "), x: 0, y: height - 1, style: .reverse)
        return grid
    }
}
