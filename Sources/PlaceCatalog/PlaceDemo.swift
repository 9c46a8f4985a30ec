import CatalogKit
#if canImport(FoundationEssentials)
import Fixtures
import FoundationEssentials
#else
import Foundation
#endif

/// The built-in demo city guide, so that `explore places --demo` runs with no network and no
/// key: fourteen places within about a kilometre of Île de la Cité and three geocoded city
/// names, as JSON files in Geoapify's own layout (`Demo/v2/place-details/id=<id>.json`,
/// `Demo/v1/geocode/search/text=<name>.json`, see `Demo/README.md`), served by a
/// ``FixtureClient``; place lists (by category, name and distance) and name suggestions are
/// computed from those files by `Demo/queries.json`.
public enum PlaceDemo {
    /// The demo files compiled into the binary (by the EmbedDemo plugin, from `Demo/`).
    public static let files = EmbeddedFiles(base64: EmbeddedDemo.files)
    /// Whether this build carries them.
    public static var isAvailable: Bool { !files.isEmpty }
    /// The client answering from ``files``, wherever the binary is installed.
    public static let client = FixtureClient(files: files)
    /// The base URL to pair with ``client``; it never reaches a network.
    public static let baseURL = URL(string: "demo:/")!
    /// Where the demo city is, "LAT,LON": Paris, Île de la Cité.
    public static let center = "48.8566,2.3522"
    /// What the location of ``center`` is called in the title.
    public static let centerName = "Paris, Île de la Cité"
    /// The demo city's time zone, which its files do not name (Geoapify's place lists do not).
    public static let zone = "Europe/Paris"
}
