import Networking

/// A catalog's API key as it is found: an environment variable, else a config key. Declared
/// by the catalog; settings, `config check`, the usage text, the man page and the masking of
/// secrets read it from the descriptor and name no catalog's key themselves.
public struct CatalogSecret: Sendable, Equatable {
    public var variable: String
    public var configKey: String
    /// What the key is, as help says it: "the Geoapify key for places".
    public var about: String
    /// What is used when no key is set ("its public test key 1"); nil where nothing is.
    public var fallback: String?
    /// The query item that carries the key on a keyed request (``CatalogContext/keyed``).
    public var queryName: String

    public init(variable: String, configKey: String, about: String, fallback: String? = nil, queryName: String = "apiKey") {
        self.variable = variable
        self.configKey = configKey
        self.about = about
        self.fallback = fallback
        self.queryName = queryName
    }

    /// Where the key comes from, as `--help` and the man page say it: "GEOAPIFY_API_KEY,
    /// else geoapify_api_key in the config file".
    public var origin: String {
        "\(variable), else \(configKey) in the config file" + (fallback.map { ", else " + $0 } ?? "")
    }

    /// The key in `environment` (or its config file), if set.
    public func value(environment: [String: String]) -> String? {
        ConfigFile.secret(variable: variable, key: configKey, environment: environment)
    }

    /// Registers every catalog's key that is set, so that no output of this run shows it.
    public static func registerAll(_ catalogs: [CatalogDescriptor], environment: [String: String]) {
        for secret in catalogs.compactMap(\.secret) {
            if let value = secret.value(environment: environment) { Redaction.registerSecret(value) }
        }
    }
}
