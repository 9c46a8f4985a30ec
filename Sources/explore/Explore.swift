import Browser
import CatalogKit
import Imaging
import Foundation
import Networking
import Scripting
import TerminalUI
import TextLayout
import Views

/// `explore`: parses the command line, picks the clients and catalogs, and hands the
/// terminal to the session.
@main
struct Explore {
    static let version = "0.1.0"
    /// `explore --version`: the version, and the git commit when built from a checkout.
    static var versionLine: String {
        "explore \(version)" + (BuildCommit.hash.isEmpty ? "" : " (commit \(BuildCommit.hash))")
    }

    /// Exit codes: 0 done, 1 a deep link that cannot be opened, 2 no usable terminal, 64 bad
    /// arguments (EX_USAGE), 128 + n ended by signal n (130 for Ctrl-C), as shells report it.
    enum ExitCode {
        case success, failure, noTerminal, usage
        case signal(Int32)

        var rawValue: Int32 {
            switch self {
            case .success: return 0
            case .failure: return 1
            case .noTerminal: return 2
            case .usage: return 64
            case let .signal(number): return 128 + number
            }
        }
    }

    @MainActor
    static func main() async {
        // A reader that leaves (`explore --help | head -1`) is EPIPE on write, not a death by
        // SIGPIPE: help, version, cache info and config answer as quietly as the commands.
        signal(SIGPIPE, SIG_IGN)
        // Commands (show, list, search), help for them and completion scripts first.
        if let status = await CommandMode.runIfCommand(Array(CommandLine.arguments.dropFirst())) {
            exit(status)
        }
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
            print("\n" + CommandTable.overview + "\n\n" + ExitStatus.helpText)
            exit(ExitCode.success.rawValue)
        case .version:
            print(versionLine)
            exit(ExitCode.success.rawValue)
        case let .browse(catalog):
            // Into a pipe, a catalog is its list (the interface needs a terminal anyway).
            if let catalog, arguments.deepLink == nil, isatty(STDOUT_FILENO) == 0, !arguments.exitAfterFirstList {
                exit(await CommandMode.list(catalog: catalog, arguments: arguments))
            }
            // And a deep link to an entity is its `show` (`explore pokemon pikachu | head`).
            if let catalog, let link = arguments.deepLink, link.kind == Catalogs.entryKind(of: catalog),
               isatty(STDOUT_FILENO) == 0, !arguments.exitAfterFirstList {
                exit(await CommandMode.show(catalog: catalog, name: link.id, arguments: arguments))
            }
            let code = await browse(catalog: catalog, arguments: arguments)
            exit(code.rawValue)
        case .cacheInfo:
            exit(CacheCommands.info(arguments, environment: ProcessInfo.processInfo.environment))
        case .cacheClear:
            exit(CacheCommands.clear(arguments, environment: ProcessInfo.processInfo.environment))
        case let .favourites(json):
            exit(SettingsCommands.favourites(json: json, environment: ProcessInfo.processInfo.environment))
        case .configPath:
            exit(SettingsCommands.configPath(environment: ProcessInfo.processInfo.environment))
        case .configCheck:
            exit(SettingsCommands.configCheck(environment: ProcessInfo.processInfo.environment))
        }
    }

    @MainActor
    static func browse(catalog requested: String?, arguments given: Arguments) async -> ExitCode {
        var adjusted = given
        let environment = ProcessInfo.processInfo.environment
        if let warning = ConfigFile.exposureWarning(environment: environment) {
            FileHandle.standardError.write(Data("explore: \(warning)\n".utf8))
        }
        // The config file: one warning for its broken lines, which are skipped; never a reason
        // not to start.
        let settings = SettingsCommands.settings(environment: environment)
        if let warning = settings.warning(path: ControlEscaping.escaped(ConfigFile.displayPath(environment: environment))) {
            FileHandle.standardError.write(Data("explore: \(ControlEscaping.escaped(warning))\n".utf8))
        }
        KeyOverrides.install(settings.keys)
        for (id, url) in settings.catalogURLs where adjusted.catalogURLs[id] == nil { adjusted.catalogURLs[id] = url }
        if adjusted.near == nil, requested == nil || requested == "places" { adjusted.near = settings.placesNear }
        let arguments = adjusted
        let catalog = requested ?? (arguments.deepLink == nil ? settings.defaultCatalog : nil)
        let palette = Theme.palette(for: arguments.theme ?? settings.theme, environment: environment)
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
        let notices = NoticeRelay()
        // One transport (libcurl's multi interface on one thread) for the process; one stack
        // per catalog over it.
        let transport = CurlClient(configuration: .init(deadline: arguments.timeout, userAgent: "explore/\(version)"), log: log)
        let cache = arguments.cacheEnabled ? diskCache(arguments: arguments, environment: environment) : nil
        if let problem = cache?.problem {
            // Said once, on the first catalog screen; the app runs on without a disk cache.
            notices.once("cache off, \(problem.reason): \(problem.path)")
        }
        let desktop = SystemDesktop(environment: environment)
        // Shared by every screen; the terminal says below how it can draw them.
        let pictureMode: PictureMode = arguments.noImages ? .off : arguments.pictures ?? settings.pictureMode ?? .auto
        let pictures = PictureSettings(enabled: pictureMode != .off)
        let descriptors = Catalogs.all(for: arguments)
        /// One catalog: its own network stack (see ``NetworkStack`` for the order of the
        /// layers) with its own freshness and key, its own server, or what it needs first.
        let requestLog = log
        let makeCatalog = { (descriptor: CatalogDescriptor) -> CatalogSetup in
            let network = { @Sendable (key: String?) -> any NetworkClient in
                NetworkStack.make(
                    transport: transport, cache: cache, mode: arguments.offline ? .offline : .online, freshness: descriptor.freshFor, key: key,
                    log: requestLog, deadline: arguments.timeout,
                    onRetry: { notice in Task { @MainActor in notices.retrying(notice) } },
                    onCacheEvent: { event in Task { @MainActor in notices.cached(event) } }
                )
            }
            let baseURL = arguments.catalogURLs[descriptor.id]
            return descriptor.make(CatalogContext(network: network(nil), keyed: { network($0) }, baseURL: baseURL, demo: arguments.demo, environment: environment,
                                                  spritesURL: arguments.spritesURL ?? settings.spritesURL))
        }
        let book = FavouritesBook(store: FavouritesStore(environment: environment),
                                  catalogTitles: Dictionary(uniqueKeysWithValues: descriptors.map { ($0.id, $0.title) }))
        let scope = { (id: String) in FavouriteScope(book: book, catalog: id, entryKind: Catalogs.entryKind(of: id)) }
        /// A catalog as a screen, or the pane that says what it needs first.
        let makeScreen = { (descriptor: CatalogDescriptor, setup: CatalogSetup) -> any Screen in
            switch setup {
            case let .needsSetup(title, paragraphs):
                return MessageScreenModel(title: title, paragraphs: paragraphs)
            case let .ready(catalog):
                let model = CatalogScreenModel(catalog: catalog, desktop: desktop, pictures: pictures)
                model.favourites = scope(descriptor.id)
                if arguments.offline {
                    model.showNotice("offline: showing what the cache holds", for: .seconds(5))
                }
                notices.model = model
                return model
            }
        }
        let root: any Screen
        var deepLinked: LinkedScreenModel?
        if let catalog, let descriptor = descriptors.first(where: { $0.id == catalog }) {
            let setup = makeCatalog(descriptor)
            root = makeScreen(descriptor, setup)
            if let link = arguments.deepLink {
                // Resolved before the interface opens, through the same stack: a name that
                // does not exist is said in one line, and the terminal is never touched.
                guard case let .ready(instance) = setup else {
                    FileHandle.standardError.write(Data("explore: \(descriptor.title) needs setting up first; run 'explore \(catalog)' to see how\n".utf8))
                    return .failure
                }
                switch await DeepLink.open(link, in: instance, title: descriptor.title) {
                case let .success(page):
                    let linked = LinkedScreenModel(catalog: instance, link: link, trail: [descriptor.title], page: page,
                                                   desktop: desktop, pictures: pictures)
                    linked.favourites = scope(descriptor.id)
                    deepLinked = linked
                case let .failure(message):
                    FileHandle.standardError.write(Data("explore: \(message.text)\n".utf8))
                    return .failure
                }
            }
        } else {
            let items = descriptors.map { StartScreenState.Item(command: $0.id, title: $0.title, summary: $0.summary) }
            let start = StartScreenModel(items: items) { item in descriptors.first { $0.id == item.command }.map { makeScreen($0, makeCatalog($0)) } }
            start.favourites = book
            root = start
        }
        // A favourite opens on its catalog's page for it, the catalog made once per run.
        var made: [String: CatalogSetup] = [:]
        book.open = { favourite in
            guard let descriptor = descriptors.first(where: { $0.id == favourite.catalog }) else { return nil }
            let setup = made[descriptor.id] ?? makeCatalog(descriptor)
            made[descriptor.id] = setup
            guard case let .ready(instance) = setup else { return makeScreen(descriptor, setup) }
            let linked = LinkedScreenModel.favourite(favourite, in: instance, catalogTitle: descriptor.title, desktop: desktop, pictures: pictures)
            linked.favourites = scope(descriptor.id)
            return linked
        }
        let terminal: Terminal
        do {
            terminal = try Terminal(environment: environment, palette: palette, mouse: arguments.mouse && settings.mouse != false)
        } catch {
            FileHandle.standardError.write(Data("explore: \(error.description)\n".utf8))
            return .noTerminal
        }
        desktop.terminal = terminal
        (pictures.palette, pictures.unavailableText, pictures.drawsMaps) = (terminal.picturePalette, terminal.pictureUnavailableText, terminal.drawsBraille)
        // Pixels only where cells can be drawn too (they stand in while the pixels cannot show).
        let pixels = terminal.picturePalette == .none ? nil : pictureMode.pixelProtocol(environment: environment)
        (pictures.pixels, terminal.pixelProtocol) = (pixels, pixels)
        var exitWhen: (@MainActor (ScreenContent) -> Bool)?
        if arguments.exitAfterFirstList {
            exitWhen = { content in
                guard case let .catalog(state) = content else { return false }
                return !state.entries.isEmpty
            }
        }
        let session = TerminalSession(terminal: terminal, navigator: deepLinked.map { Navigator(root: root, deepLink: $0) } ?? Navigator(root: root), exitWhen: exitWhen)
        switch await session.run() {
        case .quit: return .success
        case let .signal(number): return .signal(number)
        case .terminalGone: return .signal(SIGHUP)
        }
    }

    /// The disk cache the options ask for.
    static func diskCache(arguments: Arguments, environment: [String: String]) -> DiskCache {
        DiskCache(directory: CacheCommands.requestedDirectory(arguments, environment: environment), sizeLimit: arguments.cacheSizeMB * 1_048_576)
    }
}
