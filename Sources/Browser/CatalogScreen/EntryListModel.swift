import CatalogKit

/// The entry list as a value: pages loaded in order (the next one requested before the user
/// reaches the end), the cursor, End that follows the list as pages arrive, a restart from
/// the first page, a reload that revalidates the pages up to the user's place and keeps it,
/// and the orders `s` goes through. Each change returns its effects (a page, the name index,
/// the names of the rows on screen); each result comes back through ``receive(_:)``.
public struct EntryListModel: Sendable {
    public enum Event: Sendable {
        /// A page asked for at `offset`, or why not.
        case page(Result<EntryPage, AppError>, offset: Int)
        /// The whole list for End, nil where the catalog has none in one answer, or why not.
        case whole(Result<[Entry]?, AppError>)
        /// The name index's news.
        case index(NameIndexModel.Event)
        /// Names for rows on screen.
        case names(RowNaming.Event)
        /// A note for the status bar ("order: by name").
        case notice(String)
    }

    public internal(set) var state = EntryListState()
    /// Rows the list pane shows, for keeping the selection in view (from the layout).
    public private(set) var visibleRows = 10
    /// The entry the list is paging toward (a search result not loaded yet), if any.
    public var seeking: Entry? { following.seeking }
    /// Whether the list is sorted by name (else it is in the catalog's own order).
    public var isSortedByName: Bool { order.isByName }
    /// Whether the name index is on its way to sort the list by name.
    public var isSortingByName: Bool { nameIndex.isLoading }
    /// Whether a page is on its way.
    public private(set) var isLoadingPage = false
    /// Whether a stop cut a page off on its way: the start after it asks again.
    private var interrupted = false

    let catalog: any Catalog
    private let prefetchDistance: Int
    /// The filters the pages are asked with.
    private var filters: [CatalogFilter]
    /// Where the next page starts in the server's list (entries it sent may have been dropped).
    private var nextOffset = 0
    /// Where the selection heads as pages arrive.
    private var following = PageFollowing()
    /// End was pressed and the whole list is on its way: the end follows it, else the pages.
    private var endAwaitsWhole = false
    /// A reload in progress: the pages revalidated so far, and the place to keep.
    private var reloading: (entries: [Entry], offset: Int, place: Entry?, index: Int)?
    /// The loaded entries in the server's order, and the order ``state`` shows.
    private var order = EntryOrder()
    /// Loads the catalog's whole name index, to sort the list by name over it.
    private var nameIndex: NameIndexModel
    /// English names for the rows on screen.
    private var naming: RowNaming

    /// `namingDwell`: how long rows stay in view, on `clock`, before their names are asked for.
    public init(
        catalog: any Catalog, filters: [CatalogFilter], prefetchDistance: Int = 20, namingDwell: Duration = .zero,
        clock: BrowserClock = .continuous
    ) {
        self.catalog = catalog
        self.filters = filters
        self.prefetchDistance = prefetchDistance
        nameIndex = NameIndexModel(catalog: catalog)
        naming = RowNaming(catalog: catalog, task: .names, dwell: namingDwell, clock: clock)
    }

    /// Loads the first page, unless there is a list already; after a stop, the page it cut
    /// off (the first, the next, or a reload's).
    public mutating func start() -> [Effect<Event>] {
        if interrupted {
            interrupted = false
            return loadPage()
        }
        guard state.load == .idle, state.entries.isEmpty else { return [] }
        return loadPage()
    }

    /// Everything in flight is cancelled; a page cut off is asked again by the next start.
    public mutating func stop() -> [Effect<Event>] {
        interrupted = interrupted || isLoadingPage
        return cancelled()
    }

    /// Everything in flight cancelled, to start afresh.
    private mutating func cancelled() -> [Effect<Event>] {
        isLoadingPage = false
        endAwaitsWhole = false
        return [.cancel(.listPage), .cancel(.wholeList)] + nameIndex.cancel().lifted(Self.fromIndex) + naming.reset().lifted(Event.names)
    }

