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
}
