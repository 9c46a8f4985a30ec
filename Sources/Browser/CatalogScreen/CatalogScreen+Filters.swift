import CatalogKit

/// Filters chosen, removed and taken back: each loads the list afresh, and a removal keeps
/// the entry the user was on.
extension CatalogScreen {
    /// What the picker's Enter chose: the list under that filter, or with the filter removed.
    mutating func apply(_ choice: PickerModel.Choice) -> [Effect<ScreenEvent>] {
        switch choice {
        case let .filter(filter): return change(to: filters.replacing(with: filter))
        case let .all(kind): return change(to: filters.removing(kind), removing: kind)
        }
    }

    /// The list under `chosen` filters, a filter chosen or (`removing`) one removed with a
    /// picker's "All" row, loaded from the start.
    private mutating func change(to chosen: [CatalogFilter], removing kind: FilterKind? = nil) -> [Effect<ScreenEvent>] {
        guard chosen != filters else { return [] }
        if let kind { filterHistory.forget(kind, now: chosen) } else { filterHistory.chose(over: filters) }
        let selected = list.state.selectedEntry
        var effects = load(filters: chosen)
        guard let kind else { return effects }
        // A wider list still holds the entry the user was on: it stays selected.
        if let selected { effects += fromList(list.reveal(selected, fallback: 0)) }
        return effects + say("filter removed: " + kind.title.lowercased(), for: .seconds(3))
    }

    /// Takes the last filter chosen back: the list as it was before it, from the start.
    mutating func restore(_ earlier: [CatalogFilter]) -> [Effect<ScreenEvent>] {
        let removed = filters.filter { !earlier.contains($0) }.map(\.option.label)
        let selected = list.state.selectedEntry
        var effects = load(filters: earlier)
        // The wider list still holds the entry the user was on: it stays selected.
        if let selected { effects += fromList(list.reveal(selected, fallback: 0)) }
        return effects + say("filter removed: " + removed.joined(separator: ", "), for: .seconds(3))
    }

    /// The list under `chosen` filters, loaded from the start.
    private mutating func load(filters chosen: [CatalogFilter]) -> [Effect<ScreenEvent>] {
        filters = chosen
        // Details can depend on the filters (a distance on the location): start afresh.
        detail.forgetRecent()
        let ended = search.end().effects.lifted(ScreenEvent.search)
        focus = .list
        return ended + fromList(list.restart(filters: filters))
    }
}

/// The catalog's own actions: run one at a time, each on what it was typed on, and what each
/// did shown when it is done.
extension CatalogScreen {
    /// What an action acts on here: the row while the list has the keyboard, else the entry
    /// whose detail is open; the document shown; the filters; the page.
    var actionContext: ActionContext {
        let entry = focus == .list && hasList ? selectedEntry : detail.state.entry ?? selectedEntry
        return ActionContext(entry: entry, detail: detail.state.load.value, filters: filters, page: pageLink, entries: visibleEntries)
    }

    /// Runs the catalog's action `id` once those before it are done.
    mutating func perform(action id: ActionID) -> [Effect<ScreenEvent>] {
        actions.perform(id, in: actionContext, shown: detail.state).lifted(ScreenEvent.action)
    }

    /// An action is done: what it did is shown, and the next one starts on what is shown then.
    mutating func finish(action event: ActionQueue.Event) -> [Effect<ScreenEvent>] {
        guard case let .done(result) = event else { return [] }
        let effects = show(result)
        return effects + actions.next(shown: detail.state).lifted(ScreenEvent.action)
    }

    private mutating func show(_ result: Result<ActionOutcome, AppError>) -> [Effect<ScreenEvent>] {
        switch result {
        case let .failure(error):
            return error.isCancellation ? [] : say(error.message, for: .seconds(4))
        case .success(.none):
            return []
        case let .success(.notice(text)):
            return say(DisplayText.line(text), for: .seconds(3))
        case let .success(.follow(link)):
            return [.send(.request(.follow(link)))]
        case let .success(.replaceDetail(document, notice)):
            var effects: [Effect<ScreenEvent>] = []
            if let shown = detail.state.load.value { effects = detail.receive(.renamed(document, of: shown)).lifted(ScreenEvent.detail) }
            return effects + (notice.map { say(DisplayText.line($0), for: .seconds(3)) } ?? [])
        case let .success(.copy(text, what)):
            return [.send(.request(.copy(text, what: what)))]
        case let .success(.openPage(page)):
            return [.send(.request(.openPage(page)))]
        case let .success(.reloadPage(notice)):
            return [.send(.request(.pageOutdated(notice)))]
        }
    }
}
