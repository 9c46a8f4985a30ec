import CatalogKit

/// The detail pane's logic as a value: each call changes ``state`` and returns the effects
/// it needs (a load to run, one to cancel, by ``TaskID/detail``), and each result comes back
/// through ``receive(_:)``. The screen's store runs the effects; tests read them.
///
/// The detail of the selected entry loads after the selection has rested for the dwell (so
/// holding ↓ sends no request per row); recent details are kept, so coming back costs
/// nothing; retrying loads again what failed (``DetailState/retry``), reloading revalidates.
public struct DetailModel: Sendable {
    /// What a detail load delivers.
    public enum Event: Sendable {
        /// The entry's whole detail, or why not.
        case loaded(Result<Detail, AppError>, for: Entry)
        /// The parts of `detail` loaded again, each with its sections or why not; `shown` is
        /// the entry whose detail it is (nil for a page's own document).
        case partsLoaded([(part: String, result: Result<[DetailSection], AppError>)], of: Detail, shown: Entry?)
        /// `original` with more of its names, or in another variant (nil: nothing more to name).
        case renamed(Detail?, of: Detail)
    }

    public private(set) var state = DetailState.idle
    /// Whether a load, dwell included, is under way.
    public private(set) var isLoading = false
    private let catalog: any Catalog
    private let timing: BrowserTiming
    /// While the dwell runs: when it ends (no request sent before then).
    private var dwellEnds: Duration?
    private var recent = RecentDetails()
    /// The document's links on screen, whose names the catalog fetches first (and, for a
    /// long list of links, only then).
    private var visibleLinks: [Link] = []
    /// Names under way, or none left to fetch for the links on screen until they change.
    private var naming = NamingProgress.idle
    /// The links on screen when the step under way was asked for.
    private var askedWith: [Link] = []

    public init(catalog: any Catalog, timing: BrowserTiming) {
        self.catalog = catalog
        self.timing = timing
    }

    /// Shows `entry` (nothing when nil): at once from the recent details, else after the dwell.
    public mutating func show(_ entry: Entry?) -> [Effect<Event>] {
        guard let entry else {
            state = .idle
            return cancelled()
        }
        return load(entry, dwell: true, freshness: .cachedIfFresh)
    }

    /// The user asked for `entry`: if it is not loaded, or still waiting out its dwell, load it
    /// now. A request already under way is left to finish.
    public mutating func open(_ entry: Entry) -> [Effect<Event>] {
        let dwelling = dwellEnds.map { timing.clock.now() < $0 } ?? false
        guard state.entry != entry || state.load == .idle || dwelling else { return [] }
        return load(entry, dwell: false, freshness: .cachedIfFresh)
    }

    /// The same entry under its English title, which arrived after it was shown: nothing loads again.
    public mutating func retitle(_ entry: Entry) {
        guard state.entry?.id == entry.id else { return }
        state.entry = entry
    }

    /// Loads `entry` again, revalidating what the caches hold.
    public mutating func reload(_ entry: Entry) -> [Effect<Event>] {
        load(entry, dwell: false, freshness: .revalidate)
    }

    /// Loads again what failed (``DetailState/retry``): the whole detail, or only the parts
    /// of a shown detail that did not load, a linked page's own document included.
    public mutating func retry() -> [Effect<Event>] {
        switch state.retry {
        case let .whole(entry):
            return load(entry, dwell: false, freshness: .cachedIfFresh)
        case let .parts(_, owner):
            guard case let .loaded(detail) = state.load, !isLoading else { return [] }
            return loadParts(detail.retryableParts, of: detail, for: owner)
        case nil:
            return []
        }
    }

    /// The links now on screen: names the document lacks there are asked for, unless a step
    /// is under way or these very links have nothing more to name.
    public mutating func show(visibleLinks links: [Link]) -> [Effect<Event>] {
        guard links != visibleLinks else { return [] }
        visibleLinks = links
        if naming == .stalled { naming = .idle }
        guard naming == .idle, let detail = state.load.value else { return [] }
        return self.naming(detail)
    }

