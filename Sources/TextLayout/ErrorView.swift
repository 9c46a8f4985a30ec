import CatalogKit

/// The error pane's lines: what went wrong, the technical detail, and the way out.
public enum ErrorView {
    /// `keys` are the keys of the mode the screen is in, from its key map: the one that
    /// retries ("r", or "^R" where letters are typed) and the one that leaves ("Esc"), each
    /// named only when bound; `canGoBack`: leaving is offered here at all.
    public static func lines(for error: AppError, heading: String, width: Int, theme: Theme, canGoBack: Bool, keys: PaneKeys) -> [StyledLine] {
        guard width > 0 else { return [] }
        var lines: [StyledLine] = []
        for piece in TextWrap.wrap(theme.glyphs.warning + " " + heading, width: width) {
            lines.append(StyledLine(piece, Style(foreground: .red, bold: true)))
        }
        lines.append(.empty)
        for piece in TextWrap.wrap(error.message, width: width) { lines.append(StyledLine(piece)) }
        // The way out comes before the detail, so that a small pane still shows it.
        lines.append(.empty)
        var hints: [Span] = []
        if error.isRetryable, let retryKey = keys.retry { hints = [Span(retryKey, .bold), Span(" retry")] }
        if canGoBack, let backKey = keys.back {
            if !hints.isEmpty { hints.append(Span("   ")) }
            hints.append(Span(backKey, .bold))
            hints.append(Span(" back"))
        }
        if !hints.isEmpty { lines.append(StyledLine(hints)) } else { lines.removeLast() }
        if !error.details.isEmpty {
            lines.append(.empty)
            for detail in error.details {
                for piece in TextWrap.wrap(detail, width: width) { lines.append(StyledLine(piece, .dim)) }
            }
        }
        return lines
    }
}