    /// The pane shows `rows` rows: the selection kept in view, the rows now shown named.
    public mutating func fit(rows: Int) -> [Effect<Event>] {
        guard rows != visibleRows else { return [] }
        visibleRows = rows
        state.cursor.keepVisible(count: state.entries.count, rows: visibleRows)
        return nameVisibleRows()
    }

    /// Selects `index`, keeps it in view and requests the next page when near the end. An
    /// index beyond the loaded entries (PgDn at their edge) is kept as the target: the
    /// selection rests on the last loaded entry and lands on the target when its page arrives
    /// (on the last entry, if the list ends first).
    public mutating func select(_ index: Int) -> [Effect<Event>] {
        following.stop()
        endAwaitsWhole = false
        if index >= state.entries.count, !state.isComplete, !state.entries.isEmpty {
            following.target = state.total.map { min(index, max(0, $0 - 1)) } ?? index
            following.pages = 0
        }
        state.cursor.select(index, count: state.entries.count, rows: visibleRows)
        return loadNextPageIfNeeded() + nameVisibleRows()
    }

    /// Selects the last entry and, while pages remain, follows the end as they arrive; where
    /// the catalog has its whole list in one answer, that answer takes the pages' place.
    public mutating func selectLast() -> [Effect<Event>] {
        var effects = select(state.entries.count - 1)
        following.pages = 0
        guard !state.isComplete else { return effects }
        if reloading != nil {
            following.followsEnd = true
        } else {
            endAwaitsWhole = true
            let catalog = self.catalog, filters = self.filters
            effects.append(
                .run(.wholeList) {
                    do throws(AppError) {
                        return .whole(.success(try await catalog.wholeList(filters: filters, freshness: .cachedIfFresh)))
                    } catch {
                        return .whole(.failure(error))
                    }
                })
        }
        return effects
    }

    /// The whole list came for End: it stands for the pages (the one on its way is dropped)
    /// and the selection goes to its end. Without it, or when it fails, End follows the pages.
    private mutating func finishWhole(_ result: Result<[Entry]?, AppError>) -> [Effect<Event>] {
        guard endAwaitsWhole else { return [] }
        endAwaitsWhole = false
        guard case let .success(whole?) = result, reloading == nil else {
            // End follows the pages from where they are now.
            state.cursor.select(state.entries.count - 1, count: state.entries.count, rows: visibleRows)
            guard !state.isComplete else { return [] }
            following.followsEnd = true
            following.pages = 0
            return isLoadingPage || state.load.error != nil ? [] : loadPage()
        }
        isLoadingPage = false
        nextOffset = whole.count
        order.replace(with: whole, total: whole.count, isComplete: true)
        arrange()
        state.load = .loaded(state.entries.count)
        state.cursor.select(state.entries.count - 1, count: state.entries.count, rows: visibleRows)
        return [.cancel(.listPage)] + nameVisibleRows()
    }

    /// Selects `entry`; when it is not loaded yet, pages on until it is (for a while), the
    /// selection resting on `fallback` meanwhile and for good if it never comes.
    public mutating func reveal(_ entry: Entry, fallback: Int) -> [Effect<Event>] {
        if let index = state.index(of: entry) { return select(index) }
        var effects = select(fallback)
        guard !state.isComplete else { return effects }
        following.seeking = entry
        following.pages = 0
        if !isLoadingPage, state.load.error == nil { effects += loadPage() }
        return effects
    }

    /// Empties the list and loads it again from its first page, with `filters`.
    public mutating func restart(filters: [CatalogFilter]) -> [Effect<Event>] {
        self.filters = filters
        var effects = cancelled()
        interrupted = false
        following.stop()
        reloading = nil
        nextOffset = 0
        order.restart()
        state = EntryListState()
        effects += naming.reset().lifted(Event.names)
        return effects + loadPage()
    }

    /// Loads again, revalidating, the pages up to the selection, and keeps the selection on
    /// the same entry. The loaded list stays on screen until the new one is there.
    public mutating func reload() -> [Effect<Event>] {
        let effects = cancelled()
        interrupted = false
        following.stop()
        reloading = ([], 0, state.selectedEntry, state.cursor.selection)
        return effects + loadPage()
    }

