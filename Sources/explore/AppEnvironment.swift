import Browser
import CatalogKit
import CatalogRegistry
import FoundationEssentials
import Networking

/// The one composition root: the command line, the config file and the process environment
/// merged once (the command line over the config over the defaults), with the transport,
/// the disk cache and the request log they ask for. The interface and the commands both make
/// their catalogs here, so a setting means the same in both.
struct AppEnvironment {
    /// The command line, with the config's servers and catalog options filled in where it
    /// gives none.
    let arguments: Arguments
    let settings: Settings
    let environment: [String: String]
    let log: RequestLog?
    /// libcurl under a ``LaneGate``, so that rows' names never hold the open page's connections.
    let transport: LaneGate
    let cache: DiskCache?

    /// A problem that stops the app before it starts (a log file it cannot write).
    struct Failure: Error {
        var message: String
    }

    /// Reads the config (its warnings go to `warn`), merges it under `given`, opens the log.
    init(_ given: Arguments, environment: [String: String], warn: (String) -> Void) throws(Failure) {
        if let warning = ConfigFile.exposureWarning(environment: environment) { warn(warning) }
        let settings = Settings(config: ConfigFile.load(environment: environment), catalogs: Catalogs.all)
        if let warning = settings.warning(path: ControlEscaping.escaped(ConfigFile.displayPath(environment: environment))) {
            warn(ControlEscaping.escaped(warning))
        }
        var arguments = given
        for (id, url) in settings.catalogURLs where arguments.catalogURLs[id] == nil { arguments.catalogURLs[id] = url }
        var log: RequestLog?
        if let path = arguments.logFile {
            do {
                log = try RequestLog(path: path)
            } catch {
                throw Failure(message: "cannot write the log file '\(ControlEscaping.escaped(path))': \(error.description)")
            }
        }
        self.arguments = arguments
        self.settings = settings
        // A demo run writes its stars, teams and lists into a folder of its own.
        self.environment = arguments.demo ? DemoDataFolder.environment(environment) : environment
        self.log = log
        // One transport (libcurl's multi interface on one thread) for the process; one stack
        // per catalog over it.
        let curl = CurlClient(configuration: .init(deadline: arguments.timeout, userAgent: "explore/\(Explore.version)"), log: log)
        transport = LaneGate(curl, connections: curl.configuration.maxConnectionsPerHost)
        cache =
            arguments.cacheEnabled
            ? DiskCache(
                directory: CacheCommands.requestedDirectory(arguments, environment: environment),
                sizeLimit: arguments.cacheSizeMB * 1_048_576) : nil
    }

    /// Opens libcurl ahead of the first request when the network is sure to come first:
    /// online, not the demo, and a cache with nothing in it (a first run) or none at all. A
    /// warm start never maps libcurl before it needs it.
    func prepareNetwork() {
        guard !arguments.offline, !arguments.demo, cache?.holdsNoEntries ?? true else { return }
        (transport.base as? CurlClient)?.prepare()
    }

    /// The values of `descriptor`'s own options: the command line's, else the config's,
    /// else their defaults.
    func options(of descriptor: CatalogDescriptor) -> [String: String] {
        var values: [String: String] = [:]
        for option in descriptor.options {
            if let value = arguments.catalogOptions[option.name] ?? settings.catalogOptions[descriptor.id]?[option.name] ?? option.defaultValue {
                values[option.name] = value
            }
        }
        return values
    }

    /// One catalog: its own network stack (see ``NetworkStack`` for the order of the layers)
    /// with its own freshness and key, its own server, its options, or what it needs first.
    func make(
        _ descriptor: CatalogDescriptor, onRetry: @escaping @Sendable (RetryNotice) -> Void,
        onCacheEvent: (@Sendable (CacheEvent) -> Void)? = nil
    ) -> CatalogSetup {
        let (transport, cache, log, arguments) = (transport, cache, log, arguments)
        let network = { @Sendable (key: String?) -> any NetworkClient in
            NetworkStack.make(
                transport: transport, cache: cache, mode: arguments.offline ? .offline : .online, freshness: descriptor.freshFor, key: key,
                keyQueryName: descriptor.secret?.queryName ?? "apiKey",
                log: log, deadline: arguments.timeout, onRetry: onRetry, onCacheEvent: onCacheEvent
            )
        }
        return descriptor.make(
            CatalogContext(
                network: network(nil), keyed: { network($0) }, baseURL: arguments.catalogURLs[descriptor.id],
                demo: arguments.demo, environment: environment,
                options: options(of: descriptor), offline: arguments.offline, log: log))
    }
}
