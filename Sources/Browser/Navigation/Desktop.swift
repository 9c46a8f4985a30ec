/// What the app asks of the world around the terminal: the clipboard and the web browser.
/// The composition root supplies it (OSC 52 through the terminal, `xdg-open`); tests record.
@MainActor
public protocol Desktop: AnyObject {
    /// Puts `text` on the clipboard. Returns nil when it was sent, else why it was not.
    func copy(_ text: String) -> String?
    /// Opens `url` in the web browser. Returns false when there is no graphical session to
    /// open it in (the caller then shows the URL whole).
    func open(_ url: String) -> Bool
}
