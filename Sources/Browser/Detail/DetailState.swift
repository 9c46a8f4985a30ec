import CatalogKit
import Imaging

/// The picture beside a detail (a sprite, a dish): what the pane shows in its place.
public enum PictureState: Sendable, Equatable {
    /// No picture: the document names none, the pane has no room, or pictures are off.
    case none
    /// Asked for; the text is already shown.
    case loading
    /// Decoded and scaled to the layout's ``ScreenLayout/pictureBox``.
    case shown(CellPicture)
    /// It could not be had (missing, not an image, too large): a short placeholder instead.
    case missing(String)
}

/// The detail pane's state: which entry it is about (nil for a linked page's own document),
/// how far its loading got, how far it is scrolled, and which of its links is selected.
public struct DetailState: Sendable, Equatable {
    public var entry: Entry?
    public var load: LoadState<Detail>
    /// First line shown.
    public var scroll: Int
    /// The selected link, by position in the document's ``CatalogKit/Detail/links``.
    public var selectedLink: Int?
    /// The document's picture, loaded after its text.
    public var picture: PictureState
    /// The shown picture's pixels, for a pixel protocol (nil when cells only).
    public var pixels: PixelSource? = nil
    /// Where the shown picture lies on the Earth, when it is the catalog's map of the list.
    public var mapFrame: MapFrame? = nil

    public init(entry: Entry? = nil, load: LoadState<Detail> = .idle, scroll: Int = 0, selectedLink: Int? = nil, picture: PictureState = .none) {
        self.entry = entry
        self.load = load
        self.scroll = scroll
        self.selectedLink = selectedLink
        self.picture = picture
    }

    /// The selected link itself, if the document has it.
    public var link: Link? {
        guard let index = selectedLink, let links = load.value?.links, links.indices.contains(index) else { return nil }
        return links[index]
    }

    public static let idle = DetailState()

    /// What retrying would load again here, or nil when nothing: the one fact that both the
    /// pane's "retry" hints and ``DetailModel/retry()`` read, so the key works wherever
    /// it is offered (on a linked or deep-linked page's own document too).
    public var retry: DetailRetry? {
        switch load {
        case let .failed(error):
            guard error.isRetryable, let entry else { return nil }
            return .whole(entry)
        case let .loaded(detail):
            let parts = detail.retryableParts
            // A page's own document is an entity's detail when it names its id.
            guard !parts.isEmpty, let owner = entry ?? detail.entityID.map({ Entry(id: $0, title: detail.title) }) else { return nil }
            return .parts(parts, of: owner)
        case .idle, .loading:
            return nil
        }
    }
}

/// What retrying the detail pane loads again.
public enum DetailRetry: Sendable, Equatable {
    /// The whole detail of the entry, which failed.
    case whole(Entry)
    /// The named parts of the shown document that did not load, as parts of the entry's detail.
    case parts([String], of: Entry)
}
