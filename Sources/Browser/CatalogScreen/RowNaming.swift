import CatalogKit

/// Asks the catalog for the English names of the rows on screen, one request batch at a time:
/// rows whose titles are placeholders drawn from slugs get their names as the user reaches
/// them, never a whole page at once, and a row asked for once is not asked for again.
@MainActor
final class RowNaming {
    private let catalog: any Catalog
    private let tasks = NamedTasks()
    private var asked: Set<String> = []
    /// Rows that came on screen while a batch was on its way.
    private var waiting: [Entry]?
    /// Where the names go, by entry id.
    var onNames: (@MainActor ([String: String]) -> Void)?

    init(catalog: any Catalog) {
        self.catalog = catalog
    }

    /// Names the rows of `visible` not asked for yet (after the batch under way, if any).
    func name(_ visible: [Entry]) {
        guard !tasks.isRunning(.names) else {
            waiting = visible
            return
        }
        let wanted = visible.filter { asked.insert($0.id).inserted }
        guard !wanted.isEmpty else { return }
        let catalog = self.catalog
        tasks.start(.names, { await catalog.names(for: wanted, freshness: .cachedIfFresh) }, then: { [weak self] names in
            guard let self else { return }
            if !names.isEmpty { self.onNames?(names) }
            if let next = self.waiting {
                self.waiting = nil
                self.name(next)
            }
        })
    }

    /// Forgets what was asked (the list starts again), stopping the batch under way.
    func reset() {
        tasks.cancelAll()
        (asked, waiting) = ([], nil)
    }

    func stop() {
        tasks.cancelAll()
        waiting = nil
        // Rows whose batch was stopped are asked for again when they show.
        asked = []
    }

    func idle() async { await tasks.idle() }
    /// Waits until no batch is under way, those that follow one included.
    func settle() async { while isBusy { await idle() } }
    var isBusy: Bool { tasks.isBusy }
}
