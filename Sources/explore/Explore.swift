import Browser
import CatalogKit
import Foundation
import MealCatalog
import Networking
import PlaceCatalog
import PokemonCatalog
import TerminalUI

/// `explore`: parses the command line, picks the clients and catalogs, and hands the
/// terminal to the session.
@main
struct Explore {
    static let version = "0.1.0"

    /// Exit codes: 0 done, 2 no usable terminal, 64 bad arguments (EX_USAGE), 128 + n
    /// ended by signal n (130 for Ctrl-C), as shells report it.
    enum ExitCode {
        case success, noTerminal, usage
        case signal(Int32)

        var rawValue: Int32 {
            switch self {
            case .success: return 0
            case .noTerminal: return 2
            case .usage: return 64
            case let .signal(number): return 128 + number
            }
        }
    }

    @MainActor
    static func main() async {
        let arguments: Arguments
        do {
            arguments = try Arguments.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("explore: \(error.message)\n\(Arguments.shortUsage)\n".utf8))
            exit(ExitCode.usage.rawValue)
        }
        switch arguments.action {
        case .help:
            print(Arguments.usage)
            exit(ExitCode.success.rawValue)
        case .version:
            print("explore \(version)")
            exit(ExitCode.success.rawValue)
        case let .browse(catalog):
            let code = await browse(catalog: catalog, arguments: arguments)
            exit(code.rawValue)
        case .cacheInfo:
            exit(CacheCommands.info(arguments, environment: ProcessInfo.processInfo.environment))
        case .cacheClear:
            exit(CacheCommands.clear(arguments, environment: ProcessInfo.processInfo.environment))
        }
    }

    @MainActor
    static func browse(catalog: String?, arguments: Arguments) async -> ExitCode {
        let environment = ProcessInfo.processInfo.environment
        if let warning = ConfigFile.exposureWarning(environment: environment) {
            FileHandle.standardError.write(Data("explore: \(warning)\n".utf8))
        }
        var log: RequestLog?
        if let path = arguments.logFile {
            do {
                log = try RequestLog(path: path)
            } catch {
                let shown = ControlEscaping.escaped(path)
                FileHandle.standardError.write(Data("explore: cannot write the log file '\(shown)': \(error.description)\n".utf8))
                return .usage
            }
        }
        let terminal: Terminal
        do {
            terminal = try Terminal(environment: environment)
        } catch {
            FileHandle.standardError.write(Data("explore: \(error.description)\n".utf8))
            return .noTerminal
        }
        let notices = NoticeRelay()
        let stack = NetworkStack.make(
            transport: URLSessionClient(configuration: .init(deadline: arguments.timeout), log: log),
            log: log,
            deadline: arguments.timeout,
            onRetry: { notice in
                Task { @MainActor in notices.retrying(notice) }
            }
        )
        let cache = arguments.cacheEnabled ? diskCache(arguments: arguments, environment: environment) : nil
        if let problem = cache?.problem {
            // Said once, on the first browser; the app runs on without a disk cache.
            notices.once("cache off, \(problem.reason): \(problem.path)")
        }
        /// The network for one catalog: through the disk cache, with its default freshness.
        let network = { (freshFor: Duration) -> any NetworkClient in
            guard let cache else { return stack }
            return CachingClient(stack, cache: cache, mode: arguments.offline ? .offline : .online, defaultMaxAge: freshFor, onEvent: { event in
                Task { @MainActor in notices.cached(event) }
            })
        }
        let makeBrowser = { (name: String) -> any TerminalScreen in
            if name == "places", !arguments.demo, ConfigFile.secret(variable: "GEOAPIFY_API_KEY", key: "geoapify_api_key", environment: environment) == nil {
                return MessageScreen(title: "Places", paragraphs: [
                    "Places needs a Geoapify API key, and none is set. No request was sent.",
                    GeoapifyKey.guidance,
                    "Or try it without a key: explore places --demo",
                ])
            }
            let model = BrowserViewModel(catalog: makeCatalog(name, arguments: arguments, network: network, environment: environment))
            if arguments.offline {
                model.showNotice("offline: showing what the cache holds", for: .seconds(5))
            }
            notices.model = model
            return BrowserScreen(model: model)
        }
        let screen: any TerminalScreen
        if let catalog {
            screen = makeBrowser(catalog)
        } else {
            let items = [
                StartMenu.Item(command: "pokemon", title: "Pokédex", summary: "every Pokémon, from PokéAPI"),
                StartMenu.Item(command: "meals", title: "Recipes", summary: "meals by category and area, from TheMealDB"),
                StartMenu.Item(command: "places", title: "Places", summary: "cafés, sights and more nearby, from Geoapify"),
            ]
            screen = StartScreen(menu: StartMenu(items: items)) { item in makeBrowser(item.command) }
        }
        var exitWhen: (@MainActor (any TerminalScreen) -> Bool)?
        if arguments.exitAfterFirstList {
            exitWhen = { screen in
                guard let browser = screen as? BrowserScreen else { return false }
                return !browser.model.state.entries.isEmpty
            }
        }
        let session = TerminalSession(terminal: terminal, screen: screen, exitWhen: exitWhen)
        switch await session.run() {
        case .quit: return .success
        case let .signal(number): return .signal(number)
        case .terminalGone: return .signal(SIGHUP)
        }
    }

    /// The catalog named `name`, on the client the options ask for.
    /// The disk cache the options ask for.
    static func diskCache(arguments: Arguments, environment: [String: String]) -> DiskCache {
        DiskCache(directory: CacheCommands.requestedDirectory(arguments, environment: environment), sizeLimit: arguments.cacheSizeMB * 1_048_576)
    }

    /// How long responses stay fresh when the API does not say: PokéAPI changes rarely,
    /// recipes now and then, places (hours, closures) more often.
    static let freshness: [String: Duration] = ["pokemon": .seconds(7 * 86_400), "meals": .seconds(86_400), "places": .seconds(6 * 3_600)]

    static func makeCatalog(_ name: String, arguments: Arguments, network makeNetwork: @escaping (Duration) -> any NetworkClient, environment: [String: String]) -> any Catalog {
        let network = makeNetwork(freshness[name] ?? .seconds(86_400))
        if name == "places" {
            if arguments.demo {
                let api = APIClient(baseURL: PlaceDemo.baseURL, client: PlaceDemo.client)
                return PlaceRepository(api: api, near: arguments.near ?? PlaceDemo.center, radius: arguments.radius, category: arguments.category, title: "Places · demo")
            }
            let key = ConfigFile.secret(variable: "GEOAPIFY_API_KEY", key: "geoapify_api_key", environment: environment) ?? ""
            let api = APIClient(baseURL: arguments.baseURL ?? GeoapifyEndpoint.defaultBaseURL, client: APIKeyClient(network, key: key))
            return PlaceRepository(api: api, near: arguments.near ?? PlaceDemo.center, radius: arguments.radius, category: arguments.category)
        }
        if name == "meals" {
            if arguments.demo {
                return MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: MealDemo.client), title: "Recipes · demo")
            }
            let key = environment["MEALDB_API_KEY"].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 } ?? "1"
            Redaction.registerSecret(key)
            return MealRepository(api: APIClient(baseURL: arguments.baseURL ?? MealDBEndpoint.baseURL(key: key), client: network))
        }
        let api: APIClient
        if arguments.demo {
            let api = APIClient(baseURL: PokemonDemo.baseURL, client: PokemonDemo.client)
            return PokemonRepository(api: api, title: "Pokédex · demo")
        } else if let base = arguments.baseURL, base.isFileURL {
            api = APIClient(baseURL: URL(string: "dump:/api/v2")!, client: FixtureClient(root: base, basePath: "/api/v2"))
        } else {
            api = APIClient(baseURL: arguments.baseURL ?? PokeAPIEndpoint.defaultBaseURL, client: network)
        }
        return PokemonRepository(api: api)
    }
}
