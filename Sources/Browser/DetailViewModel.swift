import CatalogKit

/// The detail of the selected entry. It loads after the selection has rested for the dwell
/// (so holding ↓ sends no request per row) and is cancelled when the selection moves on;
/// recent details are kept, so coming back costs nothing; `r` loads again what failed, `R`
/// revalidates.
@MainActor
public final class DetailViewModel {
    public private(set) var state = DetailState.idle
    /// Called after every change of ``state``.
    public var onChange: (@MainActor () -> Void)?

    private let catalog: any Catalog
    private let timing: BrowserTiming
    private let tasks = NamedTasks()
    /// While the dwell runs: when it ends (no request sent before then).
    private var dwellEnds: Duration?
    private var recent: [String: Detail] = [:]
    private var recentOrder: [String] = []
    static let recentLimit = 64

    public init(catalog: any Catalog, timing: BrowserTiming) {
        self.catalog = catalog
        self.timing = timing
    }

    public func stop() { tasks.cancelAll() }
    public func idle() async { await tasks.idle() }
    public var isBusy: Bool { tasks.isBusy }
    /// Whether a load, dwell included, is under way.
    public var isLoading: Bool { tasks.isRunning(.detail) }

    /// Shows `entry` (nothing when nil): at once from the recent details, else after the dwell.
    public func show(_ entry: Entry?) {
        guard let entry else {
            tasks.cancel(.detail)
            state = .idle
            notify()
            return
        }
        load(entry, dwell: true, freshness: .cachedIfFresh)
    }

    /// The user asked for `entry`: if it is not loaded, or still waiting out its dwell, load it
    /// now. A request already under way is left to finish.
    public func open(_ entry: Entry) {
        let dwelling = dwellEnds.map { timing.clock.now() < $0 } ?? false
        if state.entry != entry || state.load == .idle || dwelling {
            load(entry, dwell: false, freshness: .cachedIfFresh)
        }
    }

    /// Loads `entry` again, revalidating what the caches hold.
    public func reload(_ entry: Entry) {
        load(entry, dwell: false, freshness: .revalidate)
    }

    /// Loads again what failed (``DetailState/retry``): the whole detail, or only the parts of
    /// a shown detail that did not load (each section standing for one is replaced by what
    /// arrives), a linked page's own document included.
    public func retry() {
        switch state.retry {
        case let .whole(entry):
            load(entry, dwell: false, freshness: .cachedIfFresh)
        case let .parts(_, owner):
            guard case let .loaded(detail) = state.load, !tasks.isRunning(.detail) else { return }
            retryParts(of: detail, for: owner)
        case nil:
            return
        }
    }

    /// Forgets the recent details (their filters changed, or a reload).
    public func forgetRecent() {
        recent = [:]
        recentOrder = []
    }

    /// Scrolls to `line`, within `0...maximum`.
    public func scroll(to line: Int, maximum: Int) {
        state.scroll = min(max(0, line), max(0, maximum))
        notify()
    }

    /// Shows `document` itself (a linked page's own), no entry and no request.
    public func show(document: Detail) {
        tasks.cancel(.detail)
        dwellEnds = nil
        state = DetailState(load: .loaded(document))
        notify()
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
        state.selectedLink = moved.selected
        state.scroll = min(max(0, moved.scroll), maximum)
        notify()
        return true
    }

    /// Selects link `index` of the shown document (a click on it).
    public func selectLink(_ index: Int) {
        guard state.load.value?.links.indices.contains(index) == true else { return }
        state.selectedLink = index
        notify()
    }

    /// Loads again what a stop interrupted (the screen comes back with the forward key).
    public func resume() {
        guard state.load == .loading, !isLoading, let entry = state.entry else { return }
        load(entry, dwell: false, freshness: .cachedIfFresh)
    }

    private func load(_ entry: Entry, dwell: Bool, freshness: Freshness) {
        tasks.cancel(.detail)
        dwellEnds = nil
        state.scroll = 0
        if freshness == .cachedIfFresh, let cached = recent[entry.id] {
            state = DetailState(entry: entry, load: .loaded(cached))
            notify()
            return
        }
        state = DetailState(entry: entry, load: .loading)
        let catalog = self.catalog, clock = timing.clock
        let deadline: Duration? = dwell && timing.detailDwell > .zero ? clock.deadline(after: timing.detailDwell) : nil
        dwellEnds = deadline
        tasks.start(.detail, { () async throws -> Result<Detail, AppError> in
            if let deadline { try await clock.sleep(until: deadline) }
            // Moved on while waiting (or before this task even ran): no request.
            try Task.checkCancellation()
            do throws(AppError) {
                return .success(try await catalog.detail(for: entry, freshness: freshness))
            } catch {
                return .failure(error)
            }
        }, then: { [weak self] result in self?.finish(result, for: entry) })
        notify()
    }

    private func finish(_ result: Result<Detail, AppError>, for entry: Entry) {
        guard state.entry == entry else { return }
        dwellEnds = nil
        switch result {
        case let .success(detail):
            remember(detail, for: entry.id)
            state.load = .loaded(detail)
        case let .failure(error):
            // Cancelled below us although this task was not: say so, and let `r` retry.
            state.load = .failed(error.isCancellation ? .interrupted : error)
        }
        notify()
    }

    private func retryParts(of detail: Detail, for entry: Entry) {
        let parts = detail.retryableParts
        var waiting = detail
        for part in parts {
            waiting = waiting.replacingPart(part, with: [DetailSection(heading(of: part, in: detail), .unavailable(part: part, message: "Loading…", isRetryable: false))])
        }
        state.load = .loaded(waiting)
        let catalog = self.catalog, shown = state.entry
        tasks.start(.detail, { () async -> [(String, Result<[DetailSection], AppError>)] in
            var results: [(String, Result<[DetailSection], AppError>)] = []
            for part in parts {
                do throws(AppError) {
                    results.append((part, .success(try await catalog.detailPart(part, for: entry, freshness: .cachedIfFresh))))
                } catch {
                    results.append((part, .failure(error)))
                }
            }
            return results
        }, then: { [weak self] results in self?.finishParts(results, of: detail, shown: shown) })
        notify()
    }

    /// Puts each part that arrived in its section's place; one that failed again says why.
    /// `shown`: the entry whose detail it is (nil for a page's own document, kept only here).
    private func finishParts(_ results: [(String, Result<[DetailSection], AppError>)], of detail: Detail, shown: Entry?) {
        guard state.entry == shown else { return }
        var updated = detail
        for (part, result) in results {
            switch result {
            case let .success(sections):
                updated = updated.replacingPart(part, with: sections)
            case let .failure(error):
                let failure = error.isCancellation ? AppError.interrupted : error
                updated = updated.replacingPart(part, with: [DetailSection(heading(of: part, in: detail), .unavailable(part: part, message: failure.message, isRetryable: failure.isRetryable))])
            }
        }
        if let shown { remember(updated, for: shown.id) }
        state.load = .loaded(updated)
        notify()
    }

    private func heading(of part: String, in detail: Detail) -> String? {
        detail.sections.first { $0.content.unavailablePart == part }?.heading
    }

    private func remember(_ detail: Detail, for id: String) {
        if recent.updateValue(detail, forKey: id) == nil {
            recentOrder.append(id)
            if recentOrder.count > Self.recentLimit {
                recent.removeValue(forKey: recentOrder.removeFirst())
            }
        }
    }

    private func notify() { onChange?() }
}
