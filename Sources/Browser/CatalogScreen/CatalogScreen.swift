import CatalogKit

/// A catalog on screen as one value: the entry list, the search, the detail, the picker, the
/// status notice, the picture and the actions under way, with the focus, the filters, the
/// help and the size. Every change goes through ``handle(_:)``, which returns the effects it
/// needs (tasks to run or cancel, events to send); a thin store (``CatalogScreenModel``) runs
/// them and feeds their results back as events.
///
/// After each event the screen settles: the panes page by the layout's rows, the detail
/// follows the selection (unless the list is paging toward a chosen search result, whose
/// detail is already shown), the picture follows the document and the layout's box, and the
/// links on screen are named. Page steps, the list's scroll, the detail's scroll limit and the
/// lines of its links follow from the pure ``ScreenLayout`` and the detail as laid out at the
/// pane's width (``DetailPane/outline(_:layout:)``).
@MainActor
public struct CatalogScreen {
    /// The detail pane's content as laid out in the layout (a test's stand-in for the layout).
    public typealias DetailOutlineFunction = @MainActor (CatalogScreenState, ScreenLayout) -> DetailOutline

    public internal(set) var list: EntryListModel
    public internal(set) var search: SearchModel
    public internal(set) var detail: DetailModel
    public internal(set) var picker: PickerModel
    public internal(set) var notice: NoticeModel
    /// The detail's picture.
    public internal(set) var picture: PictureModel
    /// The catalog's own actions under way.
    public internal(set) var actions: ActionQueue
    public internal(set) var focus: Pane
    public internal(set) var filters: [CatalogFilter]
    var filterHistory = FilterHistory()
    /// The link of the page this screen shows, on a linked page: which actions work here.
    public var pageLink: Link?
    public var canGoBack = false
    public var canGoForward = false
    var help: HelpState?
    private(set) var size = (width: 80, height: 24)
    var following = DetailFollowing()
    /// Whether the screen has started, and the notices said before it.
    private var hasStarted = false
    private var noticesBeforeStart: [(String, Duration)] = []
    /// Stopped (quit, or another screen on top): nothing is asked for until a start or resume.
    private var isStopped = false

    public let catalog: any Catalog
    public let timing: BrowserTiming
    let detailOutline: DetailOutlineFunction
    /// The way here: empty for a catalog's own screen, the catalog and the links followed for
    /// a linked page.
    public let trail: [String]
    /// For each crumb of ``trail``, how many screens back it is (0 for this screen's own).
    public let trailLevels: [Int]
    /// A linked page's own document, shown while no entry is opened.
    let document: Detail?
    let hasList: Bool

    public init(
        catalog: any Catalog, timing: BrowserTiming = .standard, prefetchDistance: Int = 20,
        detailOutline: DetailOutlineFunction? = nil, trail: [String] = [], trailLevels: [Int] = [], document: Detail? = nil,
        hasList: Bool = true, pictures: PictureSettings = PictureSettings()
    ) {
        (self.catalog, self.timing, self.trail, self.trailLevels, self.document, self.hasList) = (catalog, timing, trail, trailLevels, document, hasList)
        self.detailOutline = detailOutline ?? { DetailPane.outline($0, layout: $1) }
        filters = catalog.defaultFilters
        list = EntryListModel(
            catalog: catalog, filters: catalog.defaultFilters, prefetchDistance: prefetchDistance, namingDwell: timing.namingDwell, clock: timing.clock)
        search = SearchModel(strategy: catalog.searchStrategy, clock: timing.clock, catalog: catalog, namingDwell: timing.namingDwell)
        detail = DetailModel(catalog: catalog, timing: timing)
        picker = PickerModel(catalog: catalog, timing: timing)
        notice = NoticeModel(clock: timing.clock)
        picture = PictureModel(catalog: catalog, timing: timing, settings: pictures)
        actions = ActionQueue(catalog: catalog)
        focus = hasList ? .list : .detail
    }

