import CatalogKit

/// A catalog on screen: composes the entry list, the search, the detail and the picker view
/// models, routes each key through the key map of the mode the screen is in, keeps the
/// detail on the selected entry, and exposes one ``state`` for the views.
///
/// Sizes come in as an event (``resize(width:height:)``); page steps, the list's scroll, the
/// detail's scroll limit and the lines of its links follow from the pure ``ScreenLayout`` and
/// the detail as laid out at the pane's width (``DetailPane/outline(_:layout:)``, the text
/// layout the views draw), which the model computes itself. Enter on a link pushes a
/// ``LinkedScreenModel``, whose loaded page is a catalog screen again: its `document` shows
/// until an entry is opened (the detail does not follow the selection there).
@MainActor
public final class CatalogScreenModel: Screen {
    /// The detail pane's content as laid out in the layout (a test's stand-in for the layout).
    public typealias DetailOutlineFunction = @MainActor (CatalogScreenState, ScreenLayout) -> DetailOutline

    public let list: EntryListViewModel
    public let search: SearchViewModel
    public let detail: DetailViewModel
    public let picker: PickerViewModel
    public let notice: NoticeViewModel
    /// The detail's picture.
    public let picture: PictureViewModel
    /// The catalog's own actions under way.
    public let actions: ActionViewModel
    /// The link of the page this screen shows, on a linked page: which actions work here.
    public var pageLink: Link? { didSet { stored = nil } }
    public var onPush: (@MainActor (any Screen) -> Void)?
    /// The page on screen changed (an action's doing): the linked screen loads it again.
    var onPageOutdated: (@MainActor (_ notice: String?) -> Void)?
    public var onChange: (@MainActor () -> Void)?
    public var canGoBack = false { didSet { stored = nil } }
    public var canGoForward = false { didSet { stored = nil } }
    public internal(set) var focus = Pane.list { didSet { stored = nil } }
    public internal(set) var filters: [CatalogFilter] { didSet { stored = nil } }
    var filterHistory = FilterHistory()
    /// Whether ``start()`` has run, and the notices said before it.
    private var hasStarted = false
    private var noticesBeforeStart: [(String, Duration)] = []
    /// The way here: empty for a catalog's own screen, the catalog and the links followed for
    /// a linked page.
    public let trail: [String]
    /// Where `f` puts its stars; without it `f` and `F` do nothing.
    public var favourites: FavouriteScope? { didSet { stored = nil } }
    /// For each crumb of ``trail``, how many screens back it is (0 for this screen's own).
    public let trailLevels: [Int]
    /// The clipboard and the web browser, where the app has them.
    public let desktop: (any Desktop)?
    private var help: HelpState? { didSet { stored = nil } }
    let catalog: any Catalog
    let timing: BrowserTiming
    let detailOutline: DetailOutlineFunction
    /// A linked page's own document, shown while no entry is opened.
    private let document: Detail?
    private let hasList: Bool
    private var owners: [any TaskOwner] { [list, search, detail, picker, notice, picture, actions] }
    private var size = (width: 80, height: 24) { didSet { stored = nil } }
    /// The state as last put together; nil once anything it is made of has changed.
    private var stored: CatalogScreenState?
    private var batchDepth = 0
    private var following = DetailFollowing()
    private var pane: ListPane { ListPane(list: list, search: search) }

