import CatalogKit

/// Asks the catalog for the English names of the rows on screen, one batch at a time, as a
/// value: rows whose titles are placeholders drawn from slugs get their names as the user
/// reaches them, never a whole page at once, and a row asked for once is not asked for again.
/// With a dwell, a batch waits for the rows to stay in view that long, and rows that scroll
/// by meanwhile take its place: holding ↓ names the rows where it stops, not every row passed.
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
    /// The rows of the batch on its way, asked for again if it gives way.
    private var pending: [String] = []
    /// How long the rows must stay in view before they are asked for, on `clock`.
    private let dwell: Duration
    private let clock: BrowserClock

    public init(catalog: any Catalog, task: TaskID, dwell: Duration = .zero, clock: BrowserClock = .continuous) {
        self.catalog = catalog
        self.task = task
        self.dwell = dwell
        self.clock = clock
    }

    /// Names the rows of `visible` not asked for yet: after the batch under way, or, with a
    /// dwell, in its place.
    public mutating func name(_ visible: [Entry]) -> [Effect<Event>] {
        var effects: [Effect<Event>] = []
        if isRunning {
            guard dwell > .zero else {
                waiting = visible
                return []
            }
            // The batch on its way is still about the rows in view: it goes on.
            let inView = Set(visible.map(\.id))
            if pending.allSatisfy(inView.contains), visible.allSatisfy({ asked.contains($0.id) }) { return [] }
            // The rows now in view take the place of the batch on its way.
            asked.subtract(pending)
            (isRunning, pending) = (false, [])
            effects.append(.cancel(task))
        }
        let wanted = visible.filter { asked.insert($0.id).inserted }
        guard !wanted.isEmpty else { return effects }
        (isRunning, pending) = (true, wanted.map(\.id))
        let catalog = self.catalog, clock = self.clock, deadline: Duration? = dwell > .zero ? clock.deadline(after: dwell) : nil
        let naming: @Sendable () async throws -> Event = {
            // Names only make rows nicer: they wait for connections the open page leaves.
            .named(await BackgroundWork.run { await catalog.names(for: wanted, freshness: .cachedIfFresh) })
        }
        return effects + [deadline.map { .runAt(task, deadline: $0, clock: clock, work: naming) } ?? .run(task, work: naming)]
    }

    /// A batch came: the names it brought.
    mutating func receive(_ event: Event) -> [String: String] {
        (isRunning, pending) = (false, [])
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
        (asked, waiting, isRunning, pending) = ([], nil, false, [])
        return [.cancel(task)]
    }
}
