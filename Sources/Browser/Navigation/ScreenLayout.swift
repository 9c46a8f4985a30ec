import Imaging
import TextLayout

/// Where a catalog screen's panes go at a given size: a pure function of the size and the
/// state, used by the views to draw and by the screen model for page steps, the list's
/// scroll and the detail's scroll limit. Nothing is measured by drawing.
public struct ScreenLayout: Sendable, Equatable {
    public static let minimumWidth = 20
    public static let minimumHeight = 5
    /// From this width list and detail stand side by side.
    public static let wideWidth = 80

    /// How the panes share the screen.
    public enum Arrangement: Sendable, Equatable {
        case tooSmall
        /// Nothing to browse yet and the list failed: the error takes the screen.
        case fullScreenError
        case sideBySide
        case listOnly
        case detailOnly
    }

    public var width: Int
    public var height: Int
    public var arrangement: Arrangement
    /// Rows above the status bar.
    public var contentHeight: Int
    /// The list pane's box, its width 0 when it is not shown.
    public var listWidth: Int
    /// Entry rows in the list pane (a footer row for paging news taken off).
    public var listRows: Int
    public var hasListFooter: Bool
    /// The detail pane's box, its width 0 when it is not shown.
    public var detailX: Int
    public var detailWidth: Int
    public var detailRows: Int
    /// Columns for the detail's text.
    public var detailTextWidth: Int { max(0, detailWidth - 4) }

    /// The cells a detail's picture may take, floating at the top right of the detail's text
    /// (two pixels a cell, stacked), or nil when the pane is too small for one to help: up
    /// to two fifths of the text's width and three fifths of its height, tall enough for a
    /// picture three quarters as wide as it is high to fill its width.
    public var pictureBox: CellBox? {
        guard detailWidth > 0, detailTextWidth >= 40, detailRows >= 10 else { return nil }
        let columns = min(64, detailTextWidth * 2 / 5)
        let rows = min(detailRows * 3 / 5, columns * 2 / 3)
        guard columns >= 8, rows >= 4 else { return nil }
        return CellBox(columns: columns, rows: rows)
    }

    /// The part of ``pictureBox`` the detail keeps beside its text for `state`: a picture
    /// expected (loading) or shown, or a place map; nil when neither. A picture that cannot
    /// be drawn (no colours, none found, pictures off) keeps no box.
    public func pictureArea(for state: CatalogScreenState) -> CellBox? {
        guard let box = pictureBox else { return nil }
        switch state.detail.picture {
        case .loading, .shown: return box
        case .missing: return nil
        case .none: return state.showsMaps && state.detail.load.value?.mapCenter != nil ? box : nil
        }
    }

    /// How the detail's text flows in `state`: narrower only beside the picture or map, its
    /// full width below.
    public func detailFlow(for state: CatalogScreenState) -> TextFlow {
        guard let area = pictureArea(for: state) else { return .full(detailTextWidth) }
        return TextFlow(width: detailTextWidth, besideRows: area.rows, besideColumns: area.columns + 2)
    }

    public init(width: Int, height: Int, state: CatalogScreenState) {
        self.init(
            width: width, height: height, hasList: state.hasList, entries: state.entries.count, search: state.search, listLoad: state.listLoad,
            focus: state.focus)
    }

    /// The layout from the facts it depends on: whether there is a list and how many entries
    /// it has loaded, the search, how the list's loading goes, and the focus.
    public init(width: Int, height: Int, hasList: Bool, entries: Int, search: SearchState?, listLoad: LoadState<Int>, focus: Pane) {
        self.width = width
        self.height = height
        contentHeight = max(0, height - 1)
        let rows = max(1, contentHeight - 2)
        listRows = rows
        detailRows = rows
        listWidth = 0
        detailX = 0
        detailWidth = 0
        hasListFooter = false
        if width < Self.minimumWidth || height < Self.minimumHeight {
            arrangement = .tooSmall
            listRows = 1
            detailRows = 1
            return
        }
        if hasList, entries == 0, search == nil, listLoad.error != nil {
            arrangement = .fullScreenError
            return
        }
        if !hasList {
            arrangement = .detailOnly
            detailWidth = width
        } else if width >= Self.wideWidth {
            arrangement = .sideBySide
            listWidth = max(24, width * 34 / 100)
            detailX = listWidth
            detailWidth = width - listWidth
        } else if focus == .detail {
            arrangement = .detailOnly
            detailWidth = width
        } else {
            arrangement = .listOnly
            listWidth = width
        }
        let pagingNews = search == nil && entries > 0 && (listLoad.error != nil || listLoad.isLoading)
        // A server search that failed leaves the loaded rows' matches showing, with a footer.
        let searchFailed = search.map { $0.load.error != nil && !($0.results ?? []).isEmpty } ?? false
        if listWidth > 0, pagingNews || searchFailed, rows > 1 {
            hasListFooter = true
            listRows = rows - 1
        }
    }

    /// The detail pane is the narrow one-pane view (its error pane offers Esc back).
    public var isNarrowDetail: Bool { arrangement == .detailOnly }

    /// The help overlay's height on a screen `height` rows high, for `lineCount` lines of
    /// help: the status bar stays in view when there is room.
    public static func helpHeight(height: Int, lineCount: Int) -> Int {
        min(height >= 8 ? height - 1 : height, lineCount + 4)
    }

    /// Lines of the help overlay that show at once.
    public static func helpRows(height: Int, lineCount: Int) -> Int {
        max(0, helpHeight(height: height, lineCount: lineCount) - 4)
    }
}
