import CatalogKit

extension KeyMap {
    /// The map of a catalog screen in its current mode, innermost first: the help overlay,
    /// an open picker, the search bar while it has the keyboard, else the list or the detail.
    public static func catalog(
        help: Bool, picker: PickerState?, search: SearchState?, focus: Pane,
        filterKinds: [FilterKind], canGoBack: Bool, hasLinks: Bool = false, canGoForward: Bool = false,
        hasList: Bool = true, hasVariants: Bool = false, actions: [CatalogAction] = []
    ) -> KeyMap {
        if help { return .help }
        if let picker { return .picker(searchable: picker.kind.isSearchable) }
        if search?.isEditing == true { return .search }
        return .browse(
            focus == .detail ? .detail : .list, filterKinds: filterKinds, isSearching: search != nil, canGoBack: canGoBack,
            hasLinks: hasLinks, canGoForward: canGoForward, hasList: hasList, hasVariants: hasVariants, actions: actions)
    }
}
