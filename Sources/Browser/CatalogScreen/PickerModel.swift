import CatalogKit

/// A filter picker as a value: a catalog's picker key (`c` for a recipe category, `L` for a
/// location) opens a list of values; choosing one narrows the list. A searchable picker has a
/// text field and asks for its options as the user types, after a pause. What is chosen is
/// sent as ``Event/chose(_:)``.
public struct PickerModel: Sendable {
    public enum Event: Sendable, Equatable {
        /// The options of `kind` for `query`, or why not.
        case options(Result<[FilterOption], AppError>, kind: FilterKind, query: String)
        /// What the user chose (sent).
        case chose(Choice)
    }

    /// What choosing in the picker did.
    public enum Choice: Sendable, Equatable {
        /// A value of the filter was chosen.
        case filter(CatalogFilter)
        /// The "All" row: the filter of this kind is removed.
        case all(FilterKind)
    }

    /// The open picker, if any.
    public private(set) var state: PickerState?
    /// Moves and Enter typed while the options load, carried out in order when they come.
    private var queued: [Command] = []
    /// The value in force, highlighted when listed.
    private var current: String?
    private let catalog: any Catalog
    private let timing: BrowserTiming
    /// Rows a page key moves.
    static let pageStep = 10

    public init(catalog: any Catalog, timing: BrowserTiming) {
        self.catalog = catalog
        self.timing = timing
    }

    /// The keys of the open picker.
    public var keyMap: KeyMap { .picker(searchable: state?.kind.isSearchable == true) }

    /// Opens the picker for `kind`; `current` is the value in force, highlighted when listed.
    public mutating func open(_ kind: FilterKind, current: String?) -> [Effect<Event>] {
        state = PickerState(kind: kind)
        queued = []
        self.current = current
        if kind.isSearchable {
            state?.load = .idle
            return [.cancel(.filterOptions)]
        }
        return loadOptions(after: .zero)
    }

    /// Everything in flight is cancelled.
    public mutating func stop() -> [Effect<Event>] { [.cancel(.filterOptions)] }

    /// Asks again for the options a stop cut off.
    public mutating func resume() -> [Effect<Event>] {
        guard state?.load.isLoading == true else { return [] }
        return loadOptions(after: .zero)
    }

    /// Carries out a picker command; a choice is sent.
    public mutating func perform(_ command: Command) -> [Effect<Event>] {
        guard let picker = state else { return [] }
        let shown = picker.shown, count = shown.count
        let waits: Set<Command> = [.moveUp, .moveDown, .pageUp, .pageDown, .first, .last, .choose]
        if picker.load.isLoading, waits.contains(command) {
            queued.append(command)
            return []
        }
        func move(to index: Int) { state?.selection = count == 0 ? 0 : min(max(0, index), count - 1) }
        switch command {
        case .moveUp: move(to: picker.selection - 1)
        case .moveDown: move(to: picker.selection + 1)
        case .pageUp: move(to: picker.selection - Self.pageStep)
        case .pageDown: move(to: picker.selection + Self.pageStep)
        case .first: move(to: 0)
        case .last: move(to: count - 1)
        case .cancel: return close()
        case .retry:
            if picker.load.error?.isRetryable == true { return loadOptions(after: .zero) }
        case .choose:
            guard shown.indices.contains(picker.selection) else { return [] }
            let option = shown[picker.selection]
            if picker.isAllRow(option) { return close() + [.send(.chose(.all(picker.kind)))] }
            // Suggestions for an older query are not what the user chose.
            guard picker.load.value != nil else { return [] }
            return close() + [.send(.chose(.filter(CatalogFilter(kind: picker.kind, option: option))))]
        default:
            break
        }
        return []
    }

    /// Edits the picker's text with `key` (a letter, Backspace, Ctrl-U): a searchable picker
    /// asks for options matching it, the others show the options whose names start so.
    /// Nil for keys that do not edit.
    public mutating func edit(_ key: Key) -> [Effect<Event>]? {
        guard let picker = state else { return nil }
        var query = picker.query
        let before = picker.shown
        let highlighted = before.indices.contains(picker.selection) ? before[picker.selection] : nil
        switch key {
        case let .character(character) where !character.isNewline:
            guard query.count < SearchState.maximumQueryLength else { return [] }
            query.append(character)
        case let .paste(text):
            query = SearchState.appending(text, to: query, pasted: true)
        case .backspace:
            guard !query.isEmpty else { return [] }
            query.removeLast()
        case .control("u"):
            query = ""
        default:
            return nil
        }
        state?.query = query
        guard picker.kind.isSearchable else {
            // The highlight stays on its option while it is shown, else goes to the first.
            let shown = state?.shown ?? []
            state?.selection = shown.firstIndex { $0 == highlighted } ?? 0
            return []
        }
        // A searchable picker's Enter typed before these letters was for other suggestions.
        queued = []
        guard !query.isEmpty else {
            state?.options = []
            state?.load = .idle
            return [.cancel(.filterOptions)]
        }
        return loadOptions(after: timing.pickerDebounce)
    }

    /// The options' answer; the keys typed while they loaded are carried out.
    public mutating func receive(_ event: Event) -> [Effect<Event>] {
        guard case let .options(result, kind, query) = event else { return [] }
        // A searchable picker's options answer one query; the others' answer every query, so
        // what was typed while they loaded (type-to-filter) keeps them.
        guard let picker = state, picker.kind == kind, !kind.isSearchable || picker.query == query else { return [] }
        switch result {
        case let .success(options):
            let options = options.filter { !$0.isEmpty }
            state?.options = options
            state?.load = .loaded(options.count)
            let shown = state?.shown ?? []
            // The value in force where it is shown, else the first: after letters typed while
            // loading, their first match.
            state?.selection = current.flatMap { current in shown.firstIndex { $0.value == current } } ?? 0
            return replayQueued()
        case let .failure(error):
            state?.load = .failed(error.isCancellation ? .interrupted : error)
            queued = []
            return []
        }
    }

    private mutating func close() -> [Effect<Event>] {
        state = nil
        queued = []
        return [.cancel(.filterOptions)]
    }

    /// Carries out the keys typed while the options loaded.
    private mutating func replayQueued() -> [Effect<Event>] {
        let commands = queued
        queued = []
        var effects: [Effect<Event>] = []
        for command in commands where state != nil { effects += perform(command) }
        return effects
    }

    private mutating func loadOptions(after delay: Duration) -> [Effect<Event>] {
        guard let picker = state else { return [] }
        state?.load = .loading
        let catalog = self.catalog, clock = timing.clock
        let deadline: Duration? = delay > .zero ? clock.deadline(after: delay) : nil
        let kind = picker.kind, query = picker.query
        return [
            .run(.filterOptions) {
                if let deadline { try await clock.sleep(until: deadline) }
                do throws(AppError) {
                    return .options(.success(try await catalog.filterOptions(for: kind, matching: query, freshness: .cachedIfFresh)), kind: kind, query: query)
                } catch {
                    return .options(.failure(error), kind: kind, query: query)
                }
            }
        ]
    }
}
