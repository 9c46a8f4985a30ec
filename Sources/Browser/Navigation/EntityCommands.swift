import CatalogKit

/// The commands about what a catalog screen shows rather than about the screen: copy it
/// (`y`, `Y`), open its web page (`o`), star it (`f`), list the stars (`F`). They reach the
/// desktop and the favourites, which live outside the screen's value; each says what it did.
@MainActor
struct EntityCommands {
    let desktop: (any Desktop)?
    let favourites: FavouriteScope?
    /// The screen's catalog: what its entries are, for their JSON (its entry kind), and each
    /// one's API address, as `show --json` gives them.
    let catalog: any Catalog

    var entryKind: LinkKind { catalog.linkKinds.first ?? "entry" }

    /// What a command did: a screen to open, or a note for the status bar.
    enum Outcome {
        case push(any Screen)
        case said(String, Duration)
        case nothing
    }

    /// Carries out `command` on the screen in `state` (`showsDocument`: a linked page's own
    /// document is in the detail pane).
    func perform(_ command: Command, state: CatalogScreenState, showsDocument: Bool) -> Outcome {
        let document = state.detail.load.value, isLoading = state.detail.load.isLoading
        switch command {
        case .copy, .copyJSON:
            // An entity (from the list, or a page of one opened by name) is copied as its kind;
            // a linked page's own document (a type, an area) as a document.
            let entry = state.detail.entry
            let key = entry?.id ?? document?.entityID
            let said = DesktopRequest.copy(
                document, isLoading: isLoading, asJSON: command == .copyJSON, kind: key != nil ? entryKind : "document",
                key: key, url: key.flatMap(catalog.entityAddress(for:)), desktop: desktop)
            return .said(said.text, said.duration)
        case .openWebPage:
            let said = DesktopRequest.open(document, isLoading: isLoading, desktop: desktop)
            return .said(said.text, said.duration)
        case .favourite:
            guard let favourites, let favourite = favourites.current(in: state, showsDocument: showsDocument) else { return .nothing }
            return .said(favourites.book.toggle(favourite), .seconds(4))
        case .favourites:
            return favourites.map { .push($0.book.screen()) } ?? .nothing
        default:
            return .nothing
        }
    }
}
