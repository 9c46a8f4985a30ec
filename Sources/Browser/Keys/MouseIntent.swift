import CatalogKit

/// What a mouse event means on a catalog screen, worked out from the same ``ScreenLayout``
/// the views draw with and the detail's outline: a click selects a row or focuses a pane, a
/// click on the selected row (or a double click) opens it, a click on a link follows it, a
/// click on a crumb of the trail goes back to that screen, and the wheel scrolls the pane
/// under it or the help.
public enum MouseIntent: Equatable, Sendable {
    case none
    /// Scroll the open help by this many lines (negative: up).
    case scrollHelp(Int)
    /// Give the pane the keyboard.
    case focus(Pane)
    /// Select the row at this index of the visible entries, opening it when `opens`.
    case select(Int, opens: Bool)
    /// Move the selection by this many rows.
    case moveSelection(Int)
    /// Scroll the detail to this line, at most `maximum`.
    case scrollDetail(to: Int, maximum: Int)
    /// Select the detail's link at this index and follow it.
    case follow(link: Int)
    /// Go this many screens back.
    case back(screens: Int)

    /// The intent of `event` on a screen in `state`, laid out as `layout` with the detail's
    /// `outline`; `trailLevels` says how many screens back each crumb of the trail is.
    public init(_ event: MouseEvent, state: CatalogScreenState, layout: ScreenLayout, outline: DetailOutline, trailLevels: [Int]) {
        let step = MouseEvent.wheelStep
        let isWheel = event.action == .wheelUp || event.action == .wheelDown
        let delta = event.action == .wheelUp ? -step : step
        if state.help != nil {
            self = isWheel ? .scrollHelp(delta) : .none
            return
        }
        // A picker takes no mouse; neither does a screen too small or taken by an error.
        switch layout.arrangement {
        case .sideBySide, .listOnly, .detailOnly: break
        case .tooSmall, .fullScreenError:
            self = .none
            return
        }
        guard state.picker == nil, event.y < layout.contentHeight else {
            self = .none
            return
        }
        if event.y == 0, event.action == .press,
            let crumb = outline.titleCrumbs.first(where: { $0.columns.contains(event.x) }),
            trailLevels.indices.contains(crumb.index), trailLevels[crumb.index] > 0
        {
            self = .back(screens: trailLevels[crumb.index])
            return
        }
        let inList = layout.listWidth > 0 && event.x < layout.listWidth
        let inDetail = layout.detailWidth > 0 && event.x >= layout.detailX && event.x < layout.detailX + layout.detailWidth
        let maximum = max(0, outline.lineCount - layout.detailRows)
        let scroll = min(state.detailScroll, maximum)
        if isWheel {
            self = inList ? .moveSelection(delta) : inDetail ? .scrollDetail(to: scroll + delta, maximum: maximum) : .none
        } else if inList {
            let row = event.y - 1, index = state.listTop + row
            guard (0..<layout.listRows).contains(row), index < state.visibleEntries.count else {
                self = .focus(.list)
                return
            }
            self = .select(index, opens: index == state.selection || event.action == .doubleClick)
        } else if inDetail {
            let row = event.y - 1, column = event.x - layout.detailX - 2
            guard (0..<layout.detailRows).contains(row), column >= 0,
                let link = outline.link(atLine: scroll + row, column: column)
            else {
                self = state.hasList ? .focus(.detail) : .none
                return
            }
            self = .follow(link: link)
        } else {
            self = .none
        }
    }
}
