import CatalogKit
#if canImport(FoundationEssentials)
import Fixtures
import FoundationEssentials
#else
import Foundation
#endif

/// The built-in demo recipe book, so that `explore meals --demo` runs with no network: four
/// categories and fifteen meals across nine areas, as JSON files in TheMealDB's own layout
/// (`Demo/api/json/v1/1/<endpoint.php>/<query>.json`, see `Demo/README.md`), served by a
/// ``FixtureClient``; `search.php` is computed from the meals by `Demo/queries.json`.
public enum MealDemo {
    /// The demo files compiled into the binary (by the EmbedDemo plugin, from `Demo/`).
    public static let files = EmbeddedFiles(base64: EmbeddedDemo.files)
    /// Whether this build carries them.
    public static var isAvailable: Bool { !files.isEmpty }
    /// The client answering from ``files``, wherever the binary is installed.
    public static let client = FixtureClient(files: files)
    /// The base URL to pair with ``client``; it never reaches a network.
    public static let baseURL = URL(string: "demo:/api/json/v1/1")!
}