    /// Loads again what failed: the reload, or the next page.
    public mutating func retry() -> [Effect<Event>] {
        guard state.load.error?.isRetryable == true else { return [] }
        return loadPage()
    }

    public mutating func receive(_ event: Event) -> [Effect<Event>] {
        switch event {
        case let .page(result, offset):
            isLoadingPage = false
            return finishPage(result, offset: offset) + nameVisibleRows()
        case let .whole(result):
            return finishWhole(result)
        case let .index(event):
            let (index, effects) = nameIndex.receive(event)
            guard let index else { return effects.lifted(Self.fromIndex) + nameVisibleRows() }
            return show(index: index)
        case let .names(event):
            let names = naming.receive(event)
            let effects = names.isEmpty ? [] : retitle(names)
            return effects + naming.nameWaiting().lifted(Event.names)
        case .notice:
            return []
        }
    }

    private mutating func loadNextPageIfNeeded() -> [Effect<Event>] {
        guard !state.isComplete, reloading == nil, !isLoadingPage, state.load.error == nil else { return [] }
        if following.target != nil || state.cursor.selection + prefetchDistance >= state.entries.count { return loadPage() }
        return []
    }

    private mutating func loadPage() -> [Effect<Event>] {
        let offset = reloading?.offset ?? nextOffset
        let freshness: Freshness = reloading == nil ? .cachedIfFresh : .revalidate
        let catalog = self.catalog, filters = self.filters
        state.load = .loading
        isLoadingPage = true
        return [
            .run(.listPage) {
                do throws(AppError) {
                    return .page(.success(try await catalog.page(offset: offset, filters: filters, freshness: freshness)), offset: offset)
                } catch {
                    return .page(.failure(error), offset: offset)
                }
            }
        ] + nameVisibleRows()
    }

    private mutating func finishPage(_ result: Result<EntryPage, AppError>, offset: Int) -> [Effect<Event>] {
        switch result {
        case let .success(page):
            return reloading != nil ? continueReload(with: page) : append(page, offset: offset)
        case let .failure(error):
            following.stop()
            state.load = error.isCancellation ? .idle : .failed(error)
            return []
        }
    }

    private mutating func append(_ page: EntryPage, offset: Int) -> [Effect<Event>] {
        guard offset == nextOffset else { return [] }
        nextOffset = page.nextOffset
        var effects: [Effect<Event>] = page.leftOut.map { [.send(.notice($0))] } ?? []
        let selected = isSortedByName ? state.selectedEntry : nil
        // While the whole index shows, the page only joins the entries kept for the way back.
        order.append(page, offset: offset)
        arrange()
        if let index = state.index(of: selected) { state.cursor.select(index, count: state.entries.count, rows: visibleRows) }
        state.load = .loaded(state.entries.count)
        if following.arrived(page, entries: state.entries, isComplete: state.isComplete, cursor: &state.cursor, rows: visibleRows) {
            effects += loadPage()
        } else {
            effects += loadNextPageIfNeeded()
        }
        return effects
    }

    private mutating func continueReload(with page: EntryPage) -> [Effect<Event>] {
        guard var reload = reloading else { return [] }
        let isComplete = page.isLast || page.nextOffset <= reload.offset
        reload.entries += page.entries
        reload.offset = page.nextOffset
        let found = reload.place.flatMap { place in reload.entries.firstIndex { $0.id == place.id } }
        let coversPlace = found != nil || reload.entries.count > reload.index
        reloading = reload
        guard isComplete || coversPlace else { return loadPage() }
        reloading = nil
        nextOffset = reload.offset
        order.replace(with: reload.entries, total: page.total ?? (isComplete ? reload.entries.count : nil), isComplete: isComplete)
        let place = state.selectedEntry
        arrange()
        state.load = .loaded(state.entries.count)
        let sortedPlace = isSortedByName ? state.index(of: place) : nil
        state.cursor.select(sortedPlace ?? found ?? reload.index, count: state.entries.count, rows: visibleRows)
        return loadNextPageIfNeeded()
    }

