import CatalogKit

/// A catalog screen's store on the main actor: holds the ``CatalogScreen`` value, sends it
/// each event, runs the effects it returns with one task runner keyed by ``TaskID`` (each
/// result fed back as an event), carries out what it asks of the app (``ScreenRequest``), and
/// puts the state for the views together once per event, with the marks that live outside
/// the screen (the favourites' stars, the catalog's badges). The logic is the value's.
///
/// Enter on a link pushes a ``LinkedScreenModel``, whose loaded page is a catalog screen
/// again: its `document` shows until an entry is opened, and from then on the detail
/// follows the selection.
@MainActor
public final class CatalogScreenModel: Screen {
    public typealias DetailOutlineFunction = CatalogScreen.DetailOutlineFunction

    /// The screen as a value; changed only by ``send(_:)``.
    public private(set) var screen: CatalogScreen
    /// The screen as the views draw it, put together after each event.
    public private(set) var state: CatalogScreenState
    /// How many times ``state`` has been put together: for tests and benchmarks, which hold
    /// it to once per event.
    public private(set) var stateBuilds = 0
    public var onPush: (@MainActor (any Screen) -> Void)?
    public var onChange: (@MainActor () -> Void)?
    /// The page on screen changed (an action's doing): the linked screen loads it again.
    var onPageOutdated: (@MainActor (_ notice: String?) -> Void)?
    /// Where `f` puts its stars; without it `f` and `F` do nothing.
    public var favourites: FavouriteScope? { didSet { build() } }
    /// The clipboard and the web browser, where the app has them.
    public let desktop: (any Desktop)?
    private let tasks = NamedTasks()

    public init(
        catalog: any Catalog, timing: BrowserTiming = .standard, prefetchDistance: Int = 20,
        detailOutline: DetailOutlineFunction? = nil, trail: [String] = [], trailLevels: [Int] = [], document: Detail? = nil,
        hasList: Bool = true, desktop: (any Desktop)? = nil, pictures: PictureSettings = PictureSettings()
    ) {
        screen = CatalogScreen(
            catalog: catalog, timing: timing, prefetchDistance: prefetchDistance, detailOutline: detailOutline, trail: trail,
            trailLevels: trailLevels, document: document, hasList: hasList, pictures: pictures)
        self.desktop = desktop
        state = screen.state
        send(.appear)
    }

    public var list: EntryListModel { screen.list }
    public var search: SearchModel { screen.search }
    public var detail: DetailModel { screen.detail }
    public var picture: PictureModel { screen.picture }
    public var focus: Pane { screen.focus }
    public var filters: [CatalogFilter] { screen.filters }
    public var trail: [String] { screen.trail }
    public var trailLevels: [Int] { screen.trailLevels }
    var catalog: any Catalog { screen.catalog }
    var timing: BrowserTiming { screen.timing }
    var detailOutline: DetailOutlineFunction { screen.detailOutline }
    /// The link of the page this screen shows, on a linked page: which actions work here.
    public var pageLink: Link? {
        get { screen.pageLink }
        set { screen.pageLink = newValue; build() }
    }
    public var canGoBack: Bool {
        get { screen.canGoBack }
        set { screen.canGoBack = newValue; build() }
    }
    public var canGoForward: Bool {
        get { screen.canGoForward }
        set { screen.canGoForward = newValue; build() }
    }

    public var content: ScreenContent { .catalog(state) }
    public var keyMap: KeyMap { state.keyMap }
    public var mode: KeyMode { state.keyMap.mode }
    /// The layout at the current size.
    public var layout: ScreenLayout { screen.layout }
    /// Whether a detail load (including its dwell) is in flight.
    public var isLoadingDetail: Bool { screen.detail.isLoading }
    /// Whether any task but the status notice's is in flight.
    public var isBusy: Bool { tasks.isBusy(excluding: [.notice]) }

    public func start() { send(.start) }

    public func stop() {
        send(.stop)
        tasks.cancelAll()
    }

    public func resume() { send(.resume) }

    /// Waits until no load is in flight (tasks awaited, not timers; notices aside): for tests.
    public func settle() async { await tasks.idle(excluding: [.notice]) }

    /// Waits until no task of the kinds `kinds` is in flight (a part's: the list's pages and
    /// names, say), leaving the others (a dwell on a test clock) running: for tests.
    public func idle(_ kinds: Set<TaskID>) async { await tasks.idle { kinds.contains($0) } }

