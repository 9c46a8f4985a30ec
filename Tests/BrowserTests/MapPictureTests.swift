import Browser
import CatalogKit
import Foundation
import Synchronization
import Testing
import TestSupport

/// Three places with a map image of the list from the catalog's server, counted; `fails`
/// makes every image request fail.
private final class MappedCatalog: Catalog, Sendable {
    let title = "Spots"
    let itemName = "spot"
    let asked = Mutex<[URL]>([])
    let fails: Bool
    var searchStrategy: SearchStrategy { .remote(debounce: .zero, search: { _, _, _ throws(AppError) in [] }) }
    let spots = [("North", 48.86), ("Middle", 48.85), ("South", 48.84)].map {
        Entry(id: $0.0, title: $0.0, location: MapPoint(latitude: $0.1, longitude: 2.35))
    }

    init(fails: Bool = false) { self.fails = fails }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        EntryPage(entries: offset == 0 ? spots : [], total: 3, isLast: true, nextOffset: 3)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        Detail(title: entry.title, mapCenter: MapPoint(latitude: 48.85, longitude: 2.35))
    }

    func mapPicture(of places: [MapPoint], width: Int, height: Int) -> MapPicture? {
        guard let frame = MapFrame.fitting(places, width: width, height: height, margin: 8) else { return nil }
        return MapPicture(url: URL(string: "https://maps.example/map?n=\(places.count)&w=\(width)&h=\(height)")!, frame: frame)
    }

    func pictureBytes(at url: URL, freshness: Freshness) async throws(AppError) -> Data {
        asked.withLock { $0.append(url) }
        if fails { throw AppError(kind: .serverError, message: "down", isRetryable: true) }
        return Data(GeneratedImages.png(width: 64, height: 64) { _, _ in (200, 220, 180, 255) })
    }
}

@MainActor
@Suite("A catalog's map image of the list")
struct MapPictureTests {
    fileprivate func open(_ catalog: MappedCatalog) async -> CatalogScreenModel {
        let model = CatalogScreenModel(
            catalog: catalog, timing: BrowserTiming(detailDwell: .zero, clock: ManualClock().clock),
            pictures: PictureSettings(enabled: true, palette: .xterm256))
        model.resize(width: 120, height: 40)
        model.start()
        await model.settle()
        return model
    }

    @Test("The image of the list's places is shown with its frame; moving the selection asks for no other")
    func once() async throws {
        let catalog = MappedCatalog()
        let model = await open(catalog)
        guard case .shown = model.state.detail.picture else {
            Issue.record("no map shown: \(model.state.detail.picture)")
            return
        }
        let frame = try #require(model.state.detail.mapFrame)
        let north = try #require(frame.position(of: catalog.spots[0].location!))
        let south = try #require(frame.position(of: catalog.spots[2].location!))
        #expect(north.y < south.y)
        model.handle(.down)
        await model.settle()
        model.handle(.down)
        await model.settle()
        #expect(model.state.detail.entry?.title == "South")
        #expect(catalog.asked.withLock { $0 }.map(\.query) == ["n=3&w=\(frame.width)&h=\(frame.height)"])
    }

    @Test("When the image cannot be had the screen keeps its own map: no picture, no note")
    func fallback() async {
        let catalog = MappedCatalog(fails: true)
        let model = await open(catalog)
        #expect(model.state.detail.picture == .none)
        #expect(model.state.detail.mapFrame == nil)
        #expect(!catalog.asked.withLock { $0 }.isEmpty)
    }
}
