import CatalogKit

/// The detail of the selected entry, on the main actor: holds the ``DetailModel`` value,
/// carries out the effects it returns (its load, by ``TaskID/detail``) and feeds the results
/// back, and says when the state changed. The logic (dwell, recent details, retry, reload)
/// is the value's.
@MainActor
public final class DetailViewModel {
    public private(set) var model: DetailModel
    public var state: DetailState { model.state }
    /// Called after every change of ``state``.
    public var onChange: (@MainActor () -> Void)?
    private let tasks = NamedTasks()

    public init(catalog: any Catalog, timing: BrowserTiming) {
        model = DetailModel(catalog: catalog, timing: timing)
    }

    public func stop() {
        tasks.cancelAll()
        _ = model.stop()
    }

    public func idle() async { await tasks.idle() }
    public var isBusy: Bool { tasks.isBusy }
    /// Whether a load, dwell included, is under way.
    public var isLoading: Bool { model.isLoading }

    /// Shows `entry` (nothing when nil): at once from the recent details, else after the dwell.
    public func show(_ entry: Entry?) { update { $0.show(entry) } }
    /// The user asked for `entry`: loaded now unless it is loaded or on its way.
    public func open(_ entry: Entry) { update { $0.open(entry) } }
    /// The shown entry under the English title that arrived for it.
    public func retitle(_ entry: Entry) {
        model.retitle(entry)
        onChange?()
    }
    /// Loads `entry` again, revalidating what the caches hold.
    public func reload(_ entry: Entry) { update { $0.reload(entry) } }
    /// Loads again what failed (``DetailState/retry``).
    public func retry() { update { $0.retry() } }
    /// Shows `document` itself (a linked page's own), no entry and no request.
    public func show(document: Detail) { update { $0.show(document: document) } }
    /// Loads again what a stop interrupted (the screen comes back with the forward key).
    public func resume() { update { $0.resume() } }
    /// Forgets the recent details (their filters changed, or a reload).
    public func forgetRecent() { model.forgetRecent() }

    /// Shows `document` in place of `shown`, for the same entry (a recipe scaled), unless
    /// another document is shown by now.
    public func replace(_ shown: Detail, with document: Detail) { update { $0.receive(.renamed(document, of: shown)) } }
    /// Shows the document's next version (a Pokémon's moves in the next game).
    public func nextVariant() { update { $0.nextVariant() } }
    /// The document's links now on screen, for the names it lacks there.
    public func show(visibleLinks links: [Link]) {
        let effects = model.show(visibleLinks: links)
        guard !effects.isEmpty else { return }
        tasks.perform(effects) { [weak self] event in
            guard let self else { return }
            self.update { $0.receive(event) }
        }
    }

    /// Scrolls to `line`, within `0...maximum`.
    public func scroll(to line: Int, maximum: Int) {
        model.scroll(to: line, maximum: maximum)
        onChange?()
    }

    /// A command for the pane while it has the keyboard, `rows` lines showing and its content
    /// laid out as `outline`: ↑/↓ step between links or scroll, Tab goes to the next link,
    /// page and end keys scroll. Returns false for a command the pane leaves to the screen.
    public func perform(_ command: Command, rows: Int, outline: DetailOutline) -> Bool {
        let maximum = max(0, outline.lineCount - rows), page = max(1, rows - 1)
        let position = LinkPosition(selected: state.selectedLink, scroll: state.scroll)
        let moved: LinkPosition
        switch command {
        case .moveUp, .moveDown: moved = position.stepping(forward: command == .moveDown, rows: rows, outline: outline)
        case .nextLink, .previousLink: moved = position.jumping(forward: command == .nextLink, rows: rows, outline: outline)
        case .pageUp: moved = LinkPosition(selected: state.selectedLink, scroll: state.scroll - page)
        case .pageDown: moved = LinkPosition(selected: state.selectedLink, scroll: state.scroll + page)
        case .first: moved = LinkPosition(selected: state.selectedLink, scroll: 0)
        case .last: moved = LinkPosition(selected: state.selectedLink, scroll: maximum)
        default: return false
        }
        model.move(to: moved, maximum: maximum)
        onChange?()
        return true
    }

    /// Selects link `index` of the shown document (a click on it).
    public func selectLink(_ index: Int) {
        if model.selectLink(index) { onChange?() }
    }

    /// One change of the value: its effects carried out, the change announced.
    private func update(_ change: (inout DetailModel) -> [Effect<DetailModel.Event>]) {
        let effects = change(&model)
        tasks.perform(effects) { [weak self] event in
            guard let self else { return }
            self.update { $0.receive(event) }
        }
        onChange?()
    }
}
