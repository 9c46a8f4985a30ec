import CatalogKit
import Synchronization

extension KeyMap {
    /// The map of a catalog screen in its current mode, innermost first: the help overlay,
    /// an open picker, the search bar while it has the keyboard, else the list or the detail.
    /// The last map made is kept with what it was made from: a held key asks for the same map
    /// on every press, and building it (with the user's bindings) would cost more than the key.
    public static func catalog(
        help: Bool, picker: PickerState?, search: SearchState?, focus: Pane,
        filterKinds: [FilterKind], canGoBack: Bool, hasLinks: Bool = false, canGoForward: Bool = false,
        hasList: Bool = true, hasVariants: Bool = false, actions: [CatalogAction] = []
    ) -> KeyMap {
        if help { return .help }
        if let picker { return .picker(searchable: picker.kind.isSearchable) }
        if search?.isEditing == true { return .search }
        let inputs = BrowseInputs(
            mode: focus == .detail ? .detail : .list, filterKinds: filterKinds, isSearching: search != nil, canGoBack: canGoBack,
            hasLinks: hasLinks, canGoForward: canGoForward, hasList: hasList, hasVariants: hasVariants, actions: actions,
            overrides: KeyOverrides.current)
        if let kept = lastBrowse.withLock({ $0?.inputs == inputs ? $0?.map : nil }) { return kept }
        let map = KeyMap.browse(
            inputs.mode, filterKinds: filterKinds, isSearching: inputs.isSearching, canGoBack: canGoBack,
            hasLinks: hasLinks, canGoForward: canGoForward, hasList: hasList, hasVariants: hasVariants, actions: actions)
        lastBrowse.withLock { $0 = (inputs, map) }
        return map
    }

    /// Everything a browsing map is made from, the user's bindings included.
    private struct BrowseInputs: Equatable {
        var mode: KeyMode
        var filterKinds: [FilterKind]
        var isSearching: Bool
        var canGoBack: Bool
        var hasLinks: Bool
        var canGoForward: Bool
        var hasList: Bool
        var hasVariants: Bool
        var actions: [CatalogAction]
        var overrides: KeyOverrides
    }

    /// The last browsing map made, with its inputs.
    private static let lastBrowse = Mutex<(inputs: BrowseInputs, map: KeyMap)?>(nil)
}