    /// The name index's news as the list's: its notices are the list's to say.
    private static func fromIndex(_ event: NameIndexModel.Event) -> Event {
        if case let .notice(text) = event { return .notice(text) }
        return .index(event)
    }

    /// Shows the entries, total and end in the order chosen.
    private mutating func arrange() {
        state.entries = order.entries
        state.total = order.total
        state.isComplete = order.isComplete
    }

    /// The English titles that arrived, the selection staying on its entry.
    private mutating func retitle(_ titles: [String: String]) -> [Effect<Event>] {
        let selected = state.selectedEntry
        order.retitle(titles)
        arrange()
        if let index = state.index(of: selected) { state.cursor.select(index, count: state.entries.count, rows: visibleRows) }
        return nameVisibleRows()
    }

    /// Asks for the names of the rows on screen that may still lack them.
    private mutating func nameVisibleRows() -> [Effect<Event>] {
        let start = min(state.cursor.top, state.entries.count)
        return naming.name(Array(state.entries[start..<min(state.entries.count, start + max(1, visibleRows))])).lifted(Event.names)
    }
}

/// `s` through the catalog's own orders (``Catalog/sortOrders``) between the list's order and
/// the order by name.
extension EntryListModel {
    /// What the order shown is called, when it is not the list's own.
    public var orderName: String? { isSortedByName ? "by name" : order.sort?.name }

    /// The order after the one shown, as `s` goes: the list's own, each of the catalog's
    /// ``Catalog/sortOrders``, by name, and back. Without orders of its own, by name and back.
    public mutating func sortNext() -> [Effect<Event>] {
        endAwaitsWhole = false
        if isSortedByName || isSortingByName { return sort(byName: false) }
        let orders = catalog.sortOrders
        let next = order.sort.flatMap { orders.firstIndex(of: $0) }.map { $0 + 1 } ?? (order.sort == nil ? 0 : orders.count)
        guard next < orders.count else { return sort(byName: true) }
        let selected = state.selectedEntry
        order.sort(by: orders[next])
        arrange()
        state.cursor.select(state.index(of: selected) ?? 0, count: state.entries.count, rows: visibleRows)
        return [.send(.notice("order: " + orders[next].name))] + nameVisibleRows()
    }

    /// Sorts by name or back to the catalog's order, the selection staying on its entry. By
    /// name, a catalog with a name index (the Pokédex) shows the whole index, loaded once,
    /// unless a filter narrows the list; another list sorts what it has loaded, and the pages
    /// still to come take their places.
    public mutating func sort(byName: Bool) -> [Effect<Event>] {
        // Another order: End's whole list, if on its way, no longer moves the selection.
        endAwaitsWhole = false
        var effects = nameIndex.cancel().lifted(Self.fromIndex)
        guard byName != isSortedByName else { return effects + nameVisibleRows() }
        if byName, let loading = nameIndex.load(for: filters) { return effects + loading.lifted(Self.fromIndex) + nameVisibleRows() }
        let selected = state.selectedEntry
        order.sort(byName: byName)
        effects.append(.send(.notice("order: " + (byName ? "by name" : catalog.listOrder))))
        arrange()
        if let index = state.index(of: selected) {
            state.cursor.select(index, count: state.entries.count, rows: visibleRows)
        } else if let selected {
            // Back from the whole index to the pages loaded: the entry, if not among them, is
            // paged to.
            return effects + reveal(selected, fallback: 0)
        } else {
            state.cursor.select(0, count: state.entries.count, rows: visibleRows)
        }
        return effects + nameVisibleRows()
    }

    /// Shows the catalog's whole name `index`, by name, the selection staying on its entry.
    private mutating func show(index: [Entry]) -> [Effect<Event>] {
        following.stop()
        endAwaitsWhole = false
        let selected = state.selectedEntry
        order.show(index: index)
        arrange()
        state.cursor.select(state.index(of: selected) ?? 0, count: state.entries.count, rows: visibleRows)
        return nameVisibleRows() + [.send(.notice("order: by name"))]
    }
}