    public init(catalog: any Catalog, timing: BrowserTiming = BrowserTiming(), prefetchDistance: Int = 20,
                detailOutline: DetailOutlineFunction? = nil, trail: [String] = [], trailLevels: [Int] = [], document: Detail? = nil,
                hasList: Bool = true, desktop: (any Desktop)? = nil, pictures: PictureSettings = PictureSettings()) {
        (self.catalog, self.timing, self.trail, self.document, self.hasList) = (catalog, timing, trail, document, hasList)
        self.detailOutline = detailOutline ?? { DetailPane.outline($0, layout: $1) }
        (self.trailLevels, self.desktop) = (trailLevels, desktop)
        filters = catalog.defaultFilters
        list = EntryListViewModel(catalog: catalog, filters: catalog.defaultFilters, prefetchDistance: prefetchDistance)
        search = SearchViewModel(strategy: catalog.searchStrategy, clock: timing.clock, catalog: catalog)
        search.loadedEntries = { [list] in list.state.entries }
        detail = DetailViewModel(catalog: catalog, timing: timing)
        picker = PickerViewModel(catalog: catalog, timing: timing)
        notice = NoticeViewModel(clock: timing.clock)
        picture = PictureViewModel(catalog: catalog, timing: timing, settings: pictures)
        actions = ActionViewModel(catalog: catalog)
        // Every sub-model's change makes the stored state stale, batched or not.
        let changed: @MainActor () -> Void = { [weak self] in
            self?.stored = nil
            self?.changed()
        }
        (list.onChange, search.onChange, detail.onChange, picker.onChange, notice.onChange) = (changed, changed, changed, changed, changed)
        list.onNotice = { [weak self] text in self?.notice.show(text, for: .seconds(3)) }
        picture.onChange = changed
        picker.onChoice = { [weak self] choice in self?.apply(choice) }
        if let document { detail.show(document: document) }
        focus = hasList ? .list : .detail
        // Set in init, the focus announces nothing: what the document's showing stored is stale.
        stored = nil
        applyLayout()
    }

    /// How many times ``state`` has been put together from the sub-models: for tests and
    /// benchmarks, which hold it to about once per change.
    public private(set) var stateBuilds = 0

    /// The screen as one value, stored: put together again only after something it is made
    /// of changed (a sub-model's state, the focus, the filters, the help, the size).
    public var state: CatalogScreenState {
        if let stored {
            // Debug builds (the tests, the tmux runs) check that nothing changed unannounced;
            // the catalog's marks may (another screen's action), until the next change here.
            assert(stored.unmarked == build().unmarked, "the stored screen state is stale")
            return stored
        }
        stateBuilds += 1
        let built = build()
        stored = built
        return built
    }

    private func build() -> CatalogScreenState {
        var shown = detail.state
        shown.picture = picture.state
        shown.pixels = picture.pixels
        shown.mapFrame = picture.state == .none ? nil : picture.mapFrame
        let state = CatalogScreenState(title: catalog.title, itemName: catalog.itemName, list: list.state, search: search.state, detail: shown,
                                       focus: focus, filterKinds: catalog.filterKinds, filters: filters, picker: picker.state, help: help,
                                       notice: notice.text, keyMap: keyMap, trail: trail, hasList: hasList, order: list.orderName,
                                       showsMaps: picture.settings.showsMaps)
        return marked(favourites?.marking(state, showsDocument: document != nil) ?? state)
    }

    public var content: ScreenContent { .catalog(state) }

    /// The keys of the mode the screen is in.
    public var keyMap: KeyMap {
        .catalog(help: help != nil, picker: picker.state, search: search.state, focus: focus, filterKinds: catalog.filterKinds, canGoBack: canGoBack || !filterHistory.isEmpty,
                 hasLinks: detail.state.load.value?.links.isEmpty == false, canGoForward: canGoForward, hasList: hasList,
                 hasVariants: (detail.state.load.value?.variants.count ?? 0) > 1, actions: actions.available(on: pageLink))
    }

    public var mode: KeyMode { keyMap.mode }

    /// The layout at the current size.
    public var layout: ScreenLayout { ScreenLayout(width: size.width, height: size.height, state: state) }

    /// Starting, stopping and coming back also take in what other screens changed meanwhile
    /// (the favourites, the shared picture settings): the state is put together afresh.
    public func start() {
        stored = nil
        list.start()
        hasStarted = true
        for (text, duration) in noticesBeforeStart { notice.show(text, for: duration) }
        noticesBeforeStart = []
    }

    public func stop() {
        stored = nil
        owners.forEach { $0.stop() }
    }

    public func resume() {
        stored = nil
        list.start()
        detail.resume()
    }

    /// Waits until no load is in flight (tasks awaited, not timers; notices aside): for tests.
    public func settle() async { await owners.filter { $0 !== notice }.settle() }

    /// Whether a detail load (including its dwell) is in flight.
    public var isLoadingDetail: Bool { detail.isLoading }

