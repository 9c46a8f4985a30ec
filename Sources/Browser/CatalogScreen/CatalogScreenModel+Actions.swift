import CatalogKit

extension CatalogScreenModel {
    /// What an action acts on here: the row while the list has the keyboard, else the entry
    /// whose detail is open; the document shown; the filters; the page.
    var actionContext: ActionContext {
        let entry = focus == .list && state.hasList ? state.selectedEntry : detail.state.entry ?? state.selectedEntry
        return ActionContext(entry: entry, detail: detail.state.load.value, filters: filters, page: pageLink, entries: state.visibleEntries)
    }

    /// Runs the catalog's action `id` and shows what it did when it is done.
    func perform(action id: ActionID) {
        // The entry is the one the key was typed on; the document, what is shown when the
        // action runs (a scale step after the one before it), if it is still that entry's.
        actions.perform(id, in: actionContext, refresh: { [weak self] typed in
            guard let self, let entry = typed.entry, self.detail.state.entry?.id == entry.id else { return typed }
            var context = typed
            context.detail = self.detail.state.load.value ?? typed.detail
            return context
        }, deliver: { [weak self] result in
            self?.show(result)
        })
    }

    private func show(_ result: Result<ActionOutcome, AppError>) {
        // Marks (a team's) may have changed with the action.
        marksChanged()
        switch result {
        case let .failure(error):
            if !error.isCancellation { showNotice(error.message, for: .seconds(4)) }
        case .success(.none):
            break
        case let .success(.notice(text)):
            showNotice(DisplayText.line(text), for: .seconds(3))
        case let .success(.follow(link)):
            onPush?(LinkedScreenModel(following: link, from: self))
        case let .success(.replaceDetail(document, notice)):
            if let shown = detail.state.load.value { detail.replace(shown, with: document) }
            if let notice { showNotice(DisplayText.line(notice), for: .seconds(3)) }
        case let .success(.copy(text, what)):
            let said = DesktopRequest.copy(text, what: what, desktop: desktop)
            showNotice(said.text, for: said.duration)
        case let .success(.openPage(page)):
            let said = DesktopRequest.open(page, desktop: desktop)
            showNotice(said.text, for: said.duration)
        case let .success(.reloadPage(notice)):
            if let onPageOutdated {
                onPageOutdated(notice)
            } else if let notice {
                showNotice(DisplayText.line(notice), for: .seconds(3))
            }
        }
    }

    /// `state` with the catalog's marks: on the rows in view and on the detail's title.
    func marked(_ state: CatalogScreenState) -> CatalogScreenState {
        var state = state
        let entries = state.list.entries
        var badges: [String: String] = [:]
        for entry in entries {
            if let badge = catalog.badge(for: entry) { badges[entry.id] = DisplayText.line(badge) }
        }
        if let results = state.search?.results {
            for entry in results { if let badge = catalog.badge(for: entry) { badges[entry.id] = DisplayText.line(badge) } }
        }
        state.badges = badges
        state.detailBadge = state.detail.entry.flatMap(catalog.badge(for:)).map(DisplayText.line)
        return state
    }
}
