import Browser
import CatalogKit
import Testing
import TestSupport
import TextLayout
import Views

/// What a click finds is what is drawn there: the outline's link spots and trail crumbs, laid
/// against the rendered grid.
@Suite("Click targets")
struct ClickTargetTests {
    func text(_ grid: CellGrid, y: Int, columns: Range<Int>) -> String {
        columns.map { grid[$0, y].text }.joined()
    }

    @Test("Every link's spot covers exactly its text as drawn, in both arrangements")
    func linkSpots() {
        for (width, height) in [(100, 40), (60, 40)] {
            let links = LinkSnapshotTests.detail.links
            let state = LinkSnapshotTests().state(selected: nil)
            let layout = ScreenLayout(width: width, height: height, state: state)
            let outline = DetailPane.outline(state, layout: layout)
            let grid = ScreenView.render(state, width: width, height: height)
            #expect(outline.linkSpots.count == links.count)
            for (index, spots) in outline.linkSpots.enumerated() {
                let drawn = spots.map {
                    text(grid, y: 1 + $0.line, columns: (layout.detailX + 2 + $0.columns.lowerBound)..<(layout.detailX + 2 + $0.columns.upperBound))
                }
                .joined(separator: " ")
                #expect(drawn.trimmingCharacters(in: .whitespaces) == links[index].label, "link \(index) at \(width) columns")
                let spot = spots[0]
                #expect(outline.link(atLine: spot.line, column: spot.columns.lowerBound) == index)
            }
        }
    }

    @Test("The trail's crumbs are where the top line draws them, the shortened ones left out")
    func crumbs() {
        let trail = ["Pokédex", "Pikachu", "Electric", "Jolteon", "Pin Missile"]
        for (width, hasList) in [(100, true), (40, false), (120, false)] {
            let state = LinkSnapshotTests().state(selected: nil, trail: trail, hasList: hasList)
            let layout = ScreenLayout(width: width, height: 24, state: state)
            let outline = DetailPane.outline(state, layout: layout)
            let grid = ScreenView.render(state, width: width, height: 24)
            #expect(!outline.titleCrumbs.isEmpty)
            #expect(outline.titleCrumbs.last?.index == trail.count - 1)
            for crumb in outline.titleCrumbs {
                #expect(text(grid, y: 0, columns: crumb.columns) == trail[crumb.index], "crumb \(crumb.index) at \(width) columns")
            }
        }
        // A catalog's own screen has no trail to click.
        let root = LinkSnapshotTests().state(selected: nil)
        #expect(DetailPane.outline(root, layout: ScreenLayout(width: 100, height: 24, state: root)).titleCrumbs.isEmpty)
    }
}
