import CatalogKit

/// The mouse on a catalog screen, routed by the same ``ScreenLayout`` the views draw with and
/// the detail's outline: a click selects a row or focuses a pane, a click on the selected row
/// (or a double click) opens it, a click on a link follows it, a click on a crumb of the
/// trail goes back to that screen, and the wheel scrolls the pane under it or the help.
extension CatalogScreenModel {
    func mouse(_ event: MouseEvent) -> ScreenAction {
        let step = MouseEvent.wheelStep
        if let open = help {
            switch event.action {
            case .wheelUp, .wheelDown:
                var scrolled: HelpState? = open
                for _ in 0..<step { scrolled = scrolled?.performing(event.action == .wheelUp ? .moveUp : .moveDown, height: size.height) }
                help = scrolled
            case .press, .doubleClick: break
            }
            return .none
        }
        // A picker takes no mouse; neither does a screen too small or taken by an error.
        guard picker.state == nil else { return .none }
        let layout = self.layout
        switch layout.arrangement {
        case .sideBySide, .listOnly, .detailOnly: break
        case .tooSmall, .fullScreenError: return .none
        }
        guard event.y < layout.contentHeight else { return .none }
        let outline = detailOutline(state, layout)
        if event.y == 0, event.action == .press,
           let crumb = outline.titleCrumbs.first(where: { $0.columns.contains(event.x) }),
           trailLevels.indices.contains(crumb.index), trailLevels[crumb.index] > 0 {
            return .backScreens(trailLevels[crumb.index])
        }
        let inList = layout.listWidth > 0 && event.x < layout.listWidth
        let inDetail = layout.detailWidth > 0 && event.x >= layout.detailX && event.x < layout.detailX + layout.detailWidth
        switch event.action {
        case .wheelUp, .wheelDown:
            let delta = event.action == .wheelUp ? -step : step
            if inList {
                select(state.selection + delta)
            } else if inDetail {
                let maximum = max(0, outline.lineCount - layout.detailRows)
                detail.scroll(to: min(detail.state.scroll, maximum) + delta, maximum: maximum)
            }
            return .none
        case .press, .doubleClick:
            if inList { return click(listRow: event.y - 1, double: event.action == .doubleClick, layout: layout) }
            if inDetail { return click(detailLine: event.y - 1, column: event.x - layout.detailX - 2, layout: layout, outline: outline) }
            return .none
        }
    }

    private func click(listRow row: Int, double: Bool, layout: ScreenLayout) -> ScreenAction {
        guard (0..<layout.listRows).contains(row) else {
            focus = .list
            return .none
        }
        let index = state.listTop + row
        guard index < state.visibleEntries.count else {
            focus = .list
            return .none
        }
        // Clicking in the list while typing a search keeps the results and leaves the bar.
        if search.state?.isEditing == true { search.accept() }
        let wasSelected = index == state.selection
        focus = .list
        select(index)
        return wasSelected || double ? browse(.open) : .none
    }

    private func click(detailLine row: Int, column: Int, layout: ScreenLayout, outline: DetailOutline) -> ScreenAction {
        if hasList { focus = .detail }
        guard (0..<layout.detailRows).contains(row), column >= 0 else { return .none }
        let scroll = min(detail.state.scroll, max(0, outline.lineCount - layout.detailRows))
        guard let index = outline.link(atLine: scroll + row, column: column) else { return .none }
        detail.selectLink(index)
        guard let link = detail.state.link else { return .none }
        return .push(LinkedScreenModel(following: link, from: self))
    }
}
