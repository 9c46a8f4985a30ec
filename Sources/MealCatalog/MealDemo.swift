import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The built-in demo recipe book, so that `explore meals --demo` runs with no network: four
/// categories and fifteen meals across nine areas, as JSON files in TheMealDB's own layout
/// (`Demo/api/json/v1/1/<endpoint.php>/<query>.json`, see `Demo/README.md`), served by a
/// ``FixtureClient``; `search.php` is computed from the meals by `Demo/queries.json`.
public enum MealDemo {
    /// The folder of the demo files, or nil when the resource bundle is not beside the executable.
    public static let folder = DemoFolder.locate(bundle: "Explore_MealCatalog.resources")
    /// The client answering from ``folder``.
    public static let client = FixtureClient(root: folder ?? URL(fileURLWithPath: "/nonexistent"))
    /// The base URL to pair with ``client``; it never reaches a network.
    public static let baseURL = URL(string: "demo:/api/json/v1/1")!
}
