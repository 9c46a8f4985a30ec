import CatalogKit

/// The detail pane's state: which entry it is about, and how far its loading got.
public struct DetailState: Sendable, Equatable {
    public var entry: Entry?
    public var load: LoadState<Detail>

    public static let idle = DetailState(entry: nil, load: .idle)
}
