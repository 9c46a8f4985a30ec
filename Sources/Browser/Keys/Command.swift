import CatalogKit

/// What a key asks a screen to do.
public enum Command: Sendable, Hashable {
    case moveUp, moveDown, pageUp, pageDown, first, last
    case open, back, search, retry, reload, switchPane, help, quit
    /// Opens the picker of the filter with this id.
    case pickFilter(String)
    /// Search bar: keep the results and leave the bar; clear the search.
    case acceptSearch, clearSearch
    /// Typing, deleting a letter or a word, clearing the text: in a text field.
    case editText
    /// Picker: apply the highlighted value; close without a change.
    case choose, cancel
    /// Help overlay: close it.
    case closeHelp
    /// Detail pane: go to the next or previous link; follow the selected one.
    case nextLink, previousLink, follow
    /// Re-open the screen that back left.
    case forward
    /// Star or unstar the current entity; open the favourites screen.
    case favourite, favourites
    /// Copy the selected entity's name and URL, or its document as JSON, to the clipboard.
    case copy, copyJSON
    /// Open the entity's most useful web page in the browser.
    case openWebPage
    /// Sort the list the next way the catalog offers.
    case sort
    /// Mouse-only actions, listed in help and the key table (no key triggers them).
    case mouse
    /// Show or hide pictures and maps.
    case togglePictures
    /// Show the document's next version (a Pokémon's moves in the next older game).
    case nextVariant
    /// One of the catalog's own actions (``CatalogKit/CatalogAction``).
    case action(ActionID)
}