    public func resize(width: Int, height: Int) {
        size = (width, height)
        applyLayout()
        let maximum = max(0, detailOutline(state, layout).lineCount - layout.detailRows)
        if detail.state.scroll > maximum { detail.scroll(to: maximum, maximum: maximum) }
        followPicture()
        nameVisibleLinks()
        onChange?()
    }

    /// Shows `text` in the status bar for `duration`, or until the next notice. One said
    /// before the screen first starts waits for it, so that its time counts from the first
    /// frame (a slow start must not use it up unseen).
    public func showNotice(_ text: String, for duration: Duration) {
        guard hasStarted else {
            noticesBeforeStart.append((text, duration))
            return
        }
        notice.show(text, for: duration)
    }

    @discardableResult
    public func handle(_ key: Key) -> ScreenAction {
        if case let .mouse(event) = key { return batch { mouse(event) } }
        return batch { route(key) }
    }

    private func route(_ key: Key) -> ScreenAction {
        let map = keyMap
        guard let command = map.command(for: key), command != .editText else {
            // Letters and editing keys go to the one text field of the mode, if it has one.
            if map.mode == .search {
                // Typing again: the top match's detail waits for a pause in the typing.
                if search.edit(key) { following.loadsAtOnce = false }
            } else if map.mode == .picker {
                picker.edit(key)
            }
            return .none
        }
        return perform(command)
    }

    /// Carries out one command in the current mode.
    @discardableResult
    public func perform(_ command: Command) -> ScreenAction {
        batch { run(command) }
    }

    private func run(_ command: Command) -> ScreenAction {
        switch mode {
        case .help:
            help = help?.performing(command, height: size.height)
            return .none
        case .picker:
            if let choice = picker.perform(command) { apply(choice) }
            return .none
        default:
            return browse(command)
        }
    }

    private func browse(_ command: Command) -> ScreenAction {
        if focus == .detail {
            let layout = self.layout
            if detail.perform(command, rows: layout.detailRows, outline: detailOutline(state, layout)) { return .none }
        }
        switch command {
        case .moveUp, .moveDown, .pageUp, .pageDown, .first, .last:
            // A move by the user: their selection's detail waits for the dwell again.
            following.loadsAtOnce = false
            pane.move(command, from: state.selection, page: max(1, layout.listRows - 1))
        case .open:
            // Before the search's results are in (the index loading), the first opens when they
            // come, rather than the entry the list had selected before the search.
            guard pane.isSearchPending || state.selectedEntry != nil else { break }
            (following.loadsAtOnce, focus) = (true, .detail)
            if !pane.isSearchPending, let entry = state.selectedEntry { detail.open(entry) }
        case .follow:
            if let link = detail.state.link { return .push(LinkedScreenModel(following: link, from: self)) }
        case .forward: return .forward
        case .back:
            if focus == .detail, hasList {
                focus = .list
                if let document, detail.state.entry != nil { detail.show(document: document) }
                break
            }
            if search.state != nil {
                endSearch()
            } else if let earlier = filterHistory.takeBack() {
                restore(earlier)
            } else {
                return .back
            }
        case .search:
            (following.loadsAtOnce, focus) = (false, .list)
            pane.beginSearch(filters: filters)
        case .acceptSearch:
            search.accept()
            // Typing is over: the top match is what the user is after; no dwell for it.
            following.loadsAtOnce = true
            if !pane.isSearchPending, let entry = state.selectedEntry { detail.open(entry) }
        case .clearSearch: endSearch()
        case .retry: _ = (list.retry(), search.retry(), detail.retry())
        case .reload: reload()
        case .togglePictures:
            // Shared settings, which announce nothing.
            picture.settings.enabled.toggle()
            stored = nil
            picture.reset()
            notice.show(picture.settings.enabled ? "pictures on" : "pictures off", for: .seconds(3))
        case .switchPane: if hasList { focus = focus == .list ? .detail : .list }
        case .nextVariant:
            // Said, as the Moves heading may be off screen: "moves: Scarlet Violet".
            if let shown = detail.state.load.value, shown.variants.count > 1 {
                let index = shown.variant.flatMap(shown.variants.firstIndex(of:)) ?? 0
                showNotice("moves: " + DisplayText.title(fromSlug: shown.variants[(index + 1) % shown.variants.count]), for: .seconds(3))
            }
            detail.nextVariant()
        case .help: help = .catalog(filterKinds: catalog.filterKinds, canGoBack: canGoBack, actions: actions.available(on: pageLink))
        case let .action(id): perform(action: id)
        case let .pickFilter(id):
            if let kind = catalog.filterKinds.first(where: { $0.id == id }) { picker.open(kind, current: filters.value(for: kind)) }
        case .quit:
            stop()
            return .quit
        default:
            let entity = EntityCommands(desktop: desktop, favourites: favourites, list: list, notice: notice, catalog: catalog)
            return entity.perform(command, state: state, showsDocument: document != nil) ?? .none
        }
        return .none
    }

