import Browser
import CatalogKit
import Foundation
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
        // As the demo runs, at a fixed moment: Wednesday 2 December 2026, 12:00 in Paris.
        let noon = PlaceClock(now: { Date(timeIntervalSince1970: 1_796_209_200) })
        let catalog = PlaceRepository(
            api: APIClient(baseURL: PlaceDemo.baseURL, client: PlaceDemo.client), near: PlaceDemo.center, title: "Places · demo",
            clock: noon, assumedZone: PlaceDemo.zone)
        let model = await Scenes.model(catalog)
        model.select(2)
        _ = model.handle(.enter)
        await model.settle()
        try assertSnapshot(Scenes.render(model, width, height), named: "place-\(width)x\(height)")
    }
}