    /// Shows the document's next version (``Detail/variants``, wrapping round), made by the
    /// catalog from what it kept; the scroll stays.
    public mutating func nextVariant() -> [Effect<Event>] {
        // While parts load, their task is the detail's: the game changes once they are in.
        guard case let .loaded(detail) = state.load, detail.variants.count > 1, !isLoading, detail.pendingParts.isEmpty else { return [] }
        let index = detail.variant.flatMap(detail.variants.firstIndex(of:)) ?? 0
        let next = detail.variants[(index + 1) % detail.variants.count]
        let catalog = self.catalog
        naming = .running
        return [.run(.detail) { .renamed(await catalog.varied(detail, to: next, freshness: .cachedIfFresh), of: detail) }]
    }

    /// Shows `document` itself (a linked page's own), no entry and no request.
    public mutating func show(document: Detail) -> [Effect<Event>] {
        state = DetailState(load: .loaded(document))
        return cancelled() + naming(document)
    }

    /// Loads again what a stop interrupted (the screen comes back with the forward key).
    public mutating func resume() -> [Effect<Event>] {
        // Parts a stop cut off load again.
        if !isLoading, let entry = state.entry, let shown = state.load.value, !shown.pendingParts.isEmpty {
            return loadParts(shown.pendingParts, of: shown, for: entry)
        }
        guard state.load == .loading, !isLoading, let entry = state.entry else { return [] }
        return load(entry, dwell: false, freshness: .cachedIfFresh)
    }

    /// Everything in flight is cancelled (the runner stopped it).
    public mutating func stop() -> [Effect<Event>] { cancelled() }

    /// Forgets the recent details (their filters changed, or a reload).
    public mutating func forgetRecent() { recent = RecentDetails() }

    /// Scrolls to `line`, within `0...maximum`.
    public mutating func scroll(to line: Int, maximum: Int) {
        state.scroll = min(max(0, line), max(0, maximum))
    }

    /// Selects link `index` of the shown document; false when it has no such link.
    public mutating func selectLink(_ index: Int) -> Bool {
        guard state.load.value?.links.indices.contains(index) == true else { return false }
        state.selectedLink = index
        return true
    }

    /// Moves the selected link and the scroll to `position`, the scroll within `0...maximum`.
    public mutating func move(to position: LinkPosition, maximum: Int) {
        state.selectedLink = position.selected
        state.scroll = min(max(0, position.scroll), maximum)
    }

    /// A load's result.
    public mutating func receive(_ event: Event) -> [Effect<Event>] {
        isLoading = false
        switch event {
        case let .loaded(result, entry):
            guard state.entry?.id == entry.id else { return [] }
            dwellEnds = nil
            switch result {
            case let .success(detail):
                state.load = .loaded(detail)
                // Parts still to come load at once; the page is kept for a return once they are in.
                if !detail.pendingParts.isEmpty { return loadParts(detail.pendingParts, of: detail, for: entry) }
                recent.remember(detail, for: entry.id)
                return naming(detail)
            case let .failure(error):
                // Cancelled below us although this task was not: say so, and let retry work.
                state.load = .failed(error.isCancellation ? .interrupted : error)
            }
        case let .renamed(renamed, original):
            naming = renamed == nil ? .stalled : .idle
            // The names of a document no longer shown (another entry, a part loaded again) are dropped.
            guard let renamed, state.load == .loaded(original) else {
                // Nothing for the links asked with, but others came on screen meanwhile.
                if renamed == nil, askedWith != visibleLinks, let shown = state.load.value { return naming(shown) }
                return []
            }
            if let entry = state.entry { recent.remember(renamed, for: entry.id) }
            state.load = .loaded(renamed)
            return naming(renamed)
        case let .partsLoaded(results, detail, shown):
            guard state.entry?.id == shown?.id else { return [] }
            let updated = Self.filling(detail, with: results)
            if let shown { recent.remember(updated, for: shown.id) }
            state.load = .loaded(updated)
            // The parts' task took the place of a naming step: naming goes on.
            naming = .idle
            return naming(updated)
        }
        return []
    }

    /// Asks for the names `detail` still lacks, a few at a time, after it is on screen; it
    /// runs as the detail's task, so that moving on cancels it.
    private mutating func naming(_ detail: Detail) -> [Effect<Event>] {
        guard detail.namesPending else { return [] }
        (naming, askedWith) = (.running, visibleLinks)
        let catalog = self.catalog, visible = visibleLinks
        return [.run(.detail) { .renamed(await catalog.renamed(detail, showing: visible, freshness: .cachedIfFresh), of: detail) }]
    }

    private mutating func cancelled() -> [Effect<Event>] {
        (isLoading, dwellEnds, naming) = (false, nil, .idle)
        return [.cancel(.detail)]
    }

