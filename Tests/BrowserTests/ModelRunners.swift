import Browser
import CatalogKit
import TestSupport

/// The screen's parts run on their own for a test: each value's changes as calls, its
/// effects carried out by a ``ModelRunner``.
typealias ListRunner = ModelRunner<EntryListModel, EntryListModel.Event>
typealias SearchRunner = ModelRunner<SearchModel, SearchModel.Event>
typealias DetailRunner = ModelRunner<DetailModel, DetailModel.Event>
typealias PickerRunner = ModelRunner<PickerModel, PickerModel.Event>
typealias NoticeRunner = ModelRunner<NoticeModel, NoticeModel.Event>

extension ModelRunner where Model == EntryListModel, Event == EntryListModel.Event {
    convenience init(catalog: any Catalog, filters: [CatalogFilter], prefetchDistance: Int = 20) {
        self.init(EntryListModel(catalog: catalog, filters: filters, prefetchDistance: prefetchDistance)) { $0.receive($1) }
    }

    var state: EntryListState { model.state }
    var seeking: Entry? { model.seeking }
    var visibleRows: Int {
        get { model.visibleRows }
        set { send { $0.fit(rows: newValue) } }
    }
    func start() { send { $0.start() } }
    func select(_ index: Int) { send { $0.select(index) } }
    func selectLast() { send { $0.selectLast() } }
    func reload() { send { $0.reload() } }
    func retry() { send { $0.retry() } }
    func reveal(_ entry: Entry, fallback: Int) { send { $0.reveal(entry, fallback: fallback) } }
}

/// A search over the entries a list has loaded (`loadedEntries`).
@MainActor
final class SearchHarness {
    /// Where the search reads the list's entries, shared with the runner's `receive`.
    private final class Loaded {
        var entries: () -> [Entry] = { [] }
    }

    private let loaded: Loaded
    let runner: SearchRunner
    var loadedEntries: () -> [Entry] {
        get { loaded.entries }
        set { loaded.entries = newValue }
    }

    init(strategy: SearchStrategy, clock: BrowserClock) {
        let loaded = Loaded()
        self.loaded = loaded
        runner = SearchRunner(SearchModel(strategy: strategy, clock: clock)) { model, event in
            model.receive(event, loaded: loaded.entries())
        }
    }

    var state: SearchState? { runner.model.state }
    var filters: [CatalogFilter] {
        get { runner.model.filters }
        set { runner.set { $0.filters = newValue } }
    }
    func begin() { runner.send { $0.begin(loaded: loadedEntries()) } }
    @discardableResult
    func edit(_ key: Key) -> Bool {
        runner.send { model -> (Bool, [Effect<SearchModel.Event>]) in
            let effects = model.edit(key, loaded: loadedEntries())
            return (effects != nil, effects ?? [])
        }
    }
    func accept() { runner.send { $0.accept() } }
    func select(_ index: Int) { runner.send { $0.select(index) } }
    func end() -> Entry? { runner.send { $0.end() } }
    func idle() async { await runner.idle() }
}

extension ModelRunner where Model == DetailModel, Event == DetailModel.Event {
    convenience init(catalog: any Catalog, timing: BrowserTiming) {
        self.init(DetailModel(catalog: catalog, timing: timing)) { $0.receive($1) }
    }

    var state: DetailState { model.state }
    func show(_ entry: Entry?) { send { $0.show(entry) } }
    func open(_ entry: Entry) { send { $0.open(entry) } }
    func reload(_ entry: Entry) { send { $0.reload(entry) } }
    func retry() { send { $0.retry() } }
    func show(document: Detail) { send { $0.show(document: document) } }
    func scroll(to line: Int, maximum: Int) { set { $0.scroll(to: line, maximum: maximum) } }
}

extension ModelRunner where Model == PickerModel, Event == PickerModel.Event {
    convenience init(catalog: any Catalog, timing: BrowserTiming) {
        self.init(PickerModel(catalog: catalog, timing: timing)) { $0.receive($1) }
    }

    var state: PickerState? { model.state }
    var keyMap: KeyMap { model.keyMap }
    func open(_ kind: FilterKind, current: String?) { send { $0.open(kind, current: current) } }
    /// What was chosen, if anything was.
    func perform(_ command: Command) -> PickerModel.Choice? {
        let before = sent.count
        send { $0.perform(command) }
        return sent.dropFirst(before).compactMap { event -> PickerModel.Choice? in
            if case let .chose(choice) = event { return choice }
            return nil
        }.last
    }
    func edit(_ key: Key) { send { $0.edit(key) ?? [] } }
}

extension ModelRunner where Model == NoticeModel, Event == NoticeModel.Event {
    convenience init(clock: BrowserClock) {
        self.init(NoticeModel(clock: clock)) { $0.receive($1) }
    }

    var text: String? { model.text }
    func show(_ text: String, for duration: Duration) { send { $0.show(text, for: duration) } }
    func showCountdown(for duration: Duration, _ text: @escaping @Sendable (Duration) -> String) { send { $0.showCountdown(for: duration, text) } }
}

extension TaskID {
    /// The list's tasks: its pages, the name index and the names of its rows.
    static let listTasks: Set<TaskID> = [.listPage, .nameIndex, .names]
    /// The search's tasks: its index or query, and the names of its result rows.
    static let searchTasks: Set<TaskID> = [.search, .resultNames]
}
