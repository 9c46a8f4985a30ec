import Browser
import CatalogKit
import Testing
import TestSupport

/// The screen state is put together once per event by the store, not on every read: one ↓
/// (and the frame after it) builds it once, in debug and release alike.
@MainActor
@Suite("One stored screen state")
struct StateBuildTests {
    @Test("One ↓ and its frame build the state once (nine before it was stored, two before it was one value); reads between changes build nothing")
    func buildsPerMove() async {
        let model = CatalogScreenModel(catalog: FakeCatalog(count: 40), timing: .instant, detailOutline: spacedOutline)
        model.resize(width: 80, height: 24)
        model.start()
        await model.settle()
        let before = model.stateBuilds
        model.handle(.down)
        _ = model.content
        let perMove = model.stateBuilds - before
        #expect(perMove == 1, "\(perMove) builds")
        let settled = model.stateBuilds
        for _ in 0..<5 { _ = model.state }
        #expect(model.stateBuilds == settled)
        #expect(model.state.selection == 1)
    }
}