    /// The screen as the views draw it, less the marks that live outside it (the favourites'
    /// stars and the catalog's badges, which the store adds).
    public var state: CatalogScreenState {
        var shown = detail.state
        shown.picture = picture.state
        shown.pixels = picture.pixels
        shown.mapFrame = picture.state == .none ? nil : picture.mapFrame
        return CatalogScreenState(
            title: catalog.title, itemName: catalog.itemName, list: list.state, search: search.state, detail: shown,
            focus: focus, filterKinds: catalog.filterKinds, filters: filters, picker: picker.state, help: help,
            notice: notice.text, keyMap: keyMap, trail: trail, hasList: hasList, order: list.orderName,
            showsMaps: picture.settings.showsMaps)
    }

    /// The keys of the mode the screen is in.
    public var keyMap: KeyMap {
        .catalog(
            help: help != nil, picker: picker.state, search: search.state, focus: focus, filterKinds: catalog.filterKinds,
            canGoBack: canGoBack || !filterHistory.isEmpty,
            hasLinks: detail.state.load.value?.hasLinks == true, canGoForward: canGoForward, hasList: hasList,
            hasVariants: (detail.state.load.value?.variants.count ?? 0) > 1, actions: actions.available(on: pageLink))
    }

    /// The layout at the current size.
    public var layout: ScreenLayout {
        ScreenLayout(
            width: size.width, height: size.height, hasList: hasList, entries: list.state.entries.count, search: search.state,
            listLoad: list.state.load, focus: focus)
    }

    /// The rows the list pane shows: search results while there are any, else all entries.
    var visibleEntries: [Entry] { search.state?.results ?? list.state.entries }
    /// The selection in what the list pane shows.
    var selection: Int { search.state?.results != nil ? (search.state?.cursor.selection ?? 0) : list.state.cursor.selection }
    var selectedEntry: Entry? {
        let rows = visibleEntries
        return rows.indices.contains(selection) ? rows[selection] : nil
    }

    /// A query whose results have not come yet: what the list selects is not one of them.
    var isSearchPending: Bool {
        guard let search = search.state else { return false }
        return !search.query.isEmpty && search.results == nil
    }

    /// Handles `event` and settles the screen after it; returns the effects to carry out.
    public mutating func handle(_ event: ScreenEvent) -> [Effect<ScreenEvent>] {
        let effects = react(to: event)
        // A stop leaves everything where it is; nothing is asked for until the screen is back.
        if isStopped { return effects }
        return effects + settle()
    }

    private mutating func react(to event: ScreenEvent) -> [Effect<ScreenEvent>] {
        switch event {
        case .appear:
            guard let document else { return [] }
            return detail.show(document: document).lifted(ScreenEvent.detail)
        case .start:
            isStopped = false
            var effects = list.start().lifted(ScreenEvent.list)
            hasStarted = true
            for (text, duration) in noticesBeforeStart { effects += notice.show(text, for: duration).lifted(ScreenEvent.status) }
            noticesBeforeStart = []
            return effects
        case .stop: return stopAll()
        case .resume:
            isStopped = false
            return list.start().lifted(ScreenEvent.list) + search.resume(loaded: list.state.entries).lifted(ScreenEvent.search)
                + detail.resume().lifted(ScreenEvent.detail) + picker.resume().lifted(ScreenEvent.picker)
        case let .resize(width, height): return resize(width: width, height: height)
        case let .key(key):
            if case let .mouse(event) = key { return mouse(event) }
            return route(key)
        case let .command(command): return run(command)
        case let .select(index):
            following.loadsAtOnce = false
            return selectRow(index)
        case let .reveal(id):
            following.loadsAtOnce = false
            return list.reveal(Entry(id: id, title: ""), fallback: 0).lifted(ScreenEvent.list)
        case let .say(text, duration): return say(text, for: duration)
        case let .show(text, duration): return notice.show(text, for: duration).lifted(ScreenEvent.status)
        case let .countdown(duration, render): return notice.showCountdown(for: duration, render).lifted(ScreenEvent.status)
        default: return receive(event)
        }
    }

