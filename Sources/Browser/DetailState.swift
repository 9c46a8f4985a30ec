import CatalogKit

/// The detail pane's state: which entry it is about, how far its loading got, and how far
/// it is scrolled.
public struct DetailState: Sendable, Equatable {
    public var entry: Entry?
    public var load: LoadState<Detail>
    /// First line shown.
    public var scroll: Int

    public init(entry: Entry? = nil, load: LoadState<Detail> = .idle, scroll: Int = 0) {
        self.entry = entry
        self.load = load
        self.scroll = scroll
    }

    public static let idle = DetailState()
}
