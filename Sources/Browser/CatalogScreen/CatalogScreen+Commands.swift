import CatalogKit

/// Keys, commands and the mouse: each routed through the key map of the mode the screen is in.
extension CatalogScreen {
    /// The list's effects as the screen's.
    func fromList(_ effects: [Effect<EntryListModel.Event>]) -> [Effect<ScreenEvent>] { effects.lifted(ScreenEvent.list) }

    mutating func route(_ key: Key) -> [Effect<ScreenEvent>] {
        let map = keyMap
        guard let command = map.command(for: key), command != .editText else {
            // Letters and editing keys go to the one text field of the mode, if it has one.
            if map.mode == .search, let effects = search.edit(key, loaded: list.state.entries) {
                // Typing again: the top match's detail waits for a pause in the typing.
                following.loadsAtOnce = false
                return effects.lifted(ScreenEvent.search)
            }
            if map.mode == .picker { return (picker.edit(key) ?? []).lifted(ScreenEvent.picker) }
            return []
        }
        return run(command)
    }

    /// Carries out one command in the current mode.
    mutating func run(_ command: Command) -> [Effect<ScreenEvent>] {
        switch keyMap.mode {
        case .help:
            help = help?.performing(command, height: size.height)
            return []
        case .picker:
            return picker.perform(command).lifted(ScreenEvent.picker)
        default:
            return browse(command)
        }
    }

    private static func request(_ request: ScreenRequest) -> [Effect<ScreenEvent>] { [.send(.request(request))] }

    private mutating func browse(_ command: Command) -> [Effect<ScreenEvent>] {
        if focus == .detail, scrollDetail(command) { return [] }
        switch command {
        case .moveUp, .moveDown, .pageUp, .pageDown, .first, .last:
            // A move by the user: their selection's detail waits for the dwell again.
            following.loadsAtOnce = false
            return move(command, page: max(1, layout.listRows - 1))
        case .open: return open()
        case .follow: return detail.state.link.map { Self.request(.follow($0)) } ?? []
        case .forward: return Self.request(.forward)
        case .back: return back()
        case .search:
            (following.loadsAtOnce, focus) = (false, .list)
            search.filters = filters
            return search.begin(loaded: list.state.entries).lifted(ScreenEvent.search)
        case .acceptSearch:
            var effects = search.accept().lifted(ScreenEvent.search)
            // Typing is over: the top match is what the user is after; no dwell for it.
            following.loadsAtOnce = true
            if !isSearchPending, let entry = selectedEntry { effects += detail.open(entry).lifted(ScreenEvent.detail) }
            return effects
        case .clearSearch: return endSearch()
        case .retry:
            return fromList(list.retry()) + search.retry(loaded: list.state.entries).lifted(ScreenEvent.search) + detail.retry().lifted(ScreenEvent.detail)
        case .reload: return reload()
        case .togglePictures:
            // Shared settings, which announce nothing.
            picture.settings.enabled.toggle()
            let effects = picture.reset().lifted(ScreenEvent.picture)
            return effects + notice.show(picture.settings.enabled ? "pictures on" : "pictures off", for: .seconds(3)).lifted(ScreenEvent.status)
        case .switchPane:
            if hasList { focus = focus == .list ? .detail : .list }
            return []
        case .nextVariant: return nextVariant()
        case .help:
            help = .catalog(filterKinds: catalog.filterKinds, canGoBack: canGoBack, actions: actions.available(on: pageLink))
            return []
        case let .action(id): return perform(action: id)
        case let .pickFilter(id):
            guard let kind = catalog.filterKinds.first(where: { $0.id == id }) else { return [] }
            return picker.open(kind, current: filters.value(for: kind)).lifted(ScreenEvent.picker)
        case .sort:
            // Again while the name index is on its way: stay in the list's order.
            return hasList ? fromList(list.sortNext()) : []
        case .copy, .copyJSON, .openWebPage, .favourite, .favourites: return Self.request(.entity(command))
        case .quit: return handle(.stop) + Self.request(.quit)
        default: return []
        }
    }

    private mutating func open() -> [Effect<ScreenEvent>] {
        // Before the search's results are in (the index loading), the first opens when they
        // come, rather than the entry the list had selected before the search.
        guard isSearchPending || selectedEntry != nil else { return [] }
        (following.loadsAtOnce, focus) = (true, .detail)
        guard !isSearchPending, let entry = selectedEntry else { return [] }
        return detail.open(entry).lifted(ScreenEvent.detail)
    }

    private mutating func back() -> [Effect<ScreenEvent>] {
        if focus == .detail, hasList {
            focus = .list
            if let document, detail.state.entry != nil { return detail.show(document: document).lifted(ScreenEvent.detail) }
            return []
        }
        if search.state != nil { return endSearch() }
        if let earlier = filterHistory.takeBack() { return restore(earlier) }
        return Self.request(.back)
    }