    public func resize(width: Int, height: Int) { send(.resize(width: width, height: height)) }

    /// Shows `text` in the status bar for `duration` (see ``CatalogScreen/say(_:for:)``).
    public func showNotice(_ text: String, for duration: Duration) { send(.say(text, for: duration)) }

    /// Shows a note that counts down ("retrying in 3 s…", then 2 s, then 1 s).
    public func showCountdown(for duration: Duration, _ text: @escaping @Sendable (Duration) -> String) { send(.countdown(duration, text)) }

    @discardableResult
    public func handle(_ key: Key) -> ScreenAction { send(.key(key)) }

    /// Carries out one command in the current mode.
    @discardableResult
    public func perform(_ command: Command) -> ScreenAction { send(.command(command)) }

    /// Moves the selection in what the list shows (the results, while there are any).
    public func select(_ index: Int) { send(.select(index)) }

    /// Selects the entry whose id is `id` once the list has it, paging on toward it for a
    /// while (the first row meanwhile, and for good if it never comes).
    public func reveal(entryID id: String) { send(.reveal(entryID: id)) }

    /// Sends `event` to the screen and carries out its effects, the events they send
    /// included; then the state is put together once and the change announced. Returns what
    /// the screen asks of the navigator.
    @discardableResult
    public func send(_ event: ScreenEvent) -> ScreenAction {
        var pending = [event], action = ScreenAction.none
        while !pending.isEmpty {
            let next = pending.removeFirst()
            if case let .request(request) = next {
                let (asked, said) = fulfil(request)
                if let asked { action = asked }
                pending += said
                continue
            }
            pending += tasks.perform(screen.handle(next)) { [weak self] in self?.deliver($0) }
        }
        build()
        onChange?()
        return action
    }

    /// A task's result: a screen it asks to open is pushed.
    private func deliver(_ event: ScreenEvent) {
        if case let .push(screen) = send(event) { onPush?(screen) }
    }

    /// Carries out `request`: what to tell the navigator, and events to send back.
    private func fulfil(_ request: ScreenRequest) -> (ScreenAction?, [ScreenEvent]) {
        switch request {
        case .quit:
            tasks.cancelAll()
            return (.quit, [])
        case .back: return (.back, [])
        case .forward: return (.forward, [])
        case let .backScreens(count): return (.backScreens(count), [])
        case let .follow(link): return (.push(LinkedScreenModel(following: link, from: self)), [])
        case let .copy(text, what):
            let said = DesktopRequest.copy(text, what: what, desktop: desktop)
            return (nil, [.say(said.text, for: said.duration)])
        case let .openPage(page):
            let said = DesktopRequest.open(page, desktop: desktop)
            return (nil, [.say(said.text, for: said.duration)])
        case let .pageOutdated(notice):
            if let onPageOutdated {
                onPageOutdated(notice)
                return (nil, [])
            }
            return (nil, notice.map { [.say(DisplayText.line($0), for: .seconds(3))] } ?? [])
        case let .entity(command):
            build()
            let entity = EntityCommands(desktop: desktop, favourites: favourites, catalog: catalog)
            switch entity.perform(command, state: state, showsDocument: screen.document != nil) {
            case let .push(screen): return (.push(screen), [])
            case let .said(text, duration): return (nil, [.show(text, for: duration)])
            case .nothing: return (nil, [])
            }
        }
    }

    /// Puts the state together: the screen's, with the favourites' stars and the catalog's
    /// badges on the rows in view and the detail's title.
    private func build() {
        stateBuilds += 1
        let shown = screen.state
        state = marked(favourites?.marking(shown, showsDocument: screen.document != nil) ?? shown)
    }

    /// `state` with the catalog's marks on the rows in view (the cost of a key does not grow
    /// with the entries loaded) and on the detail's title.
    private func marked(_ state: CatalogScreenState) -> CatalogScreenState {
        var state = state
        let rows = state.visibleEntries
        let top = min(max(0, state.listTop), rows.count)
        var badges: [String: String] = [:]
        for entry in rows[top..<min(rows.count, top + max(1, screen.layout.listRows))] {
            if let badge = catalog.badge(for: entry) { badges[entry.id] = DisplayText.line(badge) }
        }
        state.badges = badges
        state.detailBadge = state.detail.entry.flatMap(catalog.badge(for:)).map(DisplayText.line)
        return state
    }
}
