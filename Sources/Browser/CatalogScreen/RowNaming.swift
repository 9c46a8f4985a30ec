import CatalogKit

/// Asks the catalog for the English names of the rows on screen, one batch at a time, as a
/// value: rows whose titles are placeholders drawn from slugs get their names as the user
/// reaches them, never a whole page at once, and a row asked for once is not asked for again.
public struct RowNaming: Sendable {
    /// A batch's answer: the names that came, by entry id.
    public enum Event: Sendable {
        case named([String: String])
    }

    private let catalog: any Catalog
    /// The task the batches run as (the list's rows, or the search's).
    private let task: TaskID
    private var asked: Set<String> = []
    /// Rows that came on screen while a batch was on its way.
    private var waiting: [Entry]?
    /// Whether a batch is on its way.
    private(set) var isRunning = false

    init(catalog: any Catalog, task: TaskID) {
        self.catalog = catalog
        self.task = task
    }

    /// Names the rows of `visible` not asked for yet (after the batch under way, if any).
    mutating func name(_ visible: [Entry]) -> [Effect<Event>] {
        guard !isRunning else {
            waiting = visible
            return []
        }
        let wanted = visible.filter { asked.insert($0.id).inserted }
        guard !wanted.isEmpty else { return [] }
        isRunning = true
        let catalog = self.catalog
        return [.run(task) { .named(await catalog.names(for: wanted, freshness: .cachedIfFresh)) }]
    }

    /// A batch came: the names it brought.
    mutating func receive(_ event: Event) -> [String: String] {
        isRunning = false
        switch event {
        case let .named(names): return names
        }
    }

    /// The rows that came on screen while the batch was on its way, asked for now.
    mutating func nameWaiting() -> [Effect<Event>] {
        guard let next = waiting else { return [] }
        waiting = nil
        return name(next)
    }

    /// Forgets what was asked (the list starts again, or stops: rows whose batch was stopped
    /// are asked for again when they show), stopping the batch under way.
    mutating func reset() -> [Effect<Event>] {
        (asked, waiting, isRunning) = ([], nil, false)
        return [.cancel(task)]
    }
}
