import Browser
import CatalogKit
import Networking
import PlaceCatalog
import Testing
import Views

@MainActor
@Suite("Place snapshots")
struct PlaceSnapshotTests {
    @Test("Place detail", arguments: [(80, 24), (40, 12)])
    func detail(width: Int, height: Int) async throws {
        let catalog = PlaceRepository(api: APIClient(baseURL: PlaceDemo.baseURL, client: PlaceDemo.client), near: PlaceDemo.center, title: "Places · demo")
        let model = BrowserViewModel(catalog: catalog, timing: Scenes.timing)
        model.updateLayout(listRows: 20, detailRows: 20, maxDetailScroll: 0)
        model.start()
        await model.settle()
        model.select(2)
        model.handle(.enter)
        await model.settle()
        let frame = ScreenView.render(model.state, width: width, height: height)
        model.updateLayout(listRows: frame.listRows, detailRows: frame.detailRows, maxDetailScroll: frame.maxDetailScroll)
        try assertSnapshot(ScreenView.render(model.state, width: width, height: height).grid, named: "place-\(width)x\(height)")
    }
}
