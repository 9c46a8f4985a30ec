import Browser

/// A ``Desktop`` that records what the app copies and opens; whether there is a graphical
/// session and whether copying fails is up to the test.
@MainActor
final class RecordingDesktop: Desktop {
    var copied: [String] = []
    var opened: [String] = []
    var graphical = true
    var copyProblem: String?

    func copy(_ text: String) -> String? {
        if let copyProblem { return copyProblem }
        copied.append(text)
        return nil
    }

    func open(_ url: String) -> Bool {
        guard graphical else { return false }
        opened.append(url)
        return true
    }
}

/// The links of the detail laid out as ``spacedOutline`` puts them (link `n` on line 2 + 6n),
/// each from column 4 to 12; the trail's crumbs every 10 columns from column 2.
func clickableOutline(_ state: CatalogScreenState, _ layout: ScreenLayout) -> DetailOutline {
    let crumbs = state.trail.indices.map { TitleCrumb(index: $0, columns: (2 + $0 * 10)..<(10 + $0 * 10)) }
    guard let detail = state.detail.load.value else { return DetailOutline(lineCount: 0, titleCrumbs: crumbs) }
    let lines = detail.links.indices.map { 2 + $0 * 6 }
    return DetailOutline(lineCount: 60, linkLines: lines, linkSpots: lines.map { [LinkSpot(line: $0, columns: 4..<12)] }, titleCrumbs: crumbs)
}