    /// A part's news.
    private mutating func receive(_ event: ScreenEvent) -> [Effect<ScreenEvent>] {
        switch event {
        case let .list(.notice(text)): return notice.show(text, for: .seconds(3)).lifted(ScreenEvent.status)
        case let .list(event): return list.receive(event).lifted(ScreenEvent.list)
        case let .search(event): return search.receive(event, loaded: list.state.entries).lifted(ScreenEvent.search)
        case let .detail(event): return detail.receive(event).lifted(ScreenEvent.detail)
        case let .picker(.chose(choice)): return apply(choice)
        case let .picker(event): return picker.receive(event).lifted(ScreenEvent.picker)
        case let .status(event): return notice.receive(event).lifted(ScreenEvent.status)
        case let .picture(event): return picture.receive(event).lifted(ScreenEvent.picture)
        case let .action(event): return finish(action: event)
        default: return []
        }
    }

    /// Shows `text` in the status bar for `duration`, or until the next notice. One said
    /// before the screen first starts waits for it, so that its time counts from the first
    /// frame (a slow start must not use it up unseen).
    mutating func say(_ text: String, for duration: Duration) -> [Effect<ScreenEvent>] {
        guard hasStarted else {
            noticesBeforeStart.append((text, duration))
            return []
        }
        return notice.show(text, for: duration).lifted(ScreenEvent.status)
    }

    /// Everything in flight is cancelled.
    private mutating func stopAll() -> [Effect<ScreenEvent>] {
        isStopped = true
        return list.stop().lifted(ScreenEvent.list) + search.stop().lifted(ScreenEvent.search) + detail.stop().lifted(ScreenEvent.detail)
            + picker.stop().lifted(ScreenEvent.picker) + [.cancel(.notice)] + picture.stop().lifted(ScreenEvent.picture)
            + actions.stop().lifted(ScreenEvent.action)
    }

    private mutating func resize(width: Int, height: Int) -> [Effect<ScreenEvent>] {
        size = (width, height)
        // Stopped: the panes fit the size when the screen is back.
        guard !isStopped else { return [] }
        let effects = fit()
        let layout = self.layout
        let maximum = max(0, detailOutline(state, layout).lineCount - layout.detailRows)
        if detail.state.scroll > maximum { detail.scroll(to: maximum, maximum: maximum) }
        return effects
    }

    /// After any change: the panes page by the layout, the detail follows the selection, the
    /// picture the document, and the links on screen are named.
    private mutating func settle() -> [Effect<ScreenEvent>] {
        var effects = fit()
        // A page's own document stays until an entry is opened; from then on the detail
        // follows the selection, as on a catalog's own screen.
        if list.seeking == nil, document == nil || detail.state.entry != nil {
            effects += following.follow(selectedEntry, searchPending: isSearchPending, detail: &detail).lifted(ScreenEvent.detail)
        }
        effects += followPicture()
        return effects + nameVisibleLinks()
    }

    /// Both sources of the list pane page by its rows.
    private mutating func fit() -> [Effect<ScreenEvent>] {
        let rows = layout.listRows
        search.fit(rows: rows)
        return list.fit(rows: rows).lifted(ScreenEvent.list)
    }

    /// The picture follows the shown document and the layout's box.
    private mutating func followPicture() -> [Effect<ScreenEvent>] {
        let places = detail.state.load.value?.mapCenter == nil ? [] : visibleEntries.compactMap(\.location)
        return picture.update(document: detail.state.load.value, box: layout.pictureBox, places: places).lifted(ScreenEvent.picture)
    }

    /// The detail's links on screen, for the names the document lacks there.
    private mutating func nameVisibleLinks() -> [Effect<ScreenEvent>] {
        guard let document = detail.state.load.value, document.namesPending else { return [] }
        let layout = self.layout
        let lines = detailOutline(state, layout).linkLines
        let top = detail.state.scroll, bottom = top + layout.detailRows
        let links = document.links
        let visible = lines.indices.filter { (top..<bottom).contains(lines[$0]) && links.indices.contains($0) }.map { links[$0] }
        return detail.show(visibleLinks: visible).lifted(ScreenEvent.detail)
    }
}