    private mutating func load(_ entry: Entry, dwell: Bool, freshness: Freshness) -> [Effect<Event>] {
        var effects = cancelled()
        state.scroll = 0
        if freshness == .cachedIfFresh, let cached = recent[entry.id] {
            state = DetailState(entry: entry, load: .loaded(cached))
            return effects
        }
        state = DetailState(entry: entry, load: .loading)
        let catalog = self.catalog, clock = timing.clock
        let deadline: Duration? = dwell && timing.detailDwell > .zero ? clock.deadline(after: timing.detailDwell) : nil
        (dwellEnds, isLoading) = (deadline, true)
        let load: @Sendable () async throws -> Event = {
            // Moved on while waiting (or before this task even ran): no request.
            try Task.checkCancellation()
            do throws(AppError) {
                return .loaded(.success(try await catalog.promptDetail(for: entry, freshness: freshness)), for: entry)
            } catch {
                return .loaded(.failure(error), for: entry)
            }
        }
        effects.append(deadline.map { .runAt(.detail, deadline: $0, clock: clock, work: load) } ?? .run(.detail, work: load))
        return effects
    }

    /// Loads `parts` of the shown `detail` together, each shown as loading meanwhile.
    private mutating func loadParts(_ parts: [String], of detail: Detail, for entry: Entry) -> [Effect<Event>] {
        var waiting = detail
        for part in parts {
            waiting = waiting.replacingPart(
                part, with: [DetailSection(Self.heading(of: part, in: detail), .unavailable(part: part, message: "Loading…", isRetryable: false))])
        }
        state.load = .loaded(waiting)
        // The parts' task holds the detail's task id: no naming step may take its place
        // (links coming on screen meanwhile wait); naming goes on once the parts are in.
        (isLoading, naming) = (true, .running)
        let catalog = self.catalog, shown = state.entry
        return [
            .run(.detail) {
                let results = await withTaskGroup(of: (Int, Result<[DetailSection], AppError>).self) { group in
                    for (index, part) in parts.enumerated() {
                        group.addTask {
                            // Bound before the tuple is built (docs/compiler-notes.md).
                            let outcome: Result<[DetailSection], AppError>
                            do throws(AppError) {
                                outcome = .success(try await catalog.detailPart(part, for: entry, freshness: .cachedIfFresh))
                            } catch {
                                outcome = .failure(error)
                            }
                            return (index, outcome)
                        }
                    }
                    var arrived: [Int: Result<[DetailSection], AppError>] = [:]
                    for await (index, outcome) in group { arrived[index] = outcome }
                    return parts.indices.compactMap { index in arrived[index].map { (part: parts[index], result: $0) } }
                }
                return .partsLoaded(results, of: detail, shown: shown)
            }
        ]
    }

    /// `detail` with each part that arrived in its section's place; one that failed again says why.
    static func filling(_ detail: Detail, with results: [(part: String, result: Result<[DetailSection], AppError>)]) -> Detail {
        var updated = detail
        updated.pendingParts = []
        for (part, result) in results {
            switch result {
            case let .success(sections):
                updated = updated.replacingPart(part, with: sections)
            case let .failure(error):
                let failure = error.isCancellation ? AppError.interrupted : error
                let section = DetailSection(heading(of: part, in: detail), .unavailable(part: part, message: failure.message, isRetryable: failure.isRetryable))
                updated = updated.replacingPart(part, with: [section])
            }
        }
        return updated
    }

    static func heading(of part: String, in detail: Detail) -> String? {
        detail.sections.first { $0.content.unavailablePart == part }?.heading
    }
}

/// The last few details by entry id, the oldest forgotten first.
struct RecentDetails: Sendable {
    static let limit = 64
    private var details: [String: Detail] = [:]
    private var order: [String] = []

    subscript(id: String) -> Detail? { details[id] }

    mutating func remember(_ detail: Detail, for id: String) {
        guard details.updateValue(detail, forKey: id) == nil else { return }
        order.append(id)
        if order.count > Self.limit { details.removeValue(forKey: order.removeFirst()) }
    }
}

/// Where the naming of a shown document stands.
enum NamingProgress: Sendable, Equatable {
    case idle
    /// A step is under way.
    case running
    /// The catalog had nothing more to name for the links on screen.
    case stalled
}
