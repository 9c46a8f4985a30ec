import Browser
import CatalogKit
import Networking
import PlaceCatalog
import Testing
import TextLayout
import Views

@MainActor
@Suite("Place snapshots")
struct PlaceSnapshotTests {
    @Test("Place detail", arguments: [(80, 24), (40, 12)])
    func detail(width: Int, height: Int) async throws {
        let catalog = PlaceRepository(api: APIClient(baseURL: PlaceDemo.baseURL, client: PlaceDemo.client), near: PlaceDemo.center, title: "Places · demo")
        let model = await Scenes.model(catalog)
        model.select(2)
        _ = model.handle(.enter)
        await model.settle()
        try assertSnapshot(Scenes.render(model, width, height), named: "place-\(width)x\(height)")
    }
}
