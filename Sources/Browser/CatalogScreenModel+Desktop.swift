import CatalogKit

/// `y`, `Y` and `o`: the shown document's name and web address, or the document as JSON, to
/// the clipboard; its most useful web page to the browser (or, without one, its address in
/// the status bar, whole, to be selected there).
extension CatalogScreenModel {
    /// How long a notice about the clipboard stays; an address shown for selecting, longer.
    static let copyNotice = Duration.seconds(4)
    static let addressNotice = Duration.seconds(30)

    /// The document in the detail pane: the selected entry's, or the linked page's own.
    var shownDocument: Detail? { detail.state.load.value }

    func copy(asJSON: Bool) {
        guard let document = shownDocument else {
            notice.show(detail.state.load.isLoading ? "nothing to copy yet: still loading" : "nothing to copy", for: Self.copyNotice)
            return
        }
        let text: String
        let what: String
        if asJSON {
            text = DetailJSON.text(document)
            what = "\(document.title) as JSON"
        } else if let page = document.webPages.first {
            text = document.title + " " + page.url
            what = "\(document.title) and its address"
        } else {
            text = document.title
            what = "\(document.title) (no web address)"
        }
        guard let desktop else {
            notice.show("no clipboard here", for: Self.copyNotice)
            return
        }
        if let problem = desktop.copy(text) {
            notice.show("couldn't copy: " + problem, for: Self.copyNotice)
        } else {
            notice.show("copied " + what, for: Self.copyNotice)
        }
    }

    func openWebPage() {
        guard let document = shownDocument else {
            notice.show(detail.state.load.isLoading ? "nothing to open yet: still loading" : "nothing to open", for: Self.copyNotice)
            return
        }
        guard let page = document.webPages.first else {
            notice.show("no web page for \(document.title)", for: Self.copyNotice)
            return
        }
        if desktop?.open(page.url) == true {
            notice.show("opening the \(page.label) in the browser…", for: Self.copyNotice)
        } else {
            // No graphical session: the address whole, alone, so it can be selected.
            notice.show(page.url, for: Self.addressNotice)
        }
    }
}
