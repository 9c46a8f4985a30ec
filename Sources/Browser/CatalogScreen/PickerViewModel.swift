import CatalogKit

/// A filter picker: a catalog's picker key (`c` for a recipe category, `L` for a location)
/// opens a list of values; choosing one narrows the list. A searchable picker has a text
/// field and asks for its options as the user types, after a pause.
@MainActor
public final class PickerViewModel {
    /// The open picker, if any.
    public private(set) var state: PickerState?
    /// Called after every change of ``state``.
    public var onChange: (@MainActor () -> Void)?
    /// Called with what was chosen by a key typed while the options loaded (`t`, `el`,
    /// Enter in one burst), once they have come.
    public var onChoice: (@MainActor (Choice) -> Void)?
    /// Moves and Enter typed while the options load, carried out in order when they come.
    private var queued: [Command] = []

    private let catalog: any Catalog
    private let timing: BrowserTiming
    private let tasks = NamedTasks()
    /// Rows a page key moves.
    static let pageStep = 10

    public init(catalog: any Catalog, timing: BrowserTiming) {
        self.catalog = catalog
        self.timing = timing
    }

    public func stop() { tasks.cancelAll() }
    public func idle() async { await tasks.idle() }
    public var isBusy: Bool { tasks.isBusy }

    /// The keys of the open picker.
    public var keyMap: KeyMap { .picker(searchable: state?.kind.isSearchable == true) }

    /// Opens the picker for `kind`; `current` is the value in force, highlighted when listed.
    public func open(_ kind: FilterKind, current: String?) {
        state = PickerState(kind: kind)
        queued = []
        self.current = current
        if kind.isSearchable {
            state?.load = .idle
        } else {
            loadOptions(after: .zero)
        }
        notify()
    }

    private var current: String?

    /// What choosing in the picker did.
    public enum Choice: Sendable, Equatable {
        /// A value of the filter was chosen.
        case filter(CatalogFilter)
        /// The "All" row: the filter of this kind is removed.
        case all(FilterKind)
    }

    /// Carries out a picker command. Returns what was chosen, if anything was.
    public func perform(_ command: Command) -> Choice? {
        guard let picker = state else { return nil }
        let shown = picker.shown
        let count = shown.count
        func move(to index: Int) {
            state?.selection = count == 0 ? 0 : min(max(0, index), count - 1)
        }
        defer { notify() }
        let waits: Set<Command> = [.moveUp, .moveDown, .pageUp, .pageDown, .first, .last, .choose]
        if picker.load.isLoading, waits.contains(command) {
            queued.append(command)
            return nil
        }
        switch command {
        case .moveUp: move(to: picker.selection - 1)
        case .moveDown: move(to: picker.selection + 1)
        case .pageUp: move(to: picker.selection - Self.pageStep)
        case .pageDown: move(to: picker.selection + Self.pageStep)
        case .first: move(to: 0)
        case .last: move(to: count - 1)
        case .cancel: close()
        case .retry:
            if picker.load.error?.isRetryable == true { loadOptions(after: .zero) }
        case .choose:
            guard shown.indices.contains(picker.selection) else { return nil }
            let option = shown[picker.selection]
            if picker.isAllRow(option) {
                close()
                return .all(picker.kind)
            }
            // Suggestions for an older query are not what the user chose.
            guard picker.load.value != nil else { return nil }
            close()
            return .filter(CatalogFilter(kind: picker.kind, option: option))
        default:
            break
        }
        return nil
    }

    /// Edits the picker's text with `key` (a letter, Backspace, Ctrl-U): a searchable picker
    /// asks for options matching it, the others show the options whose names start so.
    /// Returns false for keys that do not edit.
    @discardableResult
    public func edit(_ key: Key) -> Bool {
        guard let picker = state else { return false }
        var query = picker.query
        let before = picker.shown
        let highlighted = before.indices.contains(picker.selection) ? before[picker.selection] : nil
        switch key {
        case let .character(character) where !character.isNewline:
            guard query.count < SearchState.maximumQueryLength else { return true }
            query.append(character)
        case let .paste(text):
            query = SearchState.appending(text, to: query, pasted: true)
        case .backspace:
            guard !query.isEmpty else { return true }
            query.removeLast()
        case .control("u"):
            query = ""
        default:
            return false
        }
        state?.query = query
        // A searchable picker's Enter typed before these letters was for other suggestions.
        if picker.kind.isSearchable { queued = [] }
        if !picker.kind.isSearchable {
            // The highlight stays on its option while it is shown, else goes to the first.
            let shown = state?.shown ?? []
            state?.selection = shown.firstIndex { $0 == highlighted } ?? 0
        } else if query.isEmpty {
            tasks.cancel(.filterOptions)
            state?.options = []
            state?.load = .idle
        } else {
            loadOptions(after: timing.pickerDebounce)
        }
        notify()
        return true
    }

    private func close() {
        tasks.cancel(.filterOptions)
        state = nil
        queued = []
    }

    /// Carries out the keys typed while the options loaded; a choice goes to ``onChoice``.
    private func replayQueued() {
        let commands = queued
        queued = []
        for command in commands where state != nil {
            if let choice = perform(command) { onChoice?(choice) }
        }
    }

    private func loadOptions(after delay: Duration) {
        guard let picker = state else { return }
        state?.load = .loading
        let catalog = self.catalog, clock = timing.clock
        let deadline: Duration? = delay > .zero ? clock.deadline(after: delay) : nil
        let kind = picker.kind, query = picker.query
        tasks.start(.filterOptions, { () async throws -> Result<[FilterOption], AppError> in
            if let deadline { try await clock.sleep(until: deadline) }
            do throws(AppError) {
                return .success(try await catalog.filterOptions(for: kind, matching: query, freshness: .cachedIfFresh))
            } catch {
                return .failure(error)
            }
        }, then: { [weak self] result in self?.finish(result, kind: kind, query: query) })
    }

    private func finish(_ result: Result<[FilterOption], AppError>, kind: FilterKind, query: String) {
        // A searchable picker's options answer one query; the others' answer every query, so
        // what was typed while they loaded (type-to-filter) keeps them.
        guard let picker = state, picker.kind == kind, !kind.isSearchable || picker.query == query else { return }
        switch result {
        case let .success(options):
            let options = options.filter { !$0.isEmpty }
            state?.options = options
            state?.load = .loaded(options.count)
            let shown = state?.shown ?? []
            // The value in force where it is shown, else the first: after letters typed while
            // loading, their first match.
            state?.selection = current.flatMap { current in shown.firstIndex { $0.value == current } } ?? 0
            notify()
            replayQueued()
            return
        case let .failure(error):
            state?.load = .failed(error.isCancellation ? .interrupted : error)
            queued = []
        }
        notify()
    }

    private func notify() { onChange?() }
}
