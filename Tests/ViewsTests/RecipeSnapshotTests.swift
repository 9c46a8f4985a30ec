import Browser
import CatalogKit
import MealCatalog
import Networking
import Testing
import TextLayout
import Views

@MainActor
@Suite("Recipe snapshots")
struct RecipeSnapshotTests {
    func model() async -> CatalogScreenModel {
        let catalog = MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: MealDemo.client), title: "Recipes · demo")
        let model = await Scenes.model(catalog)
        model.select(3)
        await model.settle()
        return model
    }

    func render(_ model: CatalogScreenModel, _ width: Int, _ height: Int) -> CellGrid {
        Scenes.render(model, width, height)
    }

    @Test("Recipe detail", arguments: [(80, 24), (40, 12)])
    func detail(width: Int, height: Int) async throws {
        let model = await model()
        _ = model.handle(.enter)
        try assertSnapshot(render(model, width, height), named: "recipe-\(width)x\(height)")
    }

    @Test("Category picker")
    func picker() async throws {
        let model = await model()
        _ = model.handle(.character("c"))
        await model.settle()
        _ = model.handle(.down)
        try assertSnapshot(render(model, 80, 24), named: "recipe-picker-80x24")
    }
}
