import TextLayout

extension PaneKeys {
    /// The keys `map` binds to retrying and to leaving (back, clear the search, close).
    public init(_ map: KeyMap) {
        self.init(retry: map.key(for: .retry), back: map.key(for: .back) ?? map.key(for: .clearSearch) ?? map.key(for: .cancel))
    }
}
