import CatalogKit

/// The screen a followed link pushes. It asks the catalog for the page
/// (``CatalogKit/Catalog/open(_:freshness:)``), showing "Loading…" and then, on a failure,
/// the error pane with its retry key, the trail in the top line all along; once the page is
/// there, it is a ``CatalogScreenModel`` over a ``PageCatalog``: the page's document in the
/// detail pane and its entries, if any, in the list, browsed, searched and opened as in a
/// catalog. Esc goes back at every stage.
@MainActor
public final class LinkedScreenModel: Screen {
    public let link: Link
    /// The way here, without this page (its title is added).
    public let trail: [String]
    /// For each crumb of ``trail``, how many screens back it is from this one.
    public let trailLevels: [Int]
    let desktop: (any Desktop)?
    /// The page as loaded so far.
    public private(set) var page: LoadState<LinkedPage> = .idle
    /// How far a long load has got, said in the status line while the page loads.
    private var progress: String?
    /// The loaded page as a catalog screen.
    public private(set) var screen: CatalogScreenModel?
    public var onChange: (@MainActor () -> Void)?
    public var canGoBack = false { didSet { screen?.canGoBack = canGoBack } }
    public var canGoForward = false { didSet { screen?.canGoForward = canGoForward } }
    public var onPush: (@MainActor (any Screen) -> Void)? { didSet { screen?.onPush = onPush } }
    /// Where `f` puts its stars: the page's own document is starred as this link.
    public var favourites: FavouriteScope? { didSet { screen?.favourites = pageScope } }

    private let catalog: any Catalog
    private let timing: BrowserTiming
    /// A test's stand-in for the detail's layout; nil: the model lays it out itself.
    private let detailOutline: CatalogScreenModel.DetailOutlineFunction?
    private let tasks = NamedTasks()
    /// Shared with the screen this one was opened from.
    private let pictures: PictureSettings
    private var size = (width: 80, height: 24)
    /// The help overlay over the loading or failed page, while it is open.
    private var help: HelpState?

    /// `page`: already resolved (a deep link opened before the interface); else `start` loads it.
    public init(
        catalog: any Catalog, link: Link, trail: [String], timing: BrowserTiming = .standard,
        detailOutline: CatalogScreenModel.DetailOutlineFunction? = nil, page: LinkedPage? = nil,
        trailLevels: [Int]? = nil, desktop: (any Desktop)? = nil, pictures: PictureSettings = PictureSettings()
    ) {
        (self.catalog, self.link, self.trail, self.timing, self.detailOutline) = (catalog, link, trail, timing, detailOutline)
        // By default each crumb is one screen below (a deep link's catalog list).
        (self.trailLevels, self.desktop) = (trailLevels ?? trail.map { _ in 1 }, desktop)
        self.pictures = pictures
        if let page { show(page, starting: false) }
    }

    /// The screen for `link` followed from `origin`'s detail: the trail goes on from there.
    convenience init(following link: Link, from origin: CatalogScreenModel) {
        let here = origin.trail.isEmpty ? [origin.catalog.title] : origin.trail
        // The origin's crumbs are one screen further away than they were from it.
        let levels = origin.trail.isEmpty ? [1] : origin.trailLevels.map { $0 + 1 }
        let entry = origin.detail.state.entry.map { [$0.title] } ?? []
        self.init(
            catalog: origin.catalog, link: link, trail: here + entry, timing: origin.timing, detailOutline: origin.detailOutline,
            trailLevels: levels + entry.map { _ in 1 }, desktop: origin.desktop, pictures: origin.picture.settings)
        favourites = origin.favourites
    }

    private var pageScope: FavouriteScope? {
        guard var scope = favourites else { return nil }
        scope.page = link
        return scope
    }

    public var content: ScreenContent { screen?.content ?? .catalog(placeholder) }

    /// Loading or failed: the detail pane alone, about the link, with the keys that work here
    /// (and their help over it, while it is open).
    var placeholder: CatalogScreenState {
        let load: LoadState<Detail> = page.error.map { .failed($0) } ?? .loading
        return CatalogScreenState(
            title: link.label, itemName: link.label, detail: DetailState(entry: Entry(id: link.id, title: link.label), load: load),
            focus: .detail, help: help, notice: page.error == nil ? progress : nil, keyMap: help == nil ? placeholderKeys : .help, trail: trail + [link.label],
            hasList: false)
    }

    /// The keys of the loading or failed page.
    var placeholderKeys: KeyMap {
        var map = KeyMap.browse(.detail, canGoBack: canGoBack, canGoForward: canGoForward, hasList: false)
        let commands: Set<Command> = [.back, .forward, .retry, .reload, .favourites, .help, .quit]
        map.bindings = map.bindings.filter { commands.contains($0.command) }
        return map
    }

