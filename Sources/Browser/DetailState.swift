import CatalogKit

/// The detail pane's state: which entry it is about (nil for a linked page's own document),
/// how far its loading got, how far it is scrolled, and which of its links is selected.
public struct DetailState: Sendable, Equatable {
    public var entry: Entry?
    public var load: LoadState<Detail>
    /// First line shown.
    public var scroll: Int
    /// The selected link, by position in the document's ``CatalogKit/Detail/links``.
    public var selectedLink: Int?

    public init(entry: Entry? = nil, load: LoadState<Detail> = .idle, scroll: Int = 0, selectedLink: Int? = nil) {
        self.entry = entry
        self.load = load
        self.scroll = scroll
        self.selectedLink = selectedLink
    }

    /// The selected link itself, if the document has it.
    public var link: Link? {
        guard let index = selectedLink, let links = load.value?.links, links.indices.contains(index) else { return nil }
        return links[index]
    }

    public static let idle = DetailState()
}
