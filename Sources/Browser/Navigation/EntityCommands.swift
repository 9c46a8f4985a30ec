import CatalogKit

/// The commands about what a catalog screen shows rather than about the screen: copy it
/// (`y`, `Y`), open its web page (`o`), star it (`f`), list the stars (`F`), sort the list
/// (`s`). Each says what it did in the status bar.
@MainActor
struct EntityCommands {
    let desktop: (any Desktop)?
    let favourites: FavouriteScope?
    let list: EntryListViewModel
    let notice: NoticeViewModel
    /// The screen's catalog: what its entries are, for their JSON (its entry kind), and each
    /// one's API address, as `show --json` gives them.
    let catalog: any Catalog

    var entryKind: LinkKind { catalog.linkKinds.first ?? "entry" }

    /// Carries out `command` on the screen in `state` (`showsDocument`: a linked page's own
    /// document is in the detail pane); nil when the command is not one of these.
    func perform(_ command: Command, state: CatalogScreenState, showsDocument: Bool) -> ScreenAction? {
        let document = state.detail.load.value, isLoading = state.detail.load.isLoading
        switch command {
        case .copy, .copyJSON:
            // An entity (from the list, or a page of one opened by name) is copied as its kind;
            // a linked page's own document (a type, an area) as a document.
            let entry = state.detail.entry
            let key = entry?.id ?? document?.entityID
            let said = DesktopRequest.copy(document, isLoading: isLoading, asJSON: command == .copyJSON, kind: key != nil ? entryKind : "document",
                                           key: key, url: key.flatMap(catalog.entityAddress(for:)), desktop: desktop)
            notice.show(said.text, for: said.duration)
        case .openWebPage:
            let said = DesktopRequest.open(document, isLoading: isLoading, desktop: desktop)
            notice.show(said.text, for: said.duration)
        case .sort:
            // Again while the name index is on its way: stay in the list's order.
            if state.hasList { list.sortNext() }
        case .favourite:
            if let favourites, let favourite = favourites.current(in: state, showsDocument: showsDocument) {
                notice.show(favourites.book.toggle(favourite), for: .seconds(4))
            }
        case .favourites:
            if let favourites { return .push(favourites.book.screen()) }
        default:
            return nil
        }
        return ScreenAction.none
    }
}
