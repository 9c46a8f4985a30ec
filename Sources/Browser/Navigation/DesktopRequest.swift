import CatalogKit

/// `y`, `Y` and `o` on a document: its name and web address, or its JSON (the schema of the
/// one-shot commands, docs/json-schema.md), to the clipboard; its most useful web page to the browser (or, without one, its address in the
/// status bar, whole, to be selected there). Each returns the notice that says what happened.
@MainActor
public enum DesktopRequest {
    /// How long a notice about the clipboard stays; an address shown for selecting, longer.
    static let notice = Duration.seconds(4)
    static let addressNotice = Duration.seconds(30)

    /// Copies `document` (nil while loading, or when nothing is shown) through `desktop`; as
    /// JSON it is the entity of `kind` whose key is `key` and API address `url`.
    public static func copy(
        _ document: Detail?, isLoading: Bool, asJSON: Bool, kind: LinkKind, key: String?, url: String?,
        desktop: (any Desktop)?
    ) -> (text: String, duration: Duration) {
        guard let document else { return (isLoading ? "nothing to copy yet: still loading" : "nothing to copy", notice) }
        let text: String
        let what: String
        if asJSON {
            let json = EntityJSON.detail(document, kind: kind, key: key ?? document.entityID ?? document.title, url: url)
            (text, what) = (json.serialized(), "\(document.title) as JSON")
        } else if let page = document.webPages.first {
            (text, what) = (document.title + " " + page.url, "\(document.title) and its address")
        } else {
            (text, what) = (document.title, "\(document.title) (no web address)")
        }
        return copy(text, what: what, desktop: desktop)
    }

    /// Copies `text` through `desktop`, saying "copied " and `what`.
    public static func copy(_ text: String, what: String, desktop: (any Desktop)?) -> (text: String, duration: Duration) {
        guard let desktop else { return ("no clipboard here", notice) }
        if let problem = desktop.copy(text) { return ("couldn't copy: " + problem, notice) }
        return ("copied " + what, notice)
    }

    /// Opens `document`'s first web page through `desktop`.
    public static func open(_ document: Detail?, isLoading: Bool, desktop: (any Desktop)?) -> (text: String, duration: Duration) {
        guard let document else { return (isLoading ? "nothing to open yet: still loading" : "nothing to open", notice) }
        guard let page = document.webPages.first else { return ("no web page for \(document.title)", notice) }
        return open(page, desktop: desktop)
    }

    /// Opens `page` through `desktop`.
    public static func open(_ page: WebPage, desktop: (any Desktop)?) -> (text: String, duration: Duration) {
        if desktop?.open(page.url) == true { return ("opening the \(page.label) in the browser…", notice) }
        // No graphical session: the address whole, alone, so it can be selected.
        return (page.url, addressNotice)
    }
}