    public func start() {
        if let screen { screen.start() } else { load(.cachedIfFresh) }
    }

    public func stop() {
        tasks.cancelAll()
        screen?.stop()
    }

    public func resume() {
        if let screen { screen.resume() } else if page == .loading { load(.cachedIfFresh) }
    }

    /// Waits until the page and everything the screen loads have arrived: for tests.
    public func settle() async {
        await tasks.idle()
        await screen?.settle()
    }

    public func resize(width: Int, height: Int) {
        size = (width, height)
        screen?.resize(width: width, height: height)
    }

    public func handle(_ key: Key) -> ScreenAction {
        if let screen { return screen.handle(key) }
        if let open = help {
            if let command = KeyMap.help.command(for: key) {
                help = open.performing(command, height: size.height)
                onChange?()
            }
            return .none
        }
        switch placeholderKeys.command(for: key) {
        case .help:
            help = HelpState(lines: HelpState.lines([("Keys", placeholderKeys)]), footer: KeyMap.help.hints.joined(separator: "  "))
            onChange?()
        case .back: return .back
        case .forward: return .forward
        case .favourites: if let favourites { return .push(favourites.book.screen()) }
        case .retry: if page.error?.isRetryable == true { load(.cachedIfFresh) }
        case .reload: load(.revalidate)
        case .quit:
            stop()
            return .quit
        default: break
        }
        return .none
    }

    private func load(_ freshness: Freshness) {
        (page, progress) = (.loading, nil)
        let catalog = self.catalog, link = self.link
        // A long load's progress ("120 of 1,339 ingredients answered…") stands in the status line.
        let report: @Sendable (String) -> Void = { [weak self] text in
            Task { @MainActor in
                guard let self, self.page.isLoading else { return }
                self.progress = text
                self.onChange?()
            }
        }
        tasks.start(
            .linkedPage,
            { () async -> Result<LinkedPage, AppError> in
                await LoadProgress.listening(report) { () async -> Result<LinkedPage, AppError> in
                    do throws(AppError) {
                        return .success(try await catalog.open(link, freshness: freshness))
                    } catch {
                        return .failure(error)
                    }
                }
            },
            then: { [weak self] result in
                self?.progress = nil
                switch result {
                case let .success(page): self?.show(page, starting: true)
                case let .failure(error): self?.page = .failed(error.isCancellation ? .interrupted : error)
                }
                self?.onChange?()
            })
        onChange?()
    }

    /// The page changed (a catalog's action): loaded again, the entry the user was on kept
    /// (or the first, when it is gone), with `notice` said once it is there.
    private func reload(keepingPlace notice: String?) {
        let kept = screen?.state.selectedEntry?.id
        let catalog = self.catalog, link = self.link
        tasks.start(
            .linkedPage,
            { () async -> LinkedPage? in
                try? await catalog.open(link, freshness: .cachedIfFresh)
            },
            then: { [weak self] page in
                guard let self, let page else { return }
                self.show(page, starting: true)
                if let kept { self.screen?.reveal(entryID: kept) }
                if let notice { self.screen?.showNotice(DisplayText.line(notice), for: .seconds(3)) }
                self.onChange?()
            })
    }

    /// The page arrived: from now on the screen is a catalog screen over it.
    private func show(_ page: LinkedPage, starting: Bool) {
        self.page = .loaded(page)
        help = nil
        let screen = CatalogScreenModel(
            catalog: PageCatalog(base: catalog, page: page), timing: timing, detailOutline: detailOutline,
            trail: trail + [page.title], trailLevels: trailLevels + [0], document: page.document, hasList: page.entries != nil,
            desktop: desktop, pictures: pictures)
        (screen.canGoBack, screen.canGoForward, screen.onPush, screen.pageLink) = (canGoBack, canGoForward, onPush, link)
        screen.onPageOutdated = { [weak self] notice in self?.reload(keepingPlace: notice) }
        screen.favourites = pageScope
        screen.onChange = { [weak self] in self?.onChange?() }
        screen.resize(width: size.width, height: size.height)
        self.screen = screen
        if starting { screen.start() }
    }
}

extension LinkedScreenModel {
    /// The page of `favourite` in `catalog` (titled `catalogTitle`), as the favourites screen
    /// opens it: with the app's desktop and picture settings, as every other screen has them
    /// (there is no default to forget, so its picture shows as it does from the list).
    public static func favourite(
        _ favourite: Favourite, in catalog: any Catalog, catalogTitle: String, desktop: (any Desktop)?,
        pictures: PictureSettings, timing: BrowserTiming = .standard
    ) -> LinkedScreenModel {
        LinkedScreenModel(catalog: catalog, link: favourite.link, trail: ["Favourites", catalogTitle], timing: timing, desktop: desktop, pictures: pictures)
    }
}
