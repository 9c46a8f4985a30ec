import CatalogKit
#if canImport(FoundationEssentials)
import Fixtures
import FoundationEssentials
#else
import Foundation
#endif

/// The built-in demo Pokédex, so that the app runs with no network: fourteen Pokémon (with
/// their species) and the seven evolution chains they belong to, as JSON files in PokéAPI's
/// own layout (`Demo/api/v2/<resource>/<id>/index.json`, see `Demo/README.md`), served by a
/// ``FixtureClient``.
public enum PokemonDemo {
    /// The demo files compiled into the binary (by the EmbedDemo plugin, from `Demo/`).
    public static let files = EmbeddedFiles(base64: EmbeddedDemo.files)
    /// Whether this build carries them.
    public static var isAvailable: Bool { !files.isEmpty }
    /// The client answering from ``files``, wherever the binary is installed.
    public static let client = FixtureClient(files: files)
    /// The base URL to pair with ``client``; it never reaches a network.
    public static let baseURL = URL(string: "demo:/api/v2")!
}
