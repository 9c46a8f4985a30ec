import Networking

/// A catalog's API key as it is found: an environment variable, else a config key.
public struct CatalogSecret: Sendable, Equatable {
    public var variable: String
    public var configKey: String

    public init(variable: String, configKey: String) {
        self.variable = variable
        self.configKey = configKey
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