    /// Said, as the Moves heading may be off screen: "moves: Scarlet Violet".
    private mutating func nextVariant() -> [Effect<ScreenEvent>] {
        var effects: [Effect<ScreenEvent>] = []
        if let shown = detail.state.load.value, shown.variants.count > 1 {
            let index = shown.variant.flatMap(shown.variants.firstIndex(of:)) ?? 0
            effects = say("moves: " + DisplayText.title(fromSlug: shown.variants[(index + 1) % shown.variants.count]), for: .seconds(3))
        }
        return effects + detail.nextVariant().lifted(ScreenEvent.detail)
    }

    /// The detail pane's own keys while it has the keyboard: ↑/↓ step between links or
    /// scroll, Tab goes to the next link, page and end keys scroll. False for a command the
    /// pane leaves to the screen.
    private mutating func scrollDetail(_ command: Command) -> Bool {
        let paneCommands: Set<Command> = [.moveUp, .moveDown, .nextLink, .previousLink, .pageUp, .pageDown, .first, .last]
        guard paneCommands.contains(command) else { return false }
        let layout = self.layout, rows = layout.detailRows
        let outline = detailOutline(state, layout)
        let maximum = max(0, outline.lineCount - rows), page = max(1, rows - 1)
        let shown = detail.state
        let position = LinkPosition(selected: shown.selectedLink, scroll: shown.scroll)
        let moved: LinkPosition
        switch command {
        case .moveUp, .moveDown: moved = position.stepping(forward: command == .moveDown, rows: rows, outline: outline)
        case .nextLink, .previousLink: moved = position.jumping(forward: command == .nextLink, rows: rows, outline: outline)
        case .pageUp: moved = LinkPosition(selected: shown.selectedLink, scroll: shown.scroll - page)
        case .pageDown: moved = LinkPosition(selected: shown.selectedLink, scroll: shown.scroll + page)
        case .first: moved = LinkPosition(selected: shown.selectedLink, scroll: 0)
        default: moved = LinkPosition(selected: shown.selectedLink, scroll: maximum)
        }
        detail.move(to: moved, maximum: maximum)
        return true
    }

    /// Carries out what a mouse event means here (see ``MouseIntent``).
    mutating func mouse(_ event: MouseEvent) -> [Effect<ScreenEvent>] {
        let layout = self.layout, shown = state
        switch MouseIntent(event, state: shown, layout: layout, outline: detailOutline(shown, layout), trailLevels: trailLevels) {
        case .none: return []
        case let .scrollHelp(lines):
            for _ in 0..<abs(lines) { help = help?.performing(lines < 0 ? .moveUp : .moveDown, height: size.height) }
            return []
        case let .focus(pane):
            focus = pane
            return []
        case let .moveSelection(delta):
            following.loadsAtOnce = false
            return selectRow(selection + delta)
        case let .scrollDetail(line, maximum):
            detail.scroll(to: line, maximum: maximum)
            return []
        case let .select(index, opens):
            // Clicking in the list while typing a search keeps the results and leaves the bar.
            var effects = search.state?.isEditing == true ? search.accept().lifted(ScreenEvent.search) : []
            focus = .list
            following.loadsAtOnce = false
            effects += selectRow(index)
            return opens ? effects + browse(.open) : effects
        case let .follow(index):
            if hasList { focus = .detail }
            _ = detail.selectLink(index)
            return detail.state.link.map { Self.request(.follow($0)) } ?? []
        case let .back(screens): return Self.request(.backScreens(screens))
        }
    }

    /// Selects row `index` of what the list pane shows (the results, while there are any).
    mutating func selectRow(_ index: Int) -> [Effect<ScreenEvent>] {
        if search.state?.results != nil { return search.select(index).lifted(ScreenEvent.search) }
        return fromList(list.select(index))
    }

    /// A move (up, down, a page of `page` rows, first, last) in what the list pane shows; End
    /// on the list follows its pages to the real end.
    private mutating func move(_ command: Command, page: Int) -> [Effect<ScreenEvent>] {
        let from = selection
        switch command {
        case .moveUp: return selectRow(from - 1)
        case .moveDown: return selectRow(from + 1)
        case .pageUp: return selectRow(from - page)
        case .pageDown: return selectRow(from + page)
        case .first: return selectRow(0)
        default:
            if let searching = search.state { return selectRow((searching.results ?? list.state.entries).count - 1) }
            return fromList(list.selectLast())
        }
    }

    /// Ends the search, the list keeping the chosen result selected.
    mutating func endSearch() -> [Effect<ScreenEvent>] {
        following.loadsAtOnce = false
        let before = list.state.cursor.selection
        let (chosen, effects) = search.end()
        guard let chosen else { return effects.lifted(ScreenEvent.search) }
        return effects.lifted(ScreenEvent.search) + fromList(list.reveal(chosen, fallback: before))
    }

    /// Loads again what is in view, revalidating: the list (keeping the place) and the
    /// detail when the list has the keyboard, else the detail.
    private mutating func reload() -> [Effect<ScreenEvent>] {
        var effects: [Effect<ScreenEvent>] = []
        if focus == .list, search.state == nil {
            detail.forgetRecent()
            effects += fromList(list.reload())
        }
        if let entry = document == nil ? selectedEntry : detail.state.entry { effects += detail.reload(entry).lifted(ScreenEvent.detail) }
        return effects
    }
}
