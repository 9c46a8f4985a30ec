import CatalogKit

/// Everything that happens to a catalog screen, as one value: what the user and the app do
/// (keys, a resize, a notice to show) and what its parts' tasks deliver. ``CatalogScreen``
/// handles each one and returns the effects it needs.
public enum ScreenEvent: Sendable {
    /// The screen is made: a linked page's own document shows.
    case appear
    /// The screen begins its work, stops it all, or comes back on top after a stop.
    case start, stop, resume
    /// The terminal's size, at first and after each change.
    case resize(width: Int, height: Int)
    /// A key or a mouse event, routed through the key map of the mode the screen is in.
    case key(Key)
    /// One command carried out in the current mode.
    case command(Command)
    /// Row `index` of what the list shows is selected.
    case select(Int)
    /// The entry of this id is selected once the list has it.
    case reveal(entryID: String)
    /// `text` in the status bar for a while; said before the screen starts, it waits for the start.
    case say(String, for: Duration)
    /// `text` in the status bar for a while, at once (what a key did).
    case show(String, for: Duration)
    /// A note that counts down, given the time left each second.
    case countdown(Duration, @Sendable (Duration) -> String)
    /// A part's news: a task's result, or what a part tells the screen.
    case list(EntryListModel.Event)
    case search(SearchModel.Event)
    case detail(DetailModel.Event)
    case picker(PickerModel.Event)
    case status(NoticeModel.Event)
    case picture(PictureModel.Event)
    case action(ActionQueue.Event)
    /// What the screen asks of the world around it (sent; the store carries it out).
    case request(ScreenRequest)
}

/// What a catalog screen asks of the app around it: to leave, to open another screen, or to
/// reach the desktop and the favourites, which live outside the screen's value.
public enum ScreenRequest: Sendable, Equatable {
    case quit
    case back
    case forward
    /// Back this many screens at once (a click on a crumb of the trail).
    case backScreens(Int)
    /// The page of a link, on a new screen.
    case follow(Link)
    /// A command about what the screen shows: copy it, open its web page, star it, list the stars.
    case entity(Command)
    /// Text an action made, onto the clipboard.
    case copy(String, what: String)
    /// A web page an action found, in the browser.
    case openPage(WebPage)
    /// The page on screen changed (an action's doing): a linked screen loads it again, saying `notice`.
    case pageOutdated(String?)
}