    /// Carries out what a mouse event means here (see ``MouseIntent``).
    private func mouse(_ event: MouseEvent) -> ScreenAction {
        let layout = self.layout
        switch MouseIntent(event, state: state, layout: layout, outline: detailOutline(state, layout), trailLevels: trailLevels) {
        case .none: break
        case let .scrollHelp(lines):
            for _ in 0..<abs(lines) { help = help?.performing(lines < 0 ? .moveUp : .moveDown, height: size.height) }
        case let .focus(pane): focus = pane
        case let .moveSelection(delta): select(state.selection + delta)
        case let .scrollDetail(line, maximum): detail.scroll(to: line, maximum: maximum)
        case let .select(index, opens):
            // Clicking in the list while typing a search keeps the results and leaves the bar.
            if search.state?.isEditing == true { search.accept() }
            focus = .list
            select(index)
            if opens { return browse(.open) }
        case let .follow(index):
            if hasList { focus = .detail }
            detail.selectLink(index)
            if let link = detail.state.link { return .push(LinkedScreenModel(following: link, from: self)) }
        case let .back(screens): return .backScreens(screens)
        }
        return .none
    }

    /// Moves the selection in what the list shows (the results, while there are any).
    public func select(_ index: Int) {
        batch {
            following.loadsAtOnce = false
            pane.select(index)
        }
    }

    /// Selects the entry whose id is `id` once the list has it, paging on toward it for a
    /// while (the first row meanwhile, and for good if it never comes).
    public func reveal(entryID id: String) {
        batch {
            following.loadsAtOnce = false
            list.reveal(Entry(id: id, title: ""), fallback: 0)
        }
    }

    private func endSearch() {
        following.loadsAtOnce = false
        pane.endSearch()
    }

    /// Loads again what is in view, revalidating: the list (keeping the place) and the
    /// detail when the list has the keyboard, else the detail.
    private func reload() {
        if focus == .list, search.state == nil {
            detail.forgetRecent()
            list.reload()
        }
        if let entry = document == nil ? state.selectedEntry : detail.state.entry { detail.reload(entry) }
    }

    /// After any change: the layout follows the state, and the detail the selection (unless
    /// the list is paging toward a chosen search result, whose detail is already shown).
    private func changed() {
        guard batchDepth == 0 else { return }
        applyLayout()
        if list.seeking == nil, document == nil {
            following.follow(state.selectedEntry, searchPending: pane.isSearchPending, detail: detail)
        }
        followPicture()
        nameVisibleLinks()
        onChange?()
    }

    /// The catalog's marks may have changed (an action): the state is put together again.
    func marksChanged() {
        stored = nil
        changed()
    }

    /// Runs `body` as one change: the sub-models' notifications are taken together at the end.
    private func batch<T>(_ body: () -> T) -> T {
        batchDepth += 1
        let result = body()
        batchDepth -= 1
        changed()
        return result
    }

    /// The picture follows the shown document and the layout's box.
    private func followPicture() {
        let places = detail.state.load.value?.mapCenter == nil ? [] : (search.state?.results ?? list.state.entries).compactMap(\.location)
        picture.update(document: detail.state.load.value, box: layout.pictureBox, places: places)
    }

    private func applyLayout() {
        if pane.fit(rows: layout.listRows) { stored = nil }
    }
}
