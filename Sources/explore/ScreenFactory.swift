import Browser
import CatalogKit
import CatalogRegistry
import Imaging
import FoundationEssentials

/// The interface's screens, made from the ``AppEnvironment``: a catalog's screen (or the pane
/// that says what it needs first), a deep link's page, the start screen, and the favourites'
/// pages, each catalog made at most once per run.
@MainActor
final class ScreenFactory {
    let app: AppEnvironment
    let notices: NoticeRelay
    let desktop: SystemDesktop
    /// Shared by every screen; the terminal says later how it can draw them.
    let pictures: PictureSettings
    let book: FavouritesBook
    private var made: [CatalogID: CatalogSetup] = [:]

    init(app: AppEnvironment, notices: NoticeRelay) {
        self.app = app
        self.notices = notices
        desktop = SystemDesktop(environment: app.environment)
        pictures = PictureSettings(enabled: app.pictureMode != .off)
        book = FavouritesBook(
            store: FavouritesStore(environment: app.environment),
            catalogTitles: Dictionary(uniqueKeysWithValues: Catalogs.all.map { ($0.id, $0.title) }),
            entryKinds: Dictionary(uniqueKeysWithValues: Catalogs.all.map { ($0.id, $0.entryKind) }))
        // A favourite opens on its catalog's page for it.
        book.open = { [self] favourite in
            guard let descriptor = Catalogs.descriptor(favourite.catalog) else { return nil }
            let setup = setup(descriptor)
            guard case let .ready(instance) = setup else { return screen(descriptor, setup) }
            let linked = LinkedScreenModel.favourite(favourite, in: instance, catalogTitle: descriptor.title, desktop: desktop, pictures: pictures)
            linked.favourites = scope(descriptor)
            return linked
        }
    }

    /// The catalog, made once; its retries and cache events go to the notice.
    func setup(_ descriptor: CatalogDescriptor) -> CatalogSetup {
        if let setup = made[descriptor.id] { return setup }
        let notices = notices
        let setup = app.make(
            descriptor, onRetry: { notice in Task { @MainActor in notices.retrying(notice) } },
            onCacheEvent: { event in Task { @MainActor in notices.cached(event) } })
        made[descriptor.id] = setup
        return setup
    }

    func scope(_ descriptor: CatalogDescriptor) -> FavouriteScope {
        FavouriteScope(book: book, catalog: descriptor.id, entryKind: descriptor.entryKind)
    }

    /// A catalog as a screen, or the pane that says what it needs first.
    func screen(_ descriptor: CatalogDescriptor, _ setup: CatalogSetup) -> any Screen {
        switch setup {
        case let .needsSetup(title, paragraphs):
            return MessageScreenModel(title: title, paragraphs: paragraphs)
        case let .ready(catalog):
            let model = CatalogScreenModel(catalog: catalog, desktop: desktop, pictures: pictures)
            model.favourites = scope(descriptor)
            if app.arguments.offline {
                model.showNotice("offline: showing what the cache holds", for: .seconds(5))
            }
            notices.model = model
            return model
        }
    }

    /// The page a deep link opens, or the line that says why it cannot be opened.
    func deepLink(_ link: Link, _ descriptor: CatalogDescriptor, _ setup: CatalogSetup) async -> Result<LinkedScreenModel, DeepLink.Message> {
        guard case let .ready(instance) = setup else {
            return .failure(DeepLink.Message(text: "\(descriptor.title) needs setting up first; run 'explore \(descriptor.id)' to see how"))
        }
        switch await DeepLink.open(link, in: instance, title: descriptor.title) {
        case let .success(page):
            let linked = LinkedScreenModel(catalog: instance, link: link, trail: [descriptor.title], page: page, desktop: desktop, pictures: pictures)
            linked.favourites = scope(descriptor)
            return .success(linked)
        case let .failure(message):
            return .failure(message)
        }
    }

    /// The start screen: the catalogs, each opened as its screen.
    func startScreen() -> any Screen {
        let items = Catalogs.all.map { StartScreenState.Item(command: $0.id.rawValue, title: $0.title, summary: $0.summary) }
        let start = StartScreenModel(items: items) { [self] item in
            Catalogs.descriptor(CatalogID(item.command)).map { screen($0, setup($0)) }
        }
        start.favourites = book
        return start
    }
}

extension AppEnvironment {
    /// How pictures are drawn: `--no-images`, else `--pictures`, else the config's `pictures`,
    /// else `auto`.
    var pictureMode: PictureMode {
        arguments.noImages ? .off : arguments.pictures ?? settings.pictureMode ?? .auto
    }
}
