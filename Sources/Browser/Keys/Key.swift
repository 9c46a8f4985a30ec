/// A key press, decoded from the terminal into something the view models understand.
public enum Key: Sendable, Hashable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab, backTab
    /// A control chord such as Ctrl-U, as its lower-case letter.
    case control(Character)
    /// Text pasted in one go (bracketed paste), controls and line breaks already made
    /// harmless: one edit, never a run of commands.
    case paste(String)
    /// A mouse event (a click, a double click, the wheel) at a cell of the screen.
    case mouse(MouseEvent)
}
