import Browser
import CatalogKit
import Foundation
import MealCatalog
import Networking
import PlaceCatalog
import PokemonCatalog
import Testing
import TestSupport
import TextLayout
import Views

/// Words every catalog says alike: the `--demo` hint when the server cannot be reached, and
/// the placeholder title of the detail pane.
@MainActor
@Suite("Catalogs say things alike")
struct CatalogWordingTests {
    static let unreachable = StubClient { request throws(NetworkError) in throw NetworkError(.offline, request: request) }

    static func catalogs() -> [(command: String, catalog: any Catalog)] {
        let api = { (base: String) in APIClient(baseURL: URL(string: base)!, client: unreachable) }
        return [
            ("pokemon", PokemonRepository(api: api("https://poke.example/api/v2"))),
            ("meals", MealRepository(api: api("https://meals.example/api/json/v1/1"))),
            ("places", PlaceRepository(api: api("https://geo.example"), near: PlaceDemo.center)),
        ]
    }

    @Test("“Can't reach the server” on the first page suggests --demo in every catalog")
    func demoHint() async {
        for (command, catalog) in Self.catalogs() {
            do {
                _ = try await catalog.page(offset: 0, filters: catalog.defaultFilters)
                Issue.record("\(command): expected an error")
            } catch {
                #expect(error.kind == .offline)
                #expect(error.message.hasPrefix("Can't reach the server."), "\(command)")
                #expect(error.message.hasSuffix("(explore \(command) --demo works without a network.)"), "\(command): \(error.message)")
            }
        }
    }

    @Test("Other failures carry no --demo hint")
    func noHintOtherwise() {
        let error = AppError(kind: .serverError, message: "The server had a problem.", isRetryable: true)
        #expect(error.suggestingDemo("meals") == error)
    }

    @Test("The detail pane's placeholder title has one style in every catalog")
    func placeholderTitles() {
        var titles: [String] = []
        for (_, catalog) in Self.catalogs() {
            let model = CatalogScreenModel(catalog: catalog, timing: .instant)
            model.resize(width: 80, height: 12)
            let top = ScreenView.render(model.state, width: 80, height: 12).lines[0]
            titles.append(top.split(separator: "┌").last.map { String($0.dropFirst().prefix { $0 != " " }) } ?? "")
        }
        #expect(titles == ["Pokémon", "Recipe", "Place"])
    }
}
