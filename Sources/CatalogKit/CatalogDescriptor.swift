#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// What a catalog's factory gets from the composition root.
public struct CatalogContext: Sendable {
    /// The network as this catalog should use it (through the disk cache, with its freshness).
    public var network: any NetworkClient
    /// The same network with an API key added to every request (at the top of the stack,
    /// above coalescing and the cache, so the key never reaches a cache file's name).
    public var keyed: @Sendable (_ key: String) -> any NetworkClient
    /// This catalog's server, when the command line or the config file names one.
    public var baseURL: URL?
    /// The built-in demo data instead of the network.
    public var demo: Bool
    public var environment: [String: String]
    /// Where PokéAPI's sprites are served instead of their own host: the folder that holds
    /// `pokemon/25.png` (`--sprites-url`, config `sprites_url`); http, https or file.
    public var spritesURL: URL?

    public init(network: any NetworkClient, keyed: @escaping @Sendable (_ key: String) -> any NetworkClient, baseURL: URL?, demo: Bool,
                environment: [String: String], spritesURL: URL? = nil) {
        self.network = network
        self.keyed = keyed
        self.baseURL = baseURL
        self.demo = demo
        self.environment = environment
        self.spritesURL = spritesURL
    }
}

/// What a catalog's factory makes: the catalog, or what the user must do first (set a key).
public enum CatalogSetup: Sendable {
    case ready(any Catalog)
    case needsSetup(title: String, paragraphs: [String])
}

/// One catalog as the executable sees it: its name on the command line, what the start
/// screen says about it, its own server option and config key, how long its answers stay
/// fresh when the API does not say, and a factory. The executable iterates these instead of
/// naming catalogs.
public struct CatalogDescriptor: Sendable {
    /// On the command line, for example "pokemon".
    public var id: String
    public var title: String
    public var summary: String
    /// Freshness of responses that state none.
    public var freshFor: Duration
    /// Its base URL option without dashes ("pokeapi-url") and config key ("pokeapi_url").
    public var urlOption: String
    public var configKey: String { urlOption.replacing("-", with: "_") }
    /// What `--urlOption` should point at, for the usage text.
    public var urlExample: String
    /// The picker keys the catalog brings, for the key table.
    public var filterKinds: [FilterKind]
    public var make: @Sendable (CatalogContext) -> CatalogSetup

    public init(id: String, title: String, summary: String, freshFor: Duration, urlOption: String, urlExample: String,
                filterKinds: [FilterKind] = [], make: @escaping @Sendable (CatalogContext) -> CatalogSetup) {
        self.id = id
        self.title = title
        self.summary = summary
        self.freshFor = freshFor
        self.urlOption = urlOption
        self.urlExample = urlExample
        self.filterKinds = filterKinds
        self.make = make
    }
}
