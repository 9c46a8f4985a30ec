import CatalogKit
import TextLayout

/// The detail pane's text, laid out at the pane's width: what the views draw, and what the
/// screen model measures (its line count, the lines and places of its links, the trail's
/// crumbs in the top line) by the same code, so the model computes its outline itself.
public enum DetailPane {
    /// The detail pane's content in `layout`, as the screen model needs it: its line count
    /// (the scroll limit) and the line of each link, computed by the same code that draws it.
    /// Also where each link's text sits (for a click) and the trail's crumbs in the top line.
    public static func outline(_ state: CatalogScreenState, layout: ScreenLayout) -> DetailOutline {
        let flow = layout.detailFlow(for: state)
        var count = lines(state, flow: flow, narrow: layout.isNarrowDetail, theme: .standard).count
        if let area = layout.pictureArea(for: state) { count = max(count, area.rows) }
        let crumbs = titleCrumbs(state, layout: layout)
        guard let detail = state.detail.load.value else { return DetailOutline(lineCount: count, titleCrumbs: crumbs) }
        let laidOut = DetailView.laidOut(detail, flow: flow, theme: .standard, retryKey: state.partRetryKey)
        let spots = laidOut.links.map { places in
            places.compactMap { place -> LinkSpot? in
                guard laidOut.lines.indices.contains(place.line) else { return nil }
                let spans = laidOut.lines[place.line].spans
                guard spans.indices.contains(place.span) else { return nil }
                let start = spans[..<place.span].reduce(0) { $0 + DisplayWidth.of($1.text) }
                return LinkSpot(line: place.line, columns: start..<(start + DisplayWidth.of(spans[place.span].text)))
            }
        }
        return DetailOutline(lineCount: count, linkLines: laidOut.linkLines, linkSpots: spots, titleCrumbs: crumbs)
    }

    /// The trail's crumbs in screen columns, in whichever pane's title draws it.
    static func titleCrumbs(_ state: CatalogScreenState, layout: ScreenLayout) -> [TitleCrumb] {
        guard !state.trail.isEmpty else { return [] }
        let x: Int, width: Int
        if layout.listWidth > 0 {
            // A query in the title takes the trail's place.
            if let search = state.search, !search.query.isEmpty { return [] }
            (x, width) = (0, layout.listWidth)
        } else if !state.hasList, layout.detailWidth > 0 {
            (x, width) = (layout.detailX, layout.detailWidth)
        } else {
            return []
        }
        // The box draws its title from two columns in, within its width less four.
        return TrailText.crumbs(state.trail, width: width - 4, theme: .standard).map {
            TitleCrumb(index: $0.index, columns: (x + 2 + $0.columns.lowerBound)..<(x + 2 + $0.columns.upperBound))
        }
    }

    /// The detail pane's content as lines `width` columns wide: the document, or what stands
    /// in for it while it loads or when it failed.
    public static func lines(_ state: CatalogScreenState, width: Int, narrow: Bool, theme: Theme) -> [StyledLine] {
        lines(state, flow: .full(width), narrow: narrow, theme: theme)
    }

    /// The detail pane's content as lines in `flow` (narrower beside the picture): the
    /// document, with a one-line note at its end when its picture cannot be drawn, or what
    /// stands in for it while it loads or when it failed.
    public static func lines(_ state: CatalogScreenState, flow: TextFlow, narrow: Bool, theme: Theme) -> [StyledLine] {
        let width = flow.width
        guard width > 0 else { return [] }
        let entry = state.detail.entry
        switch state.detail.load {
        case .idle:
            return TextWrap.wrap(state.entries.isEmpty ? "" : "Select a \(state.itemName) to see it here.", width: width).map { StyledLine($0, .dim) }
        case .loading:
            return [StyledLine(entry?.title ?? "", .bold), StyledLine("Loading…", .dim)]
        case let .loaded(detail):
            var lines = DetailView.laidOut(detail, flow: flow, theme: theme, retryKey: state.partRetryKey).lines(selecting: state.detail.selectedLink)
            if case let .missing(note) = state.detail.picture {
                lines.append(.empty)
                lines.append(StyledLine(DisplayWidth.truncate(note, to: width, ellipsis: theme.glyphs.ellipsis), .dim))
            }
            return lines
        case let .failed(error):
            return ErrorView.lines(
                for: error, heading: "Couldn't load \(entry?.title ?? state.itemName)", width: width, theme: theme, canGoBack: narrow, keys: state.paneKeys)
        }
    }
}
