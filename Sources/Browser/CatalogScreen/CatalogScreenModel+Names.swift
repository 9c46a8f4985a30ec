import CatalogKit

extension CatalogScreenModel {
    /// The detail's links on screen, for the names the document lacks there.
    func nameVisibleLinks() {
        guard let document = detail.state.load.value, document.namesPending else { return }
        let shown = state, layout = self.layout
        let lines = detailOutline(shown, layout).linkLines
        let top = shown.detail.scroll, bottom = top + layout.detailRows
        let links = document.links
        detail.show(visibleLinks: lines.indices.filter { (top..<bottom).contains(lines[$0]) && links.indices.contains($0) }.map { links[$0] })
    }
}
