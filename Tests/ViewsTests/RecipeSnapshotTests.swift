import Browser
import CatalogKit
import MealCatalog
import Networking
import Testing
import Views

@MainActor
@Suite("Recipe snapshots")
struct RecipeSnapshotTests {
    func model() async -> BrowserViewModel {
        let catalog = MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: MealDemo.client), title: "Recipes · demo")
        let model = BrowserViewModel(catalog: catalog, timing: Scenes.timing)
        model.updateLayout(listRows: 20, detailRows: 20, maxDetailScroll: 0)
        model.start()
        await model.settle()
        model.select(3)
        await model.settle()
        return model
    }

    func render(_ model: BrowserViewModel, _ width: Int, _ height: Int) -> CellGrid {
        let frame = ScreenView.render(model.state, width: width, height: height)
        model.updateLayout(listRows: frame.listRows, detailRows: frame.detailRows, maxDetailScroll: frame.maxDetailScroll)
        return ScreenView.render(model.state, width: width, height: height).grid
    }

    @Test("Recipe detail", arguments: [(80, 24), (40, 12)])
    func detail(width: Int, height: Int) async throws {
        let model = await model()
        model.handle(.enter)
        try assertSnapshot(render(model, width, height), named: "recipe-\(width)x\(height)")
    }

    @Test("Category picker")
    func picker() async throws {
        let model = await model()
        model.handle(.character("c"))
        await model.settle()
        model.handle(.down)
        try assertSnapshot(render(model, 80, 24), named: "recipe-picker-80x24")
    }
}
